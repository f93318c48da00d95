/**
 * Showing metric values (timeline data entries, charts, the portfolio table): numbers and amounts for the locale in
 * the incubator's currency, percentages with " %", dates as days, and the change against the previous period.
 */
import { formatCurrencyAmount, type MetricUnitType } from '@hatchery/domain';
import { intlTag } from './useIncubatorFormat';

export interface ValueFormat {
  locale: string;
  currency: string;
  timeZone?: string | undefined;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

const UNIT_TYPES: readonly string[] = ['PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS', 'CUSTOM'];

export function asUnitType(value: string): MetricUnitType {
  return (UNIT_TYPES.includes(value) ? value : 'CUSTOM') as MetricUnitType;
}

function numberText(value: number, format: ValueFormat, options: Intl.NumberFormatOptions = {}): string {
  try {
    return new Intl.NumberFormat(intlTag(format.locale), { maximumFractionDigits: 2, ...options }).format(value);
  } catch {
    return String(value);
  }
}

export function formatDay(value: string | Date, format: ValueFormat): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(intlTag(format.locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: format.timeZone }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A stored value as the reader sees it; '' when there is none. */
export function formatMetricValue(unitType: MetricUnitType, value: string | null, dateValue: string | null, format: ValueFormat): string {
  if (unitType === 'DATE') return dateValue ? formatDay(dateValue, format) : (value ?? '');
  if (value === null || value.trim() === '') return '';
  const number = Number(value);
  if (unitType === 'PERCENTAGE') return Number.isFinite(number) ? `${numberText(number, format)} %` : `${value} %`;
  if (!Number.isFinite(number)) return value;
  if (unitType === 'MONETARY') return formatCurrencyAmount(number, format.currency, format.locale);
  return numberText(number, format);
}

/** The difference with its sign (+1,200 / −$300.00); amounts in the currency. */
export function formatDiff(unitType: MetricUnitType, diff: number, format: ValueFormat): string {
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '';
  const size = Math.abs(diff);
  const text = unitType === 'MONETARY' ? formatCurrencyAmount(size, format.currency, format.locale) : numberText(size, format);
  return `${sign}${text}`;
}

/** The percent change with its sign (+12.5 %). */
export function formatChange(change: number, format: ValueFormat): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${numberText(Math.abs(change), format, { maximumFractionDigits: 1 })} %`;
}

export function changeDirection(diff: number | null, change: number | null): ChangeDirection | null {
  const delta = diff ?? change;
  if (delta === null || !Number.isFinite(delta)) return null;
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
}
