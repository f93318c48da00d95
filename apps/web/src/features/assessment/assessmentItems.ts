/**
 * The query's evaluations as the domain's summaries read them (dates parsed), and the figures' formatting: a percent
 * with at most one decimal, a value on its scale ("4 of 5"), a calendar month and a day in the viewer's language.
 */
import type { AssessmentItem } from '@hatchery/domain';
import type { AssessmentEvaluationData } from './documents';

export function toItems(evaluations: readonly AssessmentEvaluationData[]): AssessmentItem[] {
  return evaluations.map((e) => ({ source: e.source, submittedAt: new Date(e.submittedAt), percent: e.percent ?? null, scores: e.scores }));
}

function safeFormat(locale: string, options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions, value: number | Date): string {
  try {
    return value instanceof Date ? new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions).format(value) : new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions).format(value);
  } catch {
    return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  }
}

/** 58.333… → "58.3 %" (the locale's own percent sign and spacing). */
export function formatPercent(percent: number, locale: string): string {
  return safeFormat(locale, { style: 'percent', maximumFractionDigits: 1 }, percent / 100);
}

export function formatNumber(value: number, locale: string): string {
  return safeFormat(locale, { maximumFractionDigits: 2 }, value);
}

/** "2026-11" → "Nov 2026" in the locale (the month is a calendar month already, so it is read in UTC). */
export function formatMonth(month: string, locale: string): string {
  return safeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }, new Date(`${month}-15T12:00:00Z`));
}

/** A day as the organisation reads it. */
export function formatDay(iso: string, locale: string, timeZone: string | undefined): string {
  return safeFormat(locale, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }, new Date(iso));
}
