/**
 * Who may call the users operations (D-106): one rule per root field, run before the resolver. And who may see which
 * field of a `User` (D-107): the one place the field gates of the merged type are decided, whatever path reached
 * the user (a task, a timeline post, a notification, currentUser…), so one viewer gets the same answer everywhere.
 */
import type { RoleType } from '@hatchery/domain';
import type { Viewer } from '../../../http/context.js';
import { accessAllows, ADMIN, allowAnyOf, authenticated, isAdminGroup, permission, type Actor, type ViewerVisibility } from '../../permissions/index.js';

/**
 * Who invites (accountsPolicy.inviteUser) and who reads roles (rolesPolicy.roles), restated here: accounts imports
 * this module (UserRef), so importing its policy would be a folder cycle (D-110); rolesPolicy is not on the roles surface.
 */
const INVITERS = allowAnyOf([ADMIN, permission('USER:INVITE')]);
const ROLE_READERS = allowAnyOf([ADMIN, permission('USER:INVITE'), permission('USER_ROLES:EDIT')]);

/** The two restated rules, for the unit test that holds them equal to the originals. */
export const userGateRules = { inviters: INVITERS, roleReaders: ROLE_READERS } as const;

export const usersPolicy = {
  currentUser: authenticated(),
} as const;

/**
 * public: anyone who reaches the user (name, avatar, cover, timezone, gender, role, startups — what the hover card
 * and the timeline show every signed-in viewer);
 * contact: e-mail, status and creation date — the user themself, the admin group, a viewer whose role's user
 * visibility covers the user (the `users` directory shows them these), and inviters (USER:INVITE) for users whose
 * invitation is still pending (inviteUser answers them);
 * self: the rest of the profile (phone, birthday, bio, validation flags, settings…) — only the user themself, as
 * currentUser alone showed them.
 */
export type UserFieldGate = 'public' | 'contact' | 'self';

/** What the gates look at about the viewer and the user shown. */
export interface UserGateFacts {
  readonly viewer: Viewer | null;
  readonly actor: Actor | null;
  readonly visibility: ViewerVisibility | null;
  readonly user: { readonly _id: string; readonly roleType: RoleType | null; readonly status: string | null };
}

/** Whether `gate` lets the viewer see the user's field; a field that is not visible resolves to null. */
export function userGateAllows(gate: UserFieldGate, facts: UserGateFacts): boolean {
  if (gate === 'public') return true;
  const { viewer, user } = facts;
  if (!viewer) return false;
  if (viewer.userId === user._id) return true;
  if (gate === 'self') return false;
  if (isAdminGroup(viewer.roleType)) return true;
  if (user.status === 'pending' && accessAllows(INVITERS, viewer, facts.actor)) return true;
  const scope = facts.visibility?.users;
  if (!scope) return false;
  if (scope.kind === 'all') return true;
  if (scope.kind === 'roles') return user.roleType !== null && scope.roles.includes(user.roleType);
  return scope.ids.includes(user._id);
}

/** A role's user and startup visibility settings: its holders, and who may read roles (the role editor's readers). */
export function roleSettingsVisible(roleId: string, viewer: Viewer | null, actor: Actor | null): boolean {
  if (!viewer) return false;
  return viewer.roleId === roleId || accessAllows(ROLE_READERS, viewer, actor);
}
