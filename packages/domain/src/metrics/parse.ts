/**
 * Metric field values: what a field accepts (D2 §5.2, MET-22–29) and what the save sends (D2 §7.2, MET-36, GAP-35).
 * Numbers are digits with at most one decimal point (no sign, no exponent, no grouping); PERCENTAGE and DATE values
 * are trimmed text; every value is trimmed and empty means "no value".
 */
import { calendarDayOf, daysInMonth, startOfDay } from './intl.js';
import { inputBehaviour, type MetricUnitType } from './units.js';

export const FIELD_MESSAGES = {
  invalidAmount: 'Invalid amount',
  invalidNumber: 'Invalid number',
  fillAtLeastOne: 'You need to fill at least one of these fields',
} as const;

export type FieldMessage = typeof FIELD_MESSAGES.invalidAmount | typeof FIELD_MESSAGES.invalidNumber;
export type FieldParseResult = { ok: true; value: string | null } | { ok: false; message: FieldMessage };

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const INTEGER = /^\d+$/;
/** YYYY-MM-DD, optionally followed by a time (and an offset, which makes it an instant). */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Checks one field's raw input (MET-23–29). `value` is the trimmed text, null when empty. */
export function parseFieldValue(unitType: MetricUnitType, raw: string | null | undefined): FieldParseResult {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: null };
  const message = unitType === 'MONETARY' ? FIELD_MESSAGES.invalidAmount : FIELD_MESSAGES.invalidNumber;
  const behaviour = inputBehaviour(unitType);
  const valid =
    behaviour.kind === 'date' ? parseDateText(text) !== null : (behaviour.decimals ? DECIMAL : INTEGER).test(text);
  return valid ? { ok: true, value: text } : { ok: false, message };
}

type DateText =
  | { kind: 'seconds'; seconds: string }
  | { kind: 'day'; year: number; month: number; day: number }
  | { kind: 'instant'; date: Date };

/** A DATE value: Unix seconds (digits), a calendar day, or an ISO date-time with an offset (an instant). */
function parseDateText(text: string): DateText | null {
  if (INTEGER.test(text)) return { kind: 'seconds', seconds: canonicalDecimal(text) };
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [, y, m, d, hour, minute, second, offset] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null;
  if (offset === undefined) return { kind: 'day', year, month, day };
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { kind: 'instant', date };
}

/** Digits without superfluous zeros: "007" → "7", "1." → "1", ".50" → "0.5". */
function canonicalDecimal(text: string): string {
  const [whole = '', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  return decimals === '' ? integer : `${integer}.${decimals}`;
}

export interface WireOptions {
  /** The zone whose midnight a chosen day means; default the runtime's (the browser's) own. */
  timeZone?: string;
}

/** Unix seconds (as digits) of midnight of the day `date` falls on, in the time zone (GAP-35). */
export function dateToWireSeconds(date: Date, options: WireOptions = {}): string {
  const start = startOfDay(calendarDayOf(date, options.timeZone), options.timeZone);
  return String(Math.floor(start.getTime() / 1000));
}

/**
 * The value a save sends for one field (MET-36): null for no value (the caller omits it), numbers as canonical digit
 * strings, PERCENTAGE as its trimmed text, DATE as Unix seconds of local midnight of the chosen day.
 * Throws a RangeError with the field message for input parseFieldValue refuses.
 */
export function toWireValue(
  unitType: MetricUnitType,
  raw: string | null | undefined,
  options: WireOptions = {},
): string | null {
  const parsed = parseFieldValue(unitType, raw);
  if (!parsed.ok) throw new RangeError(parsed.message);
  if (parsed.value === null) return null;
  const kind = inputBehaviour(unitType).kind;
  if (kind === 'text') return parsed.value;
  if (kind === 'number') return canonicalDecimal(parsed.value);
  const date = parseDateText(parsed.value) as DateText;
  if (date.kind === 'seconds') return date.seconds;
  if (date.kind === 'instant') return dateToWireSeconds(date.date, options);
  return String(Math.floor(startOfDay(date, options.timeZone).getTime() / 1000));
}

export interface FieldEntry {
  metricDataId: string;
  unitType: MetricUnitType;
  value: string | null | undefined;
}

/** The `data` of saveMetricData: every filled field as wire text, empty ones left out (MET-36). */
export function toWireData(
  entries: readonly FieldEntry[],
  options: WireOptions = {},
): Array<{ metricDataId: string; value: string }> {
  const data: Array<{ metricDataId: string; value: string }> = [];
  for (const entry of entries) {
    const value = toWireValue(entry.unitType, entry.value, options);
    if (value !== null) data.push({ metricDataId: entry.metricDataId, value });
  }
  return data;
}

/** MET-22: a period needs at least one value; "0" is a value. */
export function atLeastOneFilled(
  values: Iterable<string | number | null | undefined>,
): { ok: true } | { ok: false; message: typeof FIELD_MESSAGES.fillAtLeastOne } {
  for (const value of values) {
    if (typeof value === 'number' ? Number.isFinite(value) : (value ?? '').trim() !== '') return { ok: true };
  }
  return { ok: false, message: FIELD_MESSAGES.fillAtLeastOne };
}
