/**
 * Mentor matching's score (D-462..D-465): examples, then properties — the explanation adds up to the score, the score
 * stays in 0..100, a better fit never scores lower, and weighting a factor more never lets a mentor who fits it worse
 * overtake one who fits it at least as well.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STARTUP_STAGES } from '../portfolio.js';
import {
  DEFAULT_MATCHING_RULES,
  MATCH_FACTORS,
  PAIRING_ANSWERS,
  matchingRulesSchema,
  rankMatches,
  scoreMatch,
  type MatchMentor,
  type MatchStartup,
  type MatchingRules,
} from './matching.js';

const startup: MatchStartup = { stage: 'seed', industryIds: ['i1', 'i2'], tagNames: ['Fintech', 'Fundraising'] };
const mentor = (over: Partial<MatchMentor> = {}): MatchMentor => ({
  industryIds: [],
  skillNames: [],
  tagNames: [],
  assignedStages: [],
  capacity: null,
  load: 0,
  feedback: null,
  ...over,
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('scoreMatch (examples)', () => {
  it('explains each factor and adds up to the score', () => {
    const r = scoreMatch(DEFAULT_MATCHING_RULES, startup, mentor({ industryIds: ['i1'], skillNames: ['fundraising'], tagNames: ['FINTECH'], assignedStages: ['mvp'], capacity: 4, load: 1 }));
    const byFactor = Object.fromEntries(r.lines.map((l) => [l.factor, l]));
    // weights 2,3,3,1,1 of 10: tags ½ → 10, skills ½ → 15, industries ½ → 15, stage ½ (neighbour) → 5, capacity ¾ → 7.5
    expect(byFactor.tags!.contribution).toBeCloseTo(10);
    expect(byFactor.skills!.contribution).toBeCloseTo(15);
    expect(byFactor.industries!.contribution).toBeCloseTo(15);
    expect(byFactor.stage!.contribution).toBeCloseTo(5);
    expect(byFactor.capacity!.contribution).toBeCloseTo(7.5);
    expect(r.score).toBeCloseTo(52.5);
    expect(sum(r.lines.map((l) => l.contribution))).toBeCloseTo(r.score, 9);
  });

  it('a mentor at capacity is excluded or penalised, as the rule says', () => {
    const full = mentor({ industryIds: ['i1', 'i2'], capacity: 2, load: 2 });
    const excluded = scoreMatch({ ...DEFAULT_MATCHING_RULES, capacityRule: 'exclude' }, startup, full);
    expect(excluded).toMatchObject({ atCapacity: true, excluded: true });
    const penalised = scoreMatch({ ...DEFAULT_MATCHING_RULES, capacityRule: 'penalise', capacityPenaltyPercent: 50 }, startup, full);
    expect(penalised.excluded).toBe(false);
    expect(penalised.lines.at(-1)).toMatchObject({ factor: 'atCapacity', contribution: -15 });
    expect(penalised.score).toBeCloseTo(15);
    expect(rankMatches({ ...DEFAULT_MATCHING_RULES, capacityRule: 'exclude' }, startup, [full], (m) => m, () => 'x')).toEqual([]);
  });

  it('a pair said not to be working loses most of its score', () => {
    const good = scoreMatch(DEFAULT_MATCHING_RULES, startup, mentor({ industryIds: ['i1', 'i2'] }));
    const bad = scoreMatch(DEFAULT_MATCHING_RULES, startup, mentor({ industryIds: ['i1', 'i2'], feedback: 'not_working' }));
    expect(bad.score).toBeCloseTo(good.score * 0.4);
    expect(bad.lines.at(-1)!.factor).toBe('pairingFeedback');
  });

  it('no wants give no fit, and the rules need one weight', () => {
    const r = scoreMatch(DEFAULT_MATCHING_RULES, { stage: null, industryIds: [], tagNames: [] }, mentor({ capacity: 3 }));
    expect(r.score).toBeCloseTo(10);
    const parsed = matchingRulesSchema.safeParse({ ...DEFAULT_MATCHING_RULES, weights: { tags: 0, skills: 0, industries: 0, stage: 0, capacity: 0 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['weights']);
    expect(matchingRulesSchema.safeParse({ ...DEFAULT_MATCHING_RULES, weights: { ...DEFAULT_MATCHING_RULES.weights, tags: 11 } }).success).toBe(false);
  });
});

const names = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 5 });
const ids = fc.uniqueArray(fc.constantFrom('i1', 'i2', 'i3', 'i4'), { maxLength: 4 });
const stage = fc.constantFrom(...STARTUP_STAGES);
const startupArb = fc.record({ stage: fc.option(stage, { nil: null }), industryIds: ids, tagNames: names });
const mentorArb = fc.record({
  industryIds: ids,
  skillNames: names,
  tagNames: names,
  assignedStages: fc.array(stage, { maxLength: 4 }),
  capacity: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  load: fc.integer({ min: 0, max: 8 }),
  feedback: fc.option(fc.constantFrom(...PAIRING_ANSWERS), { nil: null }),
});
const weightArb = fc.integer({ min: 0, max: 10 });
const rulesArb: fc.Arbitrary<MatchingRules> = fc
  .record({
    weights: fc.record({ tags: weightArb, skills: weightArb, industries: weightArb, stage: weightArb, capacity: weightArb }),
    capacityRule: fc.constantFrom('exclude' as const, 'penalise' as const),
    capacityPenaltyPercent: fc.integer({ min: 0, max: 100 }),
  })
  .filter((r) => MATCH_FACTORS.some((f) => r.weights[f] > 0));

describe('scoreMatch (properties)', () => {
  it('the explanation sums to the score, which lies in 0..100', () => {
    fc.assert(
      fc.property(rulesArb, startupArb, mentorArb, (rules, s, m) => {
        const r = scoreMatch(rules, s, m);
        expect(Math.abs(sum(r.lines.map((l) => l.contribution)) - r.score)).toBeLessThan(1e-9);
        expect(r.score).toBeGreaterThanOrEqual(0);
        expect(r.score).toBeLessThanOrEqual(100 + 1e-9);
        for (const l of r.lines) if (MATCH_FACTORS.includes(l.factor as never)) expect(l.contribution).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('raising a weight never lowers that factor’s contribution', () => {
    fc.assert(
      fc.property(rulesArb, startupArb, mentorArb, fc.constantFrom(...MATCH_FACTORS), (rules, s, m, factor) => {
        fc.pre(rules.weights[factor] < 10);
        const before = scoreMatch(rules, s, { ...m, feedback: null, load: 0 }).lines.find((l) => l.factor === factor)!;
        const raised = { ...rules, weights: { ...rules.weights, [factor]: rules.weights[factor] + 1 } };
        const after = scoreMatch(raised, s, { ...m, feedback: null, load: 0 }).lines.find((l) => l.factor === factor)!;
        expect(after.contribution).toBeGreaterThanOrEqual(before.contribution - 1e-9);
      }),
    );
  });

  it('weighting a factor more never lets a mentor who fits it worse overtake one who fits it at least as well', () => {
    fc.assert(
      fc.property(rulesArb, startupArb, mentorArb, mentorArb, fc.constantFrom(...MATCH_FACTORS), fc.integer({ min: 1, max: 10 }), (rules, s, a, b, factor, step) => {
        const calm = { ...rules, capacityRule: 'penalise' as const, capacityPenaltyPercent: 0 };
        const A = { ...a, feedback: null };
        const B = { ...b, feedback: null };
        const fitOf = (r: MatchingRules, m: MatchMentor) => scoreMatch(r, s, m).lines.find((l) => l.factor === factor)!.fit;
        fc.pre(fitOf(calm, A) >= fitOf(calm, B));
        fc.pre(scoreMatch(calm, s, A).score >= scoreMatch(calm, s, B).score);
        const raised = { ...calm, weights: { ...calm.weights, [factor]: Math.min(10, calm.weights[factor] + step) } };
        expect(scoreMatch(raised, s, A).score).toBeGreaterThanOrEqual(scoreMatch(raised, s, B).score - 1e-9);
      }),
    );
  });

  it('a better fit never scores lower (more shared industries, more free places, no bad answer)', () => {
    fc.assert(
      fc.property(rulesArb, startupArb, mentorArb, (rules, s, m) => {
        const base = scoreMatch(rules, s, m).score;
        expect(scoreMatch(rules, s, { ...m, industryIds: [...new Set([...m.industryIds, ...s.industryIds])] }).score).toBeGreaterThanOrEqual(base - 1e-9);
        expect(scoreMatch(rules, s, { ...m, load: 0 }).score).toBeGreaterThanOrEqual(base - 1e-9);
        expect(scoreMatch(rules, s, { ...m, feedback: null }).score).toBeGreaterThanOrEqual(base - 1e-9);
      }),
    );
  });
});
