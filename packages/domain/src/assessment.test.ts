import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerScore, assessmentTrend, formScores, overallPercent, scoreBounds, scorePercent, summariseAssessment, type AssessmentItem } from './assessment.js';
import type { FormDefinition } from './forms/index.js';

const DEFINITION: FormDefinition = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'intro', type: 'paragraph', label: { en: 'Rate the startup.' } },
    { id: 'progress', type: 'number_scale', label: { en: 'Progress', ar: 'التقدم' }, validations: { min: 1, max: 5, step: 1 } },
    { id: 'readiness', type: 'select_dropdown', label: { en: 'Readiness' }, options: [{ value: 'no', labels: { en: 'No' }, numericalValue: 0 }, { value: 'yes', labels: { en: 'Yes' }, numericalValue: 10 }] },
    { id: 'revenue', type: 'number', label: { en: 'Revenue' } },
    { id: 'tags', type: 'select_checkbox', label: { en: 'Tags' }, options: [{ value: 'a', labels: { en: 'A' }, numericalValue: 1 }] },
    { id: 'notes', type: 'text_long', label: { en: 'Notes' } },
  ],
};

describe('assessment scores (D-579)', () => {
  it('a value’s place on its scale, clamped; no scale, no percent', () => {
    expect(scorePercent(3, 1, 5)).toBe(50);
    expect(scorePercent(7, 1, 5)).toBe(100);
    expect(scorePercent(-2, 1, 5)).toBe(0);
    expect(scorePercent(3, 5, 5)).toBeNull();
    expect(scorePercent(3, Number.NaN, 5)).toBeNull();
  });

  it('a form’s scored questions: scales with bounds and single choices with values; unbounded numbers, multiple choices and text left out', () => {
    expect(scoreBounds(DEFINITION.questions[3]!)).toEqual({ min: Number.NaN, max: Number.NaN });
    expect(scoreBounds(DEFINITION.questions[4]!)).toBeNull();
    expect(answerScore(DEFINITION.questions[2]!, { arrayValue: ['yes'] })).toBe(10);
    const scores = formScores(DEFINITION, { progress: { numberValue: 4 }, readiness: { arrayValue: ['no'] }, revenue: { numberValue: 100 }, tags: { arrayValue: ['a'] }, notes: { textValue: 'x' } }, 'ar');
    expect(scores).toEqual([
      { label: 'التقدم', value: 4, min: 1, max: 5, percent: 75, weight: 1 },
      { label: 'Readiness', value: 0, min: 0, max: 10, percent: 0, weight: 1 },
    ]);
    expect(formScores(DEFINITION, {}, 'en')).toEqual([]);
    expect(formScores(DEFINITION, { progress: { numberValue: 2 } }, 'ja_JP')[0]?.label).toBe('Progress');
  });

  it('the overall percent is the weighted mean, always between the lowest and the highest score', () => {
    expect(overallPercent([{ percent: 100, weight: 2 }, { percent: 40, weight: 1 }])).toBe(80);
    expect(overallPercent([])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.record({ percent: fc.double({ min: 0, max: 100, noNaN: true }), weight: fc.double({ min: 0.1, max: 10, noNaN: true }) }), { minLength: 1, maxLength: 12 }), (scores) => {
        const overall = overallPercent(scores)!;
        const percents = scores.map((s) => s.percent);
        return overall >= Math.min(...percents) - 1e-9 && overall <= Math.max(...percents) + 1e-9;
      }),
    );
  });
});

const item = (source: AssessmentItem['source'], at: string, percent: number | null, scores: AssessmentItem['scores'] = []): AssessmentItem => ({ source, submittedAt: new Date(at), percent, scores });

describe('assessment summaries (D-579)', () => {
  it('per source: count, the mean of scored evaluations, the latest; per criterion: the mean, the most answered first', () => {
    const items = [
      item('sessionEvaluation', '2026-11-10T10:00:00Z', 60, [{ label: 'Team', percent: 60 }]),
      item('sessionEvaluation', '2026-10-10T10:00:00Z', null),
      item('applicationReview', '2026-09-01T10:00:00Z', 80, [{ label: 'Team', percent: 100 }, { label: 'Traction', percent: 50 }]),
      item('applicationReview', '2026-09-02T10:00:00Z', 40, [{ label: 'Traction', percent: 25 }]),
    ];
    const { sources, criteria } = summariseAssessment(items);
    expect(sources).toEqual([
      { source: 'applicationReview', count: 2, meanPercent: 60, latestAt: new Date('2026-09-02T10:00:00Z') },
      { source: 'sessionEvaluation', count: 2, meanPercent: 60, latestAt: new Date('2026-11-10T10:00:00Z') },
    ]);
    expect(criteria.map((c) => [c.source, c.label, c.count, c.meanPercent])).toEqual([
      ['applicationReview', 'Traction', 2, 37.5],
      ['applicationReview', 'Team', 1, 100],
      ['sessionEvaluation', 'Team', 1, 60],
    ]);
    expect(summariseAssessment([]).sources.map((s) => [s.count, s.meanPercent, s.latestAt])).toEqual([[0, null, null], [0, null, null]]);
  });

  it('the trend: months in the organisation’s zone, oldest first, unscored evaluations left out', () => {
    // 1 December 03:00 UTC is still 30 November in New York.
    const items = [item('sessionEvaluation', '2026-12-01T03:00:00Z', 40), item('sessionEvaluation', '2026-11-15T12:00:00Z', 60), item('applicationReview', '2026-12-02T12:00:00Z', 90), item('sessionEvaluation', '2026-12-05T12:00:00Z', null)];
    expect(assessmentTrend(items, 'America/New_York')).toEqual([
      { month: '2026-11', applicationReview: null, sessionEvaluation: 50 },
      { month: '2026-12', applicationReview: 90, sessionEvaluation: null },
    ]);
    expect(assessmentTrend(items, 'UTC').map((p) => p.month)).toEqual(['2026-11', '2026-12']);
    expect(assessmentTrend(items, 'UTC')[1]).toEqual({ month: '2026-12', applicationReview: 90, sessionEvaluation: 40 });
  });
});
