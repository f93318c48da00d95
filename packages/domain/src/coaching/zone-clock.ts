/**
 * Wall-clock arithmetic in one IANA time zone, on the runtime's Intl (full ICU in Node 20 and every browser we
 * support; D-331): no time-zone library. Offsets are read once per UTC day and cached, and a day whose offset changes
 * is searched to the minute, so expanding a year of rules costs a few hundred Intl calls, not one per slot.
 *
 * A local day is a day index: whole days since 1970-01-01 on the wall clock (local ms / DAY_MS, floored).
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const WEEKDAY_OF_DAY_INDEX = ['TH', 'FR', 'SA', 'SU', 'MO', 'TU', 'WE'] as const;

interface DayOffsets {
  /** Offset (local − UTC, ms) at the day's first instant. */
  start: number;
  /** Offset at the next day's first instant. */
  end: number;
  /** First instant with the `end` offset, when the day has a change (modern zones change at most once a day). */
  changeAt: number | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows the IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The offset at an instant straight from Intl (no cache); whole minutes, which every zone in use today has. */
function intlOffset(formatter: Intl.DateTimeFormat, instant: number): number {
  const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  let year = 1970;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  for (const part of formatter.formatToParts(whole)) {
    switch (part.type) {
      case 'year': year = Number(part.value); break;
      case 'month': month = Number(part.value); break;
      case 'day': day = Number(part.value); break;
      case 'hour': hour = Number(part.value); break;
      case 'minute': minute = Number(part.value); break;
      default: break;
    }
  }
  return Date.UTC(year, month - 1, day, hour, minute) - whole;
}

export class ZoneClock {
  readonly timeZone: string;
  private readonly formatter: Intl.DateTimeFormat;
  private readonly days = new Map<number, DayOffsets>();
  private readonly boundaries = new Map<number, number>();

  constructor(timeZone: string) {
    this.timeZone = timeZone;
    this.formatter = formatterFor(timeZone);
  }

  /** Offset local − UTC in ms at an instant. */
  offsetAt(instant: number): number {
    const day = this.dayOffsets(Math.floor(instant / DAY_MS));
    return day.changeAt !== null && instant >= day.changeAt ? day.end : day.start;
  }

  /** The local day index an instant falls on. */
  localDay(instant: number): number {
    return Math.floor((instant + this.offsetAt(instant)) / DAY_MS);
  }

  /** Minutes since local midnight of the instant's local day (0–1439). */
  localMinute(instant: number): number {
    const local = instant + this.offsetAt(instant);
    return Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / MINUTE_MS);
  }

  /**
   * The instant a wall-clock time of a local day stands for (minute may be 1440: the next midnight). A time the
   * clock skips (spring forward) is the first instant after the gap, so a window 02:00–02:30 on that day is empty and
   * a window 01:00–04:00 is two hours long; a time the clock shows twice (fall back) is its earlier instant.
   */
  toInstant(day: number, minute: number): number {
    const wall = day * DAY_MS + minute * MINUTE_MS;
    const before = this.offsetAt(wall - DAY_MS);
    const after = this.offsetAt(wall + DAY_MS);
    if (before === after) return wall - before;
    const first = wall - before;
    const second = wall - after;
    const firstFits = this.offsetAt(first) === before;
    const secondFits = this.offsetAt(second) === after;
    if (firstFits && secondFits) return Math.min(first, second);
    if (firstFits) return first;
    if (secondFits) return second;
    return this.changeBetween(Math.min(first, second), Math.max(first, second));
  }

  private changeBetween(from: number, to: number): number {
    for (let day = Math.floor(from / DAY_MS); day <= Math.floor(to / DAY_MS); day++) {
      const offsets = this.dayOffsets(day);
      if (offsets.changeAt !== null && offsets.changeAt >= from && offsets.changeAt <= to) return offsets.changeAt;
    }
    return to;
  }

  private boundaryOffset(day: number): number {
    let offset = this.boundaries.get(day);
    if (offset === undefined) {
      offset = intlOffset(this.formatter, day * DAY_MS);
      this.boundaries.set(day, offset);
    }
    return offset;
  }

  private dayOffsets(day: number): DayOffsets {
    let offsets = this.days.get(day);
    if (offsets) return offsets;
    const start = this.boundaryOffset(day);
    const end = this.boundaryOffset(day + 1);
    let changeAt: number | null = null;
    if (start !== end) {
      // Binary search the first minute with the new offset.
      let low = day * DAY_MS;
      let high = (day + 1) * DAY_MS;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (intlOffset(this.formatter, middle) === start) low = middle;
        else high = middle;
      }
      changeAt = high;
    }
    offsets = { start, end, changeAt };
    this.days.set(day, offsets);
    return offsets;
  }
}

/** 'YYYY-MM-DD' of a day index. */
export function dayIndexToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Day index of 'YYYY-MM-DD' (no validation beyond the form; callers validate with the zod schemas). */
export function dateToDayIndex(date: string): number {
  return Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
}

/** REF-27 weekday code of a day index. */
export function weekdayOfDay(day: number): (typeof WEEKDAY_OF_DAY_INDEX)[number] {
  return WEEKDAY_OF_DAY_INDEX[((day % 7) + 7) % 7] ?? 'MO';
}
