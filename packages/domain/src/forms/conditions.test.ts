import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, type AnswerValue, type ConditionOperator } from './definition.js';
import { answerKind, type AnswerKind } from './answers.js';
import {
  compareAnswer,
  evaluateDependency,
  evaluateStatement,
  NEGATED_OPERATOR,
  OPERATORS_BY_KIND,
  operatorArity,
  operatorFitsKind,
  referencedQuestionIds,
} from './conditions.js';
import { all, any, option, question, when } from './test-factories.js';

const is = (kind: AnswerKind, answer: AnswerValue | null, operator: ConditionOperator, values: string[] = []) =>
  compareAnswer({ kind, answer }, operator, values);

describe('condition operators per answer kind (D-181)', () => {
  it('single choice: equals, anyOf and their negations', () => {
    const answer = { arrayValue: ['b'] };
    expect(is('single', answer, 'equals', ['b'])).toBe(true);
    expect(is('single', answer, 'equals', ['a'])).toBe(false);
    expect(is('single', answer, 'notEquals', ['a'])).toBe(true);
    expect(is('single', answer, 'anyOf', ['a', 'b'])).toBe(true);
    expect(is('single', answer, 'noneOf', ['a', 'c'])).toBe(true);
    expect(is('single', answer, 'contains', ['b'])).toBe(false); // refused for single choice
  });

  it('multi choice: equals is the exact set; contains, anyOf, allOf test membership', () => {
    const answer = { arrayValue: ['a', 'c'] };
    expect(is('multi', answer, 'equals', ['c', 'a'])).toBe(true);
    expect(is('multi', answer, 'equals', ['a'])).toBe(false);
    expect(is('multi', answer, 'contains', ['c'])).toBe(true);
    expect(is('multi', answer, 'notContains', ['b'])).toBe(true);
    expect(is('multi', answer, 'anyOf', ['b', 'c'])).toBe(true);
    expect(is('multi', answer, 'allOf', ['a', 'c'])).toBe(true);
    expect(is('multi', answer, 'allOf', ['a', 'b'])).toBe(false);
    expect(is('multi', answer, 'noneOf', ['b', 'd'])).toBe(true);
  });

  it('text: whole-text equality and contains, without case or surrounding spaces', () => {
    const answer = { textValue: '  Hello World ' };
    expect(is('text', answer, 'equals', ['hello world'])).toBe(true);
    expect(is('text', answer, 'contains', ['WORLD'])).toBe(true);
    expect(is('text', answer, 'notContains', ['moon'])).toBe(true);
    expect(is('text', answer, 'anyOf', ['x', 'HELLO WORLD'])).toBe(true);
    expect(is('text', answer, 'contains', [''])).toBe(false);
  });

  it('number and calculated: equality up to rounding, strict greaterThan/lessThan, inclusive between', () => {
    for (const kind of ['number', 'calculated'] as const) {
      const answer = { numberValue: 0.1 + 0.2 };
      expect(is(kind, answer, 'equals', ['0.3'])).toBe(true);
      expect(is(kind, answer, 'greaterThan', ['0.3'])).toBe(false);
      expect(is(kind, answer, 'lessThan', ['0.31'])).toBe(true);
      expect(is(kind, answer, 'between', ['0.3', '1'])).toBe(true);
      expect(is(kind, answer, 'between', ['0.4', '1'])).toBe(false);
      expect(is(kind, answer, 'anyOf', ['1', '0.3'])).toBe(true);
      expect(is(kind, answer, 'greaterThan', ['abc'])).toBe(false);
    }
  });

  it('date: before/after strict, between inclusive, invalid dates never compare', () => {
    const answer = { textValue: '2026-03-15' };
    expect(is('date', answer, 'before', ['2026-03-16'])).toBe(true);
    expect(is('date', answer, 'before', ['2026-03-15'])).toBe(false);
    expect(is('date', answer, 'after', ['2026-03-14'])).toBe(true);
    expect(is('date', answer, 'between', ['2026-03-15', '2026-03-15'])).toBe(true);
    expect(is('date', answer, 'equals', ['2026-03-15'])).toBe(true);
    expect(is('date', { textValue: '2026-02-30' }, 'after', ['2000-01-01'])).toBe(false);
  });

  it('file and table: counts of files and of filled rows', () => {
    expect(is('file', { arrayValue: ['f1', 'f2'] }, 'greaterThan', ['1'])).toBe(true);
    expect(is('file', { arrayValue: ['f1'] }, 'between', ['1', '3'])).toBe(true);
    const table = { tableValue: [{ c: 'x' }, { c: '' }, { c: 2 }] };
    expect(is('table', table, 'lessThan', ['3'])).toBe(true);
    expect(is('table', table, 'equals', ['2'])).toBe(false); // equality is not offered for counts
    expect(is('table', { tableValue: [{ c: ' ' }] }, 'isAnswered')).toBe(false);
  });

  it('an unanswered question: every positive comparison fails and every negative one holds', () => {
    for (const kind of Object.keys(OPERATORS_BY_KIND) as AnswerKind[]) {
      for (const operator of OPERATORS_BY_KIND[kind]) {
        const negative = ['isNotAnswered', 'notEquals', 'notContains', 'noneOf'].includes(operator);
        expect(is(kind, null, operator, ['1', '2']), `${kind} ${operator}`).toBe(negative);
      }
    }
  });

  it('each kind offers the operators that mean something for it', () => {
    expect(operatorFitsKind('before', 'number')).toBe(false);
    expect(operatorFitsKind('allOf', 'single')).toBe(false);
    expect(operatorFitsKind('equals', 'file')).toBe(false);
    expect(OPERATORS_BY_KIND.none).toEqual([]);
    expect(answerKind(question('q', 'heading'))).toBe('none');
    expect(answerKind(question('q', 'custom_field', { options: [option('a')], validations: { maxSelected: 2 } }))).toBe('multi');
    expect(answerKind(question('q', 'custom_field', { validations: { max: 3 } }))).toBe('number');
    expect(answerKind(question('q', 'custom_field', { validations: { minDate: '2026-01-01' } }))).toBe('date');
    expect(answerKind(question('q', 'custom_field'))).toBe('text');
    for (const operator of CONDITION_OPERATORS) {
      const arity = operatorArity(operator);
      expect(arity.min).toBeLessThanOrEqual(arity.max);
      const negated = NEGATED_OPERATOR[operator];
      if (negated) expect(NEGATED_OPERATOR[negated]).toBe(operator);
    }
  });
});

describe('dependency trees (D-180)', () => {
  const subjects = { a: { kind: 'single' as const, answer: { arrayValue: ['yes'] } }, n: { kind: 'number' as const, answer: { numberValue: 5 } } };
  const subjectOf = (id: string) => subjects[id as keyof typeof subjects] ?? { kind: 'none' as const, answer: null };

  it('a hide statement holds when its comparison does not', () => {
    expect(evaluateStatement(when('a', 'equals', ['yes'], 'hide'), subjectOf('a'))).toBe(false);
    expect(evaluateStatement(when('a', 'equals', ['no'], 'hide'), subjectOf('a'))).toBe(true);
  });

  it('and / or nest; no tree always holds', () => {
    expect(evaluateDependency(null, subjectOf)).toBe(true);
    expect(evaluateDependency(all(when('a', 'equals', ['yes']), when('n', 'greaterThan', ['4'])), subjectOf)).toBe(true);
    expect(evaluateDependency(all(when('a', 'equals', ['yes']), when('n', 'greaterThan', ['5'])), subjectOf)).toBe(false);
    expect(evaluateDependency(any(when('a', 'equals', ['no']), all(when('n', 'lessThan', ['6']))), subjectOf)).toBe(true);
    expect(referencedQuestionIds(any(when('a', 'isAnswered'), all(when('n', 'isAnswered'), when('a', 'isAnswered'))))).toEqual(['a', 'n']);
  });
});
