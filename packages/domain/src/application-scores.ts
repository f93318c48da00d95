/**
 * Fair scores of an evaluation round (issue 16 item 6; docs/contract-applications.md §3.4 "Fair scores", D-262..D-263).
 * Pure maths shared by the server (ranking, the evaluations panel) and the web (the explanation on hover):
 *
 * - an evaluation's **weighted score** is Σ w·s / Σ w over the round's criteria it scored;
 * - each evaluator's weighted scores in the round are turned into **z-scores** (score − the evaluator's mean) / the
 *   evaluator's population standard deviation, so a lenient and a strict evaluator count alike. An evaluator with
 *   fewer than two submitted evaluations in the round, or who gave every application the same score, tells nothing
 *   about how they rank applications: their z-score is 0 (neutral), never their raw score — mixing raw scores into a
 *   mean of z-scores would give them a weight of several standard deviations (D-262);
 * - an application's **normalised mean** is the mean of its evaluations' z-scores, beside the **raw mean** of their
 *   weighted scores;
 * - **disagreement**: at least two evaluations whose weighted scores span (max − min) at least
 *   DISAGREEMENT_SHARE of the round's scale (the criteria questions' max − min) — a range on the scale people see,
 *   so the flag can be explained in one sentence (D-263).
 */

export interface CriterionScore {
  weight: number;
  score: number;
}

/** Σ w·s / Σ w, or null when nothing was scored (or every weight is 0). */
export function weightedScore(scores: readonly CriterionScore[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { weight, score } of scores) {
    if (!(weight > 0) || !Number.isFinite(score)) continue;
    sum += weight * score;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

export interface ScoredEvaluation {
  evaluationId: string;
  applicationId: string;
  evaluatorId: string;
  weightedScore: number;
}

export interface EvaluatorStats {
  count: number;
  mean: number;
  /** Population standard deviation of the evaluator's weighted scores in the round. */
  stddev: number;
  /** False when the evaluator's z-scores are 0 by rule (fewer than 2 evaluations, or no spread). */
  normalised: boolean;
}

/** Below this, a standard deviation counts as 0 (floating-point noise of equal scores). */
const EPSILON = 1e-9;
export const MIN_EVALUATIONS_TO_NORMALISE = 2;

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

export function evaluatorStats(scores: readonly number[]): EvaluatorStats {
  if (scores.length === 0) return { count: 0, mean: 0, stddev: 0, normalised: false };
  const m = mean(scores);
  const variance = mean(scores.map((s) => (s - m) ** 2));
  const stddev = Math.sqrt(variance);
  const normalised = scores.length >= MIN_EVALUATIONS_TO_NORMALISE && stddev > EPSILON;
  return { count: scores.length, mean: m, stddev: normalised ? stddev : 0, normalised };
}

/** Every evaluation's z-score within its evaluator's evaluations of the round (see the file comment). */
export function zScores(evaluations: readonly ScoredEvaluation[]): { byEvaluation: Map<string, number>; byEvaluator: Map<string, EvaluatorStats> } {
  const grouped = new Map<string, number[]>();
  for (const e of evaluations) {
    const list = grouped.get(e.evaluatorId) ?? [];
    list.push(e.weightedScore);
    grouped.set(e.evaluatorId, list);
  }
  const byEvaluator = new Map<string, EvaluatorStats>();
  for (const [evaluatorId, scores] of grouped) byEvaluator.set(evaluatorId, evaluatorStats(scores));
  const byEvaluation = new Map<string, number>();
  for (const e of evaluations) {
    const stats = byEvaluator.get(e.evaluatorId)!;
    byEvaluation.set(e.evaluationId, stats.normalised ? (e.weightedScore - stats.mean) / stats.stddev : 0);
  }
  return { byEvaluation, byEvaluator };
}

/** The share of the round's scale two evaluations must differ by to flag disagreement (D-263). */
export const DISAGREEMENT_SHARE = 0.4;

/** Whether these weighted scores disagree: ≥ 2 of them spanning at least DISAGREEMENT_SHARE of the scale. */
export function disagrees(weightedScores: readonly number[], scaleSpan: number): boolean {
  if (weightedScores.length < 2 || !(scaleSpan > 0)) return false;
  const spread = Math.max(...weightedScores) - Math.min(...weightedScores);
  return spread >= DISAGREEMENT_SHARE * scaleSpan - EPSILON;
}

export interface ApplicationScore {
  applicationId: string;
  evaluationCount: number;
  /** Mean of the weighted scores; null without evaluations. */
  rawMean: number | null;
  /** Mean of the evaluations' z-scores; null without evaluations. */
  normalisedMean: number | null;
  /** max − min of the weighted scores (0 with fewer than two). */
  spread: number;
  disagreement: boolean;
}

/** Per application: raw mean, normalised mean, spread and the disagreement flag (every application listed, even unscored). */
export function applicationScores(applicationIds: readonly string[], evaluations: readonly ScoredEvaluation[], scaleSpan: number): ApplicationScore[] {
  const { byEvaluation } = zScores(evaluations);
  const grouped = new Map<string, ScoredEvaluation[]>();
  for (const e of evaluations) grouped.set(e.applicationId, [...(grouped.get(e.applicationId) ?? []), e]);
  const ids = [...new Set([...applicationIds, ...grouped.keys()])];
  return ids.map((applicationId) => {
    const list = grouped.get(applicationId) ?? [];
    if (list.length === 0) return { applicationId, evaluationCount: 0, rawMean: null, normalisedMean: null, spread: 0, disagreement: false };
    const raws = list.map((e) => e.weightedScore);
    return {
      applicationId,
      evaluationCount: list.length,
      rawMean: mean(raws),
      normalisedMean: mean(list.map((e) => byEvaluation.get(e.evaluationId)!)),
      spread: Math.max(...raws) - Math.min(...raws),
      disagreement: disagrees(raws, scaleSpan),
    };
  });
}

export const RANKING_SORTS = ['raw', 'normalised'] as const;
export type RankingSort = (typeof RANKING_SORTS)[number];

/**
 * Best first by the chosen mean (the other mean, then the id, break ties so the order is stable); applications
 * without evaluations come last.
 */
export function rankApplications<T extends ApplicationScore>(scores: readonly T[], sort: RankingSort): T[] {
  const first = (s: ApplicationScore) => (sort === 'raw' ? s.rawMean : s.normalisedMean);
  const second = (s: ApplicationScore) => (sort === 'raw' ? s.normalisedMean : s.rawMean);
  const cmp = (a: number | null, b: number | null): number => {
    if (a === null && b === null) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return Math.abs(a - b) < EPSILON ? 0 : b - a;
  };
  return [...scores].sort((a, b) => cmp(first(a), first(b)) || cmp(second(a), second(b)) || (a.applicationId < b.applicationId ? -1 : a.applicationId > b.applicationId ? 1 : 0));
}

/** Whether the auto-advance rule holds (≥ minEvaluations submitted, raw mean ≥ minMeanScore). */
export function autoAdvanceHolds(rule: { minEvaluations: number; minMeanScore: number } | null | undefined, weightedScores: readonly number[]): boolean {
  if (!rule || weightedScores.length < rule.minEvaluations || weightedScores.length === 0) return false;
  return mean(weightedScores) >= rule.minMeanScore - EPSILON;
}
