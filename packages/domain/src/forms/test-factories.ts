// Factories for the forms engine's tests (not exported from the package).
import type { DependencyStatement, DependencyTree, FieldType, FormDefinition, Question, QuestionOption } from './definition.js';

export function option(value: string, extra: Partial<QuestionOption> = {}): QuestionOption {
  return { value, labels: { en: value.toUpperCase() }, ...extra };
}

export function question(id: string, type: FieldType, extra: Partial<Question> = {}): Question {
  return { id, type, label: { en: `Question ${id}` }, ...extra };
}

export function form(...questions: Question[]): FormDefinition {
  return { languages: ['en'], questions };
}

export function when(
  questionId: string,
  operator: DependencyStatement['operator'],
  values: string[] = [],
  action: DependencyStatement['action'] = 'show',
): DependencyStatement {
  return { action, questionId, operator, values };
}

export function all(...statements: Array<DependencyStatement | DependencyTree>): DependencyTree {
  return { operator: 'and', statements };
}

export function any(...statements: Array<DependencyStatement | DependencyTree>): DependencyTree {
  return { operator: 'or', statements };
}

/** Two options, yes and no. */
export const yesNo = [option('yes'), option('no')];
