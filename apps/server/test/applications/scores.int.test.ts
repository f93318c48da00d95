/**
 * Issue 16 item 6 (API): fair scores as documented (D-262, D-263) — per evaluator z-scores of the weighted scores in the
 * round (an evaluator with fewer than two evaluations counts 0), the application's mean z beside the raw mean, the
 * disagreement flag when the weighted scores span at least 40 % of the scale, the ranking by either mean, and who sees
 * the evaluations (staff all; an evaluator their own, the others' only under evaluationVisibility).
 */
import { describe, expect, it } from 'vitest';
import { setFlag } from '../support/flags.js';
import { DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { ASSIGN, RANKING, SAVE_CRITERIA, SUBMIT, answersOf, insertApplication, openCall, userId, type AssignResult } from './review-support.js';

const t = useTestApp();

interface Ranking {
  roundRanking: {
    scaleSpan: number;
    evaluators: Array<{ evaluator: { _id: string }; count: number; mean: number; normalised: boolean }>;
    entries: Array<{ rank: number; application: { _id: string; title: string }; summary: { evaluationCount: number; rawMean: number | null; normalisedMean: number | null; spread: number; disagreement: boolean }; evaluations: Array<{ weightedScore: number; zScore: number; evaluator: { _id: string } }> }>;
  };
}
const REVIEWS = 'query R($roundId: ID!) { roundReview(roundId: $roundId) { applications { application { _id reviews { summary { rawMean normalisedMean disagreement } evaluations { weightedScore zScore evaluator { _id } scores { score criterion { name } comment } } } } } } }';

describe('fair scores', () => {
  it('z-scores per evaluator, raw and normalised means, disagreement and the ranking', async () => {
    const call = await openCall(t);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    // One criterion on the 1..5 scale: the weighted score is the progress answer; the scale spans 4.
    await ok(t.app, DEMO, staff, SAVE_CRITERIA, { roundId: call.committee, criteria: [{ questionId: 'progress', name: 'Traction', weight: 1 }] });
    const [a1, a2, a3] = await Promise.all(['One', 'Two', 'Three'].map((title) => insertApplication(t, { funnelId: call.funnelId, roundId: call.committee, applicantEmail: 'applicant@demo.test', title })));
    const A = await userId(t, 'evaluator@demo.test');
    const B = await userId(t, 'expert@demo.test');
    const assigned = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.committee, applicationIds: [a1, a2, a3], method: 'manual', evaluatorIds: [A, B] });
    const id = (app: string, evaluator: string) => assigned.assignEvaluators.assignments.find((x) => x.applicationId === app && x.evaluator._id === evaluator)!._id;
    const a = await login(t.app, DEMO, 'evaluator@demo.test');
    const b = await login(t.app, DEMO, 'expert@demo.test');
    // A scores 5, 3, 1 (mean 3, sd √(8/3)); B scores 3 and 2 (mean 2.5, sd 0.5) and leaves the third.
    await ok(t.app, DEMO, a, SUBMIT, { id: id(a1!, A), answers: answersOf(5), comments: [] });
    await ok(t.app, DEMO, a, SUBMIT, { id: id(a2!, A), answers: answersOf(3) });
    await ok(t.app, DEMO, a, SUBMIT, { id: id(a3!, A), answers: answersOf(1) });
    await ok(t.app, DEMO, b, SUBMIT, { id: id(a1!, B), answers: answersOf(3) });
    await ok(t.app, DEMO, b, SUBMIT, { id: id(a2!, B), answers: answersOf(2) });

    const ranking = await ok<Ranking>(t.app, DEMO, staff, RANKING, { roundId: call.committee, sort: 'normalised' });
    expect(ranking.roundRanking.scaleSpan).toBe(4);
    const zA = 2 / Math.sqrt(8 / 3);
    const entry = (app: string) => ranking.roundRanking.entries.find((e) => e.application._id === app)!;
    expect(entry(a1!).summary.rawMean).toBeCloseTo(4);
    expect(entry(a1!).summary.normalisedMean).toBeCloseTo((zA + 1) / 2);
    expect(entry(a1!).summary).toMatchObject({ evaluationCount: 2, spread: 2, disagreement: true });
    expect(entry(a2!).summary.rawMean).toBeCloseTo(2.5);
    expect(entry(a2!).summary.normalisedMean).toBeCloseTo(-0.5);
    expect(entry(a2!).summary).toMatchObject({ spread: 1, disagreement: false });
    expect(entry(a3!).summary.normalisedMean).toBeCloseTo(-zA);
    expect(ranking.roundRanking.entries.filter((e) => [a1, a2, a3].includes(e.application._id)).map((e) => e.application._id)).toEqual([a1, a2, a3]);
    const stats = ranking.roundRanking.evaluators.find((e) => e.evaluator._id === B)!;
    expect(stats).toMatchObject({ count: 2, mean: 2.5, normalised: true });

    // The file's panel: staff see every evaluation; an evaluator only their own unless evaluationVisibility.
    type Reviews = { roundReview: { applications: Array<{ application: { _id: string; reviews: Array<{ summary: unknown; evaluations: Array<{ evaluator: { _id: string } }> }> | null } }> } };
    const panel = await ok<Reviews>(t.app, DEMO, staff, REVIEWS, { roundId: call.committee });
    expect(panel.roundReview.applications.find((x) => x.application._id === a1)!.application.reviews![0]!.evaluations).toHaveLength(2);
    const OWN = 'query Q { myEvaluationQueue { items { application { _id reviews { summary { rawMean } evaluations { weightedScore evaluator { _id } } } } } } }';
    type Own = { myEvaluationQueue: { items: Array<{ application: { _id: string; reviews: Array<{ summary: unknown; evaluations: Array<{ evaluator: { _id: string } }> }> } | null }> } };
    await setFlag(t, 'demo', 'evaluationVisibility', true, false);
    const hidden = await ok<Own>(t.app, DEMO, a, OWN);
    const mine = hidden.myEvaluationQueue.items.find((i) => i.application?._id === a1)!.application!.reviews[0]!;
    expect(mine.summary).toBeNull();
    expect(mine.evaluations.map((e) => e.evaluator._id)).toEqual([A]);
    await setFlag(t, 'demo', 'evaluationVisibility', true, true);
    const shown = await ok<Own>(t.app, DEMO, a, OWN);
    expect(shown.myEvaluationQueue.items.find((i) => i.application?._id === a1)!.application!.reviews[0]!.evaluations).toHaveLength(2);

    // The ranking is staff business: the evaluator (no staff reach) and the applicant are refused.
    expect((await fails(t.app, DEMO, a, RANKING, { roundId: call.committee })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'applicant@demo.test'), RANKING, { roundId: call.committee })).code).toBe('Forbidden');
  });
});
