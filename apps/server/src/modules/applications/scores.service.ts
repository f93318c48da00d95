/**
 * Fair scores (issue 16 item 6; docs/contract-applications.md §3.4 "Fair scores"; D-262, D-263, D-267): the round's
 * ranking by raw or normalised mean with the disagreement flag, and one application's evaluations per round for the
 * application file's panel. The maths is packages/domain/src/application-scores.ts; this file reads the submitted
 * evaluations of a round (the evaluations_round index) and decides who sees what:
 * staff (the staff reach) see everything; an assigned evaluator sees their own evaluation, and the others' only when
 * the flag evaluationVisibility is on (D-267); applicants never read `Application` at all (D-240).
 */
import { applicationScores, rankApplications, type ApplicationScore, type EvaluatorStats, type RankingSort, zScores } from '@hatchery/domain';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { applications, evaluationCriteria, evaluationScores, evaluations, evaluatorAssignments, funnelRounds, type Application, type Evaluation, type EvaluationCriterion, type EvaluationScore, type Funnel, type FunnelRound } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { applicationAccess, reachOf } from './application-access.js';
import { currentVersion, flagOn, roundCriteria, scaleSpan, staffRound } from './review-rounds.js';

export interface ScoredEvaluationView {
  evaluation: Evaluation;
  zScore: number | null;
  scores: Array<EvaluationScore & { criterion: EvaluationCriterion | null }>;
}

export interface RankingEntry extends ApplicationScore {
  rank: number;
  application: Application;
  evaluations: ScoredEvaluationView[];
}

export interface RoundRanking {
  round: FunnelRound;
  funnel: Funnel;
  sort: RankingSort;
  scaleSpan: number;
  evaluators: Array<EvaluatorStats & { evaluatorId: string }>;
  entries: RankingEntry[];
}

/** The yardstick when no criterion has bounds: the spread seen in the round, else 1 (D-263). */
function spanOf(definitionSpan: number | null, rows: readonly Evaluation[]): number {
  if (definitionSpan !== null && definitionSpan > 0) return definitionSpan;
  const seen = rows.flatMap((r) => (r.weightedScore === null ? [] : [r.weightedScore]));
  return seen.length > 1 && Math.max(...seen) > Math.min(...seen) ? Math.max(...seen) - Math.min(...seen) : 1;
}

async function roundFacts(tx: Tx, round: FunnelRound): Promise<{ submitted: Evaluation[]; span: number; criteria: EvaluationCriterion[] }> {
  const submitted = await tx.select().from(evaluations).where(and(eq(evaluations.roundId, round.id), eq(evaluations.status, 'submitted')));
  const criteria = await roundCriteria(tx, round.id);
  const version = await currentVersion(tx, round.evaluationFormId);
  return { submitted: submitted.filter((e) => e.weightedScore !== null), span: spanOf(scaleSpan(version?.definition, criteria), submitted), criteria };
}

async function scoresOf(tx: Tx, evaluationIds: readonly string[], criteria: readonly EvaluationCriterion[]): Promise<Map<string, ScoredEvaluationView['scores']>> {
  const result = new Map<string, ScoredEvaluationView['scores']>();
  if (evaluationIds.length === 0) return result;
  const rows = await tx.select().from(evaluationScores).where(inArray(evaluationScores.evaluationId, [...evaluationIds]));
  const order = new Map(criteria.map((c, i) => [c.id, i]));
  for (const row of rows.sort((a, b) => (order.get(a.criterionId) ?? 99) - (order.get(b.criterionId) ?? 99))) {
    result.set(row.evaluationId, [...(result.get(row.evaluationId) ?? []), { ...row, criterion: criteria.find((c) => c.id === row.criterionId) ?? null }]);
  }
  return result;
}

const scored = (rows: readonly Evaluation[]) => rows.map((e) => ({ evaluationId: e.id, applicationId: e.applicationId, evaluatorId: e.evaluatorUserId, weightedScore: e.weightedScore! }));

/** The round's applications ranked (staff reach, APPLICATION:VIEW_ALL), with the evaluators' own averages. */
export async function roundRanking(ctx: AppContext, roundId: string, sort: RankingSort): Promise<RoundRanking> {
  const access = await applicationAccess(ctx);
  return ctx.data.run(async (tx) => {
    const { round, funnel } = await staffRound(tx, access, roundId);
    const { submitted, span, criteria } = await roundFacts(tx, round);
    const inRound = or(eq(applications.roundId, round.id), sql`exists (select 1 from ${evaluatorAssignments} ea where ea.application_id = ${applications.id} and ea.round_id = ${round.id})`);
    const apps = await tx.select().from(applications).where(and(eq(applications.funnelId, funnel.id), ne(applications.status, 'draft'), inRound)).limit(1000);
    const byId = new Map(apps.map((a) => [a.id, a]));
    const inScope = submitted.filter((e) => byId.has(e.applicationId));
    const { byEvaluation, byEvaluator } = zScores(scored(submitted));
    const ranked = rankApplications(applicationScores(apps.map((a) => a.id), scored(inScope), span), sort);
    const scoreRows = await scoresOf(tx, inScope.map((e) => e.id), criteria);
    return {
      round,
      funnel,
      sort,
      scaleSpan: span,
      evaluators: [...byEvaluator.entries()].map(([evaluatorId, stats]) => ({ evaluatorId, ...stats })),
      entries: ranked.map((s, index) => ({
        ...s,
        rank: index + 1,
        application: byId.get(s.applicationId)!,
        evaluations: inScope.filter((e) => e.applicationId === s.applicationId).map((evaluation) => ({ evaluation, zScore: byEvaluation.get(evaluation.id) ?? null, scores: scoreRows.get(evaluation.id) ?? [] })),
      })),
    };
  });
}

export interface ApplicationRoundReview {
  round: FunnelRound;
  /** Null when the viewer may see only their own evaluation (an evaluator without evaluationVisibility). */
  summary: ApplicationScore | null;
  evaluations: ScoredEvaluationView[];
}

/**
 * One application's evaluations per round (newest round first) for the file's panel: staff see all, an assigned
 * evaluator their own and — with evaluationVisibility — the others'; anyone else null.
 */
export async function applicationReviews(ctx: AppContext, application: Application): Promise<ApplicationRoundReview[] | null> {
  const reach = await reachOf(ctx, application);
  if (!reach) return null;
  const everyone = reach === 'staff' || (await flagOn(ctx, 'evaluationVisibility'));
  const viewerId = ctx.viewer!.userId;
  return ctx.data.run(async (tx) => {
    const mine = await tx.select({ roundId: evaluations.roundId }).from(evaluations).where(and(eq(evaluations.applicationId, application.id), ne(evaluations.status, 'cancelled')));
    const roundIds = [...new Set(mine.map((m) => m.roundId))];
    if (roundIds.length === 0) return [];
    const rounds = await tx.select().from(funnelRounds).where(inArray(funnelRounds.id, roundIds)).orderBy(asc(funnelRounds.position));
    const result: ApplicationRoundReview[] = [];
    for (const round of rounds.reverse()) {
      const { submitted, span } = await roundFacts(tx, round);
      const criteria = await tx.select().from(evaluationCriteria).where(eq(evaluationCriteria.roundId, round.id)).orderBy(asc(evaluationCriteria.position));
      const own = submitted.filter((e) => e.applicationId === application.id);
      const visible = everyone ? own : own.filter((e) => e.evaluatorUserId === viewerId);
      const { byEvaluation } = zScores(scored(submitted));
      const scoreRows = await scoresOf(tx, visible.map((e) => e.id), criteria);
      result.push({
        round,
        summary: everyone ? applicationScores([application.id], scored(own), span)[0]! : null,
        evaluations: visible.map((evaluation) => ({ evaluation, zScore: everyone ? (byEvaluation.get(evaluation.id) ?? null) : null, scores: scoreRows.get(evaluation.id) ?? [] })),
      });
    }
    return result;
  });
}
