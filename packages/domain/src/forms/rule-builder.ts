// What the visual rule builder offers for a question's condition: the questions it may read (earlier ones that take
// an answer, D-183) and, for each, the operators that mean something for its kind (D-181).
import type { ConditionOperator, FormDefinition, Question } from './definition.js';
import type { AnswerKind } from './answers.js';
import { OPERATORS_BY_KIND } from './conditions.js';
import { compileForm } from './evaluate.js';

export interface ConditionSource {
  question: Question;
  kind: AnswerKind;
  operators: readonly ConditionOperator[];
}

/** Questions placed before `questionId` that take an answer (for a new question: pass null to get them all). */
export function conditionSources(definition: FormDefinition, questionId: string | null): ConditionSource[] {
  const form = compileForm(definition);
  const limit = questionId === null ? form.questions.length : (form.byId.get(questionId)?.index ?? form.questions.length);
  return form.questions
    .slice(0, limit)
    .filter((entry) => entry.kind !== 'none' && form.byId.get(entry.question.id) === entry)
    .map((entry) => ({ question: entry.question, kind: entry.kind, operators: OPERATORS_BY_KIND[entry.kind] }));
}
