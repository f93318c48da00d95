import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicationScores, autoAdvanceHolds, disagrees, DISAGREEMENT_SHARE, rankApplications, weightedScore, zScores, type ScoredEvaluation } from './application-scores.js';

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** A round: up to 5 evaluators scoring up to 8 applications on a 1..5 scale. */
const roundArb = fc
  .array(fc.record({ app: fc.integer({ min: 0, max: 7 }), evaluator: fc.integer({ min: 0, max: 4 }), score: fc.double({ min: 1, max: 5, noNaN: true }) }), { minLength: 1, maxLength: 40 })
  .map((rows) => {
    const seen = new Set<string>();
    return rows
      .filter((r) => (seen.has(`${r.app}:${r.evaluator}`) ? false : (seen.add(`${r.app}:${r.evaluator}`), true)))
      .map<ScoredEvaluation>((r, i) => ({ evaluationId: `e${i}`, applicationId: `a${r.app}`, evaluatorId: `u${r.evaluator}`, weightedScore: r.score }));
  });

describe('fair scores (issue 16 item 6, D-262, D-263)', () => {
  it('weighted score is Σ w·s / Σ w', () => {
    expect(weightedScore([{ weight: 1, score: 4 }, { weight: 2, score: 1 }, { weight: 1, score: 5 }])).toBeCloseTo(11 / 4);
    expect(weightedScore([])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.record({ weight: fc.double({ min: 0.1, max: 10, noNaN: true }), score: fc.double({ min: 0, max: 10, noNaN: true }) }), { minLength: 1 }), (scores) => {
        const w = weightedScore(scores)!;
        const min = Math.min(...scores.map((s) => s.score));
        const max = Math.max(...scores.map((s) => s.score));
        return w >= min - 1e-9 && w <= max + 1e-9;
      }),
    );
  });

  it("one evaluator's z-scores have mean 0 (and standard deviation 1 when they are normalised)", () => {
    fc.assert(
      fc.property(roundArb, (evaluations) => {
        const { byEvaluation, byEvaluator } = zScores(evaluations);
        for (const [evaluatorId, stats] of byEvaluator) {
          const z = evaluations.filter((e) => e.evaluatorId === evaluatorId).map((e) => byEvaluation.get(e.evaluationId)!);
          const mean = z.reduce((a, b) => a + b, 0) / z.length;
          if (!close(mean, 0)) return false;
          if (stats.normalised && !close(Math.sqrt(z.reduce((a, b) => a + b * b, 0) / z.length), 1)) return false;
        }
        return true;
      }),
    );
  });

  it('fewer than two evaluations, or equal scores, give z = 0 (neutral), never the raw score', () => {
    const { byEvaluation, byEvaluator } = zScores([
      { evaluationId: 'x', applicationId: 'a', evaluatorId: 'solo', weightedScore: 5 },
      { evaluationId: 'y', applicationId: 'a', evaluatorId: 'flat', weightedScore: 3 },
      { evaluationId: 'z', applicationId: 'b', evaluatorId: 'flat', weightedScore: 3 },
    ]);
    expect(byEvaluation.get('x')).toBe(0);
    expect(byEvaluation.get('y')).toBe(0);
    expect(byEvaluator.get('solo')!.normalised).toBe(false);
  });

  it('ranking by normalised mean does not change when an evaluator adds a constant to all their scores (or scales them)', () => {
    fc.assert(
      fc.property(roundArb, fc.integer({ min: 0, max: 4 }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: 0.5, max: 2, noNaN: true }), (evaluations, who, shift, factor) => {
        const ids = [...new Set(evaluations.map((e) => e.applicationId))];
        const before = rankApplications(applicationScores(ids, evaluations, 4), 'normalised').map((s) => s.normalisedMean);
        const moved = evaluations.map((e) => (e.evaluatorId === `u${who}` ? { ...e, weightedScore: e.weightedScore * factor + shift } : e));
        const after = applicationScores(ids, moved, 4);
        const byId = new Map(after.map((s) => [s.applicationId, s.normalisedMean]));
        const beforeById = new Map(applicationScores(ids, evaluations, 4).map((s) => [s.applicationId, s.normalisedMean]));
        return ids.every((id) => close(byId.get(id)!, beforeById.get(id)!)) && before.length === ids.length;
      }),
    );
  });

  it('disagreement: at least two evaluations spanning DISAGREEMENT_SHARE of the scale', () => {
    expect(DISAGREEMENT_SHARE).toBe(0.4);
    expect(disagrees([1, 2.6], 4)).toBe(true);
    expect(disagrees([1, 2.5], 4)).toBe(false);
    expect(disagrees([5], 4)).toBe(false);
    fc.assert(fc.property(fc.array(fc.double({ min: 1, max: 5, noNaN: true }), { minLength: 2, maxLength: 6 }), fc.double({ min: -2, max: 2, noNaN: true }), (scores, shift) => disagrees(scores, 4) === disagrees(scores.map((s) => s + shift), 4)));
  });

  it('ranking: best first, unscored last, stable ties by id', () => {
    const scores = applicationScores(
      ['c', 'a', 'b', 'd'],
      [
        { evaluationId: '1', applicationId: 'a', evaluatorId: 'u', weightedScore: 2 },
        { evaluationId: '2', applicationId: 'b', evaluatorId: 'u', weightedScore: 4 },
        { evaluationId: '3', applicationId: 'c', evaluatorId: 'u', weightedScore: 3 },
      ],
      4,
    );
    expect(rankApplications(scores, 'raw').map((s) => s.applicationId)).toEqual(['b', 'c', 'a', 'd']);
    expect(rankApplications(scores, 'normalised').map((s) => s.applicationId)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('auto-advance holds with enough evaluations and a high enough mean', () => {
    expect(autoAdvanceHolds({ minEvaluations: 2, minMeanScore: 3.5 }, [4, 3])).toBe(true);
    expect(autoAdvanceHolds({ minEvaluations: 2, minMeanScore: 3.5 }, [4])).toBe(false);
    expect(autoAdvanceHolds({ minEvaluations: 2, minMeanScore: 3.5 }, [4, 2])).toBe(false);
    expect(autoAdvanceHolds(null, [5, 5])).toBe(false);
  });
});
