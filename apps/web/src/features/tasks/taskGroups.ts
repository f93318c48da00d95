/** /tasks/users and /tasks/startups: the listed tasks grouped by their assignees' user or startup (contract, TSK-08). */
import type { Task, TaskStartup, TaskUser } from './documents';

export interface TaskGroup<Key> {
  key: Key;
  tasks: Task[];
}

function byDueDate(a: Task, b: Task): number {
  const diff = new Date(a.dueDate).getTime() - new Date(b.dueDate).getTime();
  return diff !== 0 ? diff : a._id.localeCompare(b._id);
}

function groupBy<Key extends { _id: string }>(
  tasks: readonly Task[],
  keysOf: (task: Task) => Key[],
  sortName: (key: Key) => string,
  only?: readonly string[] | null,
): TaskGroup<Key>[] {
  const groups = new Map<string, TaskGroup<Key>>();
  for (const task of tasks) {
    const seen = new Set<string>();
    for (const key of keysOf(task)) {
      if (seen.has(key._id) || (only && only.length > 0 && !only.includes(key._id))) continue;
      seen.add(key._id);
      const group = groups.get(key._id) ?? { key, tasks: [] };
      group.tasks.push(task);
      groups.set(key._id, group);
    }
  }
  const list = [...groups.values()];
  list.forEach((g) => g.tasks.sort(byDueDate));
  return list.sort((a, b) => sortName(a.key).localeCompare(sortName(b.key)) || a.key._id.localeCompare(b.key._id));
}

/** Each person the task reaches (directly or through a startup), once; `only` keeps the filtered people. */
export function groupByAssigneeUser(tasks: readonly Task[], only?: readonly string[] | null): TaskGroup<TaskUser>[] {
  return groupBy(
    tasks,
    (task) => task.assignees.flatMap((a) => (a.type === 'User' && a.user ? [a.user] : [])),
    (user) => user.fullName,
    only,
  );
}

/** The task's startup and its startup assignees, once each; `only` keeps the filtered startups. */
export function groupByStartup(tasks: readonly Task[], only?: readonly string[] | null): TaskGroup<TaskStartup>[] {
  return groupBy(
    tasks,
    (task) => [
      ...(task.startup ? [task.startup] : []),
      ...task.assignees.flatMap((a) => (a.type === 'Startup' && a.startup ? [a.startup] : [])),
    ],
    (startup) => startup.name,
    only,
  );
}
