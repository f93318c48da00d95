import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';

const SETTINGS_FIELDS = graphql(`
  fragment IncubatorSettingsFields on IncubatorSettings {
    __typename
    _id name slug description logo whiteLogo logoSquare currency timezone address defaultLanguage
    allowUserSelfDelete allowWriteInOptionInUserSkills customDomain
    domainSettings { __typename customDomain verifiedAt status pendingDomain verification { __typename token fileUrl dnsRecordName dnsRecordType } }
    incubatorSeo { __typename active seoTitle seoDescription }
    incubatorTermsAndServices { __typename url }
    incubatorCustomLoginTextAndLink { __typename active text url buttonBackgroundColor buttonTextColor }
    generalEmail { __typename address }
    supportEmail { __typename address }
    brandPalette {
      __typename
      sidebar { __typename backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
      login { __typename backgroundColor textColor logoType }
    }
    planInfo { __typename name employeeCountLimit }
    startupNameAlternative { __typename active label { __typename language value } }
  }
`);

export const INCUBATOR_SETTINGS = graphql(`
  query IncubatorSettings { incubatorSettings { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);

export const UPDATE_GENERAL = graphql(`
  mutation UpdateGeneralSettings($input: GeneralSettingsInput!) { updateGeneralSettings(input: $input) { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);
export const UPDATE_DOMAIN = graphql(`
  mutation UpdateDomainSettings($input: DomainSettingsInput!) { updateDomainSettings(input: $input) { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);
export const VERIFY_CUSTOM_DOMAIN = graphql(`
  mutation VerifyCustomDomain { verifyCustomDomain { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);
export const UPDATE_BRANDING = graphql(`
  mutation UpdateBranding($input: BrandingInput!) { updateBranding(input: $input) { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);
export const UPDATE_SEO = graphql(`
  mutation UpdateSeoSettings($input: SeoSettingsInput!) { updateSeoSettings(input: $input) { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);
export const UPDATE_STARTUP_LABEL = graphql(`
  mutation UpdateStartupLabel($input: StartupLabelInput!) { updateStartupLabel(input: $input) { __typename ...IncubatorSettingsFields } }
`, [SETTINGS_FIELDS]);

export const INDUSTRIES = graphql(`
  query Industries { industries { __typename _id name } }
`);
export const CREATE_INDUSTRY = graphql(`
  mutation CreateIndustry($name: String!) { createIndustry(name: $name) { __typename _id name } }
`);
export const RENAME_INDUSTRY = graphql(`
  mutation RenameIndustry($id: ID!, $name: String!) { renameIndustry(id: $id, name: $name) { __typename _id name } }
`);
export const DELETE_INDUSTRY = graphql(`
  mutation DeleteIndustry($id: ID!) { deleteIndustry(id: $id) }
`);

export const ACTIVITY_LOGS = graphql(`
  query ActivityLogs($cursor: String, $limit: Int, $entityType: String) {
    activityLogs(cursor: $cursor, limit: $limit, entityType: $entityType) {
      __typename
      entries { __typename _id action entityType entityId before after createdAt actor { __typename _id fullName } }
      nextCursor
    }
  }
`);

export const PLAN = graphql(`
  query Plan {
    availableFeatureFlags { __typename _id name type enabled activated }
    incubatorSettings { __typename _id planInfo { __typename name employeeCountLimit } }
  }
`);
export const SET_FEATURE_FLAG = graphql(`
  mutation SetFeatureFlag($name: String!, $enabled: Boolean!, $activated: Boolean!) {
    setFeatureFlag(name: $name, enabled: $enabled, activated: $activated) { __typename name enabled activated }
  }
`);

export const INCUBATOR_UPDATED = graphql(`
  subscription IncubatorUpdated { incubatorUpdated { __typename incubatorId sections updatedAt } }
`);

export type IncubatorSettings = ResultOf<typeof SETTINGS_FIELDS>;
/** The domain page's data (D-84): the verified domain, and a pending one with where to publish its token. */
export type DomainSettings = IncubatorSettings['domainSettings'];
export type CustomDomainStatus = SchemaType<'CustomDomainStatus'>;
/** The palettes as the branding form edits and sends them. */
export type SidebarPaletteValues = SchemaType<'SidebarPaletteInput'>;
export type LoginPaletteValues = SchemaType<'LoginPaletteInput'>;
export type Industry = ResultOf<typeof INDUSTRIES>['industries'][number];
export type ActivityEntry = ResultOf<typeof ACTIVITY_LOGS>['activityLogs']['entries'][number];
export type AvailableFlag = ResultOf<typeof PLAN>['availableFeatureFlags'][number];
