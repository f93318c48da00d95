// Per-question summaries of many answers to one form version (issue 15 item 6: feedback requests' charts). Pure, so
// the server computes it for big requests and the web tests it with the same code. Choice questions count each option
// (tree options by their leaf values); numbers and scales give count, mean, median and a distribution; text answers
// give the latest few; other types only how many answered.
import { isChoiceField, isDisplayField, type Answers, type Question, type QuestionOption } from './definition.js';

export const TEXT_SUMMARY_LIMIT = 10;
/** Number questions with more distinct values than this are grouped into this many equal ranges. */
export const NUMBER_SUMMARY_BUCKETS = 10;

export interface ChoiceSummary {
  kind: 'choice';
  questionId: string;
  answered: number;
  options: Array<{ value: string; count: number }>;
  /** Answers naming no option of the version (should not happen; kept so counts add up). */
  other: number;
}
export interface NumberSummary {
  kind: 'number';
  questionId: string;
  answered: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  /** Each distinct value (or range "a–b" when there are many) with its count, in ascending order. */
  distribution: Array<{ label: string; count: number }>;
}
export interface TextSummary {
  kind: 'text';
  questionId: string;
  answered: number;
  /** The newest answers first (the caller passes answers newest first). */
  latest: string[];
}
export interface CountSummary {
  kind: 'count';
  questionId: string;
  answered: number;
}
export type QuestionSummary = ChoiceSummary | NumberSummary | TextSummary | CountSummary;

function leafValues(options: readonly QuestionOption[] | undefined): string[] {
  const out: string[] = [];
  for (const option of options ?? []) {
    if (option.children && option.children.length > 0) out.push(...leafValues(option.children));
    else out.push(option.value);
  }
  return out;
}

export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round = (value: number) => Math.round(value * 100) / 100;

function distribution(sorted: readonly number[]): Array<{ label: string; count: number }> {
  const counts = new Map<number, number>();
  for (const value of sorted) counts.set(value, (counts.get(value) ?? 0) + 1);
  if (counts.size <= NUMBER_SUMMARY_BUCKETS) return [...counts].map(([value, count]) => ({ label: String(value), count }));
  const min = sorted[0]!;
  const width = (sorted[sorted.length - 1]! - min) / NUMBER_SUMMARY_BUCKETS;
  const buckets = Array.from({ length: NUMBER_SUMMARY_BUCKETS }, (_, i) => ({ label: `${round(min + i * width)}–${round(min + (i + 1) * width)}`, count: 0 }));
  for (const value of sorted) buckets[Math.min(NUMBER_SUMMARY_BUCKETS - 1, Math.floor((value - min) / width))]!.count += 1;
  return buckets;
}

function summariseQuestion(question: Question, answerSets: readonly Answers[]): QuestionSummary {
  const given = answerSets.map((answers) => answers[question.id]).filter((value) => value !== undefined);
  if (isChoiceField(question.type)) {
    const values = leafValues(question.options);
    const counts = new Map(values.map((value) => [value, 0]));
    let other = 0;
    let answered = 0;
    for (const answer of given) {
      const chosen = answer?.arrayValue ?? [];
      if (chosen.length === 0) continue;
      answered += 1;
      for (const value of chosen) {
        if (counts.has(value)) counts.set(value, counts.get(value)! + 1);
        else other += 1;
      }
    }
    return { kind: 'choice', questionId: question.id, answered, options: [...counts].map(([value, count]) => ({ value, count })), other };
  }
  if (question.type === 'number' || question.type === 'number_scale' || question.type === 'calculated') {
    const numbers = given.map((answer) => answer?.numberValue).filter((n): n is number => typeof n === 'number' && Number.isFinite(n)).sort((a, b) => a - b);
    const mean = numbers.length ? round(numbers.reduce((sum, n) => sum + n, 0) / numbers.length) : null;
    const mid = median(numbers);
    return {
      kind: 'number',
      questionId: question.id,
      answered: numbers.length,
      mean,
      median: mid === null ? null : round(mid),
      min: numbers[0] ?? null,
      max: numbers[numbers.length - 1] ?? null,
      distribution: distribution(numbers),
    };
  }
  if (question.type === 'text' || question.type === 'text_long') {
    const texts = given.map((answer) => answer?.textValue?.trim() ?? '').filter((text) => text !== '');
    return { kind: 'text', questionId: question.id, answered: texts.length, latest: texts.slice(0, TEXT_SUMMARY_LIMIT) };
  }
  const answered = given.filter((answer) => answer && (answer.textValue || answer.numberValue !== undefined || answer.arrayValue?.length || answer.tableValue?.length)).length;
  return { kind: 'count', questionId: question.id, answered };
}

/** One summary per answerable question of the definition, in its order. `answerSets` newest first. */
export function summariseAnswers(questions: readonly Question[], answerSets: readonly Answers[]): QuestionSummary[] {
  return questions.filter((question) => !isDisplayField(question.type)).map((question) => summariseQuestion(question, answerSets));
}
