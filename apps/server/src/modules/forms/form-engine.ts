/**
 * The domain's form functions the server runs (packages/domain/src/forms, one implementation for browser and server).
 * TEMPORARY until branch h-fdomain is merged: these stand-ins let the module compile and are replaced by re-exports
 * of analyseFormDefinition, validateAnswers, pruneAnswers and computeCalculated.
 */
import type { AnswerFileInfo, Answers, FormDefinition, QuestionAudience } from '@hatchery/domain';

export interface FormProblem {
  code: string;
  questionIds: string[];
  params?: Record<string, string | number>;
}
export interface FieldError {
  code: string;
  params?: Record<string, string | number>;
}
export interface EngineOptions {
  audience?: QuestionAudience;
  partial?: boolean;
  files?: readonly AnswerFileInfo[];
}

export function analyseFormDefinition(_definition: FormDefinition): FormProblem[] {
  return [];
}
export function validateAnswers(_definition: FormDefinition, _answers: Answers, _options: EngineOptions = {}): { valid: boolean; errors: Record<string, FieldError> } {
  return { valid: true, errors: {} };
}
export function pruneAnswers(_definition: FormDefinition, answers: Answers, _options: EngineOptions = {}): Answers {
  return answers;
}
export function computeCalculated(_definition: FormDefinition, answers: Answers, _options: EngineOptions = {}): Answers {
  return answers;
}
/** Lower-case extension of a file name, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
