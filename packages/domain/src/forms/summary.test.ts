import { describe, expect, it } from 'vitest';
import type { Question } from './definition.js';
import { NUMBER_SUMMARY_BUCKETS, summariseAnswers, TEXT_SUMMARY_LIMIT } from './summary.js';

const QUESTIONS: Question[] = [
  { id: 'intro', type: 'section', label: { en: 'Intro' } },
  { id: 'mood', type: 'select_radio', label: { en: 'Mood' }, options: [{ value: 'good', labels: { en: 'Good' } }, { value: 'bad', labels: { en: 'Bad' } }] },
  { id: 'help', type: 'select_checkbox', label: { en: 'Help' }, options: [{ value: 'a', labels: { en: 'A' } }, { value: 'b', labels: { en: 'B' } }] },
  { id: 'score', type: 'number_scale', label: { en: 'Score' } },
  { id: 'note', type: 'text_long', label: { en: 'Note' } },
  { id: 'when', type: 'date', label: { en: 'When' } },
];

describe('summariseAnswers', () => {
  it('counts options, averages numbers, lists the latest texts and skips display questions', () => {
    const summaries = summariseAnswers(QUESTIONS, [
      { mood: { arrayValue: ['good'] }, help: { arrayValue: ['a', 'b'] }, score: { numberValue: 5 }, note: { textValue: ' newest ' }, when: { textValue: '2026-01-01' } },
      { mood: { arrayValue: ['bad'] }, help: { arrayValue: ['a'] }, score: { numberValue: 2 } },
      { mood: { arrayValue: ['good'] }, score: { numberValue: 4 }, note: { textValue: 'older' } },
      {},
    ]);
    expect(summaries.map((s) => s.questionId)).toEqual(['mood', 'help', 'score', 'note', 'when']);
    expect(summaries[0]).toEqual({ kind: 'choice', questionId: 'mood', answered: 3, options: [{ value: 'good', count: 2 }, { value: 'bad', count: 1 }], other: 0 });
    expect(summaries[1]).toMatchObject({ answered: 2, options: [{ value: 'a', count: 2 }, { value: 'b', count: 1 }] });
    expect(summaries[2]).toEqual({
      kind: 'number', questionId: 'score', answered: 3, mean: 3.67, median: 4, min: 2, max: 5,
      distribution: [{ label: '2', count: 1 }, { label: '4', count: 1 }, { label: '5', count: 1 }],
    });
    expect(summaries[3]).toEqual({ kind: 'text', questionId: 'note', answered: 2, latest: ['newest', 'older'] });
    expect(summaries[4]).toEqual({ kind: 'count', questionId: 'when', answered: 1 });
  });

  it('has empty statistics without answers, groups many distinct numbers into ranges and keeps only the latest texts', () => {
    expect(summariseAnswers(QUESTIONS, [])[2]).toMatchObject({ answered: 0, mean: null, median: null, distribution: [] });
    const many = Array.from({ length: 40 }, (_, i) => ({ score: { numberValue: i }, note: { textValue: `t${i}` } }));
    const [, , score, note] = summariseAnswers(QUESTIONS, many);
    expect(score).toMatchObject({ answered: 40, median: 19.5, mean: 19.5 });
    if (score?.kind !== 'number') throw new Error('number summary expected');
    expect(score.distribution).toHaveLength(NUMBER_SUMMARY_BUCKETS);
    expect(score.distribution.reduce((sum, b) => sum + b.count, 0)).toBe(40);
    expect(note).toMatchObject({ answered: 40 });
    if (note?.kind !== 'text') throw new Error('text summary expected');
    expect(note.latest).toHaveLength(TEXT_SUMMARY_LIMIT);
    expect(note.latest[0]).toBe('t0');
  });
});
