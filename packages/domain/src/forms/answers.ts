// What kind of answer each question takes, and the small readers shared by conditions, validation, pruning and the
// analyser, so that "answered", "the options of a question" and "a date" mean the same thing everywhere (D-181).
import {
  isChoiceField,
  isDisplayField,
  isMultiChoiceField,
  type AnswerValue,
  type Question,
  type QuestionOption,
} from './definition.js';

/**
 * The kind of value a question holds. `none`: display types (no answer). `calculated` is a number the engine computes.
 * A custom_field takes the kind its rules describe (D-181): options → a choice (several when minSelected/maxSelected
 * is set), number rules → number, date rules → date, else text.
 */
export type AnswerKind = 'none' | 'text' | 'number' | 'date' | 'single' | 'multi' | 'file' | 'table' | 'calculated';

export function answerKind(question: Question): AnswerKind {
  const { type } = question;
  if (isDisplayField(type)) return 'none';
  if (isChoiceField(type)) return isMultiChoiceField(type) ? 'multi' : 'single';
  switch (type) {
    case 'text':
    case 'text_long':
      return 'text';
    case 'number':
    case 'number_scale':
      return 'number';
    case 'date':
      return 'date';
    case 'file':
      return 'file';
    case 'table':
      return 'table';
    case 'calculated':
      return 'calculated';
    case 'custom_field':
      return customFieldKind(question);
    default:
      return 'none';
  }
}

function customFieldKind(question: Question): AnswerKind {
  const rules = question.validations ?? {};
  if (question.options && question.options.length > 0) {
    return rules.minSelected !== undefined || rules.maxSelected !== undefined ? 'multi' : 'single';
  }
  if (rules.min !== undefined || rules.max !== undefined || rules.step !== undefined || rules.integer !== undefined) return 'number';
  if (rules.minDate !== undefined || rules.maxDate !== undefined) return 'date';
  return 'text';
}

/** Kinds whose answer is compared as a number (a calculated question is a number once computed). */
export function isNumericKind(kind: AnswerKind): boolean {
  return kind === 'number' || kind === 'calculated';
}

/** Bounds of a number_scale: its rules, else 1 to 5 by 1 (D-181), so the renderer and the validator agree. */
export function numberScaleBounds(question: Question): { min: number; max: number; step: number } {
  const rules = question.validations ?? {};
  return { min: rules.min ?? 1, max: rules.max ?? 5, step: rules.step ?? 1 };
}

/** Every option of a question, nested ones included (tree types), depth first. */
export function flattenOptions(options: readonly QuestionOption[] | undefined): QuestionOption[] {
  const flat: QuestionOption[] = [];
  const walk = (list: readonly QuestionOption[]) => {
    for (const option of list) {
      flat.push(option);
      if (option.children) walk(option.children);
    }
  };
  if (options) walk(options);
  return flat;
}

/** Depth of the option tree (1 for a flat list, 0 without options). */
export function optionTreeDepth(options: readonly QuestionOption[] | undefined): number {
  if (!options || options.length === 0) return 0;
  return 1 + Math.max(...options.map((option) => optionTreeDepth(option.children)));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a real calendar date written YYYY-MM-DD; null for anything else (2026-02-30 included). */
export function parseIsoDay(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const time = date.getTime();
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

/** YYYY-MM-DD of a day number (inverse of parseIsoDay). */
export function formatIsoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A number written as text in a condition ("12", "-3.5"); null when it is not one. */
export function parseConditionNumber(text: string | undefined): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : null;
}

/** Equality of numbers up to rounding, so a sum of 0.1 and 0.2 equals a condition written 0.3. */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Texts compare without case and surrounding spaces (D-181). */
export function normalizeText(text: string): string {
  return text.normalize('NFC').trim().toLocaleLowerCase('und');
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A table row counts when at least one cell holds something. */
export function isRowFilled(row: Record<string, string | number | null>): boolean {
  return Object.values(row).some((cell) => (typeof cell === 'number' ? Number.isFinite(cell) : hasText(cell)));
}

/** Whether an answer holds a value for a question of this kind (what `required` and `isAnswered` look at). */
export function isAnswered(kind: AnswerKind, answer: AnswerValue | undefined | null): boolean {
  if (!answer) return false;
  switch (kind) {
    case 'none':
      return false;
    case 'text':
    case 'date':
      return hasText(answer.textValue);
    case 'number':
    case 'calculated':
      return typeof answer.numberValue === 'number' && Number.isFinite(answer.numberValue);
    case 'single':
    case 'multi':
    case 'file':
      return Array.isArray(answer.arrayValue) && answer.arrayValue.length > 0;
    case 'table':
      return Array.isArray(answer.tableValue) && answer.tableValue.some(isRowFilled);
  }
}

/** The filled rows of a table answer. */
export function filledRows(answer: AnswerValue | undefined | null): Array<Record<string, string | number | null>> {
  return Array.isArray(answer?.tableValue) ? answer.tableValue.filter(isRowFilled) : [];
}

/** Any content at all, of any field (a display question must have none). */
export function hasAnyContent(answer: AnswerValue | undefined | null): boolean {
  if (!answer) return false;
  return (
    hasText(answer.textValue) ||
    (typeof answer.numberValue === 'number') ||
    (Array.isArray(answer.arrayValue) && answer.arrayValue.length > 0) ||
    (answer.writeIns != null && Object.values(answer.writeIns).some(hasText)) ||
    (Array.isArray(answer.tableValue) && answer.tableValue.some(isRowFilled))
  );
}

/** Lower-case extension of a file name, without the dot ("" when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function textLength(text: string): number {
  let length = 0;
  for (const _char of text) length += 1;
  return length;
}
