/** Pure rules of a milestone plan: a milestone's completion in percent and the plan's, from progress and target. */

export interface MilestoneLike {
  id: string;
  parentId: string | null;
  progress: number;
  target: number | null;
  completedAt: Date | null;
  position: number;
}

/**
 * A milestone's own completion, 0–100. With a positive target: progress over target, capped; without one the
 * milestone is a yes/no step, done when marked completed.
 */
export function ownPercent(m: Pick<MilestoneLike, 'progress' | 'target' | 'completedAt'>): number {
  if (m.target !== null && m.target > 0) return Math.max(0, Math.min(100, Math.round((m.progress / m.target) * 100)));
  return m.completedAt ? 100 : 0;
}

/** Whether progress reaches the target (a milestone without a target is completed by hand). */
export function reachesTarget(progress: number, target: number | null): boolean {
  return target !== null && target > 0 && progress >= target;
}

export interface MilestoneNode<T extends MilestoneLike> {
  milestone: T;
  children: T[];
  /** Its own percent; without a target of its own, the mean of its sub-milestones' when it has some. */
  percent: number;
}

/** Top-level milestones with their sub-milestones, by position; one level deep (a sub-milestone has no children). */
export function milestoneTree<T extends MilestoneLike>(rows: readonly T[]): MilestoneNode<T>[] {
  const byPosition = (a: T, b: T) => a.position - b.position;
  const tops = rows.filter((r) => r.parentId === null).sort(byPosition);
  return tops.map((milestone) => {
    const children = rows.filter((r) => r.parentId === milestone.id).sort(byPosition);
    // A milestone with a target of its own is measured by it (its sub-milestones are the steps, shown on their own);
    // one without is as far along as its sub-milestones are, on average.
    const hasTarget = milestone.target !== null && milestone.target > 0;
    const percent = children.length > 0 && !hasTarget ? Math.round(children.reduce((sum, c) => sum + ownPercent(c), 0) / children.length) : ownPercent(milestone);
    return { milestone, children, percent };
  });
}

/** The plan's completion: the mean of its top-level milestones' percents; 0 for an empty plan. */
export function planPercent(nodes: ReadonlyArray<{ percent: number }>): number {
  if (nodes.length === 0) return 0;
  return Math.round(nodes.reduce((sum, n) => sum + n.percent, 0) / nodes.length);
}
