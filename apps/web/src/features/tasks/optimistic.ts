/**
 * TSK-04, TSK-05: the task as the server will answer after the viewer ticks or un-ticks their own flag, so the list
 * updates before the response. A startup row is done when all its people are; the task when every row is.
 */
import type { Task, TaskAssignee } from './documents';

export function toggledAssignees(assignees: readonly TaskAssignee[], userId: string, done: boolean, at: string): TaskAssignee[] {
  const withUser = assignees.map((a) =>
    a.type === 'User' && a.user?._id === userId
      ? { ...a, done, status: done ? 'COMPLETED' : 'PENDING', completedAt: done ? at : null }
      : a,
  );
  return withUser.map((a) => {
    if (a.type !== 'Startup' || !a.startup) return a;
    const people = withUser.filter((p) => p.type === 'User' && p.viaStartup?._id === a.startup?._id);
    // A startup with nobody stays pending (D-41).
    const startupDone = people.length > 0 && people.every((p) => p.done);
    if (startupDone === a.done) return a;
    return { ...a, done: startupDone, status: startupDone ? 'COMPLETED' : 'PENDING', completedAt: startupDone ? at : null };
  });
}

export function optimisticToggle(task: Task, viewerId: string, done: boolean, now: Date = new Date()): Task {
  const at = now.toISOString();
  const assignees = toggledAssignees(task.assignees, viewerId, done, at);
  const taskDone = assignees.length > 0 && assignees.every((a) => a.done);
  return {
    ...task,
    __typename: 'Task',
    assignees,
    done: taskDone,
    completedAt: taskDone ? (task.completedAt ?? at) : null,
    viewerDone: done,
    updatedAt: at,
  };
}
