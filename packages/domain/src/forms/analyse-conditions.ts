// The analyser's checks of each condition statement: the question it reads exists, takes an answer, is not the
// question itself and comes before it (D-183: conditions look back only); the operator fits the answer's kind; the
// values are as many as the operator takes and are options, numbers or dates as the kind needs.
import type { DependencyStatement } from './definition.js';
import { parseConditionNumber, parseIsoDay } from './answers.js';
import { dependencyStatements, operatorArity, operatorFitsKind } from './conditions.js';
import type { CompiledForm, CompiledQuestion } from './evaluate.js';
import type { FormProblem } from './problems.js';

export interface ConditionCheck {
  problems: FormProblem[];
  /** Questions whose conditions can be reasoned about (every statement reads a known answerable question with an operator that fits). */
  analysable: Set<string>;
}

export function analyseConditions(form: CompiledForm): ConditionCheck {
  const problems: FormProblem[] = [];
  const analysable = new Set<string>();
  for (const entry of form.questions) {
    if (!entry.question.dependency || form.byId.get(entry.question.id) !== entry) continue;
    let sound = true;
    for (const statement of dependencyStatements(entry.question.dependency)) {
      const found = analyseStatement(entry, statement, form);
      problems.push(...found.problems);
      sound &&= found.sound;
    }
    if (sound) analysable.add(entry.question.id);
  }
  return { problems, analysable };
}

function analyseStatement(
  entry: CompiledQuestion,
  statement: DependencyStatement,
  form: CompiledForm,
): { problems: FormProblem[]; sound: boolean } {
  const ids = [entry.question.id, statement.questionId];
  const { operator, values } = statement;
  const target = form.byId.get(statement.questionId);
  if (statement.questionId === entry.question.id) return { problems: [{ code: 'conditionOnItself', questionIds: [entry.question.id] }], sound: false };
  if (!target) return { problems: [{ code: 'conditionUnknownQuestion', questionIds: ids }], sound: false };
  if (target.kind === 'none') return { problems: [{ code: 'conditionOnDisplayQuestion', questionIds: ids }], sound: false };
  const problems: FormProblem[] = [];
  if (target.index > entry.index) problems.push({ code: 'conditionForwardReference', questionIds: ids });
  if (!operatorFitsKind(operator, target.kind)) {
    problems.push({ code: 'conditionOperatorNotForType', questionIds: ids, params: { operator, type: target.question.type } });
    return { problems, sound: false };
  }
  const arity = operatorArity(operator);
  if (values.length < arity.min || values.length > arity.max) {
    problems.push({ code: 'conditionValueCount', questionIds: ids, params: { operator, count: values.length } });
    return { problems, sound: false };
  }
  for (const value of values) {
    const code = valueProblem(target, value);
    if (code) problems.push({ code, questionIds: ids, params: { value } });
  }
  return { problems, sound: true };
}

function valueProblem(target: CompiledQuestion, value: string): FormProblem['code'] | null {
  switch (target.kind) {
    case 'single':
    case 'multi':
      return target.optionValues.has(value) ? null : 'conditionValueNotOption';
    case 'number':
    case 'calculated':
    case 'file':
    case 'table':
      return parseConditionNumber(value) === null ? 'conditionValueNotNumber' : null;
    case 'date':
      return parseIsoDay(value) === null ? 'conditionValueNotDate' : null;
    default:
      return null;
  }
}
