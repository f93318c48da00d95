import type { DependencyTree, Question } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { appendToGroup, newStatement, newTree, operatorsFor, removeNode, replaceNode, retarget } from './conditionModel';

const radio: Question = { id: 'stage', type: 'select_radio', label: { en: 'Stage' }, options: [{ value: 'idea', labels: { en: 'Idea' } }, { value: 'growth', labels: { en: 'Growth' } }] };
const revenue: Question = { id: 'revenue', type: 'number', label: { en: 'Revenue' } };

describe('rule builder operations', () => {
  it('offers the operators that fit the referenced question', () => {
    expect(operatorsFor(radio)).toContain('equals');
    expect(operatorsFor(radio)).not.toContain('greaterThan');
    expect(operatorsFor(revenue)).toContain('between');
  });

  it('builds nested and/or groups and removes nodes, dropping an emptied group', () => {
    let tree: DependencyTree = newTree(radio);
    tree = appendToGroup(tree, [], newTree(revenue));
    tree = replaceNode(tree, [1], { ...(tree.statements[1] as DependencyTree), operator: 'or' });
    expect(tree.statements).toHaveLength(2);
    expect((tree.statements[1] as DependencyTree).operator).toBe('or');
    const withoutInner = removeNode(tree, [1, 0]);
    expect(withoutInner?.statements).toHaveLength(1);
    expect(removeNode(newTree(radio), [0])).toBeNull();
  });

  it('keeps values while the question stays, clears them when it changes, trims them to the operator', () => {
    const statement = { ...newStatement(radio), operator: 'anyOf' as const, values: ['idea', 'growth'] };
    expect(retarget(statement, radio, 'equals').values).toEqual(['idea']);
    const moved = retarget(statement, revenue);
    expect(moved.questionId).toBe('revenue');
    expect(moved.values).toEqual([]);
    expect(operatorsFor(revenue)).toContain(moved.operator);
    expect(retarget(statement, radio, 'isAnswered').values).toEqual([]);
  });
});
