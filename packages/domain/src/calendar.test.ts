import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, calendarItemPath, calendarRangeSchema } from './calendar.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe('calendar range (D-472)', () => {
  it('takes a range of up to 62 days', () => {
    expect(calendarRangeSchema.safeParse({ from: day(0), to: day(62) }).success).toBe(true);
    expect(calendarRangeSchema.safeParse({ from: day(0), to: day(1) }).success).toBe(true);
  });

  it('refuses a longer or a reversed range, naming `to`', () => {
    const long = calendarRangeSchema.safeParse({ from: day(0), to: new Date(day(62).getTime() + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['to'], message: CALENDAR_MESSAGES.rangeTooLong });
    const reversed = calendarRangeSchema.safeParse({ from: day(3), to: day(3) });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['to'], message: CALENDAR_MESSAGES.rangeOrder });
  });
});

describe('calendar item paths', () => {
  it('a session, an event, and a task by its own target or the task list', () => {
    expect(calendarItemPath('session', 's1')).toBe('/coaching/session/s1');
    expect(calendarItemPath('event', 'e1')).toBe('/events/e1');
    expect(calendarItemPath('task', 't1', '/availability')).toBe('/availability');
    expect(calendarItemPath('task', 't1', null)).toBe('/tasks');
    // Never a link off the site.
    expect(calendarItemPath('task', 't1', 'https://example.com')).toBe('/tasks');
    expect(calendarItemPath('task', 't1', '//example.com')).toBe('/tasks');
  });
});
