import { describe, expect, it } from 'vitest';
import { compareFormDefinitions, sameValue } from './compare.js';
import { all, form, option, question, when, yesNo } from './test-factories.js';

const summary = (changes: ReturnType<typeof compareFormDefinitions>) =>
  changes.map((change) => [change.questionId, change.change, change.properties.join(','), change.moved]);

describe('compareFormDefinitions', () => {
  const v1 = form(
    question('a', 'text'),
    question('b', 'select_radio', { options: yesNo }),
    question('c', 'number'),
    question('d', 'date'),
  );

  it('identical versions have no change; unset and empty are the same', () => {
    expect(compareFormDefinitions(v1, v1)).toEqual([]);
    expect(compareFormDefinitions(v1, form(...v1.questions.map((q) => ({ ...q, audiences: [], dependency: null }))))).toEqual([]);
    expect(sameValue({ a: undefined, b: [1] }, { b: [1] })).toBe(true);
    expect(sameValue({ b: [1, 2] }, { b: [2, 1] })).toBe(false);
  });

  it('added, removed, changed (which properties) and moved, in the order of the new version', () => {
    const v2 = form(
      question('new', 'text'),
      question('a', 'text', { label: { en: 'Renamed' }, required: true }),
      question('c', 'number'),
      question('b', 'select_radio', { options: [...yesNo, option('maybe')], dependency: all(when('a', 'isAnswered')) }),
    );
    expect(summary(compareFormDefinitions(v1, v2))).toEqual([
      ['new', 'added', '', false],
      ['a', 'changed', 'label,required', false],
      ['d', 'removed', '', false], // after c, which stood before it
      ['b', 'changed', 'options,dependency', true],
    ]);
  });

  it('a question moved without other change; inserting at the top moves nothing else', () => {
    const moved = form(v1.questions[3]!, v1.questions[0]!, v1.questions[1]!, v1.questions[2]!);
    expect(summary(compareFormDefinitions(v1, moved))).toEqual([['d', 'moved', '', true]]);
    const inserted = form(question('z', 'text'), ...v1.questions);
    expect(summary(compareFormDefinitions(v1, inserted))).toEqual([['z', 'added', '', false]]);
    const change = compareFormDefinitions(v1, moved)[0]!;
    expect([change.beforeIndex, change.afterIndex]).toEqual([3, 0]);
  });

  it('removed questions stand where they were', () => {
    const v2 = form(v1.questions[0]!, v1.questions[2]!);
    expect(summary(compareFormDefinitions(v1, v2))).toEqual([
      ['b', 'removed', '', false],
      ['d', 'removed', '', false],
    ]);
    expect(summary(compareFormDefinitions(v1, form()))).toEqual(['a', 'b', 'c', 'd'].map((id) => [id, 'removed', '', false]));
  });
});
