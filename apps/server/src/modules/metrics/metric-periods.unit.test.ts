import { describe, expect, it } from 'vitest';
import { monthDate, monthEndDate, monthIndex, monthIndexAt, monthStartIn, parseCalendarDate, periodInstants, periodsEndedBefore, periodStartOf } from './metric-periods.js';

describe('metric periods', () => {
  it('months start at local midnight in the incubator’s zone, across DST', () => {
    expect(monthStartIn(monthIndex(2026, 3), 'America/New_York').toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(monthStartIn(monthIndex(2026, 4), 'America/New_York').toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect(monthStartIn(monthIndex(2026, 1), 'Europe/Paris').toISOString()).toBe('2025-12-31T23:00:00.000Z');
    const march = periodInstants({ start: monthIndex(2026, 3), length: 1 }, 'America/New_York');
    expect(march.to.toISOString()).toBe('2026-04-01T03:59:59.999Z');
    expect(monthIndexAt(new Date('2026-04-01T03:30:00Z'), 'America/New_York')).toBe(monthIndex(2026, 3));
  });

  it('periods sit on a calendar grid: quarters and years are calendar quarters and years', () => {
    expect(periodStartOf(monthIndex(2026, 5), 3)).toBe(monthIndex(2026, 4));
    expect(periodStartOf(monthIndex(2026, 12), 12)).toBe(monthIndex(2026, 1));
    expect(periodStartOf(monthIndex(1969, 12), 3)).toBe(monthIndex(1969, 10));
    expect(monthDate(monthIndex(2026, 2))).toBe('2026-02-01');
    expect(monthEndDate(monthIndex(2028, 2))).toBe('2028-02-29');
    // A bound before year 1 or after 9999 (an extreme DateTime less a lookback) stays text PostgreSQL's date accepts.
    expect(monthDate(monthIndex(1, 1) - 11)).toBe('0001-01-01');
    expect(monthDate(monthIndex(-40, 3))).toBe('0001-01-01');
    expect(monthEndDate(monthIndex(10_000, 1))).toBe('9999-12-31');
  });

  it('a form asks for the periods that ended before its month, from the collection start, within the look-back', () => {
    const nov = monthIndex(2026, 11);
    const monthly = periodsEndedBefore(1, monthIndex(2026, 8), nov, nov - 24);
    expect(monthly.map((s) => monthDate(s.start))).toEqual(['2026-08-01', '2026-09-01', '2026-10-01']);
    // Collected from mid-quarter: the quarter it falls in counts (it ends after the start).
    const quarterly = periodsEndedBefore(3, monthIndex(2026, 2), nov, nov - 24);
    expect(quarterly.map((s) => monthDate(s.start))).toEqual(['2026-01-01', '2026-04-01', '2026-07-01']);
    expect(periodsEndedBefore(12, monthIndex(2020, 1), nov, nov - 24).map((s) => monthDate(s.start))).toEqual(['2024-01-01', '2025-01-01']);
  });

  it('reads only real calendar dates', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2026-1-01')).toBeNull();
  });
});
