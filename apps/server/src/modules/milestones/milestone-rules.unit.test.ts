import { describe, expect, it } from 'vitest';
import { milestoneTree, ownPercent, planPercent, reachesTarget, type MilestoneLike } from './milestone-rules.js';

const m = (id: string, over: Partial<MilestoneLike> = {}): MilestoneLike => ({ id, parentId: null, progress: 0, target: null, completedAt: null, position: 0, ...over });

describe('milestone rules', () => {
  it('a milestone with a target counts progress over target, capped at 0..100', () => {
    expect(ownPercent({ progress: 25, target: 100, completedAt: null })).toBe(25);
    expect(ownPercent({ progress: 150, target: 100, completedAt: null })).toBe(100);
    expect(ownPercent({ progress: -5, target: 10, completedAt: null })).toBe(0);
  });
  it('a milestone without a target is done only when completed by hand', () => {
    expect(ownPercent({ progress: 3, target: null, completedAt: null })).toBe(0);
    expect(ownPercent({ progress: 0, target: 0, completedAt: new Date() })).toBe(100);
    expect(reachesTarget(5, null)).toBe(false);
    expect(reachesTarget(10, 10)).toBe(true);
  });
  it('a parent without a target shows the mean of its sub-milestones; the plan the mean of its top level', () => {
    const rows = [
      m('b', { position: 1, target: 10, progress: 10 }),
      m('a', { position: 0 }),
      m('a1', { parentId: 'a', target: 4, progress: 1, position: 0 }),
      m('a2', { parentId: 'a', target: 4, progress: 3, position: 1 }),
    ];
    const tree = milestoneTree(rows);
    expect(tree.map((n) => n.milestone.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((c) => c.id)).toEqual(['a1', 'a2']);
    expect(tree[0]!.percent).toBe(50);
    expect(planPercent(tree)).toBe(75);
    expect(planPercent([])).toBe(0);
  });
  it('a parent with a target of its own is measured by it, whatever its sub-milestones', () => {
    const tree = milestoneTree([m('p', { target: 10, progress: 2 }), m('c', { parentId: 'p', target: 1, progress: 1 })]);
    expect(tree[0]!.percent).toBe(20);
  });
});
