import { describe, expect, it } from 'vitest';
import { compileForm, computeCalculated, visibleQuestionIds } from './evaluate.js';
import { all, form, option, question, when, yesNo } from './test-factories.js';

describe('visibleQuestionIds', () => {
  const definition = form(
    question('startup', 'select_radio', { options: yesNo }),
    question('name', 'text', { dependency: all(when('startup', 'equals', ['yes'])) }),
    question('nameHint', 'paragraph', { dependency: all(when('name', 'isAnswered')) }),
    question('s2', 'section', { dependency: all(when('startup', 'equals', ['no'])) }),
    question('why', 'text_long'),
    question('staffNote', 'text', { audiences: ['staff'] }),
    question('s3', 'section'),
    question('always', 'number'),
  );

  it('a question is shown when its condition holds; a section hides every question up to the next section', () => {
    expect([...visibleQuestionIds(definition, {})]).toEqual(['startup', 's3', 'always']);
    expect([...visibleQuestionIds(definition, { startup: { arrayValue: ['no'] } })]).toEqual([
      'startup', 's2', 'why', 'staffNote', 's3', 'always',
    ]);
  });

  it('hiding cascades: a condition on a hidden question sees it as unanswered', () => {
    const answers = { startup: { arrayValue: ['yes'] }, name: { textValue: 'Acme' } };
    expect(visibleQuestionIds(definition, answers).has('nameHint')).toBe(true);
    const changed = { ...answers, startup: { arrayValue: ['no'] } };
    expect(visibleQuestionIds(definition, changed).has('name')).toBe(false);
    expect(visibleQuestionIds(definition, changed).has('nameHint')).toBe(false);
  });

  it('audiences: a question limited to others is hidden; no audience given shows every audience', () => {
    const answers = { startup: { arrayValue: ['no'] } };
    expect(visibleQuestionIds(definition, answers, { audience: 'respondent' }).has('staffNote')).toBe(false);
    expect(visibleQuestionIds(definition, answers, { audience: 'staff' }).has('staffNote')).toBe(true);
    expect(visibleQuestionIds(definition, answers).has('staffNote')).toBe(true);
  });

  it('a cycle (refused at publish) is evaluated without looping', () => {
    const cyclic = form(
      question('a', 'text', { dependency: all(when('b', 'isNotAnswered')) }),
      question('b', 'text', { dependency: all(when('a', 'isNotAnswered')) }),
    );
    expect(() => visibleQuestionIds(cyclic, {})).not.toThrow();
  });
});

describe('computeCalculated', () => {
  const definition = form(
    question('q1', 'number'),
    question('q2', 'select_radio', { options: [option('low', { numericalValue: 1 }), option('high', { numericalValue: 10 })] }),
    question('q3', 'select_checkbox', { options: [option('a', { numericalValue: 2 }), option('b', { numericalValue: 3 })] }),
    question('hidden', 'number', { dependency: all(when('q1', 'greaterThan', ['100'])) }),
    question('total', 'calculated', { validations: { calculation: { operation: 'sum', questionIds: ['q1', 'q2', 'q3', 'hidden'] } } }),
    question('mean', 'calculated', { validations: { calculation: { operation: 'average', questionIds: ['q1', 'total'] } } }),
    question('big', 'text', { dependency: all(when('total', 'greaterThan', ['20'])) }),
  );

  it('sums numbers and the numerical values of chosen options, skipping hidden inputs', () => {
    const answers = { q1: { numberValue: 4 }, q2: { arrayValue: ['high'] }, q3: { arrayValue: ['a', 'b'] }, hidden: { numberValue: 1000 } };
    const result = computeCalculated(definition, answers);
    expect(result.total).toEqual({ numberValue: 19 });
    expect(result.mean).toEqual({ numberValue: 11.5 });
    expect(visibleQuestionIds(definition, answers).has('big')).toBe(false);
    expect(visibleQuestionIds(definition, { ...answers, q1: { numberValue: 8 } }).has('big')).toBe(true);
  });

  it('removes a calculated value when no input is answered and ignores a typed value', () => {
    const result = computeCalculated(definition, { total: { numberValue: 99 } });
    expect(result.total).toBeUndefined();
    expect(result.mean).toBeUndefined();
  });

  it('min and max', () => {
    const minMax = form(
      question('a', 'number'),
      question('b', 'number'),
      question('lo', 'calculated', { validations: { calculation: { operation: 'min', questionIds: ['a', 'b'] } } }),
      question('hi', 'calculated', { validations: { calculation: { operation: 'max', questionIds: ['a', 'b'] } } }),
    );
    const result = computeCalculated(minMax, { a: { numberValue: 3 }, b: { numberValue: -2 } });
    expect([result.lo?.numberValue, result.hi?.numberValue]).toEqual([-2, 3]);
  });
});

describe('compileForm', () => {
  it('indexes a definition once, and again when its questions are added, removed or replaced', () => {
    const definition = form(question('a', 'text'), question('b', 'number'));
    const first = compileForm(definition);
    expect(compileForm(definition)).toBe(first);
    definition.questions.push(question('c', 'date'));
    expect(compileForm(definition).byId.has('c')).toBe(true);
    definition.questions[0] = question('a', 'select_radio', { options: yesNo });
    expect(compileForm(definition).byId.get('a')?.kind).toBe('single');
  });
});
