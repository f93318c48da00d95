// compareFormDefinitions: what changed between two versions of a form, question by question (issue 15 item 3). Questions
// are matched by id (ids are stable across versions). A question counts as moved when it is not among the longest
// run of questions kept in the same relative order, so inserting one question at the top moves nothing else.
import type { FormDefinition, Question } from './definition.js';

export const COMPARED_PROPERTIES = [
  'type', 'label', 'description', 'required', 'validations', 'options', 'optionsDepth', 'dependency', 'audiences',
] as const satisfies ReadonlyArray<keyof Question>;
export type ComparedProperty = (typeof COMPARED_PROPERTIES)[number];

export interface QuestionChange {
  questionId: string;
  /** added / removed; changed: some property differs (it may have moved too); moved: only its position changed. */
  change: 'added' | 'removed' | 'changed' | 'moved';
  moved: boolean;
  /** Properties that differ (empty for added, removed and moved). */
  properties: ComparedProperty[];
  /** Positions (0-based) in each version; null where the question is absent. */
  beforeIndex: number | null;
  afterIndex: number | null;
  before: Question | null;
  after: Question | null;
}

/** Structural equality where an absent property, undefined, null, [] and {} all mean "not set". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isUnset(a) && isUnset(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

function isUnset(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isUnset);
  return false;
}

/** Ids common to both lists that keep their relative order (a longest common subsequence). */
function keptInOrder(before: readonly string[], after: readonly string[]): Set<string> {
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = table[i] as Uint16Array;
      row[j] = before[i] === after[j] ? (table[i + 1] as Uint16Array)[j + 1]! + 1 : Math.max((table[i + 1] as Uint16Array)[j]!, row[j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) {
      kept.add(before[i] as string);
      i++;
      j++;
    } else if ((table[i + 1] as Uint16Array)[j]! >= (table[i] as Uint16Array)[j + 1]!) i++;
    else j++;
  }
  return kept;
}

/** Changes from `before` to `after`, in the order of `after` with removed questions where they stood. Unchanged questions are left out. */
export function compareFormDefinitions(before: FormDefinition, after: FormDefinition): QuestionChange[] {
  const beforeIndex = new Map(before.questions.map((question, index) => [question.id, index]));
  const afterIndex = new Map(after.questions.map((question, index) => [question.id, index]));
  const common = (list: readonly Question[], other: ReadonlyMap<string, number>) =>
    list.map((question) => question.id).filter((id) => other.has(id));
  const kept = keptInOrder(common(before.questions, afterIndex), common(after.questions, beforeIndex));
  const changes: Array<QuestionChange & { sort: number }> = [];
  for (const [index, question] of after.questions.entries()) {
    if (afterIndex.get(question.id) !== index) continue; // a duplicate id: the first one counts
    const previousIndex = beforeIndex.get(question.id);
    if (previousIndex === undefined) {
      changes.push({ ...change(question.id, 'added', null, index, null, question), sort: index });
      continue;
    }
    const previous = before.questions[previousIndex] as Question;
    const properties = COMPARED_PROPERTIES.filter((property) => !sameValue(previous[property], question[property]));
    const moved = !kept.has(question.id);
    if (properties.length === 0 && !moved) continue;
    changes.push({
      ...change(question.id, properties.length > 0 ? 'changed' : 'moved', previousIndex, index, previous, question),
      moved,
      properties,
      sort: index,
    });
  }
  // A removed question is listed after the question that preceded it in `before` (or first).
  let anchor = -1;
  for (const [index, question] of before.questions.entries()) {
    const kept = afterIndex.get(question.id);
    if (kept !== undefined) anchor = kept;
    else if (beforeIndex.get(question.id) === index) {
      changes.push({ ...change(question.id, 'removed', index, null, question, null), sort: anchor + 0.5 + index / 1e6 });
    }
  }
  return changes.sort((a, b) => a.sort - b.sort).map(({ sort: _sort, ...rest }) => rest);
}

function change(
  questionId: string,
  kind: QuestionChange['change'],
  beforeIndex: number | null,
  afterIndex: number | null,
  before: Question | null,
  after: Question | null,
): QuestionChange {
  return { questionId, change: kind, moved: kind === 'moved', properties: [], beforeIndex, afterIndex, before, after };
}
