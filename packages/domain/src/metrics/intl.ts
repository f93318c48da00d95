/**
 * Intl helpers for the metrics rules (internal): locale tags, cached formatters, and calendar days in a time zone
 * (the incubator's for periods, the browser's when none is given). Caches are plain maps filled on first use.
 */

/** A date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Our locale codes use '_' (ja_JP); Intl wants BCP 47. Unknown or malformed tags fall back to English. */
export function intlLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const dateFormatters = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch (error) {
      // An unknown time zone is a caller bug worth hearing about; an unusable locale is not.
      if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) throw error;
      formatter = new Intl.DateTimeFormat('en', options);
    }
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A day of the calendar; month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

function wallClock(instant: number, timeZone: string): { year: number; month: number; day: number; utc: number } {
  const fields: Record<string, number> = {};
  for (const part of dateFormatter('en-US', { ...WALL_CLOCK, timeZone }).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return { year, month, day, utc: Date.UTC(year, month - 1, day, hour, minute, second) };
}

/** The calendar day an instant falls on, in the time zone (default: the runtime's own). */
export function calendarDayOf(date: Date, timeZone?: string): CalendarDay {
  if (timeZone === undefined) return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
  const { year, month, day } = wallClock(date.getTime(), timeZone);
  return { year, month, day };
}

function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClock(whole, timeZone).utc - whole;
}

/**
 * The first instant of a calendar day in the time zone (midnight, or the first existing minute where a DST change
 * skips midnight). Month and day may overflow (month 13 → January next year), as with Date.UTC.
 */
export function startOfDay(day: CalendarDay, timeZone?: string): Date {
  if (timeZone === undefined) {
    const local = new Date(2000, 0, 1);
    local.setFullYear(day.year, day.month - 1, day.day);
    return local;
  }
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  const target = new Date(wall);
  const wanted = { year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() };
  let instant = wall - offsetAt(wall, timeZone);
  const corrected = wall - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  // In a gap at midnight the guess lands on the previous evening: step forward to the first instant of the day.
  for (let step = 0; step < 4 && !sameDay(calendarDayOf(new Date(instant), timeZone), wanted); step++) {
    instant += 30 * 60 * 1000;
  }
  return new Date(instant);
}

function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
