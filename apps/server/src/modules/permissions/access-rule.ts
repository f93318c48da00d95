/**
 * The declared access rule of every root GraphQL field (Query, Mutation, Subscription). Each root field says who
 * may call it with `extensions: access(...)`; test/permission-snapshot.int.test.ts walks the built schema, fails on
 * a root field without a rule and compares the list with the committed snapshot — a diff there is a permission
 * change. The rule is a description for review: the checks themselves stay in the services (policy `can`).
 */
import type { RoleGroup } from '@hatchery/domain';

/**
 * - `public`: anyone, signed in or not (the tenant still comes from the host).
 * - `authenticated`: any signed-in user of the tenant.
 * - `admin`: the admin role group (Admin, AdminCoach — GAP-14).
 * - `role:<group>`: a role group of packages/domain/src/roles.ts.
 * - `permission:<KEY>`: the holder of a catalogue permission key (criteria all or assigned).
 * A rule may add a note after ` — ` (e.g. "authenticated — own sessions only").
 */
export type AccessRule = 'public' | 'authenticated' | 'admin' | `role:${RoleGroup}` | `permission:${string}`;

export const ACCESS_RULE_EXTENSION = 'accessRule';

export type AccessRuleExtensions = Record<string, string>;

/** `extensions: access('admin')` or `access('authenticated', 'own sessions only')`. */
export function access(rule: AccessRule, note?: string): AccessRuleExtensions {
  return { [ACCESS_RULE_EXTENSION]: note ? `${rule} — ${note}` : rule };
}
