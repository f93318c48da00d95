import { describe, expect, it } from 'vitest';
import { recentMonths } from './PortfolioView';

describe('the portfolio comparison’s periods', () => {
  it('are the months before the tenant’s current one, not UTC’s', () => {
    // 00:30 UTC on 1 December is still November in New York: the last full month there is October.
    const newYork = recentMonths(3, 'en', new Date('2026-12-01T00:30:00Z'), 'America/New_York');
    expect(newYork.map((m) => m.value)).toEqual(['2026-10-01T12:00:00.000Z', '2026-09-01T12:00:00.000Z', '2026-08-01T12:00:00.000Z']);
    expect(newYork[0]!.label).toBe('October 2026');
    // Already December in Paris: November first.
    expect(recentMonths(1, 'en', new Date('2026-11-30T23:30:00Z'), 'Europe/Paris')[0]!.value).toBe('2026-11-01T12:00:00.000Z');
  });

  it('cross a year back and fall back to UTC’s month for a zone Intl does not know', () => {
    expect(recentMonths(2, 'en', new Date('2027-01-15T12:00:00Z'), 'UTC').map((m) => m.value)).toEqual(['2026-12-01T12:00:00.000Z', '2026-11-01T12:00:00.000Z']);
    expect(recentMonths(1, 'en', new Date('2027-01-15T12:00:00Z'), 'Not/AZone')[0]!.value).toBe('2026-12-01T12:00:00.000Z');
  });
});
