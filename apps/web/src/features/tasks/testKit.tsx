/** Task fixtures for the tasks UI's tests (used by *.test.tsx only); the client is src/test/testClient. */
import type { Task, TaskAssignee } from './documents';

export const VIEWER = { _id: 'u-me', fullName: 'Sam Staff' };

export function userRow(id: string, name: string, done = false): TaskAssignee {
  return {
    __typename: 'TaskAssignee',
    _id: `row-${id}`,
    type: 'User',
    user: { __typename: 'User', _id: id, fullName: name, avatar: null },
    startup: null,
    viaStartup: null,
    done,
    status: done ? 'COMPLETED' : 'PENDING',
    completedAt: null,
  };
}

/** A task due at the end of the local day `days` from today. */
export function makeTask(id: string, name: string, days: number, overrides: Partial<Task> = {}): Task {
  const due = new Date();
  due.setDate(due.getDate() + days);
  due.setHours(23, 59, 59, 999);
  return {
    __typename: 'Task',
    _id: id,
    name,
    dueDate: due.toISOString(),
    taskType: 'normal',
    url: null,
    isGroupTask: false,
    approvalStatus: 'APPROVED',
    done: false,
    completedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: { __typename: 'User', _id: VIEWER._id, fullName: VIEWER.fullName, avatar: null },
    startup: null,
    assignees: [userRow(VIEWER._id, VIEWER.fullName)],
    viewerCanEdit: true,
    viewerCanDelete: true,
    viewerCanCheck: true,
    viewerDone: false,
    ...overrides,
  };
}

export function taskPage(tasks: Task[], totalCount = tasks.length, next: string | null = null) {
  return { data: { tasks: { __typename: 'TaskList', results: tasks, totalCount, next, prev: null } } };
}
