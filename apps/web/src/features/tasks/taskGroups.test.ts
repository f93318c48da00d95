import { describe, expect, it } from 'vitest';
import type { Task, TaskAssignee } from './documents';
import { groupByAssigneeUser, groupByStartup } from './taskGroups';

const person = (id: string, name: string, via?: { _id: string; name: string }): TaskAssignee => ({
  __typename: 'TaskAssignee', _id: `row-${id}`, type: 'User', user: { __typename: 'User', _id: id, fullName: name, avatar: null }, startup: null,
  viaStartup: via ? { __typename: 'Startup', ...via } : null,
  done: false, status: 'PENDING', completedAt: null,
});
const company = (id: string, name: string): TaskAssignee => ({
  __typename: 'TaskAssignee', _id: `row-${id}`, type: 'Startup', user: null, startup: { __typename: 'Startup', _id: id, name }, viaStartup: null, done: false, status: 'PENDING', completedAt: null,
});
const task = (id: string, due: string, assignees: TaskAssignee[], startup: { _id: string; name: string } | null = null): Task => ({
  __typename: 'Task', _id: id, name: id, dueDate: due, taskType: 'normal', url: null, isGroupTask: assignees.length > 1, approvalStatus: 'APPROVED',
  done: false, completedAt: null, createdAt: due, updatedAt: due, createdBy: null, startup: startup ? { __typename: 'Startup', ...startup } : null, assignees,
  viewerCanEdit: false, viewerCanDelete: false, viewerCanCheck: false, viewerDone: null,
});

const ORBITAL = { _id: 's1', name: 'Orbital Labs' };
const SOLO = { _id: 's2', name: 'Solo Robotics' };
const TASKS = [
  task('t2', '2026-03-12T23:59:59Z', [person('u2', 'Zoe'), person('u1', 'Ann')]),
  task('t1', '2026-03-10T23:59:59Z', [company('s1', 'Orbital Labs'), person('u3', 'Cy', ORBITAL)], ORBITAL),
  task('t3', '2026-03-11T23:59:59Z', [company('s1', 'Orbital Labs'), company('s2', 'Solo Robotics')]),
  task('t4', '2026-03-09T23:59:59Z', [], SOLO),
];

describe('/tasks/users and /tasks/startups grouping', () => {
  it('groups by each person the task reaches, by name, each by due date', () => {
    const groups = groupByAssigneeUser(TASKS);
    expect(groups.map((g) => [g.key.fullName, g.tasks.map((t) => t._id)])).toEqual([
      ['Ann', ['t2']],
      ['Cy', ['t1']],
      ['Zoe', ['t2']],
    ]);
    expect(groupByAssigneeUser(TASKS, ['u2']).map((g) => g.key._id)).toEqual(['u2']);
  });

  it("groups by the task's startup and its startup assignees, once each", () => {
    const groups = groupByStartup(TASKS);
    expect(groups.map((g) => [g.key.name, g.tasks.map((t) => t._id)])).toEqual([
      ['Orbital Labs', ['t1', 't3']],
      ['Solo Robotics', ['t4', 't3']],
    ]);
    expect(groupByStartup(TASKS, ['s2']).map((g) => g.key.name)).toEqual(['Solo Robotics']);
  });
});
