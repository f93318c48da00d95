/**
 * Evaluation parameters of a round (issue 16 item 1's criteria; D2 §6.1 Evaluation parameter keys; D-260): each is a
 * scored question of the round's evaluation form (a number, a scale, or a single choice whose options carry scores)
 * with a weight above 0. Read by anyone who reads the round's funnel and holds an Evaluation parameter key; saved as a
 * whole list (like the rounds, D-233) when the flag editEvaluationCriteria is on — adding needs
 * EVALUATION_PARAMETER:CREATE, changing or removing EVALUATION_PARAMETER:EDIT_DELETE.
 */
import { CRITERIA_MAX, REVIEW_MESSAGES as M, isInRoleGroup } from '@hatchery/domain';
import { inArray, eq, and } from 'drizzle-orm';
import { z } from 'zod';
import { evaluationCriteria, type EvaluationCriterion, type FunnelRound } from '../../db/schema/index.js';
import { forbiddenError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { loadActor, NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { readableFunnelIds } from './funnel-access.js';
import { currentVersion, findRound, flagOn, questionOf, requireEvaluationRound, roundCriteria, roundNotFound, scoreBounds } from './review-rounds.js';

const criterionSchema = z.object({
  questionId: z.string({ error: M.required }).trim().min(1, M.required).max(200, M.tooLong),
  name: z.string({ error: M.required }).trim().min(1, M.required).max(120, M.tooLong),
  weight: z.number({ error: M.weightInvalid }).positive(M.weightInvalid).max(1000, M.weightInvalid),
});
const saveSchema = z.object({ criteria: z.array(criterionSchema).max(CRITERIA_MAX, M.tooManyCriteria) });

/** The round's criteria, when the viewer reads its funnel (else NotFound, as for an unknown round). */
export async function listEvaluationCriteria(ctx: AppContext, roundId: string): Promise<EvaluationCriterion[]> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const { funnel, round } = await findRound(tx, roundId);
    const readable = await readableFunnelIds(tx, viewer, actor);
    if (readable && !readable.has(funnel.id)) throw roundNotFound();
    return roundCriteria(tx, round.id);
  });
}

/** The round, when the viewer reads its funnel (else NotFound). */
export async function readableRound(ctx: AppContext, roundId: string): Promise<FunnelRound> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const { funnel, round } = await findRound(tx, roundId);
    const readable = await readableFunnelIds(tx, viewer, actor);
    if (readable && !readable.has(funnel.id)) throw roundNotFound();
    return round;
  });
}

const holds = (ctx: AppContext, actor: Awaited<ReturnType<typeof loadActor>>, key: string): boolean => isInRoleGroup(ctx.viewer!.roleType, 'admin') || actor.permissions.has(key);

/** Replaces the round's criteria with this ordered list (each question once). */
export async function saveEvaluationCriteria(ctx: AppContext, roundId: string, raw: { criteria?: unknown }): Promise<EvaluationCriterion[]> {
  const input = parseInput(saveSchema, raw);
  const viewer = requireViewer(ctx);
  const [actor, allowed] = await Promise.all([loadActor(ctx, viewer), flagOn(ctx, 'editEvaluationCriteria')]);
  if (!allowed) throw validationError(`criteria: ${M.criteriaFlagOff}`);
  return ctx.data.run(async (tx) => {
    const { funnel, round } = await findRound(tx, roundId);
    const readable = await readableFunnelIds(tx, viewer, actor);
    if (readable && !readable.has(funnel.id)) throw roundNotFound();
    requireEvaluationRound(round);
    const version = await currentVersion(tx, round.evaluationFormId);
    if (!version) throw validationError(`roundId: ${M.noEvaluationForm}`);
    const seen = new Set<string>();
    for (const [index, c] of input.criteria.entries()) {
      const question = questionOf(version.definition, c.questionId);
      if (!question) throw validationError(`criteria.${index}.questionId: ${M.questionNotFound}`);
      const bounds = scoreBounds(question);
      if (!bounds) throw validationError(`criteria.${index}.questionId: ${M.questionNotScored}`);
      if (seen.has(c.questionId)) throw validationError(`criteria.${index}.questionId: ${M.duplicateQuestion}`);
      seen.add(c.questionId);
    }
    const existing = await roundCriteria(tx, round.id);
    const byQuestion = new Map(existing.map((c) => [c.questionId, c]));
    const added = input.criteria.filter((c) => !byQuestion.has(c.questionId));
    const removed = existing.filter((c) => !seen.has(c.questionId));
    const changed = input.criteria.some((c, position) => {
      const old = byQuestion.get(c.questionId);
      return old && (old.name !== c.name || old.weight !== c.weight || old.position !== position);
    });
    if (added.length > 0 && !holds(ctx, actor, 'EVALUATION_PARAMETER:CREATE')) throw forbiddenError(NOT_ALLOWED_MESSAGE);
    if ((removed.length > 0 || changed) && !holds(ctx, actor, 'EVALUATION_PARAMETER:EDIT_DELETE')) throw forbiddenError(NOT_ALLOWED_MESSAGE);
    if (removed.length > 0) await tx.delete(evaluationCriteria).where(inArray(evaluationCriteria.id, removed.map((c) => c.id)));
    for (const [position, c] of input.criteria.entries()) {
      const old = byQuestion.get(c.questionId);
      if (old) {
        await tx.update(evaluationCriteria).set({ name: c.name, weight: c.weight, position, updatedAt: new Date() }).where(and(eq(evaluationCriteria.id, old.id)));
      } else {
        await tx.insert(evaluationCriteria).values({ incubatorId: ctx.incubator.id, roundId: round.id, questionId: c.questionId, name: c.name, weight: c.weight, position });
      }
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'funnel.criteriaSaved', entityType: 'funnel', entityId: funnel.id, after: { roundId: round.id, criteria: input.criteria.map((c) => `${c.name} ×${c.weight}`) } });
    return roundCriteria(tx, round.id);
  });
}
