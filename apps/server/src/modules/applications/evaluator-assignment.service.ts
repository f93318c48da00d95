/**
 * Assigning evaluators (issue 16 item 4; docs/contract-applications.md §3.4 "Review"; D-261): staff holding
 * APPLICATION:MANAGE for the round's funnel give the round's applications evaluators — by hand (every chosen evaluator
 * on every chosen application), balanced at random (each application gets k evaluators, loads even, a seeded shuffle so
 * the same request plans the same), or by tag match (evaluators sharing tags with the applying startup, by tag name).
 * A load cap per evaluator (the argument, else funnel_round_evaluators.load_cap) holds; conflicts are found first
 * (conflicts.service.ts) and conflicted pairs are skipped with the reason. Also the round's view for the assignation
 * page: its applications with their evaluators and conflicts.
 */
import { EVALUATOR_ASSIGNMENT_METHODS, PER_APPLICATION_MAX, REVIEW_MESSAGES as M, applicationDecidable, isInRoleGroup, pairKey, planAssignments, type RoleType, type SkipReason } from '@hatchery/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  applications,
  evaluationConflicts,
  evaluatorAssignments,
  funnelRoundEvaluators,
  funnelRounds,
  roles,
  startupTags,
  tags,
  userTags,
  users,
  type Application,
  type EvaluationConflict,
  type EvaluatorAssignment,
  type Funnel,
  type FunnelRound,
} from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { applicationAccess } from './application-access.js';
import { detectConflictsInTx } from './conflicts.service.js';
import { requireEvaluationRound, staffRound } from './review-rounds.js';

const idList = (message: string) => z.array(z.string().refine(isUuid, message)).max(1000);
const assignSchema = z.object({
  applicationIds: idList(M.applicationNotFound).min(1, M.noApplications),
  method: z.enum(EVALUATOR_ASSIGNMENT_METHODS),
  evaluatorIds: idList(M.evaluatorNotFound).default([]),
  loadCap: z.number({ error: M.loadCapInvalid }).int(M.loadCapInvalid).min(1, M.loadCapInvalid).max(10000, M.loadCapInvalid).nullish(),
  perApplication: z.number({ error: M.perApplicationInvalid }).int(M.perApplicationInvalid).min(1, M.perApplicationInvalid).max(PER_APPLICATION_MAX, M.perApplicationInvalid).nullish(),
});

export interface AssignmentResult {
  assigned: EvaluatorAssignment[];
  skipped: Array<{ applicationId: string; evaluatorId: string | null; reason: SkipReason; detail: string | null }>;
}

/** Active users of the internal staff set among these ids (who may evaluate, as the builder's pool, D-233). */
async function evaluatorsAmong(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: users.id, status: users.status, roleType: roles.type }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(inArray(users.id, [...ids]));
  return new Set(rows.filter((u) => u.status === 'active' && isInRoleGroup(u.roleType as RoleType, 'internal')).map((u) => u.id));
}

/** Tag names (lower case) of each startup and each evaluator: kinds differ (startup vs user tags), names meet. */
async function tagNames(tx: Tx, startupIds: readonly string[], evaluatorIds: readonly string[]): Promise<{ startups: Map<string, Set<string>>; evaluators: Map<string, Set<string>> }> {
  const add = (map: Map<string, Set<string>>, key: string, name: string) => map.set(key, (map.get(key) ?? new Set()).add(name.trim().toLowerCase()));
  const startups = new Map<string, Set<string>>();
  const evaluators = new Map<string, Set<string>>();
  if (startupIds.length) {
    const rows = await tx.select({ owner: startupTags.startupId, name: tags.name }).from(startupTags).innerJoin(tags, eq(tags.id, startupTags.tagId)).where(inArray(startupTags.startupId, [...startupIds]));
    for (const r of rows) add(startups, r.owner, r.name);
  }
  if (evaluatorIds.length) {
    const rows = await tx.select({ owner: userTags.userId, name: tags.name }).from(userTags).innerJoin(tags, eq(tags.id, userTags.tagId)).where(inArray(userTags.userId, [...evaluatorIds]));
    for (const r of rows) add(evaluators, r.owner, r.name);
  }
  return { startups, evaluators };
}

export async function assignEvaluators(ctx: AppContext, roundId: string, raw: Record<string, unknown>): Promise<AssignmentResult> {
  const input = parseInput(assignSchema, raw);
  const access = await applicationAccess(ctx, 'APPLICATION:MANAGE');
  return ctx.data.run(async (tx) => {
    const { round, funnel } = await staffRound(tx, access, roundId);
    requireEvaluationRound(round);
    const applicationIds = [...new Set(input.applicationIds)];
    const apps = await tx.select().from(applications).where(and(inArray(applications.id, applicationIds), eq(applications.roundId, round.id)));
    if (apps.length !== applicationIds.length) throw validationError(`applicationIds: ${M.applicationNotInRound}`);

    const pool = await tx.select().from(funnelRoundEvaluators).where(eq(funnelRoundEvaluators.roundId, round.id));
    const chosen = input.evaluatorIds.length > 0 ? [...new Set(input.evaluatorIds)] : input.method === 'manual' ? [] : pool.map((p) => p.userId);
    if (chosen.length === 0) throw validationError(`evaluatorIds: ${M.noEvaluators}`);
    const usable = await evaluatorsAmong(tx, chosen);
    if (usable.size !== chosen.length) throw validationError(`evaluatorIds: ${M.evaluatorNotFound}`);

    const existing = await tx.select().from(evaluatorAssignments).where(eq(evaluatorAssignments.roundId, round.id));
    const open = existing.filter((a) => a.status !== 'cancelled');
    const load = new Map<string, number>();
    for (const a of open) load.set(a.evaluatorUserId, (load.get(a.evaluatorUserId) ?? 0) + 1);
    const conflicts = await detectConflictsInTx(tx, ctx.incubator.id, apps.flatMap((a) => chosen.map((evaluatorId) => ({ applicationId: a.id, evaluatorId }))));
    const capOf = (evaluatorId: string) => input.loadCap ?? pool.find((p) => p.userId === evaluatorId)?.loadCap ?? null;
    let overlap: ((applicationId: string, evaluatorId: string) => number) | undefined;
    if (input.method === 'tag_match') {
      const names = await tagNames(tx, apps.flatMap((a) => (a.startupId ? [a.startupId] : [])), chosen);
      overlap = (applicationId, evaluatorId) => {
        const startupId = apps.find((a) => a.id === applicationId)?.startupId;
        const mine = names.evaluators.get(evaluatorId);
        return startupId && mine ? [...(names.startups.get(startupId) ?? [])].filter((n) => mine.has(n)).length : 0;
      };
    }
    const plan = planAssignments({
      applicationIds: apps.map((a) => a.id),
      evaluatorIds: chosen,
      perApplication: input.method === 'manual' ? chosen.length : (input.perApplication ?? 2),
      loadCap: capOf,
      load,
      assigned: new Set(open.map((a) => pairKey(a.applicationId, a.evaluatorUserId))),
      conflicts: new Set(conflicts.keys()),
      overlap,
      seed: `${round.id}:${applicationIds.slice().sort().join(',')}`,
    });
    const now = new Date();
    const assigned = plan.pairs.length
      ? await tx
          .insert(evaluatorAssignments)
          .values(plan.pairs.map((p) => ({ incubatorId: ctx.incubator.id, applicationId: p.applicationId, roundId: round.id, evaluatorUserId: p.evaluatorId, method: input.method, status: 'pending' as const, assignedBy: ctx.viewer!.userId })))
          // A cancelled assignment (not a conflict: those are skipped) is opened again.
          .onConflictDoUpdate({ target: [evaluatorAssignments.incubatorId, evaluatorAssignments.applicationId, evaluatorAssignments.roundId, evaluatorAssignments.evaluatorUserId], set: { status: 'pending', method: input.method, assignedBy: ctx.viewer!.userId, updatedAt: now } })
          .returning()
      : [];
    if (assigned.length) {
      await recordActivity(tx, ctx.incubator.id, ctx.viewer!.userId, { action: 'application.evaluatorsAssigned', entityType: 'funnel', entityId: funnel.id, after: { roundId: round.id, method: input.method, assignments: assigned.length } });
    }
    return {
      assigned,
      skipped: plan.skipped.map((s) => ({ ...s, detail: s.reason === 'conflict' && s.evaluatorId ? (conflicts.get(pairKey(s.applicationId, s.evaluatorId))?.reason ?? null) : null })),
    };
  });
}

export type BulkAssignRefusal = 'notFound' | 'alreadyDecided' | 'notEvaluationRound' | 'evaluatorUnavailable' | 'conflict' | 'loadCapReached' | 'alreadyAssigned';

/**
 * One application's share of a bulk assignment (the overview's ASSIGN_EVALUATORS, D-293), in the caller's transaction:
 * the chosen evaluators on the application in its current round — the same pool caps, conflicts (detectConflictsInTx)
 * and upsert as `assignEvaluators`. All or nothing: when a chosen evaluator has a conflict of interest with it or is at
 * their cap, nothing is assigned and the refusal says why; evaluators it already has are kept and not counted twice.
 */
export async function assignEvaluatorsToApplicationInTx(
  tx: Tx,
  env: { incubatorId: string; actorUserId: string },
  applicationId: string,
  evaluatorIds: readonly string[],
): Promise<{ ok: true; assigned: number } | { ok: false; refusal: BulkAssignRefusal }> {
  const [application] = await tx.select().from(applications).where(eq(applications.id, applicationId)).limit(1).for('update');
  if (!application) return { ok: false, refusal: 'notFound' };
  if (!applicationDecidable(application.status) || application.archivedAt || !application.roundId) return { ok: false, refusal: 'alreadyDecided' };
  const [round] = await tx.select().from(funnelRounds).where(eq(funnelRounds.id, application.roundId)).limit(1);
  if (!round || (round.kind !== 'evaluation' && !round.evaluationFormId)) return { ok: false, refusal: 'notEvaluationRound' };
  const chosen = [...new Set(evaluatorIds)];
  if ((await evaluatorsAmong(tx, chosen)).size !== chosen.length) return { ok: false, refusal: 'evaluatorUnavailable' };
  const pool = await tx.select().from(funnelRoundEvaluators).where(eq(funnelRoundEvaluators.roundId, round.id));
  const open = await tx.select().from(evaluatorAssignments).where(and(eq(evaluatorAssignments.roundId, round.id), ne(evaluatorAssignments.status, 'cancelled')));
  const load = new Map<string, number>();
  for (const a of open) load.set(a.evaluatorUserId, (load.get(a.evaluatorUserId) ?? 0) + 1);
  const conflicts = await detectConflictsInTx(tx, env.incubatorId, chosen.map((evaluatorId) => ({ applicationId: application.id, evaluatorId })));
  const plan = planAssignments({
    applicationIds: [application.id],
    evaluatorIds: chosen,
    perApplication: chosen.length,
    loadCap: (evaluatorId) => pool.find((p) => p.userId === evaluatorId)?.loadCap ?? null,
    load,
    assigned: new Set(open.map((a) => pairKey(a.applicationId, a.evaluatorUserId))),
    conflicts: new Set(conflicts.keys()),
    seed: `${round.id}:${application.id}`,
  });
  if (plan.skipped.some((s) => s.reason === 'conflict')) return { ok: false, refusal: 'conflict' };
  if (plan.skipped.some((s) => s.reason === 'loadCap')) return { ok: false, refusal: 'loadCapReached' };
  if (plan.pairs.length === 0) return { ok: false, refusal: 'alreadyAssigned' };
  const now = new Date();
  await tx
    .insert(evaluatorAssignments)
    .values(plan.pairs.map((p) => ({ incubatorId: env.incubatorId, applicationId: p.applicationId, roundId: round.id, evaluatorUserId: p.evaluatorId, method: 'manual' as const, status: 'pending' as const, assignedBy: env.actorUserId })))
    .onConflictDoUpdate({ target: [evaluatorAssignments.incubatorId, evaluatorAssignments.applicationId, evaluatorAssignments.roundId, evaluatorAssignments.evaluatorUserId], set: { status: 'pending', method: 'manual', assignedBy: env.actorUserId, updatedAt: now } });
  await recordActivity(tx, env.incubatorId, env.actorUserId, { action: 'application.evaluatorsAssigned', entityType: 'funnel', entityId: application.funnelId, after: { roundId: round.id, method: 'manual', assignments: plan.pairs.length, applicationId: application.id } });
  return { ok: true, assigned: plan.pairs.length };
}

/** Whether every id is an active internal user who may evaluate (the bulk start's parameter check). */
export async function evaluatorsUsable(tx: Tx, evaluatorIds: readonly string[]): Promise<boolean> {
  const unique = [...new Set(evaluatorIds)];
  return unique.length > 0 && (await evaluatorsAmong(tx, unique)).size === unique.length;
}

/** Removes one evaluator from one application (staff): the assignment is cancelled, a draft evaluation with it. */
export async function unassignEvaluator(ctx: AppContext, assignmentId: string): Promise<EvaluatorAssignment> {
  const access = await applicationAccess(ctx, 'APPLICATION:MANAGE');
  return ctx.data.run(async (tx) => {
    if (!isUuid(assignmentId)) throw validationError(`assignmentId: ${M.assignmentNotFound}`);
    const [row] = await tx.select().from(evaluatorAssignments).where(eq(evaluatorAssignments.id, assignmentId)).limit(1);
    if (!row) throw validationError(`assignmentId: ${M.assignmentNotFound}`);
    await staffRound(tx, access, row.roundId);
    if (row.status === 'submitted') throw validationError(`assignmentId: ${M.alreadySubmitted}`);
    const [updated] = await tx.update(evaluatorAssignments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(evaluatorAssignments.id, row.id)).returning();
    return updated!;
  });
}

export interface RoundApplicationReview {
  application: Application;
  assignments: EvaluatorAssignment[];
  conflicts: EvaluationConflict[];
}

export interface RoundReview {
  round: FunnelRound;
  funnel: Funnel;
  applications: RoundApplicationReview[];
}

/**
 * Newest first as the overview writes it (D-310): `desc nulls last`, the order the applications indexes are built in.
 * Both columns are NOT NULL, so the rows and their order are those of a plain `desc`; with `status <> 'draft'` (a range,
 * not one status) no index serves this order anyway — the same spelling keeps the two reads alike, not a plan change.
 */
const NEWEST_FIRST = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];

/**
 * The assignation page's round (APPLICATION:VIEW_ALL staff reach): the applications in the round or evaluated in it,
 * newest first, with their assignments and conflicts.
 */
export async function roundReview(ctx: AppContext, roundId: string): Promise<RoundReview> {
  const access = await applicationAccess(ctx);
  return ctx.data.run(async (tx) => {
    const { round, funnel } = await staffRound(tx, access, roundId);
    const inRound = or(eq(applications.roundId, round.id), sql`exists (select 1 from ${evaluatorAssignments} ea where ea.application_id = ${applications.id} and ea.round_id = ${round.id})`);
    const apps = await tx.select().from(applications).where(and(eq(applications.funnelId, funnel.id), ne(applications.status, 'draft'), inRound)).orderBy(...NEWEST_FIRST).limit(500);
    const ids = apps.map((a) => a.id);
    const assignments = ids.length ? await tx.select().from(evaluatorAssignments).where(and(eq(evaluatorAssignments.roundId, round.id), inArray(evaluatorAssignments.applicationId, ids))).orderBy(asc(evaluatorAssignments.createdAt)) : [];
    const conflicts = ids.length ? await tx.select().from(evaluationConflicts).where(inArray(evaluationConflicts.applicationId, ids)).orderBy(asc(evaluationConflicts.createdAt)) : [];
    return {
      round,
      funnel,
      applications: apps.map((application) => ({
        application,
        assignments: assignments.filter((a) => a.applicationId === application.id),
        conflicts: conflicts.filter((c) => c.applicationId === application.id),
      })),
    };
  });
}
