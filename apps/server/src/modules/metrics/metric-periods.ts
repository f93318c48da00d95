/**
 * Period arithmetic of the metrics collection (pure). Periods are whole calendar months: a metric tracked every
 * `amount` × (1 | 3 | 12) months has periods of that many months on a grid counted from January 1970, so monthly
 * periods are calendar months, quarterly ones calendar quarters, yearly ones calendar years, for every startup and
 * collection alike. A period is stored as calendar days (period_start, period_end) and shown as instants in the
 * incubator's time zone (`from` = first instant, `to` = last instant, D2 §3.10).
 */
import { calendarDateIn, endOfDayIn, type CalendarDate } from '@hatchery/domain';
import type { TrackingRecurrenceType } from '@hatchery/domain';

/** Months since January of year 0: year × 12 + (month − 1). */
export type MonthIndex = number;

/** How far back a form looks for periods to fill (and includeFilledInData for filled ones). */
export const PERIOD_LOOKBACK_MONTHS = 24;

const GRID_ORIGIN = 1970 * 12;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

export const monthIndex = (year: number, month: number): MonthIndex => year * 12 + (month - 1);
export const yearOf = (index: MonthIndex): number => Math.floor(index / 12);
export const monthOf = (index: MonthIndex): number => (((index % 12) + 12) % 12) + 1;

export function periodLength(amount: number, type: TrackingRecurrenceType): number {
  return amount * (type === 'QUARTER' ? 3 : type === 'YEAR' ? 12 : 1);
}

/** The first month of the period of `length` months that contains `index`. */
export function periodStartOf(index: MonthIndex, length: number): MonthIndex {
  return GRID_ORIGIN + Math.floor((index - GRID_ORIGIN) / length) * length;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The months a calendar day text can name: January 0001 to December 9999. A query bound computed from an extreme but
 * valid DateTime (January 0001 less a lookback is year 0) would otherwise be text PostgreSQL's date refuses; such a
 * bound is pulled back into range, which changes no answer (no period lies outside it).
 */
const FIRST_MONTH = monthIndex(1, 1);
const LAST_MONTH = monthIndex(9999, 12);
const storableMonth = (index: MonthIndex): MonthIndex => Math.min(Math.max(index, FIRST_MONTH), LAST_MONTH);

/** `YYYY-MM-01` of a month. */
export function monthDate(requested: MonthIndex): string {
  const index = storableMonth(requested);
  return `${String(yearOf(index)).padStart(4, '0')}-${String(monthOf(index)).padStart(2, '0')}-01`;
}

/** `YYYY-MM-DD` of the last day of a month. */
export function monthEndDate(requested: MonthIndex): string {
  const index = storableMonth(requested);
  const year = yearOf(index);
  const month = monthOf(index);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
}

/** A real `YYYY-MM-DD` calendar day, or null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < 1900 || date.year > 9999 || date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

export function dateText(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The month index of a `YYYY-MM-DD` text (any day of the month). */
export function monthIndexOfDate(text: string): MonthIndex | null {
  const date = parseCalendarDate(text);
  return date ? monthIndex(date.year, date.month) : null;
}

/** 00:00 of the day in the zone, as an instant. */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const before = new Date(Date.UTC(date.year, date.month - 1, date.day - 1));
  const previous = { year: before.getUTCFullYear(), month: before.getUTCMonth() + 1, day: before.getUTCDate() };
  return new Date(endOfDayIn(previous, timeZone).getTime() + 1);
}

/** First instant of the month in the zone. */
export function monthStartIn(index: MonthIndex, timeZone: string): Date {
  return startOfDayIn({ year: yearOf(index), month: monthOf(index), day: 1 }, timeZone);
}

/** The month an instant falls in, in the zone. */
export function monthIndexAt(instant: Date, timeZone: string): MonthIndex {
  const day = calendarDateIn(instant, timeZone);
  return monthIndex(day.year, day.month);
}

export interface PeriodSpan {
  start: MonthIndex;
  length: number;
}

export const periodEnd = (span: PeriodSpan): MonthIndex => span.start + span.length - 1;
export const periodKey = (span: PeriodSpan): string => `${span.start}/${span.length}`;

/** `from` and `to` of a period in the zone: its first instant and the last instant before the next period. */
export function periodInstants(span: PeriodSpan, timeZone: string): { from: Date; to: Date } {
  return { from: monthStartIn(span.start, timeZone), to: new Date(monthStartIn(span.start + span.length, timeZone).getTime() - 1) };
}

/**
 * The periods of a metric (period length `length`, collected from month `collectedFrom`) that ended before month
 * `before` and end no earlier than `notBefore`: what a form dated in month `before` asks for.
 */
export function periodsEndedBefore(length: number, collectedFrom: MonthIndex, before: MonthIndex, notBefore: MonthIndex): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  const firstEnd = Math.max(collectedFrom, notBefore);
  for (let start = periodStartOf(firstEnd, length); start + length - 1 < before; start += length) {
    if (start + length - 1 >= firstEnd) spans.push({ start, length });
  }
  return spans;
}
