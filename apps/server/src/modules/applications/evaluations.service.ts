/**
 * The evaluator's side (issue 16 item 4; docs/contract-applications.md §3.4 "Review"; D-265, D-266): their queue (what
 * is left, what is done, what a conflict withholds and why), one assignment with the round's evaluation form, saving
 * a draft and submitting. A submit copies each criterion's score from the answers into evaluation_scores, sets the
 * weighted score Σ w·s / Σ w and the assignment submitted — then, when the round's auto-advance rule holds, moves the
 * application to the next round through enterRoundInTx (D-241), all in one transaction.
 */
import { REVIEW_MESSAGES as M, autoAdvanceHolds, weightedScore, type FormDefinition } from '@hatchery/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  applications,
  evaluationConflicts,
  evaluationScores,
  evaluations,
  evaluatorAssignments,
  formSubmissions,
  formVersions,
  funnelRounds,
  funnels,
  type Application,
  type Evaluation,
  type EvaluationConflict,
  type EvaluationCriterion,
  type EvaluatorAssignment,
  type Funnel,
  type FunnelRound,
} from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { answerLinkedFormInTx } from '../forms/index.js';
import { detectConflictsInTx } from './conflicts.service.js';
import { currentVersion, questionOf, roundCriteria, answerScore } from './review-rounds.js';
import { enterRoundInTx } from './round-entry.js';

export type QueueState = 'pending' | 'submitted' | 'withheld';

export interface QueueItem {
  assignment: EvaluatorAssignment;
  state: QueueState;
  round: FunnelRound;
  funnel: Funnel;
  /** Null when withheld: a conflicted evaluator reads nothing of the application. */
  application: Application | null;
  conflict: EvaluationConflict | null;
  evaluation: Evaluation | null;
}

export interface EvaluationQueue {
  remaining: number;
  items: QueueItem[];
}

const assignmentNotFound = () => notFoundError(M.assignmentNotFound);

async function itemsOf(tx: Tx, userId: string, where: ReturnType<typeof and>): Promise<QueueItem[]> {
  const rows = await tx
    .select({ assignment: evaluatorAssignments, round: funnelRounds, funnel: funnels, application: applications })
    .from(evaluatorAssignments)
    .innerJoin(funnelRounds, eq(funnelRounds.id, evaluatorAssignments.roundId))
    .innerJoin(funnels, eq(funnels.id, funnelRounds.funnelId))
    .innerJoin(applications, eq(applications.id, evaluatorAssignments.applicationId))
    .where(and(eq(evaluatorAssignments.evaluatorUserId, userId), where))
    .orderBy(asc(evaluatorAssignments.createdAt), asc(evaluatorAssignments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.assignment.applicationId);
  const conflicts = await tx.select().from(evaluationConflicts).where(and(eq(evaluationConflicts.evaluatorUserId, userId), inArray(evaluationConflicts.applicationId, ids)));
  const evals = await tx.select().from(evaluations).where(inArray(evaluations.assignmentId, rows.map((r) => r.assignment.id)));
  return rows.flatMap((r): QueueItem[] => {
    const conflict = conflicts.find((c) => c.applicationId === r.assignment.applicationId) ?? null;
    const evaluation = evals.find((e) => e.assignmentId === r.assignment.id) ?? null;
    if (conflict) return [{ ...r, application: null, conflict, evaluation: null, state: 'withheld' }];
    if (r.assignment.status === 'cancelled') return [];
    return [{ ...r, conflict: null, evaluation, state: r.assignment.status === 'submitted' ? 'submitted' : 'pending' }];
  });
}

/** The viewer's queue, conflicts found afresh first (D-264): pending, submitted and withheld items, and what is left. */
export async function myEvaluationQueue(ctx: AppContext, roundId: string | null): Promise<EvaluationQueue> {
  const viewer = requireViewer(ctx);
  if (roundId !== null && !isUuid(roundId)) throw notFoundError(M.roundNotFound);
  return ctx.data.run(async (tx) => {
    const byRound = roundId ? eq(evaluatorAssignments.roundId, roundId) : undefined;
    const open = await tx
      .select({ applicationId: evaluatorAssignments.applicationId })
      .from(evaluatorAssignments)
      .where(and(eq(evaluatorAssignments.evaluatorUserId, viewer.userId), eq(evaluatorAssignments.status, 'pending'), byRound));
    await detectConflictsInTx(tx, ctx.incubator.id, open.map((o) => ({ applicationId: o.applicationId, evaluatorId: viewer.userId })));
    const items = await itemsOf(tx, viewer.userId, and(byRound));
    return { remaining: items.filter((i) => i.state === 'pending').length, items };
  });
}

export interface AssignmentView extends QueueItem {
  /** The evaluation form's definition the evaluator answers (their draft's version, else the current one). */
  definition: FormDefinition | null;
  /** Their draft or submitted answers. */
  answers: unknown;
  criteria: EvaluationCriterion[];
}

async function viewOf(tx: Tx, userId: string, assignmentId: string): Promise<AssignmentView> {
  if (!isUuid(assignmentId)) throw assignmentNotFound();
  const [item] = await itemsOf(tx, userId, and(eq(evaluatorAssignments.id, assignmentId)));
  if (!item) throw assignmentNotFound();
  if (item.state === 'withheld') return { ...item, definition: null, answers: null, criteria: [] };
  const submission = item.evaluation?.submissionId ? (await tx.select().from(formSubmissions).where(eq(formSubmissions.id, item.evaluation.submissionId)).limit(1))[0] : undefined;
  const version = submission
    ? (await tx.select().from(formVersions).where(eq(formVersions.id, submission.versionId)).limit(1))[0]
    : await currentVersion(tx, item.round.evaluationFormId);
  return { ...item, definition: version?.definition ?? null, answers: submission?.answers ?? null, criteria: await roundCriteria(tx, item.round.id) };
}

/** One of the viewer's assignments (another's, or an unknown id, answers NotFound). */
export async function evaluationAssignment(ctx: AppContext, assignmentId: string): Promise<AssignmentView> {
  const viewer = requireViewer(ctx);
  return ctx.data.run((tx) => viewOf(tx, viewer.userId, assignmentId));
}

const commentsSchema = z.array(z.object({ criterionId: z.string(), comment: z.string().trim().max(5000, M.tooLong) })).max(50).default([]);

async function answerEvaluation(ctx: AppContext, assignmentId: string, answers: unknown, submit: boolean, rawComments: unknown): Promise<AssignmentView> {
  const viewer = requireViewer(ctx);
  const comments = parseInput(z.object({ comments: commentsSchema }), { comments: rawComments ?? [] }).comments;
  return ctx.data.run(async (tx) => {
    if (!isUuid(assignmentId)) throw assignmentNotFound();
    const [assignment] = await tx
      .select()
      .from(evaluatorAssignments)
      .where(and(eq(evaluatorAssignments.id, assignmentId), eq(evaluatorAssignments.evaluatorUserId, viewer.userId)))
      .limit(1)
      .for('update');
    if (!assignment) throw assignmentNotFound();
    const [conflict] = await detectConflictsInTx(tx, ctx.incubator.id, [{ applicationId: assignment.applicationId, evaluatorId: viewer.userId }]).then((m) => [...m.values()]);
    if (conflict) throw validationError(`assignmentId: ${M.conflicted}`);
    if (assignment.status === 'submitted') throw validationError(`assignmentId: ${M.alreadySubmitted}`);
    if (assignment.status === 'cancelled') throw validationError(`assignmentId: ${M.assignmentClosed}`);
    const [round] = await tx.select().from(funnelRounds).where(eq(funnelRounds.id, assignment.roundId)).limit(1);
    if (!round?.evaluationFormId) throw validationError(`assignmentId: ${M.noEvaluationForm}`);
    const [existing] = await tx.select().from(evaluations).where(eq(evaluations.assignmentId, assignment.id)).limit(1);
    const criteria = await roundCriteria(tx, round.id);
    if (submit && criteria.length === 0) throw validationError(`assignmentId: ${M.noCriteria}`);
    const kept = existing?.submissionId ? (await tx.select().from(formSubmissions).where(eq(formSubmissions.id, existing.submissionId)).limit(1))[0] : undefined;
    const version = kept ? { id: kept.versionId } : await currentVersion(tx, round.evaluationFormId);
    if (!version) throw validationError(`assignmentId: ${M.noEvaluationForm}`);
    const submission = await answerLinkedFormInTx(tx, ctx.incubator.id, {
      formId: round.evaluationFormId,
      versionId: version.id,
      submissionId: kept?.status === 'draft' ? kept.id : null,
      respondentUserId: viewer.userId,
      startupId: null,
      answers,
      submit,
    });
    const now = new Date();
    const base = { submissionId: submission.id, updatedAt: now };
    const [evaluation] = existing
      ? await tx.update(evaluations).set(base).where(eq(evaluations.id, existing.id)).returning()
      : await tx.insert(evaluations).values({ incubatorId: ctx.incubator.id, assignmentId: assignment.id, applicationId: assignment.applicationId, roundId: round.id, evaluatorUserId: viewer.userId, ...base }).returning();
    if (submit) await submitScoresInTx(tx, ctx.incubator.id, evaluation!, round, criteria, submission.answers as Record<string, { numberValue?: number | null; arrayValue?: string[] | null }>, comments, now);
    return viewOf(tx, viewer.userId, assignment.id);
  });
}

async function submitScoresInTx(
  tx: Tx,
  incubatorId: string,
  evaluation: Evaluation,
  round: FunnelRound,
  criteria: readonly EvaluationCriterion[],
  answers: Record<string, { numberValue?: number | null; arrayValue?: string[] | null }>,
  comments: ReadonlyArray<{ criterionId: string; comment: string }>,
  now: Date,
): Promise<void> {
  const [version] = await tx.select({ definition: formVersions.definition }).from(formVersions).innerJoin(formSubmissions, eq(formSubmissions.versionId, formVersions.id)).where(eq(formSubmissions.id, evaluation.submissionId!)).limit(1);
  const scored = criteria.flatMap((c) => {
    const question = questionOf(version?.definition, c.questionId);
    const score = question ? answerScore(question, answers[c.questionId]) : null;
    return score === null ? [] : [{ criterion: c, score }];
  });
  if (scored.length > 0) {
    await tx.insert(evaluationScores).values(
      scored.map(({ criterion, score }) => ({ incubatorId, evaluationId: evaluation.id, criterionId: criterion.id, score, comment: comments.find((c) => c.criterionId === criterion.id)?.comment || null })),
    ).onConflictDoNothing();
  }
  const weighted = weightedScore(scored.map(({ criterion, score }) => ({ weight: criterion.weight, score })));
  await tx.update(evaluations).set({ status: 'submitted', submittedAt: now, weightedScore: weighted, updatedAt: now }).where(eq(evaluations.id, evaluation.id));
  await tx.update(evaluatorAssignments).set({ status: 'submitted', updatedAt: now }).where(eq(evaluatorAssignments.id, evaluation.assignmentId));
  await autoAdvanceInTx(tx, evaluation.applicationId, round, now);
}

/** D-266: after a submit, the round's rule (≥ minEvaluations submitted, mean ≥ minMeanScore) moves the application on. */
async function autoAdvanceInTx(tx: Tx, applicationId: string, round: FunnelRound, now: Date): Promise<void> {
  if (!round.autoAdvance) return;
  const [application] = await tx.select().from(applications).where(eq(applications.id, applicationId)).limit(1).for('update');
  if (!application || application.roundId !== round.id || application.status !== 'under_review') return;
  const rows = await tx.select({ score: evaluations.weightedScore }).from(evaluations).where(and(eq(evaluations.applicationId, applicationId), eq(evaluations.roundId, round.id), eq(evaluations.status, 'submitted')));
  const scores = rows.flatMap((r) => (r.score === null ? [] : [r.score]));
  if (!autoAdvanceHolds(round.autoAdvance, scores)) return;
  const [next] = await tx.select().from(funnelRounds).where(and(eq(funnelRounds.funnelId, round.funnelId), gt(funnelRounds.position, round.position))).orderBy(asc(funnelRounds.position)).limit(1);
  if (!next) return;
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  await enterRoundInTx(tx, application, next, { actorId: null, reason: `auto-advance: ${scores.length} evaluations, mean ${mean.toFixed(2)}`, now });
}

export function saveEvaluation(ctx: AppContext, assignmentId: string, answers: unknown): Promise<AssignmentView> {
  return answerEvaluation(ctx, assignmentId, answers, false, []);
}

export function submitEvaluation(ctx: AppContext, assignmentId: string, answers: unknown, comments: unknown): Promise<AssignmentView> {
  return answerEvaluation(ctx, assignmentId, answers, true, comments);
}
