export interface LocalizedValue {
  language: string;
  value: string;
}
export interface SidebarPalette {
  backgroundColor: string;
  textColor: string;
  activeItemBackgroundColor: string;
  activeItemTextColor: string;
  activeSubItemTextColor: string;
  logoType: string;
}
export interface LoginPalette {
  logoType: string;
  backgroundColor: string;
  textColor: string;
}
export interface FeatureFlagState {
  name: string;
  enabled: boolean;
  activated: boolean;
}
export interface PublicIncubator {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
  logoSquare: string | null;
  whiteLogo: string | null;
  defaultLanguage: string;
  brandPalette: { sidebar: SidebarPalette; login: LoginPalette };
  incubatorSeo: { active: boolean; seoTitle: string | null; seoDescription: string | null };
  startupNameAlternative: { active: boolean; label: LocalizedValue[] };
  incubatorCustomLoginTextAndLink: {
    active: boolean;
    text: string | null;
    url: string | null;
    buttonBackgroundColor: string | null;
    buttonTextColor: string | null;
  };
  loginProviders: Array<{ provider: string; enabled: boolean }>;
  featureFlags: FeatureFlagState[];
  /** The tenant's support contact address (GAP-24); null: the product address applies. */
  supportEmail: string | null;
}

/** Sent with plain fetch so the login page needs no GraphQL client (bundle budget). */
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
    }
  }
`;
