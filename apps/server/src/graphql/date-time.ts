/**
 * The DateTime scalar's input rule. `new Date(text)` alone accepts too much: the empty string and "NaN" give an
 * Invalid Date (toISOString then throws), "99999-01-01" and "+275760-09-13T…" are valid to JavaScript but out of
 * PostgreSQL's or our range, "2026-02-30" rolls over to March, and a time without an offset is read in the server's
 * own zone. So: ISO-8601 shape, a real calendar date and clock time, years 0001–9999, and an offset when there is a
 * time (a date alone is midnight UTC, as JavaScript reads it).
 */
import { SETTINGS_MESSAGES } from '@hatchery/domain';
import { validationError } from '../core/errors.js';

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant of an ISO-8601 date-time, or null when the text is not one we accept. */
export function parseIsoDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = match;
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null;
  if (offsetHours !== undefined && (Number(offsetHours) > 23 || Number(offsetMinutes) > 59)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** parseValue/parseLiteral of DateTime: an accepted string, else a ValidationError (named by graphql-js' path). */
export function dateTimeInput(value: unknown): Date {
  const date = typeof value === 'string' ? parseIsoDateTime(value) : null;
  if (!date) throw validationError(SETTINGS_MESSAGES.dateTime);
  return date;
}
