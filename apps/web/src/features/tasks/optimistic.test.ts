import { describe, expect, it } from 'vitest';
import type { Task, TaskAssignee } from './documents';
import { optimisticToggle } from './optimistic';

const user = (id: string, done: boolean, via?: string): TaskAssignee => ({
  __typename: 'TaskAssignee',
  _id: `row-${id}`,
  type: 'User',
  user: { __typename: 'User', _id: id, fullName: id, avatar: null },
  startup: null,
  viaStartup: via ? { __typename: 'Startup', _id: via, name: via } : null,
  done,
  status: done ? 'COMPLETED' : 'PENDING',
  completedAt: null,
});
const startup = (id: string, done: boolean): TaskAssignee => ({
  __typename: 'TaskAssignee',
  _id: `row-${id}`,
  type: 'Startup',
  user: null,
  startup: { __typename: 'Startup', _id: id, name: id },
  viaStartup: null,
  done,
  status: done ? 'COMPLETED' : 'PENDING',
  completedAt: null,
});

function task(assignees: TaskAssignee[]): Task {
  return {
    __typename: 'Task', _id: 't1', name: 'Send the deck', dueDate: '2026-03-10T23:59:59.999Z', taskType: 'normal', url: null, isGroupTask: true,
    approvalStatus: 'APPROVED', done: false, completedAt: null, createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z',
    createdBy: null, startup: null, assignees, viewerCanEdit: true, viewerCanDelete: true, viewerCanCheck: true, viewerDone: false,
  };
}

const NOW = new Date('2026-03-05T10:00:00Z');

describe('optimistic toggle (TSK-04, TSK-05)', () => {
  it("sets only the viewer's own flag; the task stays pending while another assignee is not done (TSK-04)", () => {
    const next = optimisticToggle(task([user('me', false), user('other', false)]), 'me', true, NOW);
    expect(next.viewerDone).toBe(true);
    expect(next.assignees.map((a) => a.done)).toEqual([true, false]);
    expect(next.assignees[0]?.status).toBe('COMPLETED');
    expect(next.assignees[0]?.completedAt).toBe(NOW.toISOString());
    expect(next.done).toBe(false);
    expect(next.completedAt).toBeNull();
  });

  it('the task is done once every assignee is; a startup row once all its people are (TSK-04)', () => {
    const next = optimisticToggle(task([startup('orbital', false), user('me', false, 'orbital'), user('co', true, 'orbital')]), 'me', true, NOW);
    expect(next.assignees.map((a) => a.done)).toEqual([true, true, true]);
    expect(next.done).toBe(true);
    expect(next.completedAt).toBe(NOW.toISOString());
  });

  it('un-ticking makes the task pending again', () => {
    const done = task([user('me', true)]);
    const next = optimisticToggle({ ...done, done: true, viewerDone: true, completedAt: '2026-03-02T00:00:00Z' }, 'me', false, NOW);
    expect(next.done).toBe(false);
    expect(next.viewerDone).toBe(false);
    expect(next.completedAt).toBeNull();
    expect(next.assignees[0]?.completedAt).toBeNull();
  });
});
