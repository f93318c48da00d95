import { describe, expect, it } from 'vitest';
import { calendarDateIn, endOfDayIn, isDueDayInPast, isoDayIn, parseDueDay, safeTimeZone } from './task-dates.js';

describe('task due dates (D1 §5, GAP-33, TSK-19)', () => {
  it('stores the end of the chosen day in the incubator timezone, in UTC', () => {
    expect(endOfDayIn({ year: 2026, month: 3, day: 5 }, 'America/New_York').toISOString()).toBe('2026-03-06T04:59:59.999Z');
    expect(endOfDayIn({ year: 2026, month: 7, day: 5 }, 'America/New_York').toISOString()).toBe('2026-07-06T03:59:59.999Z');
    expect(endOfDayIn({ year: 2026, month: 3, day: 5 }, 'UTC').toISOString()).toBe('2026-03-05T23:59:59.999Z');
    expect(endOfDayIn({ year: 2026, month: 3, day: 5 }, 'Asia/Kolkata').toISOString()).toBe('2026-03-05T18:29:59.999Z');
    // The day DST starts in New York (23 hours long) and ends (25 hours).
    expect(endOfDayIn({ year: 2026, month: 3, day: 8 }, 'America/New_York').toISOString()).toBe('2026-03-09T03:59:59.999Z');
    expect(endOfDayIn({ year: 2026, month: 11, day: 1 }, 'America/New_York').toISOString()).toBe('2026-11-02T04:59:59.999Z');
  });

  it('reads a date as written and an instant in the zone', () => {
    expect(parseDueDay('2026-03-05', 'America/New_York')).toEqual({ year: 2026, month: 3, day: 5 });
    // 02:00 UTC on the 6th is still the 5th in New York.
    expect(parseDueDay('2026-03-06T02:00:00.000Z', 'America/New_York')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDueDay('2026-02-30', 'UTC')).toBeNull();
    expect(parseDueDay('tomorrow', 'UTC')).toBeNull();
    expect(parseDueDay('', 'UTC')).toBeNull();
    expect(calendarDateIn(new Date('2026-01-01T03:00:00Z'), 'America/New_York')).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('writes the day an instant falls on in the zone as YYYY-MM-DD', () => {
    // 00:30 UTC on 1 December is still 30 November in New York, and already 1 December in Paris.
    expect(isoDayIn(new Date('2026-12-01T00:30:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(isoDayIn(new Date('2026-12-01T00:30:00Z'), 'Europe/Paris')).toBe('2026-12-01');
    expect(isoDayIn(new Date('2026-03-05T09:00:00Z'), 'UTC')).toBe('2026-03-05');
  });

  it('a day is in the past when its end is earlier than now minus one day', () => {
    const now = new Date('2026-03-05T15:00:00Z');
    expect(isDueDayInPast(endOfDayIn({ year: 2026, month: 3, day: 5 }, 'UTC'), now)).toBe(false);
    expect(isDueDayInPast(endOfDayIn({ year: 2026, month: 3, day: 4 }, 'UTC'), now)).toBe(false);
    expect(isDueDayInPast(endOfDayIn({ year: 2026, month: 3, day: 3 }, 'UTC'), now)).toBe(true);
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
    expect(safeTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
