/**
 * Second-language completeness (issue 15 item 1, D-221): which texts of a form lack a translation in one of the
 * form's languages. A form is answered in the respondent's language when the form has it (the renderer falls back to
 * the first language otherwise), so a label written in English only shows English to an Arabic respondent. This does
 * not stop publishing (peers warn, D-221): the builder lists the gaps on the questions they name and asks before
 * publishing.
 */
import type { Locale } from '../locales.js';
import type { FormDefinition, LocalizedText, Question, QuestionOption } from './definition.js';

/** Which text of the question lacks a translation: its label, description, an option (by value), a table column (by id) or a scale end. */
export type TranslationPart = 'label' | 'description' | 'option' | 'column' | 'minLabel' | 'maxLabel' | 'patternMessage';

export interface TranslationGap {
  questionId: string;
  part: TranslationPart;
  /** The option's value or the column's id. */
  key?: string;
  /** The form's languages this text is empty in, in the form's order. */
  languages: Locale[];
}

const filled = (text: LocalizedText | undefined, lang: Locale): boolean => (text?.[lang] ?? '').trim() !== '';

/** Languages `text` is empty in; an optional text nobody wrote (no language at all) is not a gap. */
function emptyIn(text: LocalizedText | undefined, languages: readonly Locale[], optional: boolean): Locale[] {
  if (optional && !languages.some((lang) => filled(text, lang))) return [];
  return languages.filter((lang) => !filled(text, lang));
}

function optionGaps(questionId: string, options: readonly QuestionOption[] | undefined, languages: readonly Locale[], into: TranslationGap[]): void {
  for (const option of options ?? []) {
    const missing = emptyIn(option.labels, languages, false);
    if (missing.length) into.push({ questionId, part: 'option', key: option.value, languages: missing });
    optionGaps(questionId, option.children, languages, into);
  }
}

function questionGaps(question: Question, languages: readonly Locale[]): TranslationGap[] {
  const gaps: TranslationGap[] = [];
  const add = (part: TranslationPart, text: LocalizedText | undefined, optional: boolean, key?: string) => {
    const missing = emptyIn(text, languages, optional);
    if (missing.length) gaps.push({ questionId: question.id, part, ...(key === undefined ? {} : { key }), languages: missing });
  };
  add('label', question.label, false);
  add('description', question.description, true);
  optionGaps(question.id, question.options, languages, gaps);
  const rules = question.validations;
  for (const column of rules?.columns ?? []) add('column', column.labels, false, column.id);
  add('minLabel', rules?.minLabel, true);
  add('maxLabel', rules?.maxLabel, true);
  add('patternMessage', rules?.patternMessage, true);
  return gaps;
}

/** Every text of the form missing in one of its languages, question by question in form order. A one-language form has none. */
export function translationGaps(definition: FormDefinition): TranslationGap[] {
  if (definition.languages.length < 2) return [];
  return definition.questions.flatMap((question) => questionGaps(question, definition.languages));
}

/** The form's languages some text is missing in, in the form's order. */
export function languagesWithGaps(gaps: readonly TranslationGap[], languages: readonly Locale[]): Locale[] {
  const missing = new Set(gaps.flatMap((gap) => gap.languages));
  return languages.filter((lang) => missing.has(lang));
}
