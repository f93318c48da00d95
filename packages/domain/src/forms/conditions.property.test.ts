import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_OPERATORS, type AnswerValue, type DependencyStatement, type DependencyTree } from './definition.js';
import type { AnswerKind } from './answers.js';
import { compareAnswer, evaluateDependency, evaluateStatement, NEGATED_OPERATOR, OPERATORS_BY_KIND, type ConditionSubject } from './conditions.js';

const KINDS = ['single', 'multi', 'text', 'number', 'calculated', 'date', 'file', 'table'] as const satisfies readonly AnswerKind[];
const OPTION = fc.constantFrom('a', 'b', 'c', 'd');
const DAY = fc.integer({ min: 1, max: 28 }).map((day) => `2026-03-${String(day).padStart(2, '0')}`);
const NUMBER_TEXT = fc.oneof(fc.integer({ min: -5, max: 5 }).map(String), fc.constantFrom('0.5', '-1.5', 'x', ''));

/** An answer of a kind, or none. */
function answerOf(kind: AnswerKind): fc.Arbitrary<AnswerValue | null> {
  const value: fc.Arbitrary<AnswerValue> = (() => {
    switch (kind) {
      case 'single':
        return OPTION.map((option) => ({ arrayValue: [option] }));
      case 'multi':
        return fc.uniqueArray(OPTION, { maxLength: 4 }).map((arrayValue) => ({ arrayValue }));
      case 'text':
        return fc.constantFrom('', 'a', 'B', 'ab', ' abc ', 'xyz').map((textValue) => ({ textValue }));
      case 'number':
      case 'calculated':
        return fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -5, max: 5, noNaN: true })).map((numberValue) => ({ numberValue }));
      case 'date':
        return fc.oneof(DAY, fc.constant('2026-02-30')).map((textValue) => ({ textValue }));
      case 'file':
        return fc.integer({ min: 0, max: 4 }).map((count) => ({ arrayValue: Array.from({ length: count }, (_, i) => `f${i}`) }));
      case 'table':
        return fc.array(fc.constantFrom('', 'x'), { maxLength: 4 }).map((cells) => ({ tableValue: cells.map((c) => ({ col: c })) }));
      default:
        return fc.constant({});
    }
  })();
  return fc.option(value, { nil: null });
}

function valuesFor(kind: AnswerKind): fc.Arbitrary<string[]> {
  const single =
    kind === 'single' || kind === 'multi'
      ? OPTION
      : kind === 'text'
        ? fc.constantFrom('a', 'ab', 'ABC', 'xyz', '')
        : kind === 'date'
          ? DAY
          : NUMBER_TEXT;
  return fc.array(single, { minLength: 0, maxLength: 3 });
}

const subjectAndStatement = fc.constantFrom(...KINDS).chain((kind) =>
  fc.record({
    subject: answerOf(kind).map((answer): ConditionSubject => ({ kind, answer })),
    operator: fc.constantFrom(...CONDITION_OPERATORS),
    values: valuesFor(kind),
  }),
);

describe('conditions: properties for every operator and answer kind (fast-check)', () => {
  it('a hide statement is the negation of the same show statement', () => {
    fc.assert(
      fc.property(subjectAndStatement, ({ subject, operator, values }) => {
        const show: DependencyStatement = { action: 'show', questionId: 'q', operator, values };
        expect(evaluateStatement({ ...show, action: 'hide' }, subject)).toBe(!evaluateStatement(show, subject));
      }),
      { numRuns: 2000 },
    );
  });

  it('negative operators are exact negations of their positive twin; an operator that does not fit never holds', () => {
    fc.assert(
      fc.property(subjectAndStatement, ({ subject, operator, values }) => {
        const negated = NEGATED_OPERATOR[operator];
        if (negated && OPERATORS_BY_KIND[subject.kind].includes(operator)) {
          expect(compareAnswer(subject, operator, values)).toBe(!compareAnswer(subject, negated, values));
        }
        if (!OPERATORS_BY_KIND[subject.kind].includes(operator) && !['isNotAnswered', 'notEquals', 'notContains', 'noneOf'].includes(operator)) {
          expect(compareAnswer(subject, operator, values)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('an unanswered question: positive comparisons fail, negative ones hold', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.constantFrom(...CONDITION_OPERATORS), fc.array(fc.string(), { maxLength: 3 }), (kind, operator, values) => {
        const negative = ['isNotAnswered', 'notEquals', 'notContains', 'noneOf'].includes(operator);
        expect(compareAnswer({ kind, answer: null }, operator, values)).toBe(negative);
      }),
    );
  });

  // Trees over four questions with random answers: the laws of and/or and of show/hide.
  const subjects = fc.record({
    a: answerOf('single').map((answer): ConditionSubject => ({ kind: 'single', answer })),
    n: answerOf('number').map((answer): ConditionSubject => ({ kind: 'number', answer })),
    d: answerOf('date').map((answer): ConditionSubject => ({ kind: 'date', answer })),
    m: answerOf('multi').map((answer): ConditionSubject => ({ kind: 'multi', answer })),
  });
  const statement: fc.Arbitrary<DependencyStatement> = fc.constantFrom('a', 'n', 'd', 'm').chain((questionId) => {
    const kind = ({ a: 'single', n: 'number', d: 'date', m: 'multi' } as const)[questionId];
    return fc.record({
      action: fc.constantFrom('show' as const, 'hide' as const),
      questionId: fc.constant(questionId),
      operator: fc.constantFrom(...OPERATORS_BY_KIND[kind]),
      values: valuesFor(kind),
    });
  });
  const { tree } = fc.letrec<{ tree: DependencyTree; node: DependencyStatement | DependencyTree }>((tie) => ({
    tree: fc.record({ operator: fc.constantFrom('and' as const, 'or' as const), statements: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, statement, tie('tree')),
  }));

  it('and holds when every part holds, or when some part does; order does not matter', () => {
    fc.assert(
      fc.property(subjects, tree, tree, (answers, x, y) => {
        const subjectOf = (id: string) => answers[id as keyof typeof answers];
        const ex = evaluateDependency(x, subjectOf);
        const ey = evaluateDependency(y, subjectOf);
        expect(evaluateDependency({ operator: 'and', statements: [x, y] }, subjectOf)).toBe(ex && ey);
        expect(evaluateDependency({ operator: 'or', statements: [x, y] }, subjectOf)).toBe(ex || ey);
        expect(evaluateDependency({ operator: 'and', statements: [y, x] }, subjectOf)).toBe(ex && ey);
        expect(evaluateDependency({ operator: 'or', statements: [x] }, subjectOf)).toBe(ex);
      }),
      { numRuns: 1000 },
    );
  });

  it('De Morgan: flipping every action and swapping and/or negates a tree', () => {
    const flip = (node: DependencyStatement | DependencyTree): DependencyStatement | DependencyTree =>
      'statements' in node
        ? { operator: node.operator === 'and' ? 'or' : 'and', statements: node.statements.map(flip) }
        : { ...node, action: node.action === 'show' ? 'hide' : 'show' };
    fc.assert(
      fc.property(subjects, tree, (answers, x) => {
        const subjectOf = (id: string) => answers[id as keyof typeof answers];
        expect(evaluateDependency(flip(x) as DependencyTree, subjectOf)).toBe(!evaluateDependency(x, subjectOf));
      }),
      { numRuns: 1000 },
    );
  });
});
