import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../reference.js';
import type { Answers, AnswerFileInfo, FieldType, AnswerValue, Question, TableColumn } from './definition.js';
import { formatIsoDay, parseIsoDay } from './answers.js';
import { pruneAnswers } from './prune.js';
import { validateAnswers } from './validate.js';
import type { FieldErrorCode } from './validate-kinds.js';
import { form, option, question } from './test-factories.js';

/** A question of one type, a valid answer to it, and answers that each break exactly one rule (with its code). */
interface Case {
  question: Question;
  answer: AnswerValue | null;
  files?: AnswerFileInfo[];
  broken: Array<{ answer: AnswerValue; files?: AnswerFileInfo[]; code: FieldErrorCode }>;
}

const letters = (min: number, max: number) => fc.string({ unit: fc.constantFrom('a', 'b', 'x', 'é'), minLength: Math.max(min, 1), maxLength: max });
const word = (length: number) => 'ab'.repeat(length).slice(0, length);

function textCase(type: 'text' | 'text_long' | 'custom_field'): fc.Arbitrary<Case> {
  return fc
    .record({ minLength: fc.integer({ min: 0, max: 4 }), extra: fc.integer({ min: 0, max: 6 }), pattern: fc.boolean(), required: fc.boolean() })
    .chain(({ minLength, extra, pattern, required }) => {
      const maxLength = Math.max(minLength, 1) + extra;
      const withPattern = pattern && type === 'text';
      const validations = { minLength, maxLength, ...(withPattern ? { pattern: '[a-zé ]+' } : {}), ...(type === 'custom_field' ? { customFieldId: 'cf' } : {}) };
      const q = question('q', type, { required, validations });
      return letters(Math.max(minLength, 1), maxLength).map((text): Case => {
        const broken: Case['broken'] = [{ answer: { textValue: word(maxLength + 1) }, code: 'tooLong' }];
        if (minLength >= 2) broken.push({ answer: { textValue: word(minLength - 1) }, code: 'tooShort' });
        if (withPattern && text.length < maxLength) broken.push({ answer: { textValue: `${text}1` }, code: 'pattern' });
        broken.push({ answer: { textValue: text, numberValue: 1 }, code: 'unexpectedAnswer' });
        return { question: q, answer: { textValue: text }, broken };
      });
    });
}

function numberCase(type: 'number' | 'number_scale'): fc.Arbitrary<Case> {
  return fc
    .record({ min: fc.integer({ min: -50, max: 5 }), span: fc.integer({ min: 2, max: 60 }), integer: fc.boolean(), step: fc.constantFrom(undefined, 2, 0.5) })
    .chain(({ min, span, integer, step }) => {
      const max = min + span;
      const scale = type === 'number_scale';
      const usedStep = scale ? 1 : integer ? undefined : step;
      const validations = scale ? { min, max } : { min, max, integer, ...(usedStep ? { step: usedStep } : {}) };
      const q = question('q', type, { validations });
      const grid = usedStep ?? (integer || scale ? 1 : undefined);
      const value = grid
        ? fc.integer({ min: 0, max: Math.floor(span / grid) }).map((k) => min + k * grid)
        : fc.double({ min, max, noNaN: true });
      return value.map((numberValue): Case => {
        const broken: Case['broken'] = [
          { answer: { numberValue: min - (grid ?? 1) }, code: 'tooSmall' },
          { answer: { numberValue: max + (grid ?? 1) }, code: 'tooLarge' },
        ];
        if (grid && !scale && integer) broken.push({ answer: { numberValue: min + 0.5 }, code: 'notInteger' });
        if (grid && (usedStep ?? 0) > 0) broken.push({ answer: { numberValue: min + grid / 4 }, code: 'notOnStep' });
        return { question: q, answer: { numberValue }, broken };
      });
    });
}

function choiceCase(type: FieldType): fc.Arbitrary<Case> {
  const multi = ['select_checkbox', 'select_multi_dropdown', 'tree_multi'].includes(type);
  const tree = type.startsWith('tree_');
  return fc
    .record({ count: fc.integer({ min: 2, max: 6 }), writeIn: fc.boolean(), minSelected: fc.integer({ min: 0, max: 3 }), extra: fc.integer({ min: 0, max: 3 }) })
    .chain(({ count, writeIn, minSelected, extra }) => {
      const values = Array.from({ length: count }, (_, i) => `o${i}`);
      const flat = values.map((value, i) => option(value, writeIn && i === count - 1 ? { isWriteIn: true } : {}));
      const options = tree ? [option('root', { children: flat })] : flat;
      const all = tree ? ['root', ...values] : values;
      const min = multi ? Math.min(minSelected, all.length) : 0;
      const max = multi ? Math.min(all.length, Math.max(min, 1) + extra) : 1;
      const validations = multi ? { minSelected: min, maxSelected: max } : undefined;
      const q = question('q', type, { options, ...(tree ? { optionsDepth: 2 } : {}), ...(validations ? { validations } : {}) });
      const chosen = fc.shuffledSubarray(all, { minLength: Math.max(min, 1), maxLength: max });
      return chosen.map((arrayValue): Case => {
        const writeIns = arrayValue.includes(`o${count - 1}`) && writeIn ? { [`o${count - 1}`]: 'Mine' } : undefined;
        const broken: Case['broken'] = [{ answer: { arrayValue: [...arrayValue, 'zz'], ...(writeIns ? { writeIns } : {}) }, code: 'invalidOption' }];
        const writeInValue = writeIn ? `o${count - 1}` : null;
        if (all.length > max) {
          const many = all.slice(0, max + 1);
          broken.push({ answer: { arrayValue: many, ...(writeInValue && many.includes(writeInValue) ? { writeIns: { [writeInValue]: 'x' } } : {}) }, code: 'tooManySelected' });
        }
        if (multi && min >= 2) broken.push({ answer: { arrayValue: all.filter((v) => v !== writeInValue).slice(0, min - 1) }, code: 'tooFewSelected' });
        if (writeIn && max >= 1) broken.push({ answer: { arrayValue: [`o${count - 1}`] }, code: min > 1 ? 'tooFewSelected' : 'writeInMissing' });
        return { question: q, answer: { arrayValue, ...(writeIns ? { writeIns } : {}) }, broken: broken.filter((b) => (b.answer.arrayValue ?? []).length > 0) };
      });
    });
}

function dateCase(): fc.Arbitrary<Case> {
  return fc.record({ start: fc.integer({ min: 18_000, max: 22_000 }), span: fc.integer({ min: 0, max: 400 }) }).chain(({ start, span }) => {
    const q = question('q', 'date', { validations: { minDate: formatIsoDay(start), maxDate: formatIsoDay(start + span) } });
    return fc.integer({ min: start, max: start + span }).map((day): Case => ({
      question: q,
      answer: { textValue: formatIsoDay(day) },
      broken: [
        { answer: { textValue: formatIsoDay(start - 1) }, code: 'dateTooEarly' },
        { answer: { textValue: formatIsoDay(start + span + 1) }, code: 'dateTooLate' },
        { answer: { textValue: `${formatIsoDay(day).slice(0, 8)}32` }, code: 'invalidDate' },
      ],
    }));
  });
}

function fileCase(): fc.Arbitrary<Case> {
  return fc.record({ maxFiles: fc.integer({ min: 1, max: 4 }), maxFileSize: fc.integer({ min: 10, max: 10_000 }) }).chain(({ maxFiles, maxFileSize }) => {
    const q = question('q', 'file', { validations: { maxFiles, maxFileSize, fileTypes: ['pdf', 'png'] } });
    const file = (id: string, name: string, size: number): AnswerFileInfo => ({ id, name, size });
    return fc.array(fc.record({ ext: fc.constantFrom('pdf', 'PNG'), size: fc.integer({ min: 0, max: maxFileSize }) }), { minLength: 1, maxLength: maxFiles }).map((list): Case => {
      const files = list.map((entry, i) => file(`f${i}`, `doc ${i}.${entry.ext}`, entry.size));
      const ids = files.map((entry) => entry.id);
      const extraFiles = [...files, file('bad', 'run.exe', 1), file('big', 'big.pdf', maxFileSize + 1)];
      return {
        question: q,
        answer: { arrayValue: ids },
        files,
        broken: [
          { answer: { arrayValue: Array.from({ length: maxFiles + 1 }, (_, i) => `f${i}`) }, files: extraFiles, code: 'tooManyFiles' },
          { answer: { arrayValue: ['bad'] }, files: extraFiles, code: 'fileType' },
          { answer: { arrayValue: ['big'] }, files: extraFiles, code: 'fileTooLarge' },
          { answer: { arrayValue: ['ghost'] }, files: extraFiles, code: 'fileNotFound' },
        ],
      };
    });
  });
}

function tableCase(): fc.Arbitrary<Case> {
  return fc.record({ userAddRow: fc.boolean(), minRows: fc.integer({ min: 1, max: 3 }), extra: fc.integer({ min: 0, max: 3 }) }).chain(({ userAddRow, minRows, extra }) => {
    const columns: TableColumn[] = [
      { id: 'name', labels: { en: 'Name' }, type: 'text', required: true },
      { id: 'amount', labels: { en: 'Amount' }, type: 'number' },
      { id: 'since', labels: { en: 'Since' }, type: 'date' },
    ];
    const maxRows = minRows + extra;
    const q = question('q', 'table', { validations: { columns, userAddRow, minRows, ...(userAddRow ? { maxRows } : {}) } });
    const limit = userAddRow ? maxRows : minRows;
    const row = fc.record({ name: letters(1, 5), amount: fc.oneof(fc.integer({ min: -9, max: 9 }), fc.constant(null)), since: fc.constantFrom('', '2026-01-05') });
    return fc.array(row, { minLength: minRows, maxLength: limit }).map((rows): Case => {
      const broken: Case['broken'] = [
        { answer: { tableValue: Array.from({ length: limit + 1 }, () => ({ name: 'n' })) }, code: userAddRow ? 'tooManyRows' : 'rowsNotAllowed' },
        { answer: { tableValue: [{ ...rows[0], name: '', amount: 1 }, ...rows.slice(1)] }, code: 'cellRequired' },
        { answer: { tableValue: [{ ...rows[0], amount: 'many' }, ...rows.slice(1)] }, code: 'notANumber' },
        { answer: { tableValue: [{ ...rows[0], since: '2026-02-31' }, ...rows.slice(1)] }, code: 'invalidDate' },
        { answer: { tableValue: [{ ...rows[0], extra: 'x' }, ...rows.slice(1)] }, code: 'unexpectedAnswer' },
      ];
      if (minRows >= 2) broken.push({ answer: { tableValue: rows.slice(0, minRows - 1) }, code: 'tooFewRows' });
      return { question: q, answer: { tableValue: rows }, broken };
    });
  });
}

function displayCase(type: FieldType): fc.Arbitrary<Case> {
  return fc.constant({ question: question('q', type), answer: null, broken: [{ answer: { textValue: 'x' }, code: 'unexpectedAnswer' as const }] });
}

function calculatedCase(): fc.Arbitrary<Case> {
  // Checked through its inputs: the computed value must meet the calculated question's max.
  return fc.constant({ question: question('q', 'calculated', { validations: { max: 10, calculation: { operation: 'sum', questionIds: ['in'] } } }), answer: null, broken: [] });
}

function caseOf(type: FieldType): fc.Arbitrary<Case> {
  switch (type) {
    case 'text':
    case 'text_long':
    case 'custom_field':
      return textCase(type);
    case 'number':
    case 'number_scale':
      return numberCase(type);
    case 'date':
      return dateCase();
    case 'file':
      return fileCase();
    case 'table':
      return tableCase();
    case 'calculated':
      return calculatedCase();
    case 'section':
    case 'heading':
    case 'sub_heading':
    case 'paragraph':
    case 'video':
      return displayCase(type);
    default:
      return choiceCase(type);
  }
}

const anyCase = fc.constantFrom(...FIELD_TYPES).chain((type) => caseOf(type).map((c) => ({ type, ...c })));

describe('validateAnswers: properties for every field type (fast-check)', () => {
  it('a valid answer passes, and pruning keeps it as it is', () => {
    fc.assert(
      fc.property(anyCase, ({ question: q, answer, files }) => {
        const definition = form(q);
        const answers: Answers = answer ? { q: answer } : {};
        const result = validateAnswers(definition, answers, { files });
        expect(result).toEqual({ valid: true, errors: {} });
        if (answer && q.type !== 'table') expect(pruneAnswers(definition, answers).q).toEqual(answer);
      }),
      { numRuns: 600 },
    );
  });

  it('an answer breaking one rule fails with that rule’s code', () => {
    fc.assert(
      fc.property(anyCase, ({ question: q, broken }) => {
        for (const { answer, files, code } of broken) {
          expect(validateAnswers(form(q), { q: answer }, { files }).errors.q?.code, JSON.stringify(answer)).toBe(code);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('partial mode (drafts) reports a subset of the full check: never an error the full check does not give', () => {
    fc.assert(
      fc.property(anyCase, ({ question: q, answer, files, broken }) => {
        const attempts = [...(answer ? [{ answer, files }] : []), ...broken];
        for (const attempt of attempts) {
          const partial = validateAnswers(form(q), { q: attempt.answer }, { partial: true, files: attempt.files }).errors.q;
          const full = validateAnswers(form(q), { q: attempt.answer }, { files: attempt.files }).errors.q;
          if (partial) expect(full).toEqual(partial);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a required question left empty fails with required, except in partial mode', () => {
    const answerable = FIELD_TYPES.filter((type) => !['section', 'heading', 'sub_heading', 'paragraph', 'video', 'calculated'].includes(type));
    fc.assert(
      fc.property(fc.constantFrom(...answerable).chain(caseOf), ({ question: q }) => {
        const definition = form({ ...q, required: true });
        expect(validateAnswers(definition, {}).errors.q).toEqual({ code: 'required' });
        expect(validateAnswers(definition, {}, { partial: true }).valid).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a calculated question is checked on the value computed from its inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), fc.double({ noNaN: true, noDefaultInfinity: true }), (input, typed) => {
        const definition = form(question('in', 'number'), question('q', 'calculated', { validations: { max: 10, calculation: { operation: 'sum', questionIds: ['in'] } } }));
        const errors = validateAnswers(definition, { in: { numberValue: input }, q: { numberValue: typed } }).errors;
        expect(errors.q?.code).toBe(input > 10 ? 'tooLarge' : undefined);
      }),
    );
  });

  it('a hidden question is never checked and never kept', () => {
    fc.assert(
      fc.property(anyCase, ({ question: q, broken }) => {
        const gate = question('gate', 'select_radio', { options: [option('open'), option('closed')] });
        const hidden = { ...q, required: true, dependency: { operator: 'and' as const, statements: [{ action: 'show' as const, questionId: 'gate', operator: 'equals' as const, values: ['open'] }] } };
        const definition = form(gate, hidden);
        for (const { answer } of broken) {
          const answers = { gate: { arrayValue: ['closed'] }, q: answer };
          expect(validateAnswers(definition, answers).valid).toBe(true);
          expect(pruneAnswers(definition, answers)).toEqual({ gate: { arrayValue: ['closed'] } });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('dates: parse and format are inverse on real days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        expect(parseIsoDay(formatIsoDay(day))).toBe(day);
      }),
    );
  });
});
