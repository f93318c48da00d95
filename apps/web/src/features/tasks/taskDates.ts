/**
 * Dates of the tasks UI, in the viewer's local time (D1 §4, §5, §9): grouping by due date (TSK-06), the navbar's
 * "end of tomorrow" cut-off (TSK-11) and the form's "not earlier than one day ago" check (TSK-16, GAP-33).
 */
import { toLocalDay } from '../../lib/dates/localInput';

const DAY_MS = 86_400_000;

export function startOfDay(date: Date): Date {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  return d;
}

export function endOfDay(date: Date): Date {
  const d = new Date(date);
  d.setHours(23, 59, 59, 999);
  return d;
}

/** TSK-11: the navbar's "today's tasks" cut-off — the last millisecond of tomorrow, local time. */
export function endOfTomorrow(now: Date): Date {
  const d = new Date(now);
  d.setDate(d.getDate() + 1);
  return endOfDay(d);
}

export type DueGroup = 'overdue' | 'today' | 'future';
export const DUE_GROUPS: readonly DueGroup[] = ['overdue', 'today', 'future'];

/** TSK-06: overdue before the start of today, future after the end of today, today in between. */
export function dueGroupOf(dueDate: string | Date, now: Date): DueGroup {
  const due = new Date(dueDate).getTime();
  if (due < startOfDay(now).getTime()) return 'overdue';
  if (due > endOfDay(now).getTime()) return 'future';
  return 'today';
}

function byDueDate<T extends { dueDate: string; _id: string }>(a: T, b: T): number {
  const diff = new Date(a.dueDate).getTime() - new Date(b.dueDate).getTime();
  return diff !== 0 ? diff : a._id.localeCompare(b._id);
}

/** TSK-06: the tasks in their three groups, each by due date (then id, as the server orders them). */
export function groupByDue<T extends { dueDate: string; _id: string }>(tasks: readonly T[], now: Date): Record<DueGroup, T[]> {
  const groups: Record<DueGroup, T[]> = { overdue: [], today: [], future: [] };
  for (const task of tasks) groups[dueGroupOf(task.dueDate, now)].push(task);
  for (const group of DUE_GROUPS) groups[group].sort(byDueDate);
  return groups;
}

/** A date input's value (YYYY-MM-DD) for a local day. */
export function toDayString(date: Date): string {
  return toLocalDay(date);
}

/** The local day a YYYY-MM-DD string names (midnight), or null when it is not a real date. */
export function parseDayString(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** GAP-33: a day is in the past when its end is earlier than now minus one day (so yesterday is still accepted). */
export function isDayInPast(value: string, now: Date): boolean {
  const day = parseDayString(value);
  if (!day) return false;
  return endOfDay(day).getTime() < now.getTime() - DAY_MS;
}

/** The earliest day the form offers: yesterday. */
export function earliestDueDay(now: Date): string {
  const d = new Date(now);
  d.setDate(d.getDate() - 1);
  return toDayString(d);
}

/** The day of a stored due date (the end of a day) as the date input shows it. */
export function dayOfDueDate(dueDate: string): string {
  return toDayString(new Date(dueDate));
}
