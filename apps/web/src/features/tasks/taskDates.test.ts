import { describe, expect, it } from 'vitest';
import { dueGroupOf, earliestDueDay, endOfTomorrow, groupByDue, isDayInPast, parseDayString } from './taskDates';

/** Local times: the rules are about the viewer's own day. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);
const NOW = at(2026, 3, 10, 14, 30);

describe('task due dates (TSK-06, TSK-11, TSK-16)', () => {
  it('groups by due date: overdue before the start of today, future after the end of today (TSK-06)', () => {
    expect(dueGroupOf(at(2026, 3, 9, 23, 59, 59, 999), NOW)).toBe('overdue');
    expect(dueGroupOf(at(2026, 3, 10, 0, 0, 0, 0), NOW)).toBe('today');
    expect(dueGroupOf(at(2026, 3, 10, 23, 59, 59, 999), NOW)).toBe('today');
    expect(dueGroupOf(at(2026, 3, 11, 0, 0, 0, 0), NOW)).toBe('future');
    const tasks = [
      { _id: 'c', dueDate: at(2026, 3, 12, 23, 59, 59, 999).toISOString() },
      { _id: 'a', dueDate: at(2026, 3, 1, 23, 59, 59, 999).toISOString() },
      { _id: 'b', dueDate: at(2026, 3, 10, 23, 59, 59, 999).toISOString() },
      { _id: 'd', dueDate: at(2026, 3, 11, 23, 59, 59, 999).toISOString() },
      { _id: 'e', dueDate: at(2026, 2, 20, 23, 59, 59, 999).toISOString() },
    ];
    const groups = groupByDue(tasks, NOW);
    expect(groups.overdue.map((t) => t._id)).toEqual(['e', 'a']);
    expect(groups.today.map((t) => t._id)).toEqual(['b']);
    expect(groups.future.map((t) => t._id)).toEqual(['d', 'c']);
  });

  it("today's tasks run to the end of tomorrow, local time (TSK-11)", () => {
    expect(endOfTomorrow(NOW)).toEqual(at(2026, 3, 11, 23, 59, 59, 999));
    // Across a month end.
    expect(endOfTomorrow(at(2026, 1, 31, 8))).toEqual(at(2026, 2, 1, 23, 59, 59, 999));
  });

  it('a day is in the past when its end is earlier than now minus one day: yesterday is still accepted (TSK-16, GAP-33)', () => {
    expect(isDayInPast('2026-03-10', NOW)).toBe(false);
    expect(isDayInPast('2026-03-09', NOW)).toBe(false);
    expect(isDayInPast('2026-03-08', NOW)).toBe(true);
    expect(isDayInPast('2026-04-01', NOW)).toBe(false);
    expect(earliestDueDay(NOW)).toBe('2026-03-09');
  });

  it('reads only real YYYY-MM-DD days', () => {
    expect(parseDayString('2026-02-30')).toBeNull();
    expect(parseDayString('10/03/2026')).toBeNull();
    expect(parseDayString('2026-02-28')).toEqual(at(2026, 2, 28));
  });
});
