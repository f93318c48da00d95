import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.js';
import { analyseFormDefinition } from './analyse.js';
import type { FormProblem } from './problems.js';
import { all, any, form, option, question, when, yesNo } from './test-factories.js';

const codes = (definition: FormDefinition) => analyseFormDefinition(definition).map((problem) => problem.code);
const only = (definition: FormDefinition): FormProblem[] => analyseFormDefinition(definition);
const neverMet = (definition: FormDefinition) => only(definition).filter((problem) => problem.code === 'conditionNeverMet');

describe('analyseFormDefinition: questions and their rules', () => {
  it('a well-formed form of every type has no problem', () => {
    const definition = form(
      question('s', 'section'),
      question('h', 'heading'),
      question('sh', 'sub_heading'),
      question('p', 'paragraph'),
      question('v', 'video', { validations: { videoUrl: 'https://example.com/v' } }),
      question('t', 'text', { required: true, validations: { minLength: 1, maxLength: 10, pattern: '[A-Z].*' } }),
      question('tl', 'text_long', { validations: { maxLength: 1000 } }),
      question('n', 'number', { validations: { min: 0, max: 10, integer: true } }),
      question('ns', 'number_scale', { validations: { min: 0, max: 10 } }),
      question('cb', 'select_checkbox', { options: yesNo, validations: { maxSelected: 2 } }),
      question('dd', 'select_dropdown', { options: yesNo }),
      question('r', 'select_radio', { options: [option('a', { numericalValue: 1 }), option('b', { numericalValue: 2 })] }),
      question('md', 'select_multi_dropdown', { options: yesNo }),
      question('ts', 'tree_single', { optionsDepth: 2, options: [option('x', { children: [option('x1')] })] }),
      question('tm', 'tree_multi', { optionsDepth: 2, options: [option('y', { children: [option('y1')] })] }),
      question('d', 'date', { validations: { minDate: '2026-01-01' } }),
      question('tb', 'table', { validations: { columns: [{ id: 'c', labels: { en: 'C' }, type: 'text' }], userAddRow: true } }),
      question('f', 'file', { validations: { fileTypes: ['pdf'], maxFiles: 2 } }),
      question('cf', 'custom_field', { validations: { customFieldId: 'cf1', maxLength: 20 } }),
      question('calc', 'calculated', { validations: { calculation: { operation: 'sum', questionIds: ['n', 'r'] } } }),
    );
    expect(only(definition)).toEqual([]);
  });

  it('duplicate ids, rules that do not fit the type, min above max, invalid patterns', () => {
    expect(only(form(question('a', 'text'), question('a', 'number')))).toEqual([{ code: 'duplicateQuestionId', questionIds: ['a'] }]);
    expect(only(form(question('a', 'text', { validations: { min: 3 } })))).toEqual([{ code: 'ruleNotForType', questionIds: ['a'], params: { rule: 'min' } }]);
    expect(codes(form(question('a', 'heading', { required: true })))).toEqual(['ruleNotForType']);
    expect(codes(form(question('a', 'calculated', { required: true, validations: { calculation: { operation: 'sum', questionIds: ['b'] } } }), question('b', 'number')))).toEqual(['ruleNotForType']);
    expect(only(form(question('a', 'number', { validations: { min: 5, max: 1 } })))).toEqual([{ code: 'minAboveMax', questionIds: ['a'], params: { min: 'min', max: 'max' } }]);
    expect(codes(form(question('a', 'number_scale', { validations: { min: 7 } })))).toEqual(['minAboveMax']);
    expect(codes(form(question('a', 'date', { validations: { minDate: '2026-02-01', maxDate: '2026-01-01' } })))).toEqual(['minAboveMax']);
    expect(codes(form(question('a', 'text', { validations: { minLength: 5, maxLength: 2 } })))).toEqual(['minAboveMax']);
    expect(codes(form(question('a', 'text', { validations: { pattern: '(' } })))).toEqual(['invalidPattern']);
    expect(codes(form(question('a', 'text_long', { validations: { format: 'email' } })))).toEqual(['ruleNotForType']);
    expect(codes(form(question('a', 'custom_field', { validations: { customFieldId: 'x', max: 3, maxLength: 2 } })))).toEqual(['ruleNotForType']);
  });

  it('choices need options with distinct values, nested no deeper than optionsDepth; other types take none', () => {
    expect(codes(form(question('a', 'select_radio')))).toEqual(['missingOptions']);
    expect(only(form(question('a', 'tree_single', { options: [option('x', { children: [option('x')] })] })))).toEqual([
      { code: 'duplicateOptionValue', questionIds: ['a'], params: { value: 'x' } },
      { code: 'optionsTooDeep', questionIds: ['a'], params: { depth: 2, max: 1 } },
    ]);
    expect(codes(form(question('a', 'text', { options: yesNo })))).toEqual(['optionsNotForType']);
    expect(codes(form(question('a', 'select_radio', { options: yesNo, optionsDepth: 2 })))).toEqual(['ruleNotForType']);
    expect(only(form(question('a', 'select_checkbox', { options: yesNo, validations: { minSelected: 3 } })))).toEqual([
      { code: 'minAboveMax', questionIds: ['a'], params: { min: 'minSelected', max: 'options' } },
    ]);
  });

  it('tables need columns, custom fields their field, videos their address, calculations numeric inputs', () => {
    expect(codes(form(question('a', 'table')))).toEqual(['missingColumns']);
    const column = { id: 'c', labels: { en: 'C' }, type: 'text' as const };
    expect(codes(form(question('a', 'table', { validations: { columns: [column, column] } })))).toEqual(['duplicateColumnId']);
    expect(codes(form(question('a', 'custom_field')))).toEqual(['missingCustomField']);
    expect(codes(form(question('a', 'video')))).toEqual(['missingVideoUrl']);
    expect(codes(form(question('a', 'calculated')))).toEqual(['missingCalculation']);
    const calc = (ids: string[]) => question('c', 'calculated', { validations: { calculation: { operation: 'sum', questionIds: ids } } });
    expect(only(form(question('t', 'text'), question('r', 'select_radio', { options: yesNo }), calc(['t', 'r', 'zz', 'c'])))).toEqual([
      { code: 'calculationNotNumeric', questionIds: ['c', 't'] },
      { code: 'calculationNotNumeric', questionIds: ['c', 'r'] },
      { code: 'calculationUnknownQuestion', questionIds: ['c', 'zz'] },
      { code: 'calculationOnItself', questionIds: ['c'] },
    ]);
  });
});

describe('analyseFormDefinition: condition statements', () => {
  const base = [question('choice', 'select_radio', { options: yesNo }), question('num', 'number'), question('day', 'date'), question('intro', 'paragraph')];

  it('names the question and the question its condition reads', () => {
    const problems = only(
      form(
        ...base,
        question('a', 'text', { dependency: all(when('ghost', 'isAnswered')) }),
        question('b', 'text', { dependency: all(when('intro', 'isAnswered')) }),
        question('c', 'text', { dependency: all(when('c', 'isAnswered')) }),
        question('d', 'text', { dependency: all(when('num', 'contains', ['1'])) }),
        question('e', 'text', { dependency: all(when('num', 'between', ['1'])) }),
        question('f', 'text', { dependency: all(when('choice', 'equals', ['maybe'])) }),
        question('g', 'text', { dependency: all(when('num', 'greaterThan', ['ten'])) }),
        question('h', 'text', { dependency: all(when('day', 'before', ['tomorrow'])) }),
        question('i', 'text', { dependency: all(when('later', 'isAnswered')) }),
        question('later', 'text'),
      ),
    ).filter((problem) => problem.code !== 'conditionNeverMet');
    expect(problems).toEqual([
      { code: 'conditionUnknownQuestion', questionIds: ['a', 'ghost'] },
      { code: 'conditionOnDisplayQuestion', questionIds: ['b', 'intro'] },
      { code: 'conditionOnItself', questionIds: ['c'] },
      { code: 'conditionOperatorNotForType', questionIds: ['d', 'num'], params: { operator: 'contains', type: 'number' } },
      { code: 'conditionValueCount', questionIds: ['e', 'num'], params: { operator: 'between', count: 1 } },
      { code: 'conditionValueNotOption', questionIds: ['f', 'choice'], params: { value: 'maybe' } },
      { code: 'conditionValueNotNumber', questionIds: ['g', 'num'], params: { value: 'ten' } },
      { code: 'conditionValueNotDate', questionIds: ['h', 'day'], params: { value: 'tomorrow' } },
      { code: 'conditionForwardReference', questionIds: ['i', 'later'] },
    ]);
  });
});

describe('analyseFormDefinition: cycles (D-183)', () => {
  it('names the questions of a cycle in order', () => {
    const definition = form(
      question('a', 'text', { dependency: all(when('c', 'isAnswered')) }),
      question('b', 'text', { dependency: all(when('a', 'isAnswered')) }),
      question('c', 'text', { dependency: all(when('b', 'isAnswered')) }),
      question('d', 'text', { dependency: all(when('a', 'isAnswered')) }),
    );
    expect(only(definition).filter((problem) => problem.code === 'conditionCycle')).toEqual([{ code: 'conditionCycle', questionIds: ['a', 'c', 'b'] }]);
  });

  it('a section depending on one of its own questions, and calculated inputs, close cycles', () => {
    const section = form(question('s', 'section', { dependency: all(when('q', 'isAnswered')) }), question('q', 'text'));
    expect(only(section).filter((problem) => problem.code === 'conditionCycle')).toEqual([{ code: 'conditionCycle', questionIds: ['s', 'q'] }]);
    const calc = form(
      question('n', 'number', { dependency: all(when('total', 'greaterThan', ['1'])) }),
      question('total', 'calculated', { validations: { calculation: { operation: 'sum', questionIds: ['n'] } } }),
    );
    expect(only(calc).filter((problem) => problem.code === 'conditionCycle')).toEqual([{ code: 'conditionCycle', questionIds: ['n', 'total'] }]);
  });

  it('reports each separate cycle once', () => {
    const definition = form(
      question('a', 'text', { dependency: all(when('b', 'isAnswered')) }),
      question('b', 'text', { dependency: all(when('a', 'isAnswered')) }),
      question('c', 'text', { dependency: any(when('d', 'isAnswered'), when('a', 'isAnswered')) }),
      question('d', 'text', { dependency: all(when('c', 'isAnswered')) }),
    );
    expect(only(definition).filter((problem) => problem.code === 'conditionCycle').map((problem) => problem.questionIds)).toEqual([['a', 'b'], ['c', 'd']]);
  });
});

describe('analyseFormDefinition: conditions that can never be met (D-184)', () => {
  const choice = question('choice', 'select_radio', { options: yesNo });
  const multi = question('multi', 'select_checkbox', { options: [option('a'), option('b'), option('c')], validations: { maxSelected: 2 } });
  const num = question('num', 'number', { validations: { min: 0, max: 100, integer: true } });
  const day = question('day', 'date', { validations: { minDate: '2026-01-01', maxDate: '2026-12-31' } });
  const text = question('text', 'text', { validations: { maxLength: 5 } });
  const target = (dependency: ReturnType<typeof all>) => question('target', 'text', { dependency });
  const isNeverMet = (dependency: ReturnType<typeof all>) => neverMet(form(choice, multi, num, day, text, target(dependency))).length > 0;

  it('contradictory statements under and', () => {
    expect(isNeverMet(all(when('choice', 'equals', ['yes']), when('choice', 'equals', ['no'])))).toBe(true);
    expect(isNeverMet(all(when('num', 'greaterThan', ['10']), when('num', 'lessThan', ['5'])))).toBe(true);
    expect(isNeverMet(all(when('num', 'greaterThan', ['10']), when('num', 'lessThan', ['11'])))).toBe(true); // whole numbers
    expect(isNeverMet(all(when('num', 'greaterThan', ['10']), when('num', 'lessThan', ['12'])))).toBe(false);
    expect(isNeverMet(all(when('day', 'after', ['2026-06-01']), when('day', 'before', ['2026-06-02'])))).toBe(true);
    expect(isNeverMet(all(when('multi', 'allOf', ['a', 'b', 'c'])))).toBe(true); // at most two
    expect(isNeverMet(all(when('multi', 'allOf', ['a', 'b'])))).toBe(false);
    expect(isNeverMet(all(when('choice', 'isAnswered'), when('choice', 'isNotAnswered')))).toBe(true);
    expect(isNeverMet(all(when('text', 'contains', ['abc']), when('text', 'notContains', ['b'])))).toBe(true);
    expect(isNeverMet(all(when('text', 'contains', ['abcdef'])))).toBe(true); // longer than maxLength
    expect(isNeverMet(all(when('text', 'equals', ['x']), when('text', 'equals', ['y'])))).toBe(true);
  });

  it('values outside the rules of the question', () => {
    expect(isNeverMet(all(when('num', 'greaterThan', ['100'])))).toBe(true);
    expect(isNeverMet(all(when('num', 'between', ['20', '10'])))).toBe(true);
    expect(isNeverMet(all(when('day', 'before', ['2026-01-01'])))).toBe(true);
    expect(isNeverMet(all(when('num', 'equals', ['2.5'])))).toBe(true);
  });

  it('an or where every branch is impossible; hide statements negate', () => {
    expect(isNeverMet(any(when('num', 'greaterThan', ['100']), all(when('choice', 'equals', ['yes']), when('choice', 'equals', ['no']))))).toBe(true);
    expect(isNeverMet(any(when('num', 'greaterThan', ['100']), when('choice', 'equals', ['yes'])))).toBe(false);
    expect(isNeverMet(all(when('choice', 'isAnswered', [], 'hide'), when('choice', 'equals', ['yes'])))).toBe(true);
    expect(isNeverMet(all(when('num', 'lessThan', ['101'], 'hide'), when('num', 'isAnswered')))).toBe(true);
  });

  it('a question reading a question that is never shown is never met in turn; a section hides its questions silently', () => {
    const definition = form(
      choice,
      question('never', 'text', { dependency: all(when('choice', 'equals', ['yes']), when('choice', 'equals', ['no'])) }),
      question('reader', 'text', { dependency: all(when('never', 'isAnswered')) }),
      question('s', 'section', { dependency: all(when('choice', 'anyOf', ['yes']), when('choice', 'noneOf', ['yes'])) }),
      question('inside', 'text'),
      question('s2', 'section'),
      question('readsInside', 'text', { dependency: any(when('inside', 'contains', ['x'])) }),
      question('ok', 'text', { dependency: all(when('never', 'isNotAnswered')) }),
    );
    expect(neverMet(definition)).toEqual([
      { code: 'conditionNeverMet', questionIds: ['never'], params: { reason: 'contradiction' } },
      { code: 'conditionNeverMet', questionIds: ['reader', 'never'], params: { reason: 'readsNeverShown' } },
      { code: 'conditionNeverMet', questionIds: ['s'], params: { reason: 'contradiction' } },
      { code: 'conditionNeverMet', questionIds: ['readsInside', 'inside'], params: { reason: 'readsNeverShown' } },
    ]);
  });

  it('across questions: needing a question answered means needing its condition (and its section\'s) to hold', () => {
    const definition = form(
      choice,
      question('x', 'text', { dependency: all(when('choice', 'equals', ['yes'])) }),
      question('y', 'number', { dependency: all(when('x', 'isAnswered')) }),
      question('direct', 'text', { dependency: all(when('x', 'isAnswered'), when('choice', 'equals', ['no'])) }),
      question('twoHops', 'text', { dependency: all(when('y', 'greaterThan', ['3']), when('choice', 'noneOf', ['yes'])) }),
      question('s', 'section', { dependency: all(when('choice', 'equals', ['no'])) }),
      question('inside', 'text'),
      question('s2', 'section'),
      question('viaSection', 'text', { dependency: all(when('inside', 'isAnswered'), when('choice', 'equals', ['yes'])) }),
      question('fine', 'text', { dependency: any(when('x', 'isNotAnswered'), when('choice', 'equals', ['no'])) }),
      question('alsoFine', 'text', { dependency: all(when('x', 'isAnswered'), when('choice', 'isAnswered')) }),
    );
    expect(neverMet(definition).map((problem) => problem.questionIds[0])).toEqual(['direct', 'twoHops', 'viaSection']);
  });

  it('a question inside a section: its condition and the section\'s must hold together', () => {
    const definition = form(
      choice,
      question('s', 'section', { dependency: all(when('choice', 'equals', ['yes'])) }),
      question('clash', 'text', { dependency: all(when('choice', 'equals', ['no'])) }),
      question('agrees', 'text', { dependency: all(when('choice', 'isAnswered')) }),
    );
    expect(neverMet(definition)).toEqual([{ code: 'conditionNeverMet', questionIds: ['clash'], params: { reason: 'contradiction' } }]);
  });

  it('a calculated question cannot go beyond what its inputs reach', () => {
    const definition = form(
      question('a', 'number', { validations: { min: 0, max: 10 } }),
      question('b', 'select_radio', { options: [option('x', { numericalValue: 1 }), option('y', { numericalValue: 5 })] }),
      question('sum', 'calculated', { validations: { calculation: { operation: 'sum', questionIds: ['a', 'b'] } } }),
      question('high', 'text', { dependency: all(when('sum', 'greaterThan', ['15'])) }),
      question('reachable', 'text', { dependency: all(when('sum', 'greaterThan', ['14'])) }),
    );
    expect(neverMet(definition).map((problem) => problem.questionIds[0])).toEqual(['high']);
  });
});
