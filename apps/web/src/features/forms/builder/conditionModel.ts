/**
 * The rule builder's operations on a dependency tree (D2 §3.12): a node is addressed by its path, the indexes of the
 * statements from the root. Pure, so the rule builder is tested without a DOM. Which operators fit a question and how
 * many values each takes come from the domain (OPERATORS_BY_KIND, operatorArity) — the analyser refuses the same.
 */
import {
  answerKind,
  isDependencyTree,
  OPERATORS_BY_KIND,
  operatorArity,
  type ConditionOperator,
  type DependencyStatement,
  type DependencyTree,
  type Question,
} from '@hatchery/domain';

export type NodePath = readonly number[];
type Node = DependencyStatement | DependencyTree;

/** The operators the rule builder offers for a referenced question. */
export function operatorsFor(question: Question | undefined): readonly ConditionOperator[] {
  return question ? OPERATORS_BY_KIND[answerKind(question)] : [];
}

/** A statement on `question` with its first fitting operator, no values yet. */
export function newStatement(question: Question | undefined): DependencyStatement {
  const operator = operatorsFor(question)[0] ?? 'isAnswered';
  return { action: 'show', questionId: question?.id ?? '', operator, values: [] };
}

export function newTree(question: Question | undefined): DependencyTree {
  return { operator: 'and', statements: [newStatement(question)] };
}

function mapAt(tree: DependencyTree, path: NodePath, change: (node: Node) => Node | null): DependencyTree | null {
  const [head, ...rest] = path;
  if (head === undefined) {
    const changed = change(tree);
    return changed && isDependencyTree(changed) ? changed : null;
  }
  const statements = tree.statements
    .map((node, i) => {
      if (i !== head) return node;
      if (rest.length === 0) return change(node);
      return isDependencyTree(node) ? mapAt(node, rest, change) : node;
    })
    .filter((node): node is Node => node !== null);
  // A group left without statements disappears (the schema wants at least one).
  return statements.length > 0 ? { ...tree, statements } : null;
}

export function replaceNode(tree: DependencyTree, path: NodePath, node: Node): DependencyTree {
  return mapAt(tree, path, () => node) ?? tree;
}

/** Removes the node; null when the tree is left empty (the question then has no condition). */
export function removeNode(tree: DependencyTree, path: NodePath): DependencyTree | null {
  if (path.length === 0) return null;
  return mapAt(tree, path, () => null);
}

/** Adds a statement (or a nested group) at the end of the group at `groupPath`. */
export function appendToGroup(tree: DependencyTree, groupPath: NodePath, node: Node): DependencyTree {
  return (
    mapAt(tree, groupPath, (group) => (isDependencyTree(group) ? { ...group, statements: [...group.statements, node] } : group)) ?? tree
  );
}

/** A statement after a change of its question or operator: values kept only while they still fit. */
export function retarget(statement: DependencyStatement, question: Question | undefined, operator?: ConditionOperator): DependencyStatement {
  const fitting = operatorsFor(question);
  const nextOperator = operator ?? (fitting.includes(statement.operator) ? statement.operator : (fitting[0] ?? 'isAnswered'));
  const sameQuestion = question?.id === statement.questionId;
  const { max } = operatorArity(nextOperator);
  const values = sameQuestion ? statement.values.slice(0, max) : [];
  return { ...statement, questionId: question?.id ?? '', operator: nextOperator, values };
}

/** Every statement of the tree with its path (the builder lists problems by statement). */
export function statementsWithPaths(tree: DependencyTree, prefix: NodePath = []): Array<{ statement: DependencyStatement; path: NodePath }> {
  return tree.statements.flatMap((node, i) =>
    isDependencyTree(node) ? statementsWithPaths(node, [...prefix, i]) : [{ statement: node, path: [...prefix, i] }],
  );
}
