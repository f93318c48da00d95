import { describe, expect, it } from 'vitest';
import { availabilityExceptionSchema, defaultHostSettings, hostSettingsSchema, weeklyRuleSchema } from './availability.js';
import type { HostAvailability, SlotBooking } from './free-slots.js';
import { dayWindows, freeSlots, periodKey } from './free-slots.js';
import { ZoneClock, dateToDayIndex, dayIndexToDate, weekdayOfDay } from './zone-clock.js';

const iso = (value: string) => Date.parse(value);
const at = (slots: { start: number }[]) => slots.map((s) => new Date(s.start).toISOString());

function host(overrides: Partial<HostAvailability['settings']> = {}, rest: Partial<Omit<HostAvailability, 'settings'>> = {}): HostAvailability {
  return {
    settings: { ...defaultHostSettings('America/New_York'), minNoticeMinutes: 0, horizonDays: null, ...overrides },
    rules: rest.rules ?? [{ weekday: 'MO', startMinute: 9 * 60, endMinute: 11 * 60, validFrom: null, validUntil: null }],
    exceptions: rest.exceptions ?? [],
    bookings: rest.bookings ?? [],
  };
}

describe('ZoneClock', () => {
  it('reads offsets on both sides of New York’s spring change and maps the skipped hour to the change', () => {
    const clock = new ZoneClock('America/New_York');
    const day = dateToDayIndex('2026-03-08');
    expect(new Date(clock.toInstant(day, 60)).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(new Date(clock.toInstant(day, 150)).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(clock.toInstant(day, 180)).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(clock.toInstant(day, 240)).toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it('takes the earlier of a repeated time (fall back) and knows Lord Howe’s half hour', () => {
    const ny = new ZoneClock('America/New_York');
    expect(new Date(ny.toInstant(dateToDayIndex('2026-11-01'), 90)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    const lordHowe = new ZoneClock('Australia/Lord_Howe');
    // 2026-04-05 02:00 (+11) falls back to 01:30 (+10:30).
    expect(lordHowe.offsetAt(iso('2026-04-04T14:59:00Z'))).toBe(11 * 3_600_000);
    expect(lordHowe.offsetAt(iso('2026-04-04T15:00:00Z'))).toBe(10.5 * 3_600_000);
    expect(lordHowe.localMinute(iso('2026-04-04T15:00:00Z'))).toBe(90);
  });

  it('names dates and weekdays of day indexes', () => {
    expect(dayIndexToDate(dateToDayIndex('2026-02-28'))).toBe('2026-02-28');
    expect(weekdayOfDay(dateToDayIndex('2026-11-30'))).toBe('MO');
    expect(weekdayOfDay(dateToDayIndex('2026-11-29'))).toBe('SU');
    expect(periodKey(dateToDayIndex('2026-11-30'), 'week')).toBe(periodKey(dateToDayIndex('2026-12-06'), 'week'));
    expect(periodKey(dateToDayIndex('2026-11-29'), 'week')).not.toBe(periodKey(dateToDayIndex('2026-11-30'), 'week'));
  });
});

describe('freeSlots', () => {
  it('keeps 09:00 local on both sides of a clock change, so the UTC hour moves and booked instants do not', () => {
    const slots = freeSlots(host(), { from: iso('2026-03-01T00:00:00Z'), to: iso('2026-03-17T00:00:00Z'), now: iso('2026-02-28T00:00:00Z') });
    expect(at(slots)).toEqual([
      '2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z',
      '2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z',
      '2026-03-16T13:00:00.000Z', '2026-03-16T14:00:00.000Z',
    ]);
    // A session booked at 14:00Z on 2 March stays 14:00Z; after the change the 14:00Z slot is the 10:00 one.
    const booked = freeSlots(host({}, { bookings: [{ start: iso('2026-03-09T13:00:00Z'), end: iso('2026-03-09T14:00:00Z') }] }), {
      from: iso('2026-03-09T00:00:00Z'), to: iso('2026-03-10T00:00:00Z'), now: iso('2026-03-01T00:00:00Z'),
    });
    expect(at(booked)).toEqual(['2026-03-09T14:00:00.000Z']);
  });

  it('blocks whole days and hours, adds extra hours, and honours the validity of rules', () => {
    const availability = host({}, {
      rules: [
        { weekday: 'MO', startMinute: 540, endMinute: 660, validFrom: null, validUntil: '2026-03-09' },
        { weekday: 'MO', startMinute: 780, endMinute: 840, validFrom: '2026-03-16', validUntil: null },
      ],
      exceptions: [
        { date: '2026-03-02', kind: 'blocked', startMinute: null, endMinute: null },
        { date: '2026-03-09', kind: 'blocked', startMinute: 540, endMinute: 600 },
        { date: '2026-03-11', kind: 'extra', startMinute: 1380, endMinute: 1440 },
      ],
    });
    const slots = freeSlots(availability, { from: iso('2026-03-01T00:00:00Z'), to: iso('2026-03-20T00:00:00Z'), now: iso('2026-02-01T00:00:00Z') });
    expect(slots.map((s) => `${s.date} ${new Date(s.start).toISOString()}`)).toEqual([
      '2026-03-09 2026-03-09T14:00:00.000Z',
      '2026-03-11 2026-03-12T03:00:00.000Z',
      '2026-03-16 2026-03-16T17:00:00.000Z',
    ]);
  });

  it('keeps notice, buffers on both sides, steps and the per-day and per-startup maximums', () => {
    const monday = { from: iso('2026-03-16T00:00:00Z'), to: iso('2026-03-17T00:00:00Z') };
    const rules = [{ weekday: 'MO' as const, startMinute: 540, endMinute: 1020, validFrom: null, validUntil: null }];
    const booking: SlotBooking = { start: iso('2026-03-16T16:00:00Z'), end: iso('2026-03-16T17:00:00Z'), startupId: 's1' };
    // 09:00–17:00 local = 13:00–21:00Z; the booking is 12:00–13:00 local; 30 min buffers and 30 min steps.
    const slots = freeSlots(host({ slotStepMinutes: 30, bufferAfterMinutes: 30, minNoticeMinutes: 60 }, { rules, bookings: [booking] }), {
      ...monday, now: iso('2026-03-16T13:10:00Z'),
    });
    expect(at(slots)[0]).toBe('2026-03-16T14:30:00.000Z');
    expect(at(slots)).not.toContain('2026-03-16T14:30:00.000Z'.replace('14:30', '15:00'));
    expect(at(slots)).toContain('2026-03-16T14:30:00.000Z');
    expect(at(slots)).not.toContain('2026-03-16T17:00:00.000Z');
    expect(at(slots)).toContain('2026-03-16T17:30:00.000Z');
    const perDay = freeSlots(host({ maxSessionsPerDay: 1 }, { rules, bookings: [booking] }), { ...monday, now: monday.from - 86_400_000 });
    expect(perDay).toEqual([]);
    const perStartup = host({ maxSessionsPerStartup: 1, startupLimitPeriod: 'month' }, { rules, bookings: [booking] });
    const next = { from: iso('2026-03-23T00:00:00Z'), to: iso('2026-03-24T00:00:00Z'), now: monday.from };
    expect(freeSlots(perStartup, { ...next, startupId: 's1' })).toEqual([]);
    expect(freeSlots(perStartup, { ...next, startupId: 's2' })).toHaveLength(8);
    expect(freeSlots(perStartup, { ...next, startupId: null })).toHaveLength(8);
  });

  it('offers nothing when the range is shorter than a slot or past the horizon', () => {
    expect(freeSlots(host(), { from: iso('2026-03-16T13:00:00Z'), to: iso('2026-03-16T13:30:00Z'), now: 0 })).toEqual([]);
    expect(freeSlots(host({ horizonDays: 3 }), { from: iso('2026-03-16T00:00:00Z'), to: iso('2026-03-17T00:00:00Z'), now: iso('2026-03-01T00:00:00Z') })).toEqual([]);
  });

  it('merges overlapping rules and cuts blocked hours out of them', () => {
    const day = dateToDayIndex('2026-03-16');
    const rules = [
      { startMinute: 540, endMinute: 720, fromDay: -Infinity, untilDay: Infinity },
      { startMinute: 600, endMinute: 780, fromDay: -Infinity, untilDay: Infinity },
    ];
    expect(dayWindows(day, rules, undefined)).toEqual([[540, 780]]);
    expect(dayWindows(day, rules, { blockedAll: false, blocked: [[660, 690]], extra: [[1200, 1260]] })).toEqual([[540, 660], [690, 780], [1200, 1260]]);
  });
});

describe('availability schemas', () => {
  it('accept good input and name the field of bad input', () => {
    expect(weeklyRuleSchema.parse({ weekday: 'TU', startMinute: 540, endMinute: 600 })).toMatchObject({ validFrom: null, validUntil: null });
    const backwards = weeklyRuleSchema.safeParse({ weekday: 'TU', startMinute: 600, endMinute: 540 });
    expect(backwards.success ? [] : backwards.error.issues.map((i) => i.path.join('.'))).toEqual(['endMinute']);
    expect(availabilityExceptionSchema.safeParse({ date: '2026-02-30', kind: 'blocked' }).success).toBe(false);
    expect(availabilityExceptionSchema.safeParse({ date: '2026-02-28', kind: 'extra' }).success).toBe(false);
    expect(availabilityExceptionSchema.safeParse({ date: '2026-02-28', kind: 'blocked' }).success).toBe(true);
    expect(hostSettingsSchema.safeParse({ ...defaultHostSettings('Europe/Paris'), timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(hostSettingsSchema.safeParse({ ...defaultHostSettings('Europe/Paris'), slotMinutes: 50 }).success).toBe(false);
    expect(hostSettingsSchema.parse(defaultHostSettings('Asia/Tokyo')).timeZone).toBe('Asia/Tokyo');
  });
});
