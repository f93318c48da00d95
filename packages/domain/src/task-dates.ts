/**
 * Due dates (D1 §5, GAP-33): the chosen calendar day, stored as its last millisecond in the incubator's timezone,
 * in UTC. Pure functions on Intl, so DST and odd offsets come from the platform's time-zone data.
 */

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The calendar day `instant` falls on in the zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const p = zonedParts(instant, timeZone);
  return { year: p.year!, month: p.month!, day: p.day! };
}

/** The calendar day `instant` falls on in the zone, as YYYY-MM-DD (a file's "on" date, a day column of an export). */
export function isoDayIn(instant: Date, timeZone: string): string {
  const d = calendarDateIn(instant, timeZone);
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** 23:59:59.999 of the day in the zone, as a UTC instant. */
export function endOfDayIn(date: CalendarDate, timeZone: string): Date {
  const wallClock = Date.UTC(date.year, date.month - 1, date.day, 23, 59, 59, 999);
  let guess = wallClock - zoneOffsetMs(new Date(wallClock), timeZone);
  // Once more with the offset at the guess itself (the offset may differ across a DST change that day).
  guess = wallClock - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * The calendar day a client meant: `YYYY-MM-DD` as written, or an ISO instant read in the incubator's zone.
 * Null when the text is neither.
 */
export function parseDueDay(value: string, timeZone: string): CalendarDate | null {
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const date = { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
    const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
    return check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : calendarDateIn(instant, timeZone);
}

const DAY_MS = 86_400_000;

/** GAP-33: the chosen day's end may not be earlier than now minus one day. */
export function isDueDayInPast(dueAt: Date, now: Date = new Date()): boolean {
  return dueAt.getTime() < now.getTime() - DAY_MS;
}

/** A valid IANA zone, else UTC. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}
