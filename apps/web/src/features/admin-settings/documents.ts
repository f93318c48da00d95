import { gql, type TypedDocumentNode } from '@apollo/client';
import type { FeatureFlagState, LocalizedValue } from '../tenant/queries';

export interface SidebarPaletteValues {
  backgroundColor: string;
  textColor: string;
  activeItemBackgroundColor: string;
  activeItemTextColor: string;
  activeSubItemTextColor: string;
  logoType: 'NORMAL' | 'REVERSE';
}
export interface LoginPaletteValues {
  backgroundColor: string;
  textColor: string;
  logoType: 'NORMAL' | 'REVERSE';
}

export interface IncubatorSettings {
  _id: string;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
  whiteLogo: string | null;
  logoSquare: string | null;
  currency: string;
  timezone: string;
  address: string | null;
  defaultLanguage: string;
  allowUserSelfDelete: boolean;
  allowWriteInOptionInUserSkills: boolean;
  customDomain: string | null;
  incubatorSeo: { active: boolean; seoTitle: string | null; seoDescription: string | null };
  incubatorTermsAndServices: { url: string | null };
  incubatorCustomLoginTextAndLink: {
    active: boolean;
    text: string | null;
    url: string | null;
    buttonBackgroundColor: string | null;
    buttonTextColor: string | null;
  };
  generalEmail: { address: string | null };
  supportEmail: { address: string | null };
  brandPalette: { sidebar: SidebarPaletteValues; login: LoginPaletteValues };
  planInfo: { name: string | null; employeeCountLimit: number | null };
  startupNameAlternative: { active: boolean; label: LocalizedValue[] };
}

const SETTINGS_FIELDS = /* GraphQL */ `
  _id name slug description logo whiteLogo logoSquare currency timezone address defaultLanguage
  allowUserSelfDelete allowWriteInOptionInUserSkills customDomain
  incubatorSeo { active seoTitle seoDescription }
  incubatorTermsAndServices { url }
  incubatorCustomLoginTextAndLink { active text url buttonBackgroundColor buttonTextColor }
  generalEmail { address }
  supportEmail { address }
  brandPalette {
    sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
    login { backgroundColor textColor logoType }
  }
  planInfo { name employeeCountLimit }
  startupNameAlternative { active label { language value } }
`;

export const INCUBATOR_SETTINGS: TypedDocumentNode<{ incubatorSettings: IncubatorSettings }> = gql`
  query IncubatorSettings { incubatorSettings { ${SETTINGS_FIELDS} } }
`;

type SettingsMutation<Name extends string> = TypedDocumentNode<Record<Name, IncubatorSettings>, { input: Record<string, unknown> }>;

export const UPDATE_GENERAL: SettingsMutation<'updateGeneralSettings'> = gql`
  mutation UpdateGeneralSettings($input: GeneralSettingsInput!) { updateGeneralSettings(input: $input) { ${SETTINGS_FIELDS} } }
`;
export const UPDATE_DOMAIN: SettingsMutation<'updateDomainSettings'> = gql`
  mutation UpdateDomainSettings($input: DomainSettingsInput!) { updateDomainSettings(input: $input) { ${SETTINGS_FIELDS} } }
`;
export const UPDATE_BRANDING: SettingsMutation<'updateBranding'> = gql`
  mutation UpdateBranding($input: BrandingInput!) { updateBranding(input: $input) { ${SETTINGS_FIELDS} } }
`;
export const UPDATE_SEO: SettingsMutation<'updateSeoSettings'> = gql`
  mutation UpdateSeoSettings($input: SeoSettingsInput!) { updateSeoSettings(input: $input) { ${SETTINGS_FIELDS} } }
`;
export const UPDATE_STARTUP_LABEL: SettingsMutation<'updateStartupLabel'> = gql`
  mutation UpdateStartupLabel($input: StartupLabelInput!) { updateStartupLabel(input: $input) { ${SETTINGS_FIELDS} } }
`;

export interface Industry {
  _id: string;
  name: string;
}
export const INDUSTRIES: TypedDocumentNode<{ industries: Industry[] }> = gql`
  query Industries { industries { _id name } }
`;
export const CREATE_INDUSTRY: TypedDocumentNode<{ createIndustry: Industry }, { name: string }> = gql`
  mutation CreateIndustry($name: String!) { createIndustry(name: $name) { _id name } }
`;
export const RENAME_INDUSTRY: TypedDocumentNode<{ renameIndustry: Industry }, { id: string; name: string }> = gql`
  mutation RenameIndustry($id: ID!, $name: String!) { renameIndustry(id: $id, name: $name) { _id name } }
`;
export const DELETE_INDUSTRY: TypedDocumentNode<{ deleteIndustry: boolean }, { id: string }> = gql`
  mutation DeleteIndustry($id: ID!) { deleteIndustry(id: $id) }
`;

export interface ActivityEntry {
  _id: string;
  actor: { _id: string; fullName: string } | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}
export const ACTIVITY_LOGS: TypedDocumentNode<
  { activityLogs: { entries: ActivityEntry[]; nextCursor: string | null } },
  { cursor?: string | null; limit?: number; entityType?: string | null }
> = gql`
  query ActivityLogs($cursor: String, $limit: Int, $entityType: String) {
    activityLogs(cursor: $cursor, limit: $limit, entityType: $entityType) {
      entries { _id action entityType entityId before after createdAt actor { _id fullName } }
      nextCursor
    }
  }
`;

export interface AvailableFlag extends FeatureFlagState {
  _id: string;
  type: string;
}
export const PLAN: TypedDocumentNode<{ availableFeatureFlags: AvailableFlag[]; incubatorSettings: Pick<IncubatorSettings, '_id' | 'planInfo'> }> = gql`
  query Plan {
    availableFeatureFlags { _id name type enabled activated }
    incubatorSettings { _id planInfo { name employeeCountLimit } }
  }
`;
export const SET_FEATURE_FLAG: TypedDocumentNode<{ setFeatureFlag: FeatureFlagState }, { name: string; enabled: boolean; activated: boolean }> = gql`
  mutation SetFeatureFlag($name: String!, $enabled: Boolean!, $activated: Boolean!) {
    setFeatureFlag(name: $name, enabled: $enabled, activated: $activated) { name enabled activated }
  }
`;

export const INCUBATOR_UPDATED: TypedDocumentNode<{ incubatorUpdated: { incubatorId: string; sections: string[]; updatedAt: string } }> = gql`
  subscription IncubatorUpdated { incubatorUpdated { incubatorId sections updatedAt } }
`;
