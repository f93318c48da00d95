import { describe, expect, it } from 'vitest';
import { fromLocalInput, localDayIn, toLocalDay, toLocalInput } from './localInput';
import { inTimeZone } from '../../test/inTimeZone';

describe('datetime-local values', () => {
  it('round-trip an instant through the browser zone’s wall clock, to the minute', () => {
    const iso = new Date('2030-01-02T03:04').toISOString();
    expect(toLocalInput(iso)).toBe('2030-01-02T03:04');
    expect(fromLocalInput('2030-01-02T03:04')).toBe(iso);
    // Seconds are not part of the input: they go.
    expect(toLocalInput(new Date('2030-12-31T23:59:59').toISOString())).toBe('2030-12-31T23:59');
  });

  it('empty and broken values are empty and null', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput(undefined)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2030-13-45T99:99')).toBeNull();
  });
});

describe('the browser’s calendar day', () => {
  it('is the day where the browser is, not UTC’s', () => {
    // 00:30 UTC on 1 December: still the evening of 30 November in New York.
    inTimeZone('America/New_York', () => expect(toLocalDay(new Date('2026-12-01T00:30:00Z'))).toBe('2026-11-30'));
    inTimeZone('Asia/Tokyo', () => expect(toLocalDay(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01'));
  });

  it('counts days ahead on that calendar, across a month and a DST change', () => {
    inTimeZone('America/New_York', () => {
      expect(localDayIn(14, new Date('2026-12-01T00:30:00Z'))).toBe('2026-12-14');
      expect(localDayIn(1, new Date('2026-03-08T04:30:00Z'))).toBe('2026-03-08');
    });
  });
});
