import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.js';
import { dateTimeInput, parseIsoDateTime } from './date-time.js';

describe('DateTime input', () => {
  it('accepts ISO-8601 instants with an offset, and dates alone (midnight UTC)', () => {
    expect(parseIsoDateTime('2026-03-02T09:30:00.000Z')?.toISOString()).toBe('2026-03-02T09:30:00.000Z');
    expect(parseIsoDateTime('2026-03-02T09:30Z')?.toISOString()).toBe('2026-03-02T09:30:00.000Z');
    expect(parseIsoDateTime('2026-03-02T09:30:00+05:30')?.toISOString()).toBe('2026-03-02T04:00:00.000Z');
    expect(parseIsoDateTime('2026-03-02T09:30:00.123456Z')?.toISOString()).toBe('2026-03-02T09:30:00.123Z');
    expect(parseIsoDateTime('2026-03-02')?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(parseIsoDateTime('0001-01-01T00:00:00Z')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(parseIsoDateTime('9999-12-31T23:59:59.999Z')?.toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(parseIsoDateTime('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses empty, unparsable, out-of-range, impossible and zone-less values', () => {
    for (const bad of [
      '',
      'NaN',
      'Invalid Date',
      '1e20',
      'March 7, 2026',
      '+275760-09-14T00:00:00.001Z',
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '99999-01-01',
      '0000-01-01T00:00:00Z',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01T00:00:00Z',
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:60:00Z',
      '2026-03-01T10:00:60Z',
      '2026-03-01T10:00:00',
      '2026-03-01T10:00:00+24:00',
      '2026-03-01 10:00:00Z',
      ' 2026-03-01',
      '2026-03-01T10:00:00.000Z\u0000',
    ]) {
      expect(parseIsoDateTime(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('a refusal is a ValidationError with the translatable rule; non-strings are refused too', () => {
    for (const bad of ['NaN', 0, 1_700_000_000_000, null, {}, true]) {
      try {
        dateTimeInput(bad);
        expect.unreachable(JSON.stringify(bad));
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('ValidationError');
        expect((error as AppError).message).toMatch(/^Enter a date and time in ISO-8601 form/);
      }
    }
  });
});
