/**
 * The ordered rounds of a funnel (issue 16 item 1; docs/contract-applications.md §3): the builder saves the whole
 * ordered list at once (saveFunnelRounds: new rounds without an id, kept ones with theirs, missing ones removed), or
 * only a new order (reorderFunnelRounds). Each round is checked before anything is written; a problem names the round
 * by its index ("rounds.2.formId: …").
 */
import {
  APPLICATIONS_MESSAGES as M,
  ROUND_KINDS,
  ROUND_NAME_MAX,
  ROUNDS_MAX,
  autoAdvanceRuleSchema,
  isInRoleGroup,
  ROLE_GROUPS,
  roundEmailSchema,
  type RoleType,
} from '@hatchery/domain';
import { and, asc, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications, forms, funnelRoundEvaluators, funnelRounds, funnels, roles, users, type Funnel, type FunnelRound, type FunnelRoundEvaluator, type Form } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { editableFunnel, funnelAccess, requireUsableForm } from './funnels.service.js';

const idField = (message: string) => z.string().refine(isUuid, message);

const roundSchema = z.object({
  id: idField(M.roundNotFound).nullish(),
  name: z.string({ error: M.required }).trim().min(1, M.required).max(ROUND_NAME_MAX, M.tooLong),
  kind: z.enum(ROUND_KINDS),
  formId: idField(M.formNotFound).nullish(),
  evaluationFormId: idField(M.formNotFound).nullish(),
  evaluatorIds: z.array(idField(M.evaluatorNotFound)).max(200).default([]),
  acceptanceEmail: roundEmailSchema.nullish(),
  rejectionEmail: roundEmailSchema.nullish(),
  autoAdvance: autoAdvanceRuleSchema.nullish(),
});
const roundsSchema = z.object({ rounds: z.array(roundSchema).min(1, M.noRounds).max(ROUNDS_MAX, M.tooManyRounds) });
type RoundInput = z.output<typeof roundSchema>;

/** Roles that may evaluate: the internal staff set (D1 §6), evaluators included. */
const mayEvaluate = (type: RoleType): boolean => isInRoleGroup(type, 'internal');

export async function loadRounds(tx: Tx, funnelIds: readonly string[]): Promise<FunnelRound[]> {
  if (funnelIds.length === 0) return [];
  return tx.select().from(funnelRounds).where(inArray(funnelRounds.funnelId, [...funnelIds])).orderBy(asc(funnelRounds.funnelId), asc(funnelRounds.position));
}

export async function loadRoundEvaluators(tx: Tx, roundIds: readonly string[]): Promise<FunnelRoundEvaluator[]> {
  if (roundIds.length === 0) return [];
  return tx.select().from(funnelRoundEvaluators).where(inArray(funnelRoundEvaluators.roundId, [...roundIds])).orderBy(asc(funnelRoundEvaluators.createdAt));
}

async function checkRound(tx: Tx, round: RoundInput, index: number, existingIds: ReadonlySet<string>): Promise<void> {
  const at = `rounds.${index}`;
  if (round.id && !existingIds.has(round.id)) throw validationError(`${at}.id: ${M.roundNotFound}`);
  if (round.kind === 'form') {
    if (!round.formId) throw validationError(`${at}.formId: ${M.formNeeded}`);
    await requireUsableForm(tx, round.formId, 'intake', `${at}.formId`);
  } else if (round.formId) {
    throw validationError(`${at}.formId: ${M.formWrongKind}`);
  }
  if (round.kind === 'evaluation' && !round.evaluationFormId) throw validationError(`${at}.evaluationFormId: ${M.evaluationFormNeeded}`);
  if (round.evaluationFormId) await requireUsableForm(tx, round.evaluationFormId, 'evaluation', `${at}.evaluationFormId`);
  if (round.autoAdvance && round.kind !== 'evaluation') throw validationError(`${at}.autoAdvance: ${M.autoAdvanceOnlyForEvaluation}`);
  const evaluatorIds = round.evaluatorIds;
  if (new Set(evaluatorIds).size !== evaluatorIds.length) throw validationError(`${at}.evaluatorIds: ${M.duplicateEvaluator}`);
  if (evaluatorIds.length > 0) {
    const found = await tx
      .select({ id: users.id, status: users.status, roleType: roles.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(users.id, evaluatorIds));
    for (const id of evaluatorIds) {
      const user = found.find((u) => u.id === id);
      if (!user || user.status !== 'active' || !mayEvaluate(user.roleType)) throw validationError(`${at}.evaluatorIds: ${M.evaluatorNotFound}`);
    }
  }
}

const roundColumns = (round: RoundInput, position: number) => ({
  position,
  name: round.name,
  kind: round.kind,
  formId: round.kind === 'form' ? (round.formId ?? null) : null,
  evaluationFormId: round.evaluationFormId ?? null,
  acceptanceEmail: round.acceptanceEmail ?? null,
  rejectionEmail: round.rejectionEmail ?? null,
  autoAdvance: round.kind === 'evaluation' ? (round.autoAdvance ?? null) : null,
});

async function setEvaluators(tx: Tx, incubatorId: string, roundId: string, userIds: readonly string[]): Promise<void> {
  await tx
    .delete(funnelRoundEvaluators)
    .where(and(eq(funnelRoundEvaluators.roundId, roundId), userIds.length > 0 ? notInArray(funnelRoundEvaluators.userId, [...userIds]) : undefined));
  if (userIds.length > 0) {
    await tx
      .insert(funnelRoundEvaluators)
      .values(userIds.map((userId) => ({ incubatorId, roundId, userId })))
      .onConflictDoNothing();
  }
}

/** Replaces the funnel's rounds with this ordered list (positions 0..n-1). */
export async function saveFunnelRounds(ctx: AppContext, funnelId: string, raw: { rounds?: unknown }): Promise<Funnel> {
  const input = parseInput(roundsSchema, raw);
  const access = await funnelAccess(ctx);
  return ctx.data.run(async (tx) => {
    const { viewer, funnel } = await editableFunnel(access, tx, funnelId);
    const existing = await loadRounds(tx, [funnel.id]);
    const existingIds = new Set(existing.map((r) => r.id));
    const keptIds = input.rounds.flatMap((r) => (r.id ? [r.id] : []));
    if (new Set(keptIds).size !== keptIds.length) throw validationError(`rounds: ${M.roundsMismatch}`);
    for (const [index, round] of input.rounds.entries()) await checkRound(tx, round, index, existingIds);
    const removed = existing.filter((r) => !keptIds.includes(r.id)).map((r) => r.id);
    if (removed.length > 0) {
      const [held] = await tx.select({ roundId: applications.roundId }).from(applications).where(inArray(applications.roundId, removed)).limit(1);
      if (held) throw validationError(`rounds: ${M.roundHasApplications}`);
      await tx.delete(funnelRounds).where(inArray(funnelRounds.id, removed));
    }
    for (const [position, round] of input.rounds.entries()) {
      let roundId = round.id;
      if (roundId) {
        await tx.update(funnelRounds).set(roundColumns(round, position)).where(eq(funnelRounds.id, roundId));
      } else {
        const [row] = await tx.insert(funnelRounds).values({ incubatorId: ctx.incubator.id, funnelId: funnel.id, ...roundColumns(round, position) }).returning({ id: funnelRounds.id });
        roundId = row!.id;
      }
      await setEvaluators(tx, ctx.incubator.id, roundId, round.evaluatorIds);
    }
    const row = await touchFunnel(tx, funnel.id);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'funnel.roundsSaved', entityType: 'funnel', entityId: funnel.id, after: { rounds: input.rounds.map((r) => r.name) } });
    return row;
  });
}

async function touchFunnel(tx: Tx, funnelId: string): Promise<Funnel> {
  const [row] = await tx.update(funnels).set({ updatedAt: new Date() }).where(eq(funnels.id, funnelId)).returning();
  return row!;
}

const reorderSchema = z.object({ roundIds: z.array(idField(M.roundNotFound)).min(1, M.roundsMismatch).max(ROUNDS_MAX, M.tooManyRounds) });

/** A new order of the same rounds. */
export async function reorderFunnelRounds(ctx: AppContext, funnelId: string, raw: { roundIds?: unknown }): Promise<Funnel> {
  const input = parseInput(reorderSchema, raw);
  const access = await funnelAccess(ctx);
  return ctx.data.run(async (tx) => {
    const { viewer, funnel } = await editableFunnel(access, tx, funnelId);
    const existing = await loadRounds(tx, [funnel.id]);
    const sameSet = input.roundIds.length === existing.length && new Set(input.roundIds).size === existing.length && existing.every((r) => input.roundIds.includes(r.id));
    if (!sameSet) throw validationError(`roundIds: ${M.roundsMismatch}`);
    for (const [position, id] of input.roundIds.entries()) await tx.update(funnelRounds).set({ position }).where(eq(funnelRounds.id, id));
    const row = await touchFunnel(tx, funnel.id);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'funnel.roundsReordered', entityType: 'funnel', entityId: funnel.id });
    return row;
  });
}

/** The published forms a funnel or round may name (builders may not hold the Form keys themselves). */
export async function funnelFormOptions(ctx: AppContext, kind: 'intake' | 'evaluation'): Promise<Form[]> {
  requireViewer(ctx);
  return ctx.data.run((tx) => tx.select().from(forms).where(and(eq(forms.kind, kind), eq(forms.status, 'published'))).orderBy(asc(forms.name)).limit(500));
}

/** Active people of the internal staff set (evaluators included): who a round may list as evaluators. */
export async function funnelEvaluatorCandidates(ctx: AppContext, search: string | null): Promise<Array<{ id: string }>> {
  requireViewer(ctx);
  const text = (search ?? '').trim().slice(0, 100);
  const internal = ROLE_GROUPS.internal as readonly RoleType[];
  return ctx.data.run((tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.status, 'active'), inArray(roles.type, [...internal]), text ? or(ilike(users.firstName, likePattern(text)), ilike(users.lastName, likePattern(text)), ilike(users.email, likePattern(text))) : undefined))
      .orderBy(asc(users.firstName), asc(users.lastName))
      .limit(200),
  );
}
