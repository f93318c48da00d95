/**
 * Which funnels a viewer reaches with the Funnel keys (D2 §6.1, D-232). A key held 'all' reaches every funnel of the
 * tenant; held 'assigned' it reaches the funnels "assigned" to the viewer: those of the programs they run
 * (program_admins), those with a round they evaluate, and those they created. FUNNEL:CREATE (not assignable) lets its
 * holder change the funnels they created.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { eq, or, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { funnelRoundEvaluators, funnelRounds, funnels, programAdmins, type Funnel } from '../../db/schema/index.js';
import type { Viewer } from '../../http/context.js';
import type { Actor } from '../permissions/index.js';

export type FunnelKey = 'FUNNEL:LIST_VIEW' | 'FUNNEL:EDIT' | 'FUNNEL:CREATE' | 'FUNNEL:DELETE';

/** 'all', 'assigned', or null when the viewer does not hold the key. Administrators hold every key with 'all'. */
export function funnelCriterion(viewer: Viewer, actor: Actor, key: FunnelKey): 'all' | 'assigned' | null {
  if (isInRoleGroup(viewer.roleType, 'admin')) return 'all';
  return actor.permissions.get(key) ?? null;
}

/** The ids of the funnels assigned to the viewer (programs they run, rounds they evaluate). */
export async function assignedFunnelIds(tx: Tx, userId: string): Promise<Set<string>> {
  const runs = tx.select({ programId: programAdmins.programId }).from(programAdmins).where(eq(programAdmins.userId, userId));
  const evaluates = tx
    .select({ funnelId: funnelRounds.funnelId })
    .from(funnelRoundEvaluators)
    .innerJoin(funnelRounds, eq(funnelRounds.id, funnelRoundEvaluators.roundId))
    .where(eq(funnelRoundEvaluators.userId, userId));
  const rows = await tx
    .select({ id: funnels.id })
    .from(funnels)
    .where(or(inArray(funnels.programId, runs), inArray(funnels.id, evaluates), eq(funnels.createdBy, userId)));
  return new Set(rows.map((r) => r.id));
}

/** The funnels the viewer may read: null = every funnel; else the ids. */
export async function readableFunnelIds(tx: Tx, viewer: Viewer, actor: Actor): Promise<Set<string> | null> {
  const criteria = (['FUNNEL:LIST_VIEW', 'FUNNEL:EDIT', 'FUNNEL:CREATE', 'FUNNEL:DELETE'] as const).map((key) => funnelCriterion(viewer, actor, key));
  if (criteria.includes('all')) return null;
  return assignedFunnelIds(tx, viewer.userId);
}

function reaches(criterion: 'all' | 'assigned' | null, assigned: ReadonlySet<string>, funnel: Pick<Funnel, 'id'>): boolean {
  return criterion === 'all' || (criterion === 'assigned' && assigned.has(funnel.id));
}

/** Changes this funnel's settings and rounds: FUNNEL:EDIT in scope, or FUNNEL:CREATE on a funnel the viewer created. */
export function mayEditFunnel(viewer: Viewer, actor: Actor, assigned: ReadonlySet<string>, funnel: Pick<Funnel, 'id' | 'createdBy'>): boolean {
  if (reaches(funnelCriterion(viewer, actor, 'FUNNEL:EDIT'), assigned, funnel)) return true;
  return funnelCriterion(viewer, actor, 'FUNNEL:CREATE') !== null && funnel.createdBy === viewer.userId;
}

/** Archives or restores this funnel: FUNNEL:DELETE in scope. */
export function mayArchiveFunnel(viewer: Viewer, actor: Actor, assigned: ReadonlySet<string>, funnel: Pick<Funnel, 'id'>): boolean {
  return reaches(funnelCriterion(viewer, actor, 'FUNNEL:DELETE'), assigned, funnel);
}
