/**
 * The domain's form functions the server runs (packages/domain/src/forms: one implementation for browser and server).
 * analyseFormDefinition is a stand-in until branch h-fdomain delivers it (TEMPORARY: it finds no problem).
 */
import type { FormDefinition } from '@hatchery/domain';

export { computeCalculated, fileExtension, pruneAnswers, validateAnswers, type FieldError } from '@hatchery/domain';

export interface FormProblem {
  code: string;
  questionIds: string[];
  params?: Record<string, string | number>;
}

export function analyseFormDefinition(_definition: FormDefinition): FormProblem[] {
  return [];
}
