/**
 * The free-slot engine (issue 17 item 1; docs/contract-coaching.md §1.2): which sessions of the host's slot length can
 * still be booked between two instants. Pure: everything it needs is passed in, instants are epoch milliseconds.
 *
 * Rules expand per local date of the host's zone (so a 09:00 rule is 09:00 on both sides of a daylight-saving change),
 * while bookings are UTC instants that never move. A slot is offered only when:
 * - it lies inside the day's hours (weekly rules valid on that date, plus extra hours, minus blocked hours) — both its
 *   start and its end read on the host's wall clock, on the same local date (24:00 = the next midnight);
 * - it starts on the window's grid (window start + k × step) and at least `minNoticeMinutes` after `now`, and, when
 *   the host sets a horizon, at most `horizonDays` ahead;
 * - neither it nor its buffers touch a booking, nor does it touch a booking's buffers: every session keeps
 *   `bufferBeforeMinutes` free before it and `bufferAfterMinutes` after it, so two sessions are at least
 *   max(before, after) apart (D-333);
 * - the host has fewer than `maxSessionsPerDay` bookings on that local date, and the asking startup fewer than
 *   `maxSessionsPerStartup` with this host in the local day, week (Monday first) or month of the slot.
 */
import type { AvailabilityException, HostSettings, StartupLimitPeriod, WeeklyRule } from './availability.js';
import { MINUTES_PER_DAY } from './availability.js';
import { DAY_MS, MINUTE_MS, ZoneClock, dateToDayIndex, dayIndexToDate, weekdayOfDay } from './zone-clock.js';

/** A time the host is already taken (any kind of host booking that is active). */
export interface SlotBooking {
  start: number;
  end: number;
  /** The startup the session is with, for the per-startup maximum. */
  startupId?: string | null;
  /** False for time held without a session (an open office-hours block): it blocks time but is not a session. */
  countsTowardLimits?: boolean;
}

export type SlotSettings = Pick<
  HostSettings,
  | 'timeZone'
  | 'slotMinutes'
  | 'slotStepMinutes'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'minNoticeMinutes'
  | 'horizonDays'
  | 'maxSessionsPerDay'
  | 'maxSessionsPerStartup'
  | 'startupLimitPeriod'
>;

export interface HostAvailability {
  settings: SlotSettings;
  rules: readonly Pick<WeeklyRule, 'weekday' | 'startMinute' | 'endMinute' | 'validFrom' | 'validUntil'>[];
  exceptions: readonly Pick<AvailabilityException, 'date' | 'kind' | 'startMinute' | 'endMinute'>[];
  bookings: readonly SlotBooking[];
}

export interface FreeSlotQuery {
  /** Slots starting at or after this instant… */
  from: number;
  /** …and ending at or before this one. */
  to: number;
  now: number;
  /** The startup asking (applies maxSessionsPerStartup); null for a host or staff looking. */
  startupId?: string | null;
}

export interface FreeSlot {
  start: number;
  end: number;
  /** The host's local date (YYYY-MM-DD) the slot is on. */
  date: string;
}

type MinuteRange = [number, number];

interface DayExceptions {
  blockedAll: boolean;
  blocked: MinuteRange[];
  extra: MinuteRange[];
}

interface IndexedRule {
  startMinute: number;
  endMinute: number;
  fromDay: number;
  untilDay: number;
}

/** The day's bookable hours in local minutes: rules valid that date and extra hours, merged, minus blocked hours. */
export function dayWindows(
  day: number,
  rulesOfWeekday: readonly IndexedRule[],
  exceptions: DayExceptions | undefined,
): MinuteRange[] {
  if (exceptions?.blockedAll) return [];
  const ranges: MinuteRange[] = [];
  for (const rule of rulesOfWeekday) {
    if (day >= rule.fromDay && day <= rule.untilDay) ranges.push([rule.startMinute, rule.endMinute]);
  }
  if (exceptions) for (const extra of exceptions.extra) ranges.push([extra[0], extra[1]]);
  if (ranges.length === 0) return ranges;
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: MinuteRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  if (!exceptions || exceptions.blocked.length === 0) return merged;
  let open = merged;
  for (const [blockStart, blockEnd] of exceptions.blocked) {
    const next: MinuteRange[] = [];
    for (const [start, end] of open) {
      if (blockEnd <= start || blockStart >= end) next.push([start, end]);
      else {
        if (blockStart > start) next.push([start, blockStart]);
        if (blockEnd < end) next.push([blockEnd, end]);
      }
    }
    open = next;
  }
  return open;
}

function indexRules(rules: HostAvailability['rules']): Map<string, IndexedRule[]> {
  const byWeekday = new Map<string, IndexedRule[]>();
  for (const rule of rules) {
    const list = byWeekday.get(rule.weekday) ?? [];
    list.push({
      startMinute: rule.startMinute,
      endMinute: rule.endMinute,
      fromDay: rule.validFrom ? dateToDayIndex(rule.validFrom) : Number.NEGATIVE_INFINITY,
      untilDay: rule.validUntil ? dateToDayIndex(rule.validUntil) : Number.POSITIVE_INFINITY,
    });
    byWeekday.set(rule.weekday, list);
  }
  return byWeekday;
}

function indexExceptions(exceptions: HostAvailability['exceptions'], firstDay: number, lastDay: number): Map<number, DayExceptions> {
  const byDay = new Map<number, DayExceptions>();
  for (const exception of exceptions) {
    const day = dateToDayIndex(exception.date);
    if (day < firstDay || day > lastDay) continue;
    let entry = byDay.get(day);
    if (!entry) {
      entry = { blockedAll: false, blocked: [], extra: [] };
      byDay.set(day, entry);
    }
    if (exception.startMinute === null || exception.endMinute === null) {
      if (exception.kind === 'blocked') entry.blockedAll = true;
    } else if (exception.kind === 'blocked') entry.blocked.push([exception.startMinute, exception.endMinute]);
    else entry.extra.push([exception.startMinute, exception.endMinute]);
  }
  return byDay;
}

/** The key of the calendar period a local day belongs to. */
export function periodKey(day: number, period: StartupLimitPeriod): number {
  if (period === 'day') return day;
  // Day 0 (1970-01-01) is a Thursday; shifting by 3 makes weeks start on Monday.
  if (period === 'week') return Math.floor((day + 3) / 7);
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Sorted, merged time ranges no slot may touch: each booking widened by max(before, after) on both sides. */
function blockedRanges(bookings: readonly SlotBooking[], pad: number, from: number, to: number): { starts: number[]; ends: number[] } {
  const ranges: [number, number][] = [];
  for (const booking of bookings) {
    const start = booking.start - pad;
    const end = booking.end + pad;
    if (end > from && start < to) ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [start, end] of ranges) {
    const last = ends.length - 1;
    if (last >= 0 && start <= (ends[last] ?? Number.NEGATIVE_INFINITY)) ends[last] = Math.max(ends[last] ?? end, end);
    else {
      starts.push(start);
      ends.push(end);
    }
  }
  return { starts, ends };
}

/** The first blocked range ending after `instant` (binary search over the merged ranges). */
function firstEndingAfter(ends: readonly number[], instant: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ends[middle] ?? 0) > instant) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function freeSlots(availability: HostAvailability, query: FreeSlotQuery): FreeSlot[] {
  const { settings } = availability;
  const clock = new ZoneClock(settings.timeZone);
  const length = settings.slotMinutes * MINUTE_MS;
  const step = (settings.slotStepMinutes ?? settings.slotMinutes) * MINUTE_MS;
  const earliest = Math.max(query.from, query.now + settings.minNoticeMinutes * MINUTE_MS);
  const latest = settings.horizonDays === null ? query.to : Math.min(query.to, query.now + settings.horizonDays * DAY_MS);
  if (earliest + length > latest || length <= 0 || step <= 0) return [];
  if (settings.maxSessionsPerDay === 0) return [];
  const startupId = query.startupId ?? null;
  const startupLimit = startupId === null ? null : settings.maxSessionsPerStartup;
  if (startupLimit === 0) return [];

  const firstDay = clock.localDay(earliest);
  const lastDay = clock.localDay(latest);
  const rulesByWeekday = indexRules(availability.rules);
  const exceptionsByDay = indexExceptions(availability.exceptions, firstDay, lastDay);
  const pad = Math.max(settings.bufferBeforeMinutes, settings.bufferAfterMinutes) * MINUTE_MS;
  const blocked = blockedRanges(availability.bookings, pad, earliest - length, latest + length);

  // Sessions per local day and, for the asking startup, per period — counted over a margin of a month either side
  // so a week or month that straddles the question is counted whole.
  const perDay = new Map<number, number>();
  const perStartupPeriod = new Map<number, number>();
  const countFrom = earliest - 32 * DAY_MS;
  const countTo = latest + 32 * DAY_MS;
  for (const booking of availability.bookings) {
    if (booking.countsTowardLimits === false || booking.start < countFrom || booking.start >= countTo) continue;
    const day = clock.localDay(booking.start);
    if (settings.maxSessionsPerDay !== null) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    if (startupLimit !== null && booking.startupId === startupId) {
      const key = periodKey(day, settings.startupLimitPeriod);
      perStartupPeriod.set(key, (perStartupPeriod.get(key) ?? 0) + 1);
    }
  }

  const slots: FreeSlot[] = [];
  const noRules: IndexedRule[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    if (settings.maxSessionsPerDay !== null && (perDay.get(day) ?? 0) >= settings.maxSessionsPerDay) continue;
    if (startupLimit !== null && (perStartupPeriod.get(periodKey(day, settings.startupLimitPeriod)) ?? 0) >= startupLimit) continue;
    const windows = dayWindows(day, rulesByWeekday.get(weekdayOfDay(day)) ?? noRules, exceptionsByDay.get(day));
    if (windows.length === 0) continue;
    let date: string | null = null;
    for (const [startMinute, endMinute] of windows) {
      const windowStart = clock.toInstant(day, startMinute);
      const windowEnd = clock.toInstant(day, endMinute);
      const first = earliest > windowStart ? windowStart + Math.ceil((earliest - windowStart) / step) * step : windowStart;
      const last = Math.min(windowEnd, latest);
      for (let start = first; start + length <= last; start += step) {
        const end = start + length;
        const index = firstEndingAfter(blocked.ends, start);
        const blockStart = blocked.starts[index];
        if (blockStart !== undefined && blockStart < end) {
          // Jump past the blocking range to the next grid point.
          const blockEnd = blocked.ends[index] ?? end;
          start += Math.max(0, Math.ceil((blockEnd - start) / step) - 1) * step;
          continue;
        }
        if (!insideLocalHours(clock, day, start, end, startMinute, endMinute)) continue;
        date ??= dayIndexToDate(day);
        slots.push({ start, end, date });
      }
    }
  }
  return slots;
}

/** Across a fall-back change the wall clock repeats an hour; keep only slots whose both ends read inside the window. */
function insideLocalHours(clock: ZoneClock, day: number, start: number, end: number, startMinute: number, endMinute: number): boolean {
  const startLocal = (clock.localDay(start) - day) * MINUTES_PER_DAY + clock.localMinute(start);
  const endLocal = (clock.localDay(end) - day) * MINUTES_PER_DAY + clock.localMinute(end);
  return startLocal >= startMinute && startLocal < MINUTES_PER_DAY && endLocal <= endMinute && endLocal >= startLocal;
}
