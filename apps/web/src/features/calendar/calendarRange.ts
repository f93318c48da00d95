/**
 * The windows of /calendar's day, week and month views (D-475), in the browser's zone, weeks starting on Monday (as
 * the events calendar, D-428). Pure, so each view's window is tested without rendering; a month's window (whole
 * weeks, at most 42 days) stays inside the API's 62-day bound.
 */
export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarWindow {
  /** First day shown, local midnight. */
  readonly from: Date;
  /** The day after the last one shown, local midnight (the API's exclusive end). */
  readonly to: Date;
  /** Every day shown, in order. */
  readonly days: readonly Date[];
}

export function viewOf(value: string | null): CalendarView {
  return (CALENDAR_VIEWS as readonly string[]).includes(value ?? '') ? (value as CalendarView) : 'week';
}

const dayAt = (date: Date, plus = 0) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + plus);

/** Monday of the date's week. */
export function weekStart(date: Date): Date {
  return dayAt(date, -((date.getDay() + 6) % 7));
}

function daysBetween(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = from; day < to; day = dayAt(day, 1)) days.push(day);
  return days;
}

export function calendarWindow(view: CalendarView, anchor: Date): CalendarWindow {
  let from: Date;
  let to: Date;
  if (view === 'day') {
    from = dayAt(anchor);
    to = dayAt(anchor, 1);
  } else if (view === 'week') {
    from = weekStart(anchor);
    to = dayAt(from, 7);
  } else {
    const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
    const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
    from = weekStart(first);
    to = dayAt(weekStart(last), 7);
  }
  return { from, to, days: daysBetween(from, to) };
}

/** The anchor one step back or ahead: a day, a week or a month. */
export function stepAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === 'day') return dayAt(anchor, step);
  if (view === 'week') return dayAt(anchor, 7 * step);
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** Local yyyy-mm-dd: the key days and items meet on. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Parses the address's `?date=yyyy-mm-dd` (a local day); anything else is today. */
export function anchorOf(value: string | null, today = new Date()): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return dayAt(today);
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayKey(date) === value ? date : dayAt(today);
}

export interface Dated {
  readonly startsAt: string;
  readonly endsAt: string | null;
  /** A task's due day in the organisation's zone (yyyy-mm-dd): its day whatever the browser's zone. */
  readonly dueDay?: string | null;
}

/**
 * What the page asks the API for: the window and a day either side, because a task is placed on its due day in the
 * organisation's zone, whose end may fall a little outside the browser's window (still within 62 days: 44 at most).
 */
export function queryRange(window: CalendarWindow): { from: string; to: string } {
  return { from: dayAt(window.from, -1).toISOString(), to: dayAt(window.to, 1).toISOString() };
}

/**
 * The items of each day shown: an item is on every day it overlaps (a session running past midnight shows on both),
 * a task on its due day.
 */
export function itemsByDay<T extends Dated>(items: readonly T[], days: readonly Date[]): Map<string, T[]> {
  const map = new Map<string, T[]>(days.map((day) => [dayKey(day), []]));
  for (const item of items) {
    if (item.dueDay) {
      map.get(item.dueDay)?.push(item);
      continue;
    }
    const start = new Date(item.startsAt);
    const end = item.endsAt ? new Date(item.endsAt) : start;
    for (const day of days) {
      const next = dayAt(day, 1);
      const overlaps = item.endsAt ? start < next && end > day : start >= day && start < next;
      if (overlaps) map.get(dayKey(day))!.push(item);
    }
  }
  return map;
}
