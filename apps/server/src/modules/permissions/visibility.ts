/**
 * Visibility settings of the viewer's role (D1 §6, D2 §3.2): which startups and which users lists may return.
 * ALL: every record; ASSIGNED: startups the viewer is assigned to (user_assigned_startups), belongs to
 * (startup_people) or runs as a program admin (program_admins), and for users the people of those startups; SELECTED: the listed startups, or users of the
 * listed role types; NONE: nothing. The administrators' roles (Admin, AdminCoach, System) always see everything.
 */
import type { RoleType, VisibilitySetting } from '@hatchery/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { programAdmins, roles, startupPeople, startupPrograms, userAssignedStartups } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { FULL_ACCESS_ROLES } from './defaults.js';

/** `all`, or exactly these ids (possibly none). */
export type IdScope = { kind: 'all' } | { kind: 'ids'; ids: readonly string[] };
/** `all`, users of these role types, or exactly these user ids. */
export type UserScope = { kind: 'all' } | { kind: 'roles'; roles: readonly RoleType[] } | { kind: 'ids'; ids: readonly string[] };

/** The scope lets the viewer see no one (no role type, no id): a list answers empty without asking the database. */
export function seesNoUsers(scope: UserScope): boolean {
  return (scope.kind === 'ids' && scope.ids.length === 0) || (scope.kind === 'roles' && scope.roles.length === 0);
}

export interface ViewerVisibility {
  readonly startupSetting: VisibilitySetting;
  readonly userSetting: VisibilitySetting;
  readonly startups: IdScope;
  readonly users: UserScope;
}

const NOTHING: IdScope = { kind: 'ids', ids: [] };

/**
 * The startups "assigned" to a user (the ASSIGNED scope and the 'assigned' criterion): assigned to them as mentor,
 * coach or expert, their own (startup_people), and the startups of the programs they administer (program_admins —
 * how a Sub-Admin is scoped to their programs, issue 14 item 2).
 */
export async function assignedStartupIds(tx: Tx, userId: string): Promise<string[]> {
  const assigned = await tx.select({ id: userAssignedStartups.startupId }).from(userAssignedStartups).where(eq(userAssignedStartups.userId, userId));
  const member = await tx.select({ id: startupPeople.startupId }).from(startupPeople).where(eq(startupPeople.userId, userId));
  const administered = await tx
    .select({ id: startupPrograms.startupId })
    .from(startupPrograms)
    .innerJoin(programAdmins, eq(programAdmins.programId, startupPrograms.programId))
    .where(eq(programAdmins.userId, userId));
  return [...new Set([...assigned, ...member, ...administered].map((r) => r.id))];
}

/** The people of the given startups: their members and the mentors/coaches assigned to them. */
async function peopleOfStartups(tx: Tx, startupIds: readonly string[]): Promise<string[]> {
  if (startupIds.length === 0) return [];
  const members = await tx.select({ id: startupPeople.userId }).from(startupPeople).where(inArray(startupPeople.startupId, [...startupIds]));
  const assigned = await tx
    .select({ id: userAssignedStartups.userId })
    .from(userAssignedStartups)
    .where(inArray(userAssignedStartups.startupId, [...startupIds]));
  return [...new Set([...members, ...assigned].map((r) => r.id))];
}

export async function resolveVisibility(tx: Tx, viewer: Pick<Viewer, 'userId' | 'roleId' | 'roleType'>): Promise<ViewerVisibility> {
  if (FULL_ACCESS_ROLES.has(viewer.roleType)) {
    return { startupSetting: 'ALL', userSetting: 'ALL', startups: { kind: 'all' }, users: { kind: 'all' } };
  }
  const [role] = await tx.select({ userAccess: roles.userAccess, startupAccess: roles.startupAccess }).from(roles).where(eq(roles.id, viewer.roleId)).limit(1);
  const startupSetting = role?.startupAccess.visibilitySettings ?? 'NONE';
  const userSetting = role?.userAccess.visibilitySettings ?? 'NONE';
  const needAssigned = startupSetting === 'ASSIGNED' || userSetting === 'ASSIGNED';
  const assigned = needAssigned ? await assignedStartupIds(tx, viewer.userId) : [];

  let startups: IdScope = NOTHING;
  if (startupSetting === 'ALL') startups = { kind: 'all' };
  else if (startupSetting === 'ASSIGNED') startups = { kind: 'ids', ids: assigned };
  else if (startupSetting === 'SELECTED') startups = { kind: 'ids', ids: role?.startupAccess.startups ?? [] };

  let users: UserScope = NOTHING;
  if (userSetting === 'ALL') users = { kind: 'all' };
  else if (userSetting === 'SELECTED') users = { kind: 'roles', roles: role?.userAccess.roles ?? [] };
  else if (userSetting === 'ASSIGNED') users = { kind: 'ids', ids: await peopleOfStartups(tx, assigned) };

  return { startupSetting, userSetting, startups, users };
}

const cache = new WeakMap<AppContext, Promise<ViewerVisibility>>();

/** The viewer's visibility, loaded once per request. */
export function loadVisibility(ctx: AppContext, viewer: Viewer): Promise<ViewerVisibility> {
  let found = cache.get(ctx);
  if (!found) {
    found = ctx.data.run((tx) => resolveVisibility(tx, viewer));
    cache.set(ctx, found);
  }
  return found;
}
