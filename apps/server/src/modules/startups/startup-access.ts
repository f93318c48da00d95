/**
 * Who sees and who edits one startup (D1 §6 visibility), shared by the timeline and by the startup's files (D-87).
 * Sees: one of its people, assigned to it, or a role whose startup visibility covers it (ALL, or SELECTED with it).
 * Edits: sees it and is one of its people, an administrator, or holds a startup edit key for it.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { startupPeople, startups } from '../../db/schema/index.js';
import type { Viewer } from '../../http/context.js';
import { can, FULL_ACCESS_ROLES, type Actor } from '../permissions/index.js';
import { resolveVisibility } from '../permissions/index.js';

/** The catalogue has no "edit startup" key; these two change the startup record itself (name, people). */
export const STARTUP_EDIT_KEYS = ['STARTUP:NAME_EDIT', 'STARTUP:CONNECTIONS_EDIT'] as const;

export interface StartupAccess {
  id: string;
  name: string;
  /** One of the startup's people (startup_people). */
  member: boolean;
  sees: boolean;
}

/**
 * The viewer sees the startup whatever its row says: a full-access role (its visibility is every startup of the
 * tenant) or one assigned to it (the token's grants). The part of the rule below that needs no read, so a caller whose
 * own statement tells the startup's existence can skip readStartupAccess (the timeline page, D-535).
 */
export function seesWithoutRead(viewer: Viewer, actor: Actor, startupId: string): boolean {
  return FULL_ACCESS_ROLES.has(viewer.roleType) || actor.assignedStartupIds.has(startupId);
}

/** The startup and the viewer's view of it, in the caller's transaction; null when no such startup in this tenant. */
export async function readStartupAccess(tx: Tx, viewer: Viewer, actor: Actor, startupId: string): Promise<StartupAccess | null> {
  if (!isUuid(startupId)) return null;
  const [found] = await readStartupsAccess(tx, viewer, actor, [startupId]);
  return found ?? null;
}

/**
 * The same rule for several startups at once (the portfolio's activity feed): one statement for the startups and the
 * viewer's memberships, the role's visibility read once. Startups not in this tenant are left out; order not kept.
 */
export async function readStartupsAccess(tx: Tx, viewer: Viewer, actor: Actor, startupIds: readonly string[]): Promise<StartupAccess[]> {
  const ids = [...new Set(startupIds.filter(isUuid))];
  if (ids.length === 0) return [];
  // A join, not a correlated `exists`: inside a sql`` select, ${startups.id} is rendered unqualified and would name
  // startup_people's own id column in the subquery (membership was then never found).
  const rows = await tx
    .select({ id: startups.id, name: startups.name, memberId: startupPeople.userId })
    .from(startups)
    .leftJoin(startupPeople, and(eq(startupPeople.startupId, startups.id), eq(startupPeople.userId, viewer.userId)))
    .where(inArray(startups.id, ids));
  const direct = (row: (typeof rows)[number]) => row.memberId !== null || seesWithoutRead(viewer, actor, row.id);
  // The role's visibility is read only when some startup is not seen through membership or assignment.
  const scope = rows.every(direct) ? null : (await resolveVisibility(tx, viewer)).startups;
  const listed = new Set(scope?.kind === 'ids' ? scope.ids : []);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    member: row.memberId !== null,
    sees: direct(row) || scope?.kind === 'all' || listed.has(row.id),
  }));
}

export function mayEditStartup(viewer: Viewer, actor: Actor, access: StartupAccess): boolean {
  if (!access.sees) return false;
  if (access.member || isInRoleGroup(viewer.roleType, 'admin')) return true;
  return STARTUP_EDIT_KEYS.some((key) => can(actor, key, { startupIds: [access.id] }));
}
