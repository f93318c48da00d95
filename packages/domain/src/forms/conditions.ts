// Conditions (D2 §3.12, D-180, D-181): what each ConditionOperator means for each kind of answer, how many values it
// takes, and the evaluation of a dependency tree. Negative operators are exact negations of their positive twin
// (notEquals = not equals, notContains = not contains, noneOf = not anyOf, isNotAnswered = not isAnswered), so a
// comparison with an unanswered (or hidden) question is false for a positive operator and true for a negative one.
import {
  isDependencyTree,
  type AnswerValue,
  type ConditionOperator,
  type DependencyStatement,
  type DependencyTree,
} from './definition.js';
import {
  filledRows,
  isAnswered,
  normalizeText,
  parseConditionNumber,
  parseIsoDay,
  sameNumber,
  type AnswerKind,
} from './answers.js';

const PRESENCE: readonly ConditionOperator[] = ['isAnswered', 'isNotAnswered'];
const EQUALITY: readonly ConditionOperator[] = ['equals', 'notEquals', 'anyOf', 'noneOf'];
const COUNTS: readonly ConditionOperator[] = ['greaterThan', 'lessThan', 'between'];

/**
 * Operators that mean something for each kind of answer (the rule builder offers these; the analyser refuses others):
 * - single choice: equals / anyOf compare the chosen option;
 * - multi choice: equals is the exact set chosen, contains / allOf / anyOf test membership;
 * - text: equals / anyOf compare the whole text, contains a part of it (no case, no surrounding spaces);
 * - number and calculated: equality, greaterThan / lessThan (strict), between (inclusive);
 * - date: equality, before / after (strict), between (inclusive);
 * - file and table: greaterThan / lessThan / between compare the number of files or of filled rows.
 */
export const OPERATORS_BY_KIND: Record<AnswerKind, readonly ConditionOperator[]> = {
  none: [],
  single: [...PRESENCE, ...EQUALITY],
  multi: [...PRESENCE, ...EQUALITY, 'contains', 'notContains', 'allOf'],
  text: [...PRESENCE, ...EQUALITY, 'contains', 'notContains'],
  number: [...PRESENCE, ...EQUALITY, ...COUNTS],
  calculated: [...PRESENCE, ...EQUALITY, ...COUNTS],
  date: [...PRESENCE, ...EQUALITY, 'before', 'after', 'between'],
  file: [...PRESENCE, ...COUNTS],
  table: [...PRESENCE, ...COUNTS],
};

export function operatorFitsKind(operator: ConditionOperator, kind: AnswerKind): boolean {
  return OPERATORS_BY_KIND[kind].includes(operator);
}

/** How many values an operator takes: exactly `min` when `max` equals it, else at least `min`. */
export function operatorArity(operator: ConditionOperator): { min: number; max: number } {
  switch (operator) {
    case 'isAnswered':
    case 'isNotAnswered':
      return { min: 0, max: 0 };
    case 'between':
      return { min: 2, max: 2 };
    case 'anyOf':
    case 'noneOf':
    case 'allOf':
      return { min: 1, max: Number.POSITIVE_INFINITY };
    default:
      return { min: 1, max: 1 };
  }
}

/** The operator with the opposite meaning. */
export const NEGATED_OPERATOR: Record<ConditionOperator, ConditionOperator | null> = {
  isAnswered: 'isNotAnswered',
  isNotAnswered: 'isAnswered',
  equals: 'notEquals',
  notEquals: 'equals',
  contains: 'notContains',
  notContains: 'contains',
  anyOf: 'noneOf',
  noneOf: 'anyOf',
  allOf: null,
  greaterThan: null,
  lessThan: null,
  between: null,
  before: null,
  after: null,
};

const NEGATIVE: ReadonlySet<ConditionOperator> = new Set(['isNotAnswered', 'notEquals', 'notContains', 'noneOf']);

/** The value a condition reads: the answer of a question, or null when it is hidden or unanswered. */
export interface ConditionSubject {
  kind: AnswerKind;
  answer: AnswerValue | null | undefined;
}

/** Whether the comparison of a statement holds (its action not applied). */
export function compareAnswer(subject: ConditionSubject, operator: ConditionOperator, values: readonly string[]): boolean {
  if (NEGATIVE.has(operator)) return !compareAnswer(subject, NEGATED_OPERATOR[operator] as ConditionOperator, values);
  const { kind, answer } = subject;
  if (!operatorFitsKind(operator, kind) || !isAnswered(kind, answer) || !answer) return false;
  if (operator === 'isAnswered') return true;
  switch (kind) {
    case 'single':
    case 'multi':
      return compareChoice(kind, answer.arrayValue ?? [], operator, values);
    case 'text':
      return compareText(normalizeText(answer.textValue ?? ''), operator, values);
    case 'number':
    case 'calculated':
      return compareNumber(answer.numberValue as number, operator, values.map(parseConditionNumber));
    case 'date': {
      const day = parseIsoDay(answer.textValue);
      return day !== null && compareNumber(day, dateOperator(operator), values.map(parseIsoDay));
    }
    case 'file':
      return compareNumber((answer.arrayValue ?? []).length, operator, values.map(parseConditionNumber));
    case 'table':
      return compareNumber(filledRows(answer).length, operator, values.map(parseConditionNumber));
    default:
      return false;
  }
}

function dateOperator(operator: ConditionOperator): ConditionOperator {
  if (operator === 'before') return 'lessThan';
  if (operator === 'after') return 'greaterThan';
  return operator;
}

function compareChoice(kind: 'single' | 'multi', chosen: readonly string[], operator: ConditionOperator, values: readonly string[]): boolean {
  const set = new Set(chosen);
  switch (operator) {
    case 'equals':
      if (kind === 'single') return values.length === 1 && set.size === 1 && set.has(values[0] as string);
      return new Set(values).size === set.size && values.every((value) => set.has(value));
    case 'contains':
      return values.length === 1 && set.has(values[0] as string);
    case 'anyOf':
      return values.some((value) => set.has(value));
    case 'allOf':
      return values.length > 0 && values.every((value) => set.has(value));
    default:
      return false;
  }
}

function compareText(text: string, operator: ConditionOperator, values: readonly string[]): boolean {
  switch (operator) {
    case 'equals':
      return values.length === 1 && normalizeText(values[0] as string) === text;
    case 'anyOf':
      return values.some((value) => normalizeText(value) === text);
    case 'contains': {
      const part = values.length === 1 ? normalizeText(values[0] as string) : '';
      return part !== '' && text.includes(part);
    }
    default:
      return false;
  }
}

function compareNumber(value: number, operator: ConditionOperator, operands: ReadonlyArray<number | null>): boolean {
  const [first, second] = operands;
  switch (operator) {
    case 'equals':
      return operands.length === 1 && first != null && sameNumber(value, first);
    case 'anyOf':
      return operands.some((operand) => operand != null && sameNumber(value, operand));
    case 'greaterThan':
      return operands.length === 1 && first != null && value > first && !sameNumber(value, first);
    case 'lessThan':
      return operands.length === 1 && first != null && value < first && !sameNumber(value, first);
    case 'between':
      return (
        operands.length === 2 && first != null && second != null &&
        (value >= first || sameNumber(value, first)) && (value <= second || sameNumber(value, second))
      );
    default:
      return false;
  }
}

/** Whether a statement holds: its comparison for `show`, the opposite for `hide` (D-180). */
export function evaluateStatement(statement: DependencyStatement, subject: ConditionSubject): boolean {
  const holds = compareAnswer(subject, statement.operator, statement.values);
  return statement.action === 'hide' ? !holds : holds;
}

/**
 * Whether a dependency tree holds, reading each referenced question through `subjectOf` (which returns a hidden
 * question as unanswered). `and` of nothing holds, `or` of nothing does not. Absent tree: always holds.
 */
export function evaluateDependency(
  tree: DependencyTree | null | undefined,
  subjectOf: (questionId: string) => ConditionSubject,
): boolean {
  if (!tree) return true;
  const holds = (node: DependencyStatement | DependencyTree): boolean =>
    isDependencyTree(node) ? evaluateDependency(node, subjectOf) : evaluateStatement(node, subjectOf(node.questionId));
  return tree.operator === 'and' ? tree.statements.every(holds) : tree.statements.some(holds);
}

/** Ids of the questions a tree refers to, in the order written, each once. */
export function referencedQuestionIds(tree: DependencyTree | null | undefined): string[] {
  const ids = new Set<string>();
  const walk = (node: DependencyStatement | DependencyTree) => {
    if (isDependencyTree(node)) node.statements.forEach(walk);
    else ids.add(node.questionId);
  };
  if (tree) walk(tree);
  return [...ids];
}

/** Every statement of a tree, depth first. */
export function dependencyStatements(tree: DependencyTree | null | undefined): DependencyStatement[] {
  const list: DependencyStatement[] = [];
  const walk = (node: DependencyStatement | DependencyTree) => {
    if (isDependencyTree(node)) node.statements.forEach(walk);
    else list.push(node);
  };
  if (tree) walk(tree);
  return list;
}
