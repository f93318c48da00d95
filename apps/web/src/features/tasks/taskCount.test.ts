import { describe, expect, it } from 'vitest';
import type { TaskUpdateEvent } from './documents';
import { applyTaskUpdate, badgeText, countFromList, liveCount } from './taskCount';

const CUTOFF = new Date('2026-03-11T23:59:59.999Z');
const event = (updateType: TaskUpdateEvent['updateType'], taskId: string, dueDate: string): TaskUpdateEvent => ({
  __typename: 'TaskUpdateEvent',
  updateType,
  taskId,
  task: { __typename: 'Task', _id: taskId, dueDate },
});

describe('tasks count (TSK-09, TSK-10, TSK-12)', () => {
  it('ADDED raises the count and REMOVED lowers it (TSK-09)', () => {
    let state = countFromList(2, ['a', 'b']);
    state = applyTaskUpdate(state, event('ADDED', 'c', '2026-03-10T23:59:59.999Z'), CUTOFF);
    expect(state.count).toBe(3);
    state = applyTaskUpdate(state, event('REMOVED', 'a', '2026-03-10T23:59:59.999Z'), CUTOFF);
    expect(state.count).toBe(2);
    state = applyTaskUpdate(state, event('REMOVED', 'c', '2026-03-10T23:59:59.999Z'), CUTOFF);
    expect(state.count).toBe(1);
  });

  it('an ADDED task due later than the end of tomorrow does not raise the count (TSK-10)', () => {
    const state = countFromList(1, ['a']);
    expect(applyTaskUpdate(state, event('ADDED', 'x', '2026-03-12T23:59:59.999Z'), CUTOFF)).toBe(state);
    // Due exactly at the cut-off counts.
    expect(applyTaskUpdate(state, event('ADDED', 'y', CUTOFF.toISOString()), CUTOFF).count).toBe(2);
  });

  it('REMOVED lowers the count only for a task it counted; a repeated ADDED counts once', () => {
    const state = countFromList(1, ['a']);
    expect(applyTaskUpdate(state, event('REMOVED', 'far-away', '2026-04-01T00:00:00Z'), CUTOFF)).toBe(state);
    const added = applyTaskUpdate(state, event('ADDED', 'a', '2026-03-10T00:00:00Z'), CUTOFF);
    expect(added.count).toBe(1);
    // A due-date move beyond tomorrow: REMOVED at the old date, ADDED at the new — the count drops by one.
    const moved = liveCount(1, ['a'], [event('REMOVED', 'a', '2026-03-10T23:59:59.999Z'), event('ADDED', 'a', '2026-03-20T23:59:59.999Z')], CUTOFF);
    expect(moved.count).toBe(0);
    expect(applyTaskUpdate(countFromList(0, []), event('REMOVED', 'a', '2026-03-10T00:00:00Z'), CUTOFF).count).toBe(0);
  });

  it('shows 99+ above 99', () => {
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
  });
});
