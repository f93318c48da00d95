/**
 * An answer as text for people reading it outside the app: the export's cells and the PDF (option values become
 * their labels in the form's first language, write-ins follow their option, table rows are written out).
 */
import { isDisplayField, localizedText, type Answers, type AnswerValue, type FormDefinition, type Locale, type Question, type QuestionOption } from '@hatchery/domain';
import { isUuid } from '../../db/index.js';

function optionLabels(options: readonly QuestionOption[] | undefined, locale: Locale, into = new Map<string, string>()): Map<string, string> {
  for (const option of options ?? []) {
    into.set(option.value, localizedText(option.labels, locale) || option.value);
    optionLabels(option.children, locale, into);
  }
  return into;
}

export function questionLabel(question: Question, definition: FormDefinition): string {
  return localizedText(question.label, definition.languages[0] ?? 'en') || question.id;
}

/** The questions that take an answer, in order. */
export function answerableQuestions(definition: FormDefinition): Question[] {
  return definition.questions.filter((q) => !isDisplayField(q.type));
}

export function answerText(question: Question, definition: FormDefinition, answer: AnswerValue | undefined, fileNames?: ReadonlyMap<string, string>): string {
  if (!answer) return '';
  const locale = definition.languages[0] ?? 'en';
  if (answer.tableValue && answer.tableValue.length > 0) {
    const columns = question.validations?.columns ?? [];
    return answer.tableValue
      .map((row) => columns.map((c) => `${localizedText(c.labels, locale) || c.id}: ${row[c.id] ?? ''}`).join('; '))
      .join(' | ');
  }
  if (answer.arrayValue && answer.arrayValue.length > 0) {
    if (question.type === 'file') return answer.arrayValue.map((id) => fileNames?.get(id) ?? id).join(', ');
    const labels = optionLabels(question.options, locale);
    return answer.arrayValue
      .map((value) => {
        const writeIn = answer.writeIns?.[value];
        const label = labels.get(value) ?? value;
        return writeIn ? `${label}: ${writeIn}` : label;
      })
      .join(', ');
  }
  if (answer.numberValue !== undefined && answer.numberValue !== null) return String(answer.numberValue);
  return answer.textValue ?? '';
}

/** The file ids the answers' file questions name (ids only: what is not an id names no file). */
export function fileIdsOf(definition: FormDefinition, answers: Answers): string[] {
  return definition.questions.filter((q) => q.type === 'file').flatMap((q) => (answers[q.id]?.arrayValue ?? []).filter(isUuid));
}

/** One answer of a submission as the spec's Answer entity (D2 §3.12, ENT-43; D-223): a row per answered question. */
export interface AnswerEntry {
  /** `<submission id>:<question id>`: stable, since a submission answers a question once. */
  id: string;
  questionId: string;
  question: Question;
  answer: AnswerValue;
  /** The answer as people read it (option labels, file names, table rows), as in the export and the PDF. */
  text: string;
}

/** The answers of a submission in the order of the version's questions (display questions and unanswered ones left out). */
export function answerEntries(submissionId: string, definition: FormDefinition, answers: Answers, fileNames?: ReadonlyMap<string, string>): AnswerEntry[] {
  return answerableQuestions(definition).flatMap((question) => {
    const answer = answers[question.id];
    if (!answer) return [];
    return [{ id: `${submissionId}:${question.id}`, questionId: question.id, question, answer, text: answerText(question, definition, answer, fileNames) }];
  });
}
