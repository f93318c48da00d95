import { describe, expect, it } from 'vitest';
import { eventDayHasCome } from './attendance.js';

describe('eventDayHasCome (D-480)', () => {
  const start = new Date('2026-12-03T15:00:00Z');

  it('opens on the calendar day of the start in the event’s zone, not 24 h before it', () => {
    expect(eventDayHasCome(start, 'UTC', new Date('2026-12-03T00:00:00Z'))).toBe(true);
    expect(eventDayHasCome(start, 'UTC', new Date('2026-12-02T23:59:00Z'))).toBe(false);
    expect(eventDayHasCome(start, 'UTC', new Date('2026-12-10T09:00:00Z'))).toBe(true);
  });

  it('reads the day in the event’s time zone', () => {
    // A start at 02:00 UTC on the 4th is 21:00 on the 3rd in New York, where 06:00 UTC on the 3rd is already that day.
    expect(eventDayHasCome(new Date('2026-12-04T02:00:00Z'), 'America/New_York', new Date('2026-12-03T06:00:00Z'))).toBe(true);
    expect(eventDayHasCome(new Date('2026-12-04T02:00:00Z'), 'UTC', new Date('2026-12-03T06:00:00Z'))).toBe(false);
  });

  it('never for an event without a start; an unknown zone reads as UTC', () => {
    expect(eventDayHasCome(null, 'UTC', new Date())).toBe(false);
    expect(eventDayHasCome(start, 'Not/AZone', new Date('2026-12-03T00:30:00Z'))).toBe(true);
  });
});
