import { describe, expect, it } from 'vitest';
import {
  INVALID_PERIOD_DATE_MESSAGE,
  nextPromptStep,
  parsePeriodDate,
  periodLabel,
  periodLabelKind,
  previousMonth,
  type PendingDataFormType,
} from './periods.js';

const utc = { timeZone: 'UTC' };

describe('period labels (MET-21, GAP-34)', () => {
  it('English labels: whole month, single day, range and until', () => {
    expect(periodLabel({ kind: 'month', from: '2024-03-01T00:00:00Z', to: '2024-03-31T23:59:59.999Z' }, 'en', utc)).toBe('March 2024');
    expect(periodLabel({ kind: 'day', from: '2024-03-05T00:00:00Z', to: '2024-03-05T23:59:59.999Z' }, 'en', utc)).toBe('5 Mar 2024');
    expect(periodLabel({ kind: 'range', from: '2024-03-01T00:00:00Z', to: '2024-03-15T23:59:59.999Z' }, 'en', utc)).toBe(
      '1 Mar – 15 Mar 2024',
    );
    expect(periodLabel({ kind: 'until', from: null, to: '2024-03-15T23:59:59.999Z' }, 'en', utc)).toBe('until 15 Mar 2024');
  });

  it('a range across years shows both years', () => {
    expect(periodLabel({ kind: 'range', from: Date.UTC(2023, 11, 28), to: new Date(Date.UTC(2024, 0, 5)) }, 'en', utc)).toBe(
      '28 Dec 2023 – 5 Jan 2024',
    );
  });

  it('dates are read in the given time zone (the incubator’s)', () => {
    // The first instant of March in Paris is still February in UTC.
    const from = '2024-02-29T23:00:00Z';
    expect(periodLabel({ kind: 'month', from }, 'en', { timeZone: 'Europe/Paris' })).toBe('March 2024');
    expect(periodLabel({ kind: 'month', from }, 'en', utc)).toBe('February 2024');
  });

  it('other locales use their own formats; "until" takes a translated template', () => {
    expect(periodLabel({ kind: 'month', from: '2024-03-01T00:00:00Z' }, 'fr', utc)).toBe('mars 2024');
    expect(periodLabel({ kind: 'day', from: '2024-03-05T00:00:00Z' }, 'de', utc)).toBe('5. März 2024');
    expect(periodLabel({ kind: 'month', from: '2024-03-01T00:00:00Z' }, 'ja_JP', utc)).toBe('2024年3月');
    expect(periodLabel({ kind: 'until', to: '2024-03-15T12:00:00Z' }, 'fr', { ...utc, untilTemplate: 'jusqu’au {date}' })).toBe(
      'jusqu’au 15 mars 2024',
    );
    expect(periodLabel({ kind: 'day', from: '2024-03-05T00:00:00Z' }, 'en-US', utc)).toBe('Mar 5, 2024');
    // A locale the runtime does not know, or a malformed tag, reads as English.
    expect(periodLabel({ kind: 'day', from: '2024-03-05T00:00:00Z' }, 'xx_YY', utc)).toBe('5 Mar 2024');
    expect(periodLabel({ kind: 'day', from: '2024-03-05T00:00:00Z' }, 'not a locale!', utc)).toBe('5 Mar 2024');
  });

  it('an unknown time zone is an error', () => {
    expect(() => periodLabel({ kind: 'day', from: '2024-03-05T00:00:00Z' }, 'en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('periodLabelKind tells the kind from the first and last instants', () => {
    expect(periodLabelKind('2024-03-01T00:00:00Z', '2024-03-31T23:59:59.999Z', 'UTC')).toBe('month');
    expect(periodLabelKind('2024-02-01T00:00:00Z', '2024-02-29T23:59:59.999Z', 'UTC')).toBe('month');
    expect(periodLabelKind('2024-03-05T00:00:00Z', '2024-03-05T23:59:59.999Z', 'UTC')).toBe('day');
    expect(periodLabelKind('2024-03-01T00:00:00Z', '2024-03-15T23:59:59.999Z', 'UTC')).toBe('range');
    expect(periodLabelKind('2024-03-02T00:00:00Z', '2024-03-31T23:59:59.999Z', 'UTC')).toBe('range');
    expect(periodLabelKind('2024-03-01T00:00:00Z', '2024-04-30T23:59:59.999Z', 'UTC')).toBe('range');
    expect(periodLabelKind(null, '2024-03-15T23:59:59.999Z', 'UTC')).toBe('until');
    // In Paris, March runs from 29 Feb 23:00 UTC to 31 Mar 21:59:59.999 UTC (summer time starts on the 31st).
    expect(periodLabelKind('2024-02-29T23:00:00Z', '2024-03-31T21:59:59.999Z', 'Europe/Paris')).toBe('month');
    expect(periodLabelKind('2024-03-01T00:00:00Z', '2024-03-31T21:59:59.999Z', 'Europe/Paris')).toBe('range');
  });
});

describe('previous month (MET-12)', () => {
  it('a form dated in March asks about February; January goes back a year', () => {
    expect(previousMonth('2024-03-01T00:00:00Z', 'UTC').toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(previousMonth('2024-03-31T23:59:59Z', 'UTC').toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(previousMonth('2024-01-15T10:00:00Z', 'UTC').toISOString()).toBe('2023-12-01T00:00:00.000Z');
    expect(periodLabel({ kind: 'month', from: previousMonth('2024-03-01T00:00:00Z', 'UTC') }, 'en', utc)).toBe('February 2024');
  });

  it('reads the month in the time zone', () => {
    // 1 March 00:00 in Paris is 29 Feb 23:00 UTC: still a March form there.
    const february = previousMonth('2024-02-29T23:00:00Z', 'Europe/Paris');
    expect(february.toISOString()).toBe('2024-01-31T23:00:00.000Z');
    expect(periodLabel({ kind: 'month', from: february }, 'en', { timeZone: 'Europe/Paris' })).toBe('February 2024');
    const local = previousMonth(new Date(2024, 2, 10));
    expect([local.getFullYear(), local.getMonth(), local.getDate(), local.getHours()]).toEqual([2024, 1, 1, 0]);
  });
});

describe('metrics prompt steps (D2 §4.1)', () => {
  const form = (type: PendingDataFormType) => ({ id: 'f1', type, date: '2024-03-01' });

  it('MET-03: with no pending form the prompt closes at once', () => {
    for (const skippedThisSession of [false, true]) {
      for (const initialCategorizationComplete of [false, true]) {
        for (const pendingForm of [null, undefined]) {
          expect(nextPromptStep({ pendingForm, skippedThisSession, initialCategorizationComplete })).toBe('CLOSED');
        }
      }
    }
  });

  it('MET-04: a skip this session closes it once categorized, not before', () => {
    expect(nextPromptStep({ pendingForm: form('METRICS'), skippedThisSession: true, initialCategorizationComplete: true })).toBe('CLOSED');
    expect(nextPromptStep({ pendingForm: form('CATEGORIZATION'), skippedThisSession: true, initialCategorizationComplete: false })).toBe(
      'CATEGORIZATION',
    );
  });

  it('MET-08: otherwise the step is the pending form’s type', () => {
    expect(nextPromptStep({ pendingForm: form('CATEGORIZATION'), skippedThisSession: false, initialCategorizationComplete: false })).toBe(
      'CATEGORIZATION',
    );
    expect(nextPromptStep({ pendingForm: form('METRICS'), skippedThisSession: false, initialCategorizationComplete: true })).toBe('METRICS');
    expect(nextPromptStep({ pendingForm: form('CATEGORIZATION'), skippedThisSession: false, initialCategorizationComplete: true })).toBe(
      'CATEGORIZATION',
    );
  });
});

describe('period dates (MET-35)', () => {
  it('accepts real dates and refuses the rest with the message', () => {
    expect(INVALID_PERIOD_DATE_MESSAGE).toBe('The date received for this data update is invalid');
    expect(parsePeriodDate('2024-03-01T00:00:00Z')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(parsePeriodDate(Date.UTC(2024, 2, 1))?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(parsePeriodDate(new Date(0))?.getTime()).toBe(0);
    for (const bad of ['', '  ', 'yesterday', '2024-13-45', Number.NaN, 1e20, new Date('x'), null, undefined, {}, true]) {
      expect(parsePeriodDate(bad)).toBeNull();
    }
  });
});
