import { describe, expect, it } from 'vitest';
import type { Answers, FormDefinition } from './definition.js';
import { validateAnswers } from './validate.js';
import { all, form, option, question, when, yesNo } from './test-factories.js';

const errorsOf = (definition: FormDefinition, answers: Answers, options: Parameters<typeof validateAnswers>[2] = {}) =>
  validateAnswers(definition, answers, options).errors;
const one = (definition: FormDefinition, answers: Answers, options: Parameters<typeof validateAnswers>[2] = {}) =>
  errorsOf(definition, answers, options)[definition.questions[0]?.id ?? ''] ?? null;

describe('validateAnswers: required, hidden, display and calculated questions', () => {
  const definition = form(
    question('intro', 'heading'),
    question('kind', 'select_radio', { required: true, options: yesNo }),
    question('detail', 'text', { required: true, dependency: all(when('kind', 'equals', ['yes'])) }),
    question('score', 'number'),
    question('total', 'calculated', { validations: { max: 10, calculation: { operation: 'sum', questionIds: ['score'] } } }),
  );

  it('a required shown question must be answered; a hidden one is skipped', () => {
    expect(validateAnswers(definition, {})).toEqual({ valid: false, errors: { kind: { code: 'required' } } });
    expect(errorsOf(definition, { kind: { arrayValue: ['yes'] } })).toEqual({ detail: { code: 'required' } });
    expect(validateAnswers(definition, { kind: { arrayValue: ['no'] }, detail: { textValue: '' } }).valid).toBe(true);
  });

  it('partial mode (drafts) does not ask for what is missing', () => {
    expect(validateAnswers(definition, {}, { partial: true }).valid).toBe(true);
  });

  it('a display question takes no answer', () => {
    expect(errorsOf(definition, { kind: { arrayValue: ['no'] }, intro: { textValue: 'hi' } })).toEqual({ intro: { code: 'unexpectedAnswer' } });
  });

  it('a calculated question is computed: its typed value is ignored, its computed value meets its rules', () => {
    expect(validateAnswers(definition, { kind: { arrayValue: ['no'] }, total: { numberValue: 999 } }).valid).toBe(true);
    expect(errorsOf(definition, { kind: { arrayValue: ['no'] }, score: { numberValue: 11 } })).toEqual({
      total: { code: 'tooLarge', params: { max: 10 } },
    });
    expect(errorsOf(definition, { kind: { arrayValue: ['no'] }, total: { textValue: '3' } })).toEqual({ total: { code: 'unexpectedAnswer' } });
  });

  it('a value in a field its type does not use is refused', () => {
    expect(errorsOf(definition, { kind: { arrayValue: ['no'] }, score: { textValue: '12' } })).toEqual({ score: { code: 'unexpectedAnswer' } });
  });
});

describe('validateAnswers: per-type rules', () => {
  it('text: lengths (in characters, trimmed) and whole-answer pattern', () => {
    const definition = form(question('t', 'text', { validations: { minLength: 2, maxLength: 4, pattern: '[a-z]+' } }));
    expect(one(definition, { t: { textValue: 'a' } })).toEqual({ code: 'tooShort', params: { min: 2 } });
    expect(one(definition, { t: { textValue: 'abcde' } })).toEqual({ code: 'tooLong', params: { max: 4 } });
    expect(one(definition, { t: { textValue: 'ab1' } })).toEqual({ code: 'pattern' });
    expect(one(definition, { t: { textValue: ' abc ' } })).toBeNull();
    expect(one(form(question('t', 'text', { validations: { maxLength: 2 } })), { t: { textValue: '😀😀' } })).toBeNull();
    expect(one(definition, { t: { textValue: 'a' } }, { partial: true })).toBeNull();
    expect(one(definition, { t: { textValue: 'abcdef' } }, { partial: true })).toEqual({ code: 'tooLong', params: { max: 4 } });
  });

  it('text formats: e-mail and web addresses (the spec\'s "is not a valid email / url" messages)', () => {
    const email = form(question('t', 'text', { validations: { format: 'email' } }));
    expect(one(email, { t: { textValue: 'ada@example.org' } })).toBeNull();
    for (const bad of ['ada@', 'ada example@x.org', 'ada@localhost', '@example.org']) expect(one(email, { t: { textValue: bad } }), bad).toEqual({ code: 'invalidEmail' });
    const url = form(question('t', 'text', { validations: { format: 'url' } }));
    for (const good of ['https://example.org/path?q=1', 'example.org', 'www.acme.io/deck']) expect(one(url, { t: { textValue: good } }), good).toBeNull();
    for (const bad of ['not a url', 'ftp://example.org', 'localhost', 'javascript:alert(1)']) expect(one(url, { t: { textValue: bad } }), bad).toEqual({ code: 'invalidUrl' });
    expect(one(url, { t: { textValue: 'exa' } }, { partial: true })).toBeNull();
  });

  it('number: integer, bounds, step; number_scale: its scale (1 to 5 by default)', () => {
    const definition = form(question('n', 'number', { validations: { min: 0, max: 10, step: 0.5, integer: false } }));
    expect(one(definition, { n: { numberValue: -1 } })).toEqual({ code: 'tooSmall', params: { min: 0 } });
    expect(one(definition, { n: { numberValue: 10.5 } })).toEqual({ code: 'tooLarge', params: { max: 10 } });
    expect(one(definition, { n: { numberValue: 0.3 } })).toEqual({ code: 'notOnStep', params: { step: 0.5 } });
    expect(one(definition, { n: { numberValue: 9.5 } })).toBeNull();
    expect(one(form(question('n', 'number', { validations: { integer: true } })), { n: { numberValue: 1.5 } })).toEqual({ code: 'notInteger' });
    const scale = form(question('s', 'number_scale'));
    expect(one(scale, { s: { numberValue: 6 } })).toEqual({ code: 'tooLarge', params: { max: 5 } });
    expect(one(scale, { s: { numberValue: 2.5 } })).toEqual({ code: 'notOnStep', params: { step: 1 } });
    expect(one(scale, { s: { numberValue: 3 } })).toBeNull();
  });

  it('date: a real YYYY-MM-DD date within its bounds', () => {
    const definition = form(question('d', 'date', { validations: { minDate: '2026-01-01', maxDate: '2026-12-31' } }));
    expect(one(definition, { d: { textValue: '2026-02-30' } })).toEqual({ code: 'invalidDate' });
    expect(one(definition, { d: { textValue: '15/03/2026' } })).toEqual({ code: 'invalidDate' });
    expect(one(definition, { d: { textValue: '2025-12-31' } })).toEqual({ code: 'dateTooEarly', params: { min: '2026-01-01' } });
    expect(one(definition, { d: { textValue: '2027-01-01' } })).toEqual({ code: 'dateTooLate', params: { max: '2026-12-31' } });
    expect(one(definition, { d: { textValue: '2026-06-01' } })).toBeNull();
  });

  it('choices: options only, one for single choice, counts for several, write-ins, tree options at any depth', () => {
    const options = [option('a'), option('b'), option('other', { isWriteIn: true })];
    const single = form(question('c', 'select_dropdown', { options }));
    expect(one(single, { c: { arrayValue: ['z'] } })).toEqual({ code: 'invalidOption', params: { value: 'z' } });
    expect(one(single, { c: { arrayValue: ['a', 'b'] } })).toEqual({ code: 'tooManySelected', params: { max: 1 } });
    expect(one(single, { c: { arrayValue: ['other'] } })).toEqual({ code: 'writeInMissing', params: { option: 'other' } });
    expect(one(single, { c: { arrayValue: ['other'], writeIns: { other: 'Mine' } } })).toBeNull();
    expect(one(single, { c: { arrayValue: ['a'], writeIns: { a: 'x' } } })).toEqual({ code: 'unexpectedAnswer' });
    expect(one(single, { c: { arrayValue: ['a'], writeIns: { other: 'left over' } } })).toBeNull();
    const multi = form(question('m', 'select_checkbox', { options, validations: { minSelected: 2, maxSelected: 2 } }));
    expect(one(multi, { m: { arrayValue: ['a'] } })).toEqual({ code: 'tooFewSelected', params: { min: 2 } });
    expect(one(multi, { m: { arrayValue: ['a', 'b', 'other'] } })).toEqual({ code: 'tooManySelected', params: { max: 2 } });
    expect(one(multi, { m: { arrayValue: ['a', 'a'] } })).toEqual({ code: 'invalidOption', params: { value: 'a' } });
    expect(one(multi, { m: { arrayValue: ['a', 'b'] } })).toBeNull();
    const tree = form(question('t', 'tree_multi', { optionsDepth: 2, options: [option('eu', { children: [option('fr'), option('de')] })] }));
    expect(one(tree, { t: { arrayValue: ['fr', 'de'] } })).toBeNull();
  });

  it('file: count, then with what the server knows of the files, type and size', () => {
    const definition = form(question('f', 'file', { validations: { fileTypes: ['pdf'], maxFileSize: 1000, maxFiles: 2 } }));
    const files = [
      { id: 'f1', name: 'deck.PDF', size: 900 },
      { id: 'f2', name: 'photo.png', size: 10 },
      { id: 'f3', name: 'big.pdf', size: 1001 },
    ];
    expect(one(definition, { f: { arrayValue: ['f1', 'f2', 'f3'] } })).toEqual({ code: 'tooManyFiles', params: { max: 2 } });
    expect(one(definition, { f: { arrayValue: ['f1'] } }, { files })).toBeNull();
    expect(one(definition, { f: { arrayValue: ['f2'] } }, { files })).toEqual({ code: 'fileType', params: { name: 'photo.png', types: 'pdf' } });
    expect(one(definition, { f: { arrayValue: ['f3'] } }, { files })).toEqual({ code: 'fileTooLarge', params: { name: 'big.pdf', max: 1000 } });
    expect(one(definition, { f: { arrayValue: ['zz'] } }, { files })).toEqual({ code: 'fileNotFound', params: { id: 'zz' } });
  });

  it('table: rows (fixed unless userAddRow), columns, cell types and required cells', () => {
    const columns = [
      { id: 'name', labels: { en: 'Name' }, type: 'text' as const, required: true },
      { id: 'share', labels: { en: 'Share' }, type: 'number' as const },
      { id: 'since', labels: { en: 'Since' }, type: 'date' as const },
    ];
    const fixed = form(question('t', 'table', { validations: { columns, minRows: 2 } }));
    expect(one(fixed, { t: { tableValue: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] } })).toEqual({ code: 'rowsNotAllowed', params: { max: 2 } });
    expect(one(fixed, { t: { tableValue: [{ name: 'A' }, { name: '' }] } })).toEqual({ code: 'tooFewRows', params: { min: 2 } });
    expect(one(fixed, { t: { tableValue: [{ name: 'A' }, { share: 3 }] } })).toEqual({ code: 'cellRequired', params: { row: 2, column: 'name' } });
    expect(one(fixed, { t: { tableValue: [{ name: 'A', share: 'x' }, { name: 'B' }] } })).toEqual({ code: 'notANumber', params: { row: 1, column: 'share' } });
    expect(one(fixed, { t: { tableValue: [{ name: 'A', since: '2026-13-01' }, { name: 'B' }] } })).toEqual({ code: 'invalidDate', params: { row: 1, column: 'since' } });
    expect(one(fixed, { t: { tableValue: [{ name: 'A', extra: 'x' }, { name: 'B' }] } })).toEqual({ code: 'unexpectedAnswer' });
    expect(one(fixed, { t: { tableValue: [{ name: 'A', share: '12.5' }, { name: 'B', since: '2026-01-02' }] } })).toBeNull();
    const growing = form(question('t', 'table', { validations: { columns, userAddRow: true, maxRows: 3 } }));
    const rows = (count: number) => ({ t: { tableValue: Array.from({ length: count }, (_, i) => ({ name: `N${i}` })) } });
    expect(one(growing, rows(3))).toBeNull();
    expect(one(growing, rows(4))).toEqual({ code: 'tooManyRows', params: { max: 3 } });
    expect(one(form(question('t', 'table', { required: true, validations: { columns } })), { t: { tableValue: [{ name: '' }] } })).toEqual({ code: 'required' });
  });

  it('custom_field follows the rules written on the question', () => {
    expect(one(form(question('c', 'custom_field', { validations: { customFieldId: 'cf', max: 3 } })), { c: { numberValue: 4 } })).toEqual({
      code: 'tooLarge',
      params: { max: 3 },
    });
    expect(one(form(question('c', 'custom_field', { validations: { customFieldId: 'cf', maxLength: 3 } })), { c: { textValue: 'abcd' } })).toEqual({
      code: 'tooLong',
      params: { max: 3 },
    });
    expect(one(form(question('c', 'custom_field', { options: yesNo })), { c: { arrayValue: ['maybe'] } })).toEqual({
      code: 'invalidOption',
      params: { value: 'maybe' },
    });
  });
});
