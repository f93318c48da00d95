/**
 * Who sees and who edits one startup (D1 §6 visibility), shared by the timeline and by the startup's files (D-87).
 * Sees: one of its people, assigned to it, or a role whose startup visibility covers it (ALL, or SELECTED with it).
 * Edits: sees it and is one of its people, an administrator, or holds a startup edit key for it.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { startupPeople, startups } from '../../db/schema/index.js';
import type { Viewer } from '../../http/context.js';
import { can, type Actor } from '../permissions/index.js';
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

/** The startup and the viewer's view of it, in the caller's transaction; null when no such startup in this tenant. */
export async function readStartupAccess(tx: Tx, viewer: Viewer, actor: Actor, startupId: string): Promise<StartupAccess | null> {
  if (!isUuid(startupId)) return null;
  // A join, not a correlated `exists`: inside a sql`` select, ${startups.id} is rendered unqualified and would name
  // startup_people's own id column in the subquery (membership was then never found).
  const [row] = await tx
    .select({ id: startups.id, name: startups.name, memberId: startupPeople.userId })
    .from(startups)
    .leftJoin(startupPeople, and(eq(startupPeople.startupId, startups.id), eq(startupPeople.userId, viewer.userId)))
    .where(eq(startups.id, startupId))
    .limit(1);
  if (!row) return null;
  const startup = { id: row.id, name: row.name, member: row.memberId !== null };
  let sees = startup.member || actor.assignedStartupIds.has(startupId);
  if (!sees) {
    const scope = (await resolveVisibility(tx, viewer)).startups;
    sees = scope.kind === 'all' || scope.ids.includes(startupId);
  }
  return { ...startup, sees };
}

export function mayEditStartup(viewer: Viewer, actor: Actor, access: StartupAccess): boolean {
  if (!access.sees) return false;
  if (access.member || isInRoleGroup(viewer.roleType, 'admin')) return true;
  return STARTUP_EDIT_KEYS.some((key) => can(actor, key, { startupIds: [access.id] }));
}
