import type { graphql, ResultOf } from '../../lib/graphql';

/** Sent with plain fetch so the login page needs no GraphQL client (bundle budget, D-91). */
export const PUBLIC_INCUBATOR_QUERY = /* GraphQL */ `
  query PublicIncubator {
    publicIncubator {
      id
      name
      slug
      description
      logo
      logoSquare
      whiteLogo
      defaultLanguage
      brandPalette {
        sidebar {
          backgroundColor
          textColor
          activeItemBackgroundColor
          activeItemTextColor
          activeSubItemTextColor
          logoType
        }
        login {
          logoType
          backgroundColor
          textColor
        }
      }
      incubatorSeo {
        active
        seoTitle
        seoDescription
      }
      startupNameAlternative {
        active
        label {
          language
          value
        }
      }
      incubatorCustomLoginTextAndLink {
        active
        text
        url
        buttonBackgroundColor
        buttonTextColor
      }
      loginProviders {
        provider
        enabled
      }
      featureFlags {
        name
        enabled
        activated
      }
      supportEmail
      timezone
    }
  }
`;

/**
 * The answer's type, inferred by gql.tada from the text above. The function is never called: it only lets the types
 * see the text as a document, so nothing of the GraphQL client reaches the login page (D-105). A unit test validates
 * the text against the schema.
 */
function _typedPublicIncubator(tada: typeof graphql) {
  return tada(PUBLIC_INCUBATOR_QUERY);
}

export type PublicIncubator = ResultOf<ReturnType<typeof _typedPublicIncubator>>['publicIncubator'];
export type LocalizedValue = PublicIncubator['startupNameAlternative']['label'][number];
export type SidebarPalette = PublicIncubator['brandPalette']['sidebar'];
export type LoginPalette = PublicIncubator['brandPalette']['login'];
export type FeatureFlagState = PublicIncubator['featureFlags'][number];
