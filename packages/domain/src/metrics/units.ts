/** Units of measure and recurrences of metrics, and how each unit's field behaves (D2 §3.10, §5.2; GAP-35). */
import { METRIC_UNIT_TYPES, type MetricUnitType } from '../reference.js';
import { intlLocale } from './intl.js';

export { METRIC_UNIT_TYPES, type MetricUnitType };

export const TRACKING_RECURRENCE_TYPES = ['MONTH', 'QUARTER', 'YEAR'] as const;
export type TrackingRecurrenceType = (typeof TRACKING_RECURRENCE_TYPES)[number];

/**
 * How a metric's field takes input. `kind` picks the control: 'number' a numeric input, 'text' a text input whose
 * trimmed text is the value (PERCENTAGE, D2 §5.2), 'date' a date picker (GAP-35). No unit takes negatives.
 */
export interface InputBehaviour {
  kind: 'number' | 'text' | 'date';
  decimals: boolean;
  negatives: false;
  suffix?: ' %';
  currency?: true;
}

const BEHAVIOURS: Readonly<Record<MetricUnitType, Readonly<InputBehaviour>>> = {
  PERCENTAGE: { kind: 'text', decimals: true, negatives: false, suffix: ' %' }, // MET-26
  MONETARY: { kind: 'number', decimals: true, negatives: false, currency: true }, // MET-27
  EMPLOYEE: { kind: 'number', decimals: true, negatives: false }, // MET-28
  CUSTOMER: { kind: 'number', decimals: false, negatives: false }, // MET-29
  USER: { kind: 'number', decimals: false, negatives: false },
  SUBSCRIBER: { kind: 'number', decimals: false, negatives: false },
  MONTHS: { kind: 'number', decimals: false, negatives: false }, // GAP-35: a non-negative integer
  CUSTOM: { kind: 'number', decimals: false, negatives: false },
  DATE: { kind: 'date', decimals: false, negatives: false }, // GAP-35: a date picker
};

export function isMetricUnitType(value: unknown): value is MetricUnitType {
  return typeof value === 'string' && Object.hasOwn(BEHAVIOURS, value);
}

/** The field behaviour of a unit (a fresh object; unknown units behave as CUSTOM). */
export function inputBehaviour(unitType: MetricUnitType): InputBehaviour {
  return { ...(isMetricUnitType(unitType) ? BEHAVIOURS[unitType] : BEHAVIOURS.CUSTOM) };
}

const currencyFormats = /* @__PURE__ */ new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency });
    } catch {
      format = null; // codes Intl refuses (e.g. "KR" from the D2 §9 list)
    }
    currencyFormats.set(key, format);
  }
  return format;
}

/** Formats an amount in the incubator's currency for the locale (rule messages, MET-33). */
export function formatCurrencyAmount(amount: number, currency: string, locale: string): string {
  const format = currencyFormat(currency, locale);
  return format ? format.format(amount) : `${new Intl.NumberFormat(intlLocale(locale)).format(amount)} ${currency}`;
}

/** Where a monetary field shows the currency: the locale's currency format decides (MET-27, GAP-34). */
export function currencyAffix(currency: string, locale: string): { position: 'prefix' | 'suffix'; symbol: string } {
  const format = currencyFormat(currency, locale);
  if (!format) return { position: 'suffix', symbol: currency };
  const parts = format.formatToParts(1);
  const currencyIndex = parts.findIndex((part) => part.type === 'currency');
  const numberIndex = parts.findIndex((part) => part.type === 'integer');
  return {
    position: currencyIndex < numberIndex ? 'prefix' : 'suffix',
    symbol: parts[currencyIndex]?.value ?? currency,
  };
}
