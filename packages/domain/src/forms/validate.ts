// validateAnswers: the one answer validator, run by the renderer while filling and by the server on submit (issue 15
// item 2). Hidden questions are skipped (the server prunes their answers); display questions take no answer; a
// calculated question is computed, never typed, and only its computed value is checked against min/max. In partial
// mode (drafts) only rules about what is written are checked: nothing is missing yet (D-182).
import type { Answers, AnswerFileInfo, FormDefinition } from './definition.js';
import { hasAnyContent, isAnswered } from './answers.js';
import { FormEvaluator, type AudienceOptions, type CompiledQuestion } from './evaluate.js';
import { validateByKind, type FieldError } from './validate-kinds.js';

export { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from './validate-kinds.js';

export interface ValidateOptions extends AudienceOptions {
  /** A draft: only what is answered is checked (no required, too short, too few…). */
  partial?: boolean;
  /** What the server knows of the uploaded files, for file types and sizes; without it only the count is checked. */
  files?: ReadonlyMap<string, AnswerFileInfo> | readonly AnswerFileInfo[];
}

export interface ValidationResult {
  valid: boolean;
  /** One error per question (the first rule it breaks), by question id. */
  errors: Record<string, FieldError>;
}

function fileIndex(files: ValidateOptions['files']): ReadonlyMap<string, AnswerFileInfo> | null {
  if (!files) return null;
  if (files instanceof Map) return files;
  return new Map((files as readonly AnswerFileInfo[]).map((file) => [file.id, file]));
}

export function validateAnswers(definition: FormDefinition, answers: Answers, options: ValidateOptions = {}): ValidationResult {
  const evaluator = new FormEvaluator(definition, answers, options);
  const files = fileIndex(options.files);
  const partial = options.partial === true;
  const errors: Record<string, FieldError> = {};
  for (const entry of evaluator.form.questions) {
    const id = entry.question.id;
    if (errors[id] || evaluator.form.byId.get(id) !== entry || !evaluator.isVisible(id)) continue;
    const error = validateQuestion(entry, evaluator, answers, partial, files);
    if (error) errors[id] = error;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

function validateQuestion(
  entry: CompiledQuestion,
  evaluator: FormEvaluator,
  answers: Answers,
  partial: boolean,
  files: ReadonlyMap<string, AnswerFileInfo> | null,
): FieldError | null {
  const { question, kind } = entry;
  const given = answers[question.id];
  if (kind === 'none') return hasAnyContent(given) ? { code: 'unexpectedAnswer' } : null;
  if (kind === 'calculated') {
    // The typed value, if any, is ignored (pruneAnswers stores the computed one); anything else is not an answer.
    if (given && (given.textValue != null || given.arrayValue != null || given.tableValue != null || given.writeIns != null)) {
      return { code: 'unexpectedAnswer' };
    }
    const value = evaluator.answerOf(entry);
    return value ? validateByKind(entry, value, { partial, files }) : null;
  }
  if (!isAnswered(kind, given)) {
    // Text left in a write-in box whose option is not chosen is not an answer; pruneAnswers drops it.
    if (given && hasAnyContent({ ...given, writeIns: null }) && kind !== 'table') return { code: 'unexpectedAnswer' };
    return question.required && !partial ? { code: 'required' } : null;
  }
  return validateByKind(entry, given ?? {}, { partial, files });
}
