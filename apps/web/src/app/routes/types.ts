import type { FeatureFlagName, RoleGroup } from '@hatchery/domain';
import type { PageKey } from './pageRegistry';

export type GuardKind = 'publicOnly' | 'open' | 'auth';

export interface RoutePermission {
  /** Permission key checked by the server (IsUserAuthorized), e.g. ARTICLES:EDIT. */
  key: string;
  /** Path params whose values go along as the permission's data (e.g. courseId). */
  dataParams?: string[];
}

export interface RouteEntry {
  /** React Router path pattern. */
  path: string;
  guard: GuardKind;
  /** Role group the signed-in user must belong to; others go to `roleRedirect` (default /). */
  roles?: RoleGroup;
  roleRedirect?: string;
  permission?: RoutePermission;
  /** Tenant flag: not enabled → plan page (or 404 with `featureOff: 'notFound'`), not activated → /. */
  featureEnabled?: FeatureFlagName;
  featureOff?: 'notFound';
  /** Redirect template: `:param` replaced from the path, `keepSearch` keeps the query string. */
  redirect?: string;
  keepSearch?: boolean;
  /**
   * Page id: a key of the page registry (pageRegistry.tsx, built or planned) and of the `pages` namespace; 'redirect'
   * on a redirect entry. A page the registry does not list is a type error (D-113).
   */
  page: PageKey | 'redirect';
  /** Rendered inside the authenticated layout (default: auth routes yes, others no). */
  layout?: 'app' | 'bare';
}
