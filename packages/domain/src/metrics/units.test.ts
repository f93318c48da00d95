import { describe, expect, it } from 'vitest';
import {
  currencyAffix,
  formatCurrencyAmount,
  inputBehaviour,
  isMetricUnitType,
  METRIC_UNIT_TYPES,
  TRACKING_RECURRENCE_TYPES,
} from './units.js';

describe('metric units and input behaviour (D2 §3.10, §5.2)', () => {
  it('has the nine unit types and the three recurrence types', () => {
    expect(METRIC_UNIT_TYPES).toEqual(['PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS', 'CUSTOM']);
    expect(TRACKING_RECURRENCE_TYPES).toEqual(['MONTH', 'QUARTER', 'YEAR']);
    expect(isMetricUnitType('MONTHS')).toBe(true);
    expect(isMetricUnitType('toString')).toBe(false);
  });

  it('MET-26: percentage is trimmed text with a " %" suffix and decimals', () => {
    expect(inputBehaviour('PERCENTAGE')).toEqual({ kind: 'text', decimals: true, negatives: false, suffix: ' %' });
  });

  it('MET-27: monetary shows the currency and takes decimals (cents)', () => {
    expect(inputBehaviour('MONETARY')).toEqual({ kind: 'number', decimals: true, negatives: false, currency: true });
  });

  it('MET-28: employee takes decimals and no negatives', () => {
    expect(inputBehaviour('EMPLOYEE')).toEqual({ kind: 'number', decimals: true, negatives: false });
  });

  it('MET-29, GAP-35: customer, user, subscriber, months and custom are non-negative integers; DATE is a date picker', () => {
    for (const unit of ['CUSTOMER', 'USER', 'SUBSCRIBER', 'MONTHS', 'CUSTOM'] as const) {
      expect(inputBehaviour(unit)).toEqual({ kind: 'number', decimals: false, negatives: false });
    }
    expect(inputBehaviour('DATE')).toEqual({ kind: 'date', decimals: false, negatives: false });
  });

  it('no unit takes negatives, and the behaviour returned is a copy', () => {
    for (const unit of METRIC_UNIT_TYPES) expect(inputBehaviour(unit).negatives).toBe(false);
    const behaviour = inputBehaviour('PERCENTAGE');
    behaviour.decimals = false;
    expect(inputBehaviour('PERCENTAGE').decimals).toBe(true);
  });

  it('MET-27, GAP-34: the currency is a prefix or a suffix as the locale formats it', () => {
    expect(currencyAffix('USD', 'en')).toEqual({ position: 'prefix', symbol: '$' });
    expect(currencyAffix('EUR', 'de')).toEqual({ position: 'suffix', symbol: '€' });
    expect(currencyAffix('EUR', 'fr')).toEqual({ position: 'suffix', symbol: '€' });
    expect(currencyAffix('KRW', 'ko')).toEqual({ position: 'prefix', symbol: '₩' });
    // "KR" (D2 §9) is not a code Intl accepts: shown after the number.
    expect(currencyAffix('KR', 'en')).toEqual({ position: 'suffix', symbol: 'KR' });
  });

  it('MET-33: amounts are formatted in the currency for the locale', () => {
    expect(formatCurrencyAmount(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatCurrencyAmount(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
    expect(formatCurrencyAmount(1000, 'CFA', 'en')).toBe('CFA\u00a01,000.00');
    expect(formatCurrencyAmount(1000, 'KR', 'en')).toBe('1,000 KR');
    expect(formatCurrencyAmount(5, 'USD', 'ja_JP')).toBe('$5.00');
  });
});
