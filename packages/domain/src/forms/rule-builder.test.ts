import { describe, expect, it } from 'vitest';
import { conditionSources } from './rule-builder.js';
import { form, question, yesNo } from './test-factories.js';

describe('conditionSources', () => {
  const definition = form(
    question('s', 'section'),
    question('choice', 'select_radio', { options: yesNo }),
    question('intro', 'paragraph'),
    question('n', 'number'),
    question('target', 'text'),
    question('later', 'date'),
  );

  it('offers the earlier questions that take an answer, with the operators of their kind', () => {
    const sources = conditionSources(definition, 'target');
    expect(sources.map((source) => [source.question.id, source.kind])).toEqual([
      ['choice', 'single'],
      ['n', 'number'],
    ]);
    expect(sources[1]?.operators).toContain('between');
    expect(sources[0]?.operators).not.toContain('greaterThan');
  });

  it('for a question not yet placed, every answerable question', () => {
    expect(conditionSources(definition, null).map((source) => source.question.id)).toEqual(['choice', 'n', 'target', 'later']);
  });
});
