/**
 * What the policy unit tests (`*.policy.unit.test.ts`) run a rule against: a request context holding only a viewer
 * whose grants travel with it (as the token's statement carries them), so `enforceAccess` never touches a database.
 */
import type { RoleType } from '@hatchery/domain';
import type { RolePermission } from '../../db/schema/index.js';
import { isAppError } from '../../core/errors.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { describeAccess, enforceAccess, type AccessRule } from './access-rule.js';

export interface TestViewer {
  roleType: RoleType;
  /** A custom role holding exactly these; omitted: the role type's defaults (defaults.ts). */
  permissions?: readonly RolePermission[];
  startupIds?: readonly string[];
}

let nextUser = 0;

/** Signed out when `viewer` is null. */
export function contextFor(viewer: TestViewer | null): AppContext {
  nextUser += 1;
  const signedIn: Viewer | null = viewer && {
    userId: `00000000-0000-4000-8000-${String(nextUser).padStart(12, '0')}`,
    roleId: '00000000-0000-4000-8000-000000000000',
    roleType: viewer.roleType,
    tokenId: `token-${nextUser}`,
    grants: {
      storedPermissions: viewer.permissions ?? null,
      isDefaultRole: viewer.permissions === undefined,
      startupIds: viewer.startupIds ?? [],
    },
  };
  // Only `viewer` is read by a rule; anything else a rule touched would fail loudly on this object.
  return { viewer: signedIn } as unknown as AppContext;
}

/** 'allowed', or the refusal as "Code: message". */
export async function outcome(rule: AccessRule, viewer: TestViewer | RoleType | null): Promise<string> {
  const who = typeof viewer === 'string' ? { roleType: viewer } : viewer;
  try {
    await enforceAccess(rule, contextFor(who));
    return 'allowed';
  } catch (error) {
    if (isAppError(error)) return `${error.code}: ${error.message}`;
    throw error;
  }
}

export const SIGNED_OUT = 'AuthenticationRequiredError: Authentication required';
export const forbidden = (message: string): string => `Forbidden: ${message}`;

/** The rules of a policy whose listed text starts with `terms` (e.g. 'authenticated'), by field name. */
export function rulesListedAs<P extends Record<string, AccessRule>>(policy: P, terms: string): Array<[string, AccessRule]> {
  return Object.entries(policy).filter(([, rule]) => describeAccess(rule).split(' — ')[0] === terms);
}
