/** Shapes of the jsonb columns (D2 §3.2, §3.4). Kept here so the API layer can reuse them. */
import type { RoleType, VisibilitySetting } from '@hatchery/domain';

export type LogoType = 'NORMAL' | 'REVERSE';

export interface IncubatorSeo {
  active: boolean;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

export interface CustomLoginTextAndLink {
  active: boolean;
  text?: string | null;
  url?: string | null;
  buttonBackgroundColor?: string | null;
  buttonTextColor?: string | null;
}

export interface BrandPalette {
  sidebar: {
    backgroundColor: string;
    textColor: string;
    activeItemBackgroundColor: string;
    activeItemTextColor: string;
    activeSubItemTextColor: string;
    logoType: LogoType;
  };
  login: { logoType: LogoType; backgroundColor: string; textColor: string };
}

export interface LoginProvider {
  provider: string;
  enabled: boolean;
}

export interface PlanInfo {
  employeeCountLimit?: number | null;
  name?: string | null;
}

export interface LocalizedValue {
  language: string;
  value: string;
}

export interface StartupNameAlternative {
  active: boolean;
  label: LocalizedValue[];
}

export interface OauthConnection {
  id: string;
  protocol: string;
  provider: string;
  name: string;
}

export interface SsoConfig {
  enabled: boolean;
  organization?: string | null;
  oauthConnections: OauthConnection[];
}

export type PermissionCriteria = 'all' | 'assigned';

export interface RolePermission {
  key: string;
  permissionCriteria: PermissionCriteria;
}

export interface UserAccess {
  /** Role types whose users are visible when visibilitySettings is SELECTED. */
  roles: RoleType[];
  visibilitySettings: VisibilitySetting;
}

export interface StartupAccess {
  visibilitySettings: VisibilitySetting;
  /** Startup ids when visibilitySettings is SELECTED. */
  startups?: string[];
}

export interface UserSocialInfo {
  facebook?: string | null;
  linkedin?: string | null;
  angellist?: string | null;
  twitter?: string | null;
}

export interface StartupInfo {
  website?: string | null;
  /** Social links (issue 14), each an http(s) URL. */
  linkedin?: string | null;
  twitter?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  youtube?: string | null;
  [key: string]: unknown;
}

export type FeatureFlagType = 'feature' | 'integration';
/** GAP-01; `expired` is set lazily when the idle or absolute lifetime has passed. */
export type UserSessionStatus = 'active' | 'replaced' | 'logged_out' | 'expired';
export type PersonGroup = 'cofounder' | 'staff';
