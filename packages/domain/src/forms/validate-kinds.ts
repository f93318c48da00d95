// The rules of each kind of answer (validateAnswers calls these once it knows a shown question is answered).
import type { AnswerFileInfo, AnswerValue, TableColumn } from './definition.js';
import { fileExtension, isRowFilled, numberScaleBounds, parseIsoDay, sameNumber, textLength } from './answers.js';
import type { CompiledQuestion } from './evaluate.js';

/** Codes of field errors; the web shows `t('forms.errors.<code>', params)` (a pattern error: the question's patternMessage if any). */
export const FIELD_ERROR_CODES = [
  'required', 'tooShort', 'tooLong', 'pattern', 'notANumber', 'notInteger', 'tooSmall', 'tooLarge', 'notOnStep',
  'invalidOption', 'writeInMissing', 'tooFewSelected', 'tooManySelected', 'invalidDate', 'dateTooEarly', 'dateTooLate',
  'tooFewRows', 'tooManyRows', 'rowsNotAllowed', 'cellRequired', 'fileType', 'fileTooLarge', 'tooManyFiles',
  'fileNotFound', 'invalidEmail', 'invalidUrl', 'unexpectedAnswer',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
export interface FieldError {
  code: FieldErrorCode;
  params?: Record<string, string | number>;
}

export interface KindContext {
  partial: boolean;
  files: ReadonlyMap<string, AnswerFileInfo> | null;
}

type Field = 'textValue' | 'numberValue' | 'arrayValue' | 'writeIns' | 'tableValue';
const FIELDS_BY_KIND: Record<string, readonly Field[]> = {
  text: ['textValue'],
  date: ['textValue'],
  number: ['numberValue'],
  calculated: ['numberValue'],
  single: ['arrayValue', 'writeIns'],
  multi: ['arrayValue', 'writeIns'],
  file: ['arrayValue'],
  table: ['tableValue'],
};
const ALL_FIELDS: readonly Field[] = ['textValue', 'numberValue', 'arrayValue', 'writeIns', 'tableValue'];

/** A value in a field this kind does not use ("12" as text for a number question) is refused, not guessed at. */
function usesOtherFields(kind: string, answer: AnswerValue): boolean {
  const allowed = FIELDS_BY_KIND[kind] ?? [];
  return ALL_FIELDS.some((field) => !allowed.includes(field) && answer[field] != null);
}

export function validateByKind(entry: CompiledQuestion, answer: AnswerValue, context: KindContext): FieldError | null {
  if (usesOtherFields(entry.kind, answer)) return { code: 'unexpectedAnswer' };
  switch (entry.kind) {
    case 'text':
      return validateText(entry, answer.textValue ?? '', context);
    case 'date':
      return validateDate(entry, answer.textValue ?? '');
    case 'number':
    case 'calculated':
      return validateNumber(entry, answer.numberValue);
    case 'single':
    case 'multi':
      return validateChoice(entry, answer, context);
    case 'file':
      return validateFiles(entry, answer.arrayValue ?? [], context);
    case 'table':
      return validateTable(entry, answer.tableValue ?? [], context);
    default:
      return null;
  }
}

const patterns = new Map<string, RegExp | null>();
/** The compiled pattern (whole answer, Unicode mode), or null when it does not compile; kept across calls. */
export function compilePattern(source: string): RegExp | null {
  if (patterns.has(source)) return patterns.get(source) ?? null;
  let compiled: RegExp | null;
  try {
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    compiled = null;
  }
  if (patterns.size > 1000) patterns.clear();
  patterns.set(source, compiled);
  return compiled;
}

function validateText(entry: CompiledQuestion, raw: string, { partial }: KindContext): FieldError | null {
  const rules = entry.question.validations ?? {};
  const text = raw.trim();
  const length = textLength(text);
  if (rules.maxLength !== undefined && length > rules.maxLength) return { code: 'tooLong', params: { max: rules.maxLength } };
  if (partial) return null;
  if (rules.minLength !== undefined && length < rules.minLength) return { code: 'tooShort', params: { min: rules.minLength } };
  if (rules.pattern !== undefined && entry.question.type !== 'text_long') {
    const pattern = compilePattern(rules.pattern);
    if (pattern && !pattern.test(text)) return { code: 'pattern' };
  }
  if (rules.format === 'email' && !isEmail(text)) return { code: 'invalidEmail' };
  if (rules.format === 'url' && !isWebAddress(text)) return { code: 'invalidUrl' };
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
/** One @, no spaces, a dotted domain: what a person can type by mistake is refused, nothing more is assumed. */
export function isEmail(text: string): boolean {
  return EMAIL.test(text);
}

const WEB_ADDRESS = /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
/**
 * An http(s) address with a dotted host; one written without a scheme counts (links get http://, D1 §5). A pattern,
 * not URL parsing: the domain package runs without DOM or Node globals.
 */
export function isWebAddress(text: string): boolean {
  return WEB_ADDRESS.test(text);
}

function validateDate(entry: CompiledQuestion, text: string): FieldError | null {
  const rules = entry.question.validations ?? {};
  const day = parseIsoDay(text);
  if (day === null) return { code: 'invalidDate' };
  const min = parseIsoDay(rules.minDate);
  const max = parseIsoDay(rules.maxDate);
  if (min !== null && day < min) return { code: 'dateTooEarly', params: { min: rules.minDate as string } };
  if (max !== null && day > max) return { code: 'dateTooLate', params: { max: rules.maxDate as string } };
  return null;
}

/** The bounds a number answer must respect (number_scale: its scale; calculated: only min and max). */
export function numberRules(entry: CompiledQuestion): { min?: number; max?: number; step?: number; integer?: boolean } {
  const rules = entry.question.validations ?? {};
  if (entry.question.type === 'number_scale') return numberScaleBounds(entry.question);
  if (entry.kind === 'calculated') return { min: rules.min, max: rules.max };
  return { min: rules.min, max: rules.max, step: rules.step, integer: rules.integer };
}

function validateNumber(entry: CompiledQuestion, value: number | null | undefined): FieldError | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'notANumber' };
  const { min, max, step, integer } = numberRules(entry);
  if (integer && !Number.isInteger(value)) return { code: 'notInteger' };
  if (min !== undefined && value < min && !sameNumber(value, min)) return { code: 'tooSmall', params: { min } };
  if (max !== undefined && value > max && !sameNumber(value, max)) return { code: 'tooLarge', params: { max } };
  if (step !== undefined && !onStep(value, min ?? 0, step)) return { code: 'notOnStep', params: { step } };
  return null;
}

/** Whether value is base plus a whole number of steps (up to rounding: 0.1 steps from 0 reach 0.3). */
export function onStep(value: number, base: number, step: number): boolean {
  const steps = (value - base) / step;
  return sameNumber(steps, Math.round(steps));
}

function validateChoice(entry: CompiledQuestion, answer: AnswerValue, { partial }: KindContext): FieldError | null {
  const chosen = answer.arrayValue ?? [];
  const seen = new Set<string>();
  for (const value of chosen) {
    if (!entry.optionValues.has(value) || seen.has(value)) return { code: 'invalidOption', params: { value } };
    seen.add(value);
  }
  const rules = entry.question.validations ?? {};
  if (entry.kind === 'single' && chosen.length > 1) return { code: 'tooManySelected', params: { max: 1 } };
  if (entry.kind === 'multi') {
    if (rules.maxSelected !== undefined && chosen.length > rules.maxSelected) {
      return { code: 'tooManySelected', params: { max: rules.maxSelected } };
    }
    if (!partial && rules.minSelected !== undefined && chosen.length < rules.minSelected) {
      return { code: 'tooFewSelected', params: { min: rules.minSelected } };
    }
  }
  for (const [value] of Object.entries(answer.writeIns ?? {})) {
    if (!entry.optionValues.get(value)?.isWriteIn) return { code: 'unexpectedAnswer' };
  }
  if (!partial) {
    for (const value of chosen) {
      const text = answer.writeIns?.[value];
      if (entry.optionValues.get(value)?.isWriteIn && (typeof text !== 'string' || text.trim() === '')) {
        return { code: 'writeInMissing', params: { option: value } };
      }
    }
  }
  return null;
}

function validateFiles(entry: CompiledQuestion, ids: readonly string[], { files }: KindContext): FieldError | null {
  const rules = entry.question.validations ?? {};
  if (new Set(ids).size !== ids.length) return { code: 'unexpectedAnswer' };
  if (rules.maxFiles !== undefined && ids.length > rules.maxFiles) return { code: 'tooManyFiles', params: { max: rules.maxFiles } };
  if (!files) return null;
  for (const id of ids) {
    const file = files.get(id);
    if (!file) return { code: 'fileNotFound', params: { id } };
    if (rules.fileTypes && rules.fileTypes.length > 0 && !rules.fileTypes.includes(fileExtension(file.name))) {
      return { code: 'fileType', params: { name: file.name, types: rules.fileTypes.join(', ') } };
    }
    if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize) {
      return { code: 'fileTooLarge', params: { name: file.name, max: rules.maxFileSize } };
    }
  }
  return null;
}

/** Rows a table offers: with userAddRow up to maxRows (default 500); without, a fixed minRows (default 1) (D-182). */
export function tableRowLimit(rules: { userAddRow?: boolean; minRows?: number; maxRows?: number }): number {
  return rules.userAddRow ? (rules.maxRows ?? 500) : Math.max(rules.minRows ?? 1, 1);
}

function validateTable(
  entry: CompiledQuestion,
  rows: ReadonlyArray<Record<string, string | number | null>>,
  { partial }: KindContext,
): FieldError | null {
  const rules = entry.question.validations ?? {};
  const columns = new Map<string, TableColumn>((rules.columns ?? []).map((column) => [column.id, column]));
  const filled = rows.filter(isRowFilled);
  const limit = tableRowLimit(rules);
  if (filled.length > limit) return { code: rules.userAddRow ? 'tooManyRows' : 'rowsNotAllowed', params: { max: limit } };
  if (!partial && rules.minRows !== undefined && filled.length < rules.minRows) return { code: 'tooFewRows', params: { min: rules.minRows } };
  for (const [index, row] of filled.entries()) {
    for (const columnId of Object.keys(row)) if (!columns.has(columnId)) return { code: 'unexpectedAnswer' };
    for (const column of columns.values()) {
      const error = validateCell(column, row[column.id], partial);
      if (error) return { code: error, params: { row: index + 1, column: column.id } };
    }
  }
  return null;
}

function validateCell(column: TableColumn, cell: string | number | null | undefined, partial: boolean): FieldErrorCode | null {
  const empty = cell == null || (typeof cell === 'string' && cell.trim() === '');
  if (empty) return column.required && !partial ? 'cellRequired' : null;
  if (column.type === 'number') {
    const value = typeof cell === 'number' ? cell : Number(String(cell).trim());
    return Number.isFinite(value) ? null : 'notANumber';
  }
  if (column.type === 'date') return typeof cell === 'string' && parseIsoDay(cell) !== null ? null : 'invalidDate';
  return null;
}
