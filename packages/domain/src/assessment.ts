/**
 * The startup file's Assessment tab (D-579): every score a startup was given — the application reviews of its calls and
 * the coaching sessions' evaluations — put on one scale, so the overview can summarise them and the performance
 * overview can draw how they moved. A score is a number on its question's scale (a number or number_scale question
 * with bounds, or a single choice whose options carry numericalValue, D-260); on the common scale it is the share of
 * the way from the scale's minimum to its maximum, 0–100.
 */
import { isChoiceField, localizedText, type FormDefinition, type Question } from './forms/index.js';
import type { Locale } from './locales.js';
import { calendarDateIn } from './task-dates.js';

export const ASSESSMENT_SOURCES = ['applicationReview', 'sessionEvaluation'] as const;
export type AssessmentSource = (typeof ASSESSMENT_SOURCES)[number];

/** The numbers a question can give as a score: its bounds; a number question without both bounds gives NaN bounds; null when it gives none (D-260). */
export function scoreBounds(question: Question): { min: number; max: number } | null {
  if (question.type === 'number' || question.type === 'number_scale') {
    const { min, max } = question.validations ?? {};
    return typeof min === 'number' && typeof max === 'number' && max > min ? { min, max } : question.type === 'number' ? { min: Number.NaN, max: Number.NaN } : null;
  }
  if (isChoiceField(question.type) && question.type !== 'tree_single' && question.type !== 'tree_multi') {
    const values = (question.options ?? []).map((o) => o.numericalValue).filter((v): v is number => typeof v === 'number');
    if (values.length === 0 || question.type === 'select_checkbox' || question.type === 'select_multi_dropdown') return null;
    return { min: Math.min(...values), max: Math.max(...values) };
  }
  return null;
}

/** The score one answer gives a question: numberValue, or the chosen option's numericalValue. */
export function answerScore(question: Question, answer: { numberValue?: number | null; arrayValue?: string[] | null; textValue?: string | null } | undefined): number | null {
  if (!answer) return null;
  if (question.type === 'number' || question.type === 'number_scale') return typeof answer.numberValue === 'number' && Number.isFinite(answer.numberValue) ? answer.numberValue : null;
  const chosen = answer.arrayValue?.[0] ?? answer.textValue ?? null;
  const option = (question.options ?? []).find((o) => o.value === chosen);
  return typeof option?.numericalValue === 'number' ? option.numericalValue : null;
}

/** A value's place on its scale, 0–100 (clamped: a number answered outside its bounds stays on the chart); null without a usable scale. */
export function scorePercent(value: number, min: number, max: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(min) || !Number.isFinite(max) || max <= min) return null;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

export interface AssessmentScore {
  /** The criterion's name (application reviews) or the question's label (session evaluations). */
  label: string;
  value: number;
  min: number;
  max: number;
  /** 0–100 on the common scale. */
  percent: number;
  weight: number;
}

/** One answered score of a form: the scored questions of a definition with their answers (unanswered or unbounded ones left out). */
export function formScores(
  definition: FormDefinition,
  answers: Readonly<Record<string, { numberValue?: number | null; arrayValue?: string[] | null; textValue?: string | null } | undefined>>,
  language: string | null | undefined,
): AssessmentScore[] {
  const lang: Locale = definition.languages.find((code) => code === language) ?? definition.languages[0] ?? 'en';
  const result: AssessmentScore[] = [];
  for (const question of definition.questions) {
    const bounds = scoreBounds(question);
    if (!bounds) continue;
    const value = answerScore(question, answers[question.id]);
    if (value === null) continue;
    const percent = scorePercent(value, bounds.min, bounds.max);
    if (percent === null) continue;
    const label = localizedText(question.label, lang) || question.id;
    result.push({ label, value, min: bounds.min, max: bounds.max, percent, weight: 1 });
  }
  return result;
}

/** The weighted mean of the scores' percents (Σ w·p / Σ w), null when there is none. */
export function overallPercent(scores: ReadonlyArray<Pick<AssessmentScore, 'percent' | 'weight'>>): number | null {
  let sum = 0;
  let weights = 0;
  for (const s of scores) {
    if (!(s.weight > 0) || !Number.isFinite(s.percent)) continue;
    sum += s.weight * s.percent;
    weights += s.weight;
  }
  return weights > 0 ? sum / weights : null;
}

export interface AssessmentItem {
  source: AssessmentSource;
  submittedAt: Date;
  percent: number | null;
  scores: ReadonlyArray<Pick<AssessmentScore, 'label' | 'percent'>>;
}

export interface SourceSummary {
  source: AssessmentSource;
  count: number;
  /** The mean of the evaluations' overall percents (those with one); null when none has a score. */
  meanPercent: number | null;
  latestAt: Date | null;
}

export interface CriterionSummary {
  source: AssessmentSource;
  label: string;
  count: number;
  meanPercent: number;
}

const mean = (values: readonly number[]): number | null => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** Per source: how many evaluations, their mean on the common scale and the latest; per criterion (by source and label): the mean, most answered first. */
export function summariseAssessment(items: readonly AssessmentItem[]): { sources: SourceSummary[]; criteria: CriterionSummary[] } {
  const sources = ASSESSMENT_SOURCES.map((source) => {
    const own = items.filter((i) => i.source === source);
    const latest = own.reduce<Date | null>((acc, i) => (acc === null || i.submittedAt > acc ? i.submittedAt : acc), null);
    return { source, count: own.length, meanPercent: mean(own.flatMap((i) => (i.percent === null ? [] : [i.percent]))), latestAt: latest };
  });
  const byCriterion = new Map<string, { source: AssessmentSource; label: string; values: number[] }>();
  for (const item of items) {
    for (const score of item.scores) {
      const key = `${item.source}\u0000${score.label}`;
      const entry = byCriterion.get(key) ?? { source: item.source, label: score.label, values: [] };
      entry.values.push(score.percent);
      byCriterion.set(key, entry);
    }
  }
  const criteria = [...byCriterion.values()]
    .map((c) => ({ source: c.source, label: c.label, count: c.values.length, meanPercent: mean(c.values)! }))
    .sort((a, b) => ASSESSMENT_SOURCES.indexOf(a.source) - ASSESSMENT_SOURCES.indexOf(b.source) || b.count - a.count || a.label.localeCompare(b.label));
  return { sources, criteria };
}

export interface TrendPoint {
  /** The calendar month in the tenant's zone, YYYY-MM. */
  month: string;
  applicationReview: number | null;
  sessionEvaluation: number | null;
}

/** Monthly means per source (months with no scored evaluation left out), oldest first, in the tenant's zone. */
export function assessmentTrend(items: readonly AssessmentItem[], timeZone: string): TrendPoint[] {
  const months = new Map<string, Record<AssessmentSource, number[]>>();
  for (const item of items) {
    if (item.percent === null) continue;
    const day = calendarDateIn(item.submittedAt, timeZone);
    const month = `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}`;
    const entry = months.get(month) ?? { applicationReview: [], sessionEvaluation: [] };
    entry[item.source].push(item.percent);
    months.set(month, entry);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, values]) => ({ month, applicationReview: mean(values.applicationReview), sessionEvaluation: mean(values.sessionEvaluation) }));
}
