import { PLAN_SETTINGS_PATH, type RoleType } from '@hatchery/domain';
import { hasRoleIn } from '../viewer/roles';
import type { RouteEntry } from './types';

export interface GuardViewer {
  status: 'anonymous' | 'loading' | 'authenticated';
  roles: readonly RoleType[];
  featureFlags: ReadonlyArray<{ name: string; enabled: boolean; activated: boolean }>;
  /** Answer of the server permission check for this entry: undefined while pending or not needed. */
  permissionGranted?: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string; replace: true };

const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path, replace: true });

export function loginRedirect(pathname: string, search: string): string {
  return `/login?returnTo=${encodeURIComponent(pathname + search)}`;
}

/** Route guard of D1 §6 (RTE-01, RTE-17, RTE-61..64). Pure: entry + viewer + location → decision. */
export function decideGuard(
  entry: RouteEntry,
  viewer: GuardViewer,
  location: { pathname: string; search: string },
): GuardDecision {
  if (entry.guard === 'publicOnly') {
    if (viewer.status === 'authenticated') return to('/');
    return viewer.status === 'loading' ? { kind: 'wait' } : { kind: 'allow' };
  }
  if (entry.guard === 'auth') {
    if (viewer.status === 'anonymous') return to(loginRedirect(location.pathname, location.search));
    if (viewer.status === 'loading') return { kind: 'wait' };
  }
  if (entry.featureEnabled) {
    const flag = viewer.featureFlags.find((f) => f.name === entry.featureEnabled);
    if (!flag?.enabled) return entry.featureOff === 'notFound' ? { kind: 'notFound' } : to(PLAN_SETTINGS_PATH);
    if (!flag.activated) return entry.featureOff === 'notFound' ? { kind: 'notFound' } : to('/');
  }
  if (viewer.status !== 'authenticated') {
    return entry.guard === 'open' && viewer.status === 'loading' && entry.roles ? { kind: 'wait' } : { kind: 'allow' };
  }
  if (entry.roles && !hasRoleIn(viewer.roles, entry.roles)) return to(entry.roleRedirect ?? '/');
  if (entry.permission) {
    if (viewer.permissionGranted === undefined) return { kind: 'wait' };
    if (!viewer.permissionGranted) return to('/');
  }
  return { kind: 'allow' };
}
