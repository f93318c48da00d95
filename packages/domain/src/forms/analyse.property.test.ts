import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerValue, Answers, DependencyStatement, DependencyTree, FormDefinition, Question } from './definition.js';
import { answerKind, formatIsoDay } from './answers.js';
import { analyseFormDefinition } from './analyse.js';
import { OPERATORS_BY_KIND, operatorArity } from './conditions.js';
import { dependencyGraph, stronglyConnected } from './cycles.js';
import { compileForm } from './evaluate.js';
import { visibleQuestionIds } from './evaluate.js';
import { form, option, question } from './test-factories.js';

const DAY0 = 20_500; // 2026-02-16

/** A question with a small, finite set of valid answers, and that set (null: unanswered). */
interface Finite {
  question: Question;
  answers: Array<AnswerValue | null>;
  values: string[];
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((subset) => [...subset, item])), [[]]);
}

const finiteQuestion = (id: string): fc.Arbitrary<Finite> =>
  fc.oneof(
    fc.integer({ min: 1, max: 3 }).map((n): Finite => {
      const values = Array.from({ length: n }, (_, i) => `o${i}`);
      return { question: question(id, 'select_radio', { options: values.map((v) => option(v)) }), answers: [null, ...values.map((v) => ({ arrayValue: [v] }))], values: [...values, 'zz'] };
    }),
    fc.record({ n: fc.integer({ min: 1, max: 3 }), min: fc.integer({ min: 0, max: 3 }), extra: fc.integer({ min: 0, max: 2 }) }).map(({ n, min, extra }): Finite => {
      const values = Array.from({ length: n }, (_, i) => `o${i}`);
      const minSelected = Math.min(min, n);
      const maxSelected = Math.min(n, Math.max(1, minSelected) + extra);
      const answers = subsets(values).filter((s) => s.length >= Math.max(1, minSelected) && s.length <= maxSelected);
      return {
        question: question(id, 'select_checkbox', { options: values.map((v) => option(v)), validations: { minSelected, maxSelected } }),
        answers: [null, ...answers.map((arrayValue) => ({ arrayValue }))],
        values: [...values, 'zz'],
      };
    }),
    fc.record({ min: fc.integer({ min: -2, max: 2 }), span: fc.integer({ min: 0, max: 4 }) }).map(({ min, span }): Finite => {
      const numbers = Array.from({ length: span + 1 }, (_, i) => min + i);
      return {
        question: question(id, 'number', { validations: { min, max: min + span, integer: true } }),
        answers: [null, ...numbers.map((numberValue) => ({ numberValue }))],
        values: [...Array.from({ length: span + 5 }, (_, i) => String(min - 2 + i)), '0.5'],
      };
    }),
    fc.integer({ min: 0, max: 4 }).map((span): Finite => {
      const days = Array.from({ length: span + 1 }, (_, i) => DAY0 + i);
      return {
        question: question(id, 'date', { validations: { minDate: formatIsoDay(DAY0), maxDate: formatIsoDay(DAY0 + span) } }),
        answers: [null, ...days.map((day) => ({ textValue: formatIsoDay(day) }))],
        values: Array.from({ length: span + 5 }, (_, i) => formatIsoDay(DAY0 - 2 + i)),
      };
    }),
    fc.integer({ min: 1, max: 3 }).map((maxFiles): Finite => ({
      question: question(id, 'file', { validations: { maxFiles } }),
      answers: [null, ...Array.from({ length: maxFiles }, (_, i) => ({ arrayValue: Array.from({ length: i + 1 }, (_, j) => `f${j}`) }))],
      values: ['0', '1', '2', '3', '4'],
    })),
    fc.record({ minRows: fc.integer({ min: 1, max: 2 }), extra: fc.integer({ min: 0, max: 1 }) }).map(({ minRows, extra }): Finite => ({
      question: question(id, 'table', { validations: { columns: [{ id: 'c', labels: { en: 'C' }, type: 'text' }], userAddRow: true, minRows, maxRows: minRows + extra } }),
      answers: [null, ...Array.from({ length: extra + 1 }, (_, i) => ({ tableValue: Array.from({ length: minRows + i }, () => ({ c: 'x' })) }))],
      values: ['0', '1', '2', '3', '4'],
    })),
  );

function statementOn(target: Finite): fc.Arbitrary<DependencyStatement> {
  const kind = answerKind(target.question);
  return fc.constantFrom(...OPERATORS_BY_KIND[kind]).chain((operator) => {
    const { min, max } = operatorArity(operator);
    return fc.record({
      action: fc.constantFrom('show' as const, 'hide' as const),
      questionId: fc.constant(target.question.id),
      operator: fc.constant(operator),
      values: fc.array(fc.constantFrom(...target.values), { minLength: min, maxLength: Math.min(max, 3) }),
    });
  });
}

function treeOver(targets: readonly Finite[]): fc.Arbitrary<DependencyTree> {
  const statement = fc.constantFrom(...targets).chain(statementOn);
  const node = fc.oneof(
    { weight: 3, arbitrary: statement },
    { weight: 1, arbitrary: fc.record({ operator: fc.constantFrom('and' as const, 'or' as const), statements: fc.array(statement, { minLength: 1, maxLength: 3 }) }) },
  );
  return fc.record({ operator: fc.constantFrom('and' as const, 'or' as const), statements: fc.array(node, { minLength: 1, maxLength: 4 }) });
}

const finiteForm = fc
  .tuple(finiteQuestion('a'), finiteQuestion('b'))
  .chain((targets) => treeOver(targets).map((tree) => ({ targets, definition: form(...targets.map((t) => t.question), question('target', 'text', { dependency: tree })) })));

function product(targets: readonly Finite[]): Answers[] {
  return targets.reduce<Answers[]>(
    (all, target) => all.flatMap((answers) => target.answers.map((answer) => (answer ? { ...answers, [target.question.id]: answer } : answers))),
    [{}],
  );
}

const reportsNeverMet = (definition: FormDefinition, id: string) =>
  analyseFormDefinition(definition).some((problem) => problem.code === 'conditionNeverMet' && problem.questionIds[0] === id);

describe('analyseFormDefinition: properties (fast-check)', () => {
  it('on questions with finite answers, a condition is reported never met exactly when no answers meet it', () => {
    fc.assert(
      fc.property(finiteForm, ({ targets, definition }) => {
        const reachable = product(targets).some((answers) => visibleQuestionIds(definition, answers).has('target'));
        expect(reportsNeverMet(definition, 'target')).toBe(!reachable);
      }),
      { numRuns: 400 },
    );
  });

  it('text: a condition reported never met has no satisfying answer in a sampled search', () => {
    const pool = ['a', 'ab', 'b', 'abc', 'B'];
    const textForm = fc.record({ maxLength: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }) }).chain(({ maxLength }) => {
      const target: Finite = { question: question('t', 'text', maxLength ? { validations: { maxLength } } : {}), answers: [], values: pool };
      return treeOver([target]).map((tree) => form(target.question, question('target', 'text', { dependency: tree })));
    });
    const texts = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A', 'B'), maxLength: 5 }), { minLength: 50, maxLength: 50 });
    fc.assert(
      fc.property(textForm, texts, (definition, sample) => {
        if (!reportsNeverMet(definition, 'target')) return;
        const maxLength = definition.questions[0]?.validations?.maxLength ?? Infinity;
        for (const text of [...sample, ...pool, '']) {
          if (text.trim().length > maxLength) continue;
          expect(visibleQuestionIds(definition, text ? { t: { textValue: text } } : {}).has('target'), text).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a condition reported never met stays unmet even through questions whose own conditions gate them', () => {
    let reported = 0;
    // b is shown depending on a, c depending on a and b; the target reads all three.
    const gated = fc
      .tuple(finiteQuestion('a'), finiteQuestion('b'), finiteQuestion('c'))
      .chain(([a, b, c]) =>
        fc.tuple(treeOver([a]), treeOver([a, b]), treeOver([a, b, c])).map(([gateB, gateC, tree]) => ({
          targets: [a, b, c],
          definition: form(
            a.question,
            { ...b.question, dependency: gateB },
            { ...c.question, dependency: gateC },
            question('target', 'text', { dependency: tree }),
          ),
        })),
      );
    fc.assert(
      fc.property(gated, ({ targets, definition }) => {
        if (!reportsNeverMet(definition, 'target')) return;
        reported += 1;
        for (const answers of product(targets)) expect(visibleQuestionIds(definition, answers).has('target')).toBe(false);
      }),
      { numRuns: 300 },
    );
    expect(reported).toBeGreaterThan(0); // the property is not vacuous
  });

  // Forms whose references follow a random ranking (so forward references too) are acyclic; chaining k questions
  // into a loop makes a cycle the analyser must report.
  const rankedForm = fc.integer({ min: 3, max: 12 }).chain((size) =>
    fc
      .tuple(
        fc.shuffledSubarray(Array.from({ length: size }, (_, i) => i), { minLength: size, maxLength: size }),
        fc.array(fc.tuple(fc.constantFrom('text', 'number', 'section', 'calculated') as fc.Arbitrary<Question['type']>, fc.array(fc.nat(), { maxLength: 2 })), { minLength: size, maxLength: size }),
      )
      .map(([rank, specs]) => {
        const ids = specs.map((_, i) => `q${i}`);
        const questions = specs.map(([type, picks], i): Question => {
          // Only questions ranked lower (and not sections, which take no answer) may be read.
          const lower = ids.filter((_, j) => (rank[j] as number) < (rank[i] as number) && specs[j]?.[0] !== 'section');
          const refs = lower.length === 0 ? [] : [...new Set(picks.map((p) => lower[p % lower.length] as string))];
          if (type === 'section') return question(ids[i] as string, 'section');
          if (type === 'calculated') {
            return question(ids[i] as string, 'calculated', { validations: { calculation: { operation: 'sum', questionIds: refs.length > 0 ? refs : ['none'] } } });
          }
          const statements = refs.map((ref) => ({ action: 'show' as const, questionId: ref, operator: 'isAnswered' as const, values: [] }));
          return question(ids[i] as string, type, statements.length > 0 ? { dependency: { operator: 'or', statements } } : {});
        });
        return form(...questions);
      }),
  );
  const cyclesOf = (definition: FormDefinition) => analyseFormDefinition(definition).filter((problem) => problem.code === 'conditionCycle');

  it('never reports a cycle on an acyclic form', () => {
    // A question after a section depends on it; a section here reads nothing, so ranking keeps the form acyclic.
    fc.assert(
      fc.property(rankedForm, (definition) => {
        expect(cyclesOf(definition)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('always reports an injected cycle, naming real cycles in order', () => {
    const injected = rankedForm.chain((definition) => {
      const answerable = definition.questions.filter((q) => q.type !== 'section' && q.type !== 'calculated').map((q) => q.id);
      return fc
        .shuffledSubarray(answerable, { minLength: Math.min(2, answerable.length), maxLength: Math.min(4, answerable.length) })
        .map((loop) => ({ definition, loop }));
    });
    fc.assert(
      fc.property(injected, ({ definition, loop }) => {
        fc.pre(loop.length >= 2);
        const questions = definition.questions.map((q) => {
          const at = loop.indexOf(q.id);
          if (at < 0) return q;
          const next = loop[(at + 1) % loop.length] as string;
          const statement: DependencyStatement = { action: 'show', questionId: next, operator: 'isAnswered', values: [] };
          return { ...q, dependency: { operator: 'and' as const, statements: q.dependency ? [q.dependency, statement] : [statement] } };
        });
        const cyclic = form(...questions);
        const cycles = cyclesOf(cyclic);
        expect(cycles.length).toBeGreaterThan(0);
        const graph = dependencyGraph(compileForm(cyclic));
        for (const { questionIds } of cycles) {
          expect(new Set(questionIds).size).toBe(questionIds.length);
          questionIds.forEach((id, i) => expect(graph.get(id)).toContain(questionIds[(i + 1) % questionIds.length]));
        }
        const component = stronglyConnected(graph).find((members) => members.includes(loop[0] as string));
        expect(component).toEqual(expect.arrayContaining(loop));
      }),
      { numRuns: 300 },
    );
  });
});
