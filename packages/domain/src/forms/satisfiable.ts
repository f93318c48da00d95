// Conditions that can never be met (D-184). A tree is expanded into an `or` of `and` clauses (bounded: past 4,096
// clauses the analyser says nothing); a clause can be met when, for each question it reads, some single answer that
// question's rules allow — or no answer — makes every statement on it hold. Questions are treated as independent,
// so the analyser may miss an impossibility (never a false alarm). Per kind, the answers tried are enough to decide:
// - choices: every option (single); every subset of the options the statements name, plus 0 or 1 more (multi);
// - numbers, dates (as day numbers), file and row counts: every value the statements or rules name, a point between
//   each two, one beyond each end — and, on a grid (integer, step, days, counts), the grid points next to those;
// - calculated: the same over the interval its inputs can reach (sum, average, min, max of their intervals);
// - text: the values named by equality (exact), else a few built texts; impossibility only from equality, or a
//   `contains` that a `notContains` or maxLength rules out.
// A question never shown (its condition can never be met, or its section is never shown) is read as unanswered; a
// clause that needs a question answered also needs that question's (and its section's) condition (D-184).
import { isDependencyTree, type AnswerValue, type DependencyStatement, type DependencyTree } from './definition.js';
import {
  formatIsoDay,
  normalizeText,
  numberScaleBounds,
  parseConditionNumber,
  parseIsoDay,
  textLength,
} from './answers.js';
import { compareAnswer } from './conditions.js';
import type { CompiledForm, CompiledQuestion } from './evaluate.js';
import { compilePattern, isEmail, isWebAddress, numberRules, tableRowLimit, validateByKind } from './validate-kinds.js';

interface Literal {
  statement: DependencyStatement;
  /** The comparison must hold (a `show` statement) or must not (`hide`). */
  positive: boolean;
}
/** true: can be met; false: never; null: the analyser cannot tell (treated as can be met). */
export type Verdict = boolean | null;

const MAX_CLAUSES = 4096;

/** The tree as an `or` of `and` clauses, or null past MAX_CLAUSES. */
export function toClauses(node: DependencyStatement | DependencyTree): Literal[][] | null {
  if (!isDependencyTree(node)) return [[{ statement: node, positive: node.action !== 'hide' }]];
  if (node.operator === 'or') {
    const clauses: Literal[][] = [];
    for (const child of node.statements) {
      const sub = toClauses(child);
      if (!sub || clauses.length + sub.length > MAX_CLAUSES) return null;
      clauses.push(...sub);
    }
    return clauses;
  }
  let clauses: Literal[][] = [[]];
  for (const child of node.statements) {
    const sub = toClauses(child);
    if (!sub || clauses.length * sub.length > MAX_CLAUSES) return null;
    clauses = clauses.flatMap((clause) => sub.map((other) => [...clause, ...other]));
  }
  return clauses;
}

export interface SatisfiabilityContext {
  form: CompiledForm;
  neverShown: ReadonlySet<string>;
  /** Questions whose own conditions are well formed, so they may be added to a clause as implied (below). */
  analysable?: ReadonlySet<string>;
}

/** How many times a clause may pull in the conditions of the questions it needs shown (each level: one more hop). */
const MAX_IMPLIED_DEPTH = 4;

export function treeVerdict(tree: DependencyTree, context: SatisfiabilityContext, depth = 0, implied: ReadonlySet<string> = new Set()): Verdict {
  const clauses = toClauses(tree);
  if (!clauses) return null;
  let unknown = false;
  for (const clause of clauses) {
    const verdict = clauseVerdict(clause, context, depth, implied);
    if (verdict === true) return true;
    if (verdict === null) unknown = true;
  }
  return unknown ? null : false;
}

function clauseVerdict(clause: readonly Literal[], context: SatisfiabilityContext, depth: number, implied: ReadonlySet<string>): Verdict {
  const byQuestion = new Map<string, Literal[]>();
  for (const literal of clause) {
    const list = byQuestion.get(literal.statement.questionId) ?? [];
    list.push(literal);
    byQuestion.set(literal.statement.questionId, list);
  }
  let unknown = false;
  const mustBeShown: CompiledQuestion[] = [];
  for (const [questionId, literals] of byQuestion) {
    const target = context.form.byId.get(questionId);
    if (!target) return null;
    const verdict = questionVerdict(target, literals, context);
    if (verdict === false) return false;
    if (verdict === null) unknown = true;
    if (!holdsUnanswered(target, literals)) mustBeShown.push(target);
  }
  // A clause that needs a question answered needs it shown: its condition (and its section's) must hold as well.
  // Adding those implied conditions and deciding again finds impossibilities across questions ("X only when A is
  // yes" read by "X answered and A is no"); it only ever adds what must hold, so it cannot cause a false alarm.
  if (depth < MAX_IMPLIED_DEPTH) {
    const added: Array<DependencyStatement | DependencyTree> = [];
    const now = new Set(implied);
    for (const target of mustBeShown) {
      for (const holder of [target, target.sectionId ? context.form.byId.get(target.sectionId) : undefined]) {
        const dependency = holder?.question.dependency;
        if (!holder || !dependency || now.has(holder.question.id) || !context.analysable?.has(holder.question.id)) continue;
        now.add(holder.question.id);
        added.push(dependency);
      }
    }
    if (added.length > 0) {
      const statements = [...clause.map((literal) => ({ ...literal.statement, action: literal.positive ? 'show' : 'hide' }) as DependencyStatement), ...added];
      const verdict = treeVerdict({ operator: 'and', statements }, context, depth + 1, now);
      if (verdict === false) return false;
    }
  }
  return unknown ? null : true;
}

function holdsUnanswered(target: CompiledQuestion, literals: readonly Literal[]): boolean {
  return literals.every((literal) => compareAnswer({ kind: target.kind, answer: null }, literal.statement.operator, literal.statement.values) === literal.positive);
}

/** Whether some answer of `target` (or none) makes every literal hold. */
export function questionVerdict(target: CompiledQuestion, literals: readonly Literal[], context: SatisfiabilityContext): Verdict {
  const holds = (answer: AnswerValue | null) =>
    literals.every((literal) => compareAnswer({ kind: target.kind, answer }, literal.statement.operator, literal.statement.values) === literal.positive);
  if (holds(null)) return true;
  if (context.neverShown.has(target.question.id)) return false;
  switch (target.kind) {
    case 'single':
      return [...target.optionValues.keys()].some((value) => holds({ arrayValue: [value] }));
    case 'multi':
      return multiVerdict(target, literals, holds);
    case 'number':
      return numberVerdict(target, literals, holds);
    case 'calculated': {
      const range = calculatedRange(target, context, new Set());
      if (!range || range.lo > range.hi) return false;
      return searchNumbers(numbersIn(literals, parseConditionNumber), range, null, (x) => holds({ numberValue: x }));
    }
    case 'date': {
      const rules = target.question.validations ?? {};
      const range = { lo: parseIsoDay(rules.minDate) ?? -Infinity, hi: parseIsoDay(rules.maxDate) ?? Infinity };
      // Years 0001–9999 only: day numbers outside do not print as YYYY-MM-DD.
      const clamp = { lo: Math.max(range.lo, -719_162), hi: Math.min(range.hi, 2_932_896) };
      return searchNumbers(numbersIn(literals, parseIsoDay), clamp, { base: 0, step: 1 }, (day) => holds({ textValue: formatIsoDay(day) }));
    }
    case 'file': {
      const max = target.question.validations?.maxFiles ?? 1000;
      const files = (count: number) => Array.from({ length: count }, (_, i) => `file-${i}`);
      return searchNumbers(numbersIn(literals, parseConditionNumber), { lo: 1, hi: max }, { base: 0, step: 1 }, (count) =>
        holds({ arrayValue: files(count) }),
      );
    }
    case 'table': {
      const rules = target.question.validations ?? {};
      const column = rules.columns?.[0]?.id ?? 'c';
      const rows = (count: number) => Array.from({ length: count }, () => ({ [column]: 'x' }));
      const range = { lo: Math.max(1, rules.minRows ?? 1), hi: tableRowLimit(rules) };
      return searchNumbers(numbersIn(literals, parseConditionNumber), range, { base: 0, step: 1 }, (count) =>
        holds({ tableValue: rows(count) }),
      );
    }
    case 'text':
      return textVerdict(target, literals, holds);
    default:
      return false;
  }
}

function numbersIn(literals: readonly Literal[], parse: (text: string) => number | null): number[] {
  return literals.flatMap((literal) => literal.statement.values.map(parse).filter((value): value is number => value !== null));
}

function multiVerdict(target: CompiledQuestion, literals: readonly Literal[], holds: (answer: AnswerValue) => boolean): Verdict {
  const options = [...target.optionValues.keys()];
  const mentioned = [...new Set(literals.flatMap((literal) => literal.statement.values))].filter((value) => target.optionValues.has(value));
  if (mentioned.length > 12) return null;
  const others = options.filter((value) => !mentioned.includes(value));
  const rules = target.question.validations ?? {};
  const minSelected = rules.minSelected ?? 0;
  const maxSelected = rules.maxSelected ?? options.length;
  for (let mask = 0; mask < 1 << mentioned.length; mask++) {
    const chosen = mentioned.filter((_, bit) => (mask >> bit) & 1);
    const fewest = Math.max(0, minSelected - chosen.length, chosen.length === 0 ? 1 : 0);
    for (const extra of [fewest, fewest + 1]) {
      const count = chosen.length + extra;
      if (extra > others.length || count > maxSelected || count < 1) continue;
      if (holds({ arrayValue: [...chosen, ...others.slice(0, extra)] })) return true;
    }
  }
  return false;
}

function numberVerdict(target: CompiledQuestion, literals: readonly Literal[], holds: (answer: AnswerValue) => boolean): Verdict {
  const rules = target.question.type === 'number_scale' ? numberScaleBounds(target.question) : numberRules(target);
  const range = { lo: rules.min ?? -Infinity, hi: rules.max ?? Infinity };
  const integer = 'integer' in rules && rules.integer === true;
  const step = rules.step;
  const grid = step !== undefined ? { base: rules.min ?? 0, step } : integer ? { base: 0, step: 1 } : null;
  // Both a step and whole numbers: the two grids may meet rarely; the search then proves nothing.
  const exact = !(integer && step !== undefined && !(Number.isInteger(step) && Number.isInteger(grid?.base ?? 0)));
  const valid = (x: number) => validateByKind(target, { numberValue: x }, { partial: false, files: null }) === null;
  const found = searchNumbers(numbersIn(literals, parseConditionNumber), range, grid, (x) => valid(x) && holds({ numberValue: x }));
  return found || (exact ? false : null);
}

/**
 * Whether some x in [lo, hi] (on the grid, if any) satisfies `test`, trying the points where the statements can change
 * their truth: the named values and bounds, points between them and beyond them, and their grid neighbours.
 */
export function searchNumbers(
  named: readonly number[],
  range: { lo: number; hi: number },
  grid: { base: number; step: number } | null,
  test: (x: number) => boolean,
): boolean {
  const points = [...new Set([...named, range.lo, range.hi].filter(Number.isFinite))].sort((a, b) => a - b);
  const candidates = [...points];
  for (let i = 1; i < points.length; i++) candidates.push(((points[i - 1] as number) + (points[i] as number)) / 2);
  if (points.length === 0) candidates.push(0);
  else candidates.push((points[0] as number) - 1, (points[points.length - 1] as number) + 1);
  const tried = new Set<number>();
  const attempt = (x: number) => {
    if (!Number.isFinite(x) || x < range.lo || x > range.hi || tried.has(x)) return false;
    tried.add(x);
    return test(x);
  };
  for (const candidate of candidates) {
    if (grid) {
      const below = grid.base + Math.floor((candidate - grid.base) / grid.step) * grid.step;
      const above = grid.base + Math.ceil((candidate - grid.base) / grid.step) * grid.step;
      if ([below, above, below - grid.step, above + grid.step].some(attempt)) return true;
    } else if (attempt(candidate)) return true;
  }
  return false;
}

/** The interval a calculated question's value lies in (a superset), or null when it can never have one. */
function calculatedRange(target: CompiledQuestion, context: SatisfiabilityContext, visiting: Set<string>): { lo: number; hi: number } | null {
  const calculation = target.question.validations?.calculation;
  if (!calculation || visiting.has(target.question.id)) return calculation ? { lo: -Infinity, hi: Infinity } : null;
  visiting.add(target.question.id);
  const ranges: Array<{ lo: number; hi: number }> = [];
  for (const inputId of new Set(calculation.questionIds)) {
    const input = context.form.byId.get(inputId);
    if (!input || inputId === target.question.id || context.neverShown.has(inputId)) continue;
    const range = inputRange(input, context, visiting);
    if (range) ranges.push(range);
  }
  visiting.delete(target.question.id);
  if (ranges.length === 0) return null;
  let lo: number;
  let hi: number;
  if (calculation.operation === 'sum') {
    // An unanswered input adds nothing, so each input adds 0 or a value of its interval.
    lo = ranges.reduce((total, range) => total + Math.min(0, range.lo), 0);
    hi = ranges.reduce((total, range) => total + Math.max(0, range.hi), 0);
  } else {
    lo = Math.min(...ranges.map((range) => range.lo));
    hi = Math.max(...ranges.map((range) => range.hi));
  }
  const rules = target.question.validations ?? {};
  return { lo: Math.max(lo, rules.min ?? -Infinity), hi: Math.min(hi, rules.max ?? Infinity) };
}

function inputRange(input: CompiledQuestion, context: SatisfiabilityContext, visiting: Set<string>): { lo: number; hi: number } | null {
  if (input.kind === 'calculated') return calculatedRange(input, context, visiting);
  if (input.kind === 'number') {
    const rules = input.question.type === 'number_scale' ? numberScaleBounds(input.question) : numberRules(input);
    return { lo: rules.min ?? -Infinity, hi: rules.max ?? Infinity };
  }
  if (input.kind === 'single' || input.kind === 'multi') {
    const scores = [...input.optionValues.values()].map((option) => option.numericalValue).filter((score): score is number => typeof score === 'number');
    if (scores.length === 0) return null;
    if (input.kind === 'single') return { lo: Math.min(...scores), hi: Math.max(...scores) };
    return {
      lo: scores.reduce((total, score) => total + Math.min(0, score), 0),
      hi: scores.reduce((total, score) => total + Math.max(0, score), 0),
    };
  }
  return null;
}

function textVerdict(target: CompiledQuestion, literals: readonly Literal[], holds: (answer: AnswerValue) => boolean): Verdict {
  const rules = target.question.validations ?? {};
  const pattern = rules.pattern !== undefined && target.question.type !== 'text_long' ? compilePattern(rules.pattern) : null;
  // A pattern or a format narrows texts in ways the search does not follow: it then proves nothing.
  const narrowed = pattern !== null || rules.format !== undefined;
  const fits = (text: string) => {
    const length = textLength(text.trim());
    return (
      text.trim() !== '' &&
      length >= (rules.minLength ?? 0) &&
      length <= (rules.maxLength ?? Infinity) &&
      (!pattern || pattern.test(text.trim())) &&
      (rules.format === undefined || (rules.format === 'email' ? isEmail(text.trim()) : isWebAddress(text.trim())))
    );
  };
  // Whether the literal requires (true) or forbids (false) its positive comparison (notEquals is not equals…).
  const requires = (literal: Literal, operator: 'equals' | 'anyOf' | 'contains') => {
    const negated = { equals: 'notEquals', anyOf: 'noneOf', contains: 'notContains' }[operator];
    if (literal.statement.operator === operator) return literal.positive;
    if (literal.statement.operator === negated) return !literal.positive;
    return null;
  };
  const tryText = (text: string) => fits(text) && holds({ textValue: text });
  // An equality that must hold leaves only the values it names: trying them all decides.
  const equality = literals.find((literal) => requires(literal, 'equals') === true || requires(literal, 'anyOf') === true);
  if (equality) return equality.statement.values.some(tryText) ? true : narrowed ? null : false;
  const containsLiterals = literals.filter((literal) => requires(literal, 'contains') === true);
  const excluded = literals.filter((literal) => requires(literal, 'contains') === false);
  const parts = containsLiterals.map((literal) => literal.statement.values[0] ?? '');
  const joined = parts.join(' ');
  const filler = 'qz'.repeat(Math.max(1, Math.ceil((rules.minLength ?? 1) / 2)));
  const candidates = [joined, `${joined} ${filler}`, filler, `${filler}x`, ...literals.flatMap((literal) => literal.statement.values)];
  if (candidates.some(tryText)) return true;
  const banned = excluded.map((literal) => normalizeText(literal.statement.values[0] ?? '')).filter((text) => text !== '');
  if (parts.some((part) => banned.some((ban) => normalizeText(part).includes(ban)))) return false;
  if (parts.some((part) => textLength(part.trim()) > (rules.maxLength ?? Infinity))) return false;
  return null;
}
