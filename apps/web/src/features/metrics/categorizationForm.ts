/** The categorization step without React (D2 §2.1, §4.1, §5.1, §7.2; MET-10–18). */
import { periodLabel, previousMonth } from '@hatchery/domain';
import type { CategorizationQuestion, UpdateStartupCategorizationVariables } from './promptDocuments';

/** The answer to "Delay the beginning of your monthly data reporting?"; null until answered (MET-14). */
export type DelayAnswer = 'yes' | 'no' | null;

export interface CategorizationValues {
  delay: DelayAnswer;
  answers: Record<string, boolean | null>;
}

export function initialCategorizationValues(questions: readonly CategorizationQuestion[]): CategorizationValues {
  return { delay: null, answers: Object.fromEntries(questions.map((q) => [q.key, q.value])) };
}

/** MET-14, MET-16, MET-17: the delay answer is required; without a delay, every question needs yes or no. */
export function isCategorizationValid(values: CategorizationValues, questions: readonly CategorizationQuestion[]): boolean {
  if (values.delay === 'yes') return true;
  if (values.delay !== 'no') return false;
  return questions.every((q) => typeof values.answers[q.key] === 'boolean');
}

/** MET-15, MET-18: a delay sends skip = true and no answers at all; otherwise every answer and skip = false. */
export function categorizationVariables(
  categorizationId: string,
  values: CategorizationValues,
  questions: readonly CategorizationQuestion[],
): UpdateStartupCategorizationVariables {
  if (values.delay === 'yes') return { categorizationId, skip: true };
  return {
    categorizationId,
    answers: questions.map((q) => ({ key: q.key, value: values.answers[q.key] ?? null })),
    skip: false,
  };
}

export interface CategorizationHeading {
  /** 'welcome' the first time (MET-10), else 'anythingChanged' (MET-11). */
  kind: 'welcome' | 'anythingChanged';
  /** "February 2024": the month before the form's date the first time (MET-12), else the form's own month. */
  month: string;
}

export function categorizationHeading(
  firstTime: boolean,
  formDate: string,
  locale: string,
  timeZone: string | undefined,
): CategorizationHeading {
  const options = { timeZone };
  if (firstTime) {
    return { kind: 'welcome', month: periodLabel({ kind: 'month', from: previousMonth(formDate, timeZone) }, locale, options) };
  }
  return { kind: 'anythingChanged', month: periodLabel({ kind: 'month', from: formDate }, locale, options) };
}
