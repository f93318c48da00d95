import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atLeastOneFilled,
  dateToWireSeconds,
  FIELD_MESSAGES,
  parseFieldValue,
  toWireData,
  toWireValue,
} from './parse.js';
import type { MetricUnitType } from './units.js';

const NUMERIC_UNITS: MetricUnitType[] = ['PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'];
const DECIMAL_UNITS: MetricUnitType[] = ['PERCENTAGE', 'MONETARY', 'EMPLOYEE'];
const INTEGER_UNITS: MetricUnitType[] = ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'];
const messageFor = (unit: MetricUnitType) => (unit === 'MONETARY' ? 'Invalid amount' : 'Invalid number');

describe('metric field parsing (D2 §5.2)', () => {
  it('MET-23: numbers are digits with at most one decimal point', () => {
    for (const unit of DECIMAL_UNITS) {
      for (const good of ['0', '12', '12.5', '12.', '.5', '007']) expect(parseFieldValue(unit, good)).toEqual({ ok: true, value: good });
    }
    for (const unit of NUMERIC_UNITS) {
      for (const bad of ['-1', '+1', '1e3', '1E3', '1.2.3', '1,5', '1 000', 'abc', '12a', '.', '0x10', 'Infinity', '١٢']) {
        expect(parseFieldValue(unit, bad)).toEqual({ ok: false, message: messageFor(unit) });
      }
    }
  });

  it('MET-24: "Invalid amount" for monetary metrics, "Invalid number" for the others', () => {
    expect(parseFieldValue('MONETARY', '12,50')).toEqual({ ok: false, message: 'Invalid amount' });
    expect(parseFieldValue('EMPLOYEE', '-3')).toEqual({ ok: false, message: 'Invalid number' });
    expect(parseFieldValue('PERCENTAGE', '50%')).toEqual({ ok: false, message: 'Invalid number' });
    expect(parseFieldValue('DATE', 'tomorrow')).toEqual({ ok: false, message: 'Invalid number' });
    expect(FIELD_MESSAGES).toEqual({
      invalidAmount: 'Invalid amount',
      invalidNumber: 'Invalid number',
      fillAtLeastOne: 'You need to fill at least one of these fields',
    });
  });

  it('MET-25: values are trimmed; an empty field is no value', () => {
    expect(parseFieldValue('PERCENTAGE', '  12.5 ')).toEqual({ ok: true, value: '12.5' });
    expect(parseFieldValue('DATE', ' 2024-03-05\t')).toEqual({ ok: true, value: '2024-03-05' });
    expect(parseFieldValue('USER', ' 40 ')).toEqual({ ok: true, value: '40' });
    for (const empty of ['', '   ', null, undefined]) expect(parseFieldValue('MONETARY', empty)).toEqual({ ok: true, value: null });
  });

  it('MET-28, MET-29: employee takes decimals; customer, user, subscriber, months and custom take integers only', () => {
    expect(parseFieldValue('EMPLOYEE', '2.5')).toEqual({ ok: true, value: '2.5' });
    for (const unit of INTEGER_UNITS) {
      expect(parseFieldValue(unit, '3')).toEqual({ ok: true, value: '3' });
      expect(parseFieldValue(unit, '2.5')).toEqual({ ok: false, message: 'Invalid number' });
      expect(parseFieldValue(unit, '3.')).toEqual({ ok: false, message: 'Invalid number' });
    }
  });

  it('GAP-35: a DATE value is Unix seconds or a real calendar date', () => {
    for (const good of ['1709596800', '2024-03-05', '2024-02-29', '2024-03-05T10:30', '2024-03-05T23:30:00Z', '2024-03-05T10:00:00+05:30']) {
      expect(parseFieldValue('DATE', good)).toEqual({ ok: true, value: good });
    }
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-3-5', '05/03/2024', '-1', '2024-03-05T25:00', '1.5']) {
      expect(parseFieldValue('DATE', bad)).toEqual({ ok: false, message: 'Invalid number' });
    }
  });

  it('MET-22: at least one value; "0" and 0 count as filled', () => {
    expect(atLeastOneFilled([null, '', '  ', undefined])).toEqual({ ok: false, message: 'You need to fill at least one of these fields' });
    expect(atLeastOneFilled([])).toEqual({ ok: false, message: 'You need to fill at least one of these fields' });
    expect(atLeastOneFilled([null, '0'])).toEqual({ ok: true });
    expect(atLeastOneFilled(['', 0])).toEqual({ ok: true });
    expect(atLeastOneFilled(new Set(['', '12']))).toEqual({ ok: true });
  });
});

describe('what a save sends (D2 §7.2)', () => {
  it('MET-36: numbers as canonical digit strings, percentage as trimmed text, nothing for empty', () => {
    expect(toWireValue('MONETARY', ' 1500.50 ')).toBe('1500.5');
    expect(toWireValue('EMPLOYEE', '007')).toBe('7');
    expect(toWireValue('EMPLOYEE', '.5')).toBe('0.5');
    expect(toWireValue('EMPLOYEE', '3.')).toBe('3');
    expect(toWireValue('USER', '0')).toBe('0');
    expect(toWireValue('PERCENTAGE', ' 12.50 ')).toBe('12.50');
    expect(toWireValue('CUSTOMER', '   ')).toBeNull();
    expect(() => toWireValue('MONETARY', '-5')).toThrow(new RangeError('Invalid amount'));
  });

  it('MET-36, GAP-35: a date goes as Unix seconds of local midnight of the chosen day', () => {
    expect(toWireValue('DATE', '2024-03-05', { timeZone: 'UTC' })).toBe('1709596800');
    expect(toWireValue('DATE', '2024-03-05', { timeZone: 'America/New_York' })).toBe('1709614800');
    expect(toWireValue('DATE', '2024-03-10', { timeZone: 'America/New_York' })).toBe('1710046800'); // DST starts at 02:00
    expect(toWireValue('DATE', '2024-03-11', { timeZone: 'America/New_York' })).toBe('1710129600');
    expect(toWireValue('DATE', '2024-03-05T18:45', { timeZone: 'UTC' })).toBe('1709596800'); // a wall time names its day
    // An instant is the day it falls on in the zone: 23:30 UTC is already 6 March in Paris.
    expect(toWireValue('DATE', '2024-03-05T23:30:00Z', { timeZone: 'Europe/Paris' })).toBe('1709679600');
    expect(toWireValue('DATE', '1709596800')).toBe('1709596800');
    // Santiago skips midnight on 2024-09-08 (00:00 → 01:00): the day starts at 01:00 local, 04:00 UTC.
    expect(toWireValue('DATE', '2024-09-08', { timeZone: 'America/Santiago' })).toBe(String(Date.UTC(2024, 8, 8, 4) / 1000));
    // Without a zone, the runtime's own (the browser's).
    expect(toWireValue('DATE', '2024-03-05')).toBe(String(new Date(2024, 2, 5).getTime() / 1000));
    expect(dateToWireSeconds(new Date(2024, 2, 5, 17, 20))).toBe(String(new Date(2024, 2, 5).getTime() / 1000));
    expect(dateToWireSeconds(new Date('2024-03-05T23:30:00Z'), { timeZone: 'Asia/Tokyo' })).toBe(
      String(Date.UTC(2024, 2, 5, 15) / 1000),
    );
  });

  it('MET-36: toWireData leaves out the empty fields', () => {
    expect(
      toWireData(
        [
          { metricDataId: 'a', unitType: 'MONETARY', value: '10.0' },
          { metricDataId: 'b', unitType: 'USER', value: '' },
          { metricDataId: 'c', unitType: 'USER', value: '0' },
          { metricDataId: 'd', unitType: 'DATE', value: null },
          { metricDataId: 'e', unitType: 'DATE', value: '2024-03-05' },
        ],
        { timeZone: 'UTC' },
      ),
    ).toEqual([
      { metricDataId: 'a', value: '10' },
      { metricDataId: 'c', value: '0' },
      { metricDataId: 'e', value: '1709596800' },
    ]);
  });
});

describe('metric field parsing, properties (MET-23–29)', () => {
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 });
  const optionalDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 });
  /** Every digit string with at most one point and at least one digit. */
  const decimalText = fc.oneof(
    digits,
    fc.tuple(digits, optionalDigits).map(([whole, fraction]) => `${whole}.${fraction}`),
    fc.tuple(optionalDigits, digits).map(([whole, fraction]) => `${whole}.${fraction}`),
  );
  const numericUnit = fc.constantFrom(...NUMERIC_UNITS);
  const forbidden = fc.constantFrom('-', '+', 'e', 'E', 'x', 'a', 'Z', ',', '_', '%', '/', 'é', '٣', '∞');

  it('never accepts a sign, an exponent or a letter', () => {
    fc.assert(
      fc.property(numericUnit, optionalDigits, forbidden, optionalDigits, (unit, before, bad, after) => {
        const result = parseFieldValue(unit, `${before}${bad}${after}`);
        expect(result).toEqual({ ok: false, message: messageFor(unit) });
      }),
    );
  });

  it('never accepts two decimal points', () => {
    fc.assert(
      fc.property(numericUnit, optionalDigits, optionalDigits, optionalDigits, (unit, a, b, c) => {
        expect(parseFieldValue(unit, `${a}.${b}.${c}`).ok).toBe(false);
      }),
    );
  });

  it('accepts every digit string with at most one point (decimal units), trimmed', () => {
    const padding = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');
    fc.assert(
      fc.property(fc.constantFrom(...DECIMAL_UNITS), decimalText, padding, padding, (unit, text, left, right) => {
        expect(parseFieldValue(unit, `${left}${text}${right}`)).toEqual({ ok: true, value: text });
      }),
    );
  });

  it('integer-only units accept digit strings and reject any point', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTEGER_UNITS), decimalText, (unit, text) => {
        expect(parseFieldValue(unit, text).ok).toBe(!text.includes('.'));
      }),
    );
  });

  it('the wire form of a number is canonical and has the same value', () => {
    const shortDecimal = fc
      .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 6 }), fc.nat({ max: 3 }))
      .map(([n, scale, zeros]) => {
        const text = String(n).padStart(scale + 1, '0');
        return scale === 0 ? text : `${'0'.repeat(zeros)}${text.slice(0, -scale)}.${text.slice(-scale)}`;
      });
    fc.assert(
      fc.property(fc.constantFrom('MONETARY', 'EMPLOYEE'), shortDecimal, (unit: MetricUnitType, text) => {
        const wire = toWireValue(unit, text);
        expect(wire).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
        expect(Number(wire)).toBe(Number(text));
      }),
    );
  });
});
