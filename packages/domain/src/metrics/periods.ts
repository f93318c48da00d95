/**
 * Periods and the metrics prompt (D2 §2.1, §4.1): period labels (MET-21, GAP-34), the month before a form's date
 * (MET-12) and which step the prompt opens (MET-03, MET-04, MET-08).
 */
import { calendarDayOf, dateFormatter, daysInMonth, intlLocale, startOfDay, toDate, type DateInput } from './intl.js';

export type { DateInput };

export const PERIOD_LABEL_KINDS = ['month', 'day', 'range', 'until'] as const;
export type PeriodLabelKind = (typeof PERIOD_LABEL_KINDS)[number];

export type PeriodLabelInput =
  | { kind: 'month' | 'day'; from: DateInput; to?: DateInput | null }
  | { kind: 'range'; from: DateInput; to: DateInput }
  | { kind: 'until'; from?: DateInput | null; to: DateInput };

export interface PeriodLabelOptions {
  /** The incubator's time zone; default the runtime's own. */
  timeZone?: string;
  /** The "until" text with {date}, translated; default "until {date}". */
  untilTemplate?: string;
}

const labelLocales = /* @__PURE__ */ new Map<string, string>();

/**
 * Bare "en" formats day-first ("5 Mar 2024", as GAP-34 writes the labels) rather than Intl's US default
 * ("Mar 5, 2024"); so does a locale the runtime lacks (instead of the runtime's default); every other locale keeps its
 * own order.
 */
function labelLocale(locale: string): string {
  let tag = labelLocales.get(locale);
  if (tag === undefined) {
    const canonical = intlLocale(locale);
    const supported = Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0;
    tag = canonical === 'en' || !supported ? 'en-GB' : canonical;
    labelLocales.set(locale, tag);
  }
  return tag;
}

/** "March 2024", "5 Mar 2024", "1 Mar – 15 Mar 2024" or "until 15 Mar 2024" in English (GAP-34). */
export function periodLabel(period: PeriodLabelInput, locale: string, options: PeriodLabelOptions = {}): string {
  const tag = labelLocale(locale);
  const { timeZone } = options;
  const zone = timeZone === undefined ? {} : { timeZone };
  const fullDay = dateFormatter(tag, { day: 'numeric', month: 'short', year: 'numeric', ...zone });
  switch (period.kind) {
    case 'month':
      return dateFormatter(tag, { month: 'long', year: 'numeric', ...zone }).format(toDate(period.from));
    case 'day':
      return fullDay.format(toDate(period.from));
    case 'until': {
      const date = fullDay.format(toDate(period.to));
      return (options.untilTemplate ?? 'until {date}').replace('{date}', () => date);
    }
    case 'range': {
      const from = toDate(period.from);
      const to = toDate(period.to);
      const sameYear = calendarDayOf(from, timeZone).year === calendarDayOf(to, timeZone).year;
      const dayMonth = dateFormatter(tag, { day: 'numeric', month: 'short', ...zone });
      const start = sameYear ? dayMonth.format(from) : fullDay.format(from);
      return `${start} – ${fullDay.format(to)}`;
    }
  }
}

/**
 * The label kind of a period (`from` first instant, `to` last instant): a whole calendar month, a single day, a
 * range, or "until" when it has no start.
 */
export function periodLabelKind(
  from: DateInput | null | undefined,
  to: DateInput,
  timeZone?: string,
): PeriodLabelKind {
  if (from === null || from === undefined) return 'until';
  const start = toDate(from);
  const first = calendarDayOf(start, timeZone);
  const last = calendarDayOf(toDate(to), timeZone);
  if (first.year === last.year && first.month === last.month && first.day === last.day) return 'day';
  const wholeMonth =
    first.day === 1 &&
    startOfDay(first, timeZone).getTime() === start.getTime() &&
    first.year === last.year &&
    first.month === last.month &&
    last.day === daysInMonth(last.year, last.month);
  return wholeMonth ? 'month' : 'range';
}

/** MET-12: the first instant of the month before the month `date` falls in (form in March → February). */
export function previousMonth(date: DateInput, timeZone?: string): Date {
  const { year, month } = calendarDayOf(toDate(date), timeZone);
  const before = month === 1 ? { year: year - 1, month: 12, day: 1 } : { year, month: month - 1, day: 1 };
  return startOfDay(before, timeZone);
}

// ---------------------------------------------------------------------------------------------------------------
// The metrics prompt (D2 §4.1)

export const PENDING_DATA_FORM_TYPES = ['CATEGORIZATION', 'METRICS'] as const;
export type PendingDataFormType = (typeof PENDING_DATA_FORM_TYPES)[number];
export type PromptStep = 'CLOSED' | PendingDataFormType;

export interface PromptState {
  /** The startup's pending data form, if any (startupPendingData.pendingDataForm). */
  pendingForm: { type: PendingDataFormType } | null | undefined;
  /** Skip was pressed earlier in this browser session (the session-storage key, MET-07). */
  skippedThisSession: boolean;
  initialCategorizationComplete: boolean;
}

/**
 * The step the prompt shows, decided afresh from the pending data after each step (MET-09): closed with no pending
 * form (MET-03) or after a skip this session once categorized (MET-04); else the form's type (MET-08).
 */
export function nextPromptStep(state: PromptState): PromptStep {
  if (!state.pendingForm) return 'CLOSED';
  if (state.skippedThisSession && state.initialCategorizationComplete) return 'CLOSED';
  return state.pendingForm.type;
}

/** MET-35. */
export const INVALID_PERIOD_DATE_MESSAGE = 'The date received for this data update is invalid';

/** A period date as sent to saveMetricData: a Date, ISO text or epoch milliseconds that names a real instant. */
export function parsePeriodDate(value: unknown): Date | null {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
