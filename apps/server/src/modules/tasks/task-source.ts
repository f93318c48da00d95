/**
 * The backing shape of the GraphQL `Task` type (D-114): the viewer's view of a task as the queries and mutations
 * build it, or — in a tasksUpdatedForUser event — only the id and due date the event was published with. The event
 * answers the one `Task` so the client stores a task once; a field the event does not carry is read when a
 * subscriber selects it, as the viewer sees the task then (once per event; a task the viewer no longer sees is
 * NotFound, as `tasks` would not list it either).
 */
import { notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { canSeeTask, loadTasks, type TaskView } from './task-views.js';
import { taskRules } from './tasks.service.js';

/** What a tasks-updated event carries (task-events.ts). */
export interface TaskEventTask {
  _id: string;
  dueDate: Date;
}

export type TaskSource = TaskView | TaskEventTask;

// Keyed by the event's own object, not by the request: a subscription's context lives as long as the subscription,
// and a view cached on it would answer a later event with an old task.
const eventViews = new WeakMap<TaskEventTask, Promise<TaskView>>();

const isView = (task: TaskSource): task is TaskView => 'name' in task;

function viewOfEventTask(ctx: AppContext, task: TaskEventTask): Promise<TaskView> {
  let found = eventViews.get(task);
  if (!found) {
    found = (async () => {
      const rules = await taskRules(ctx);
      const [loaded] = await ctx.data.run((tx) => loadTasks(tx, rules, [task._id]));
      if (!loaded || !canSeeTask(rules, loaded)) throw notFoundError('Task not found');
      return loaded.view;
    })();
    eventViews.set(task, found);
  }
  return found;
}

/** A field of the task: from the view the resolver holds, else (an event) from the task as the viewer sees it now. */
export async function taskField<K extends keyof TaskView>(ctx: AppContext, task: TaskSource, key: K): Promise<TaskView[K]> {
  return isView(task) ? task[key] : (await viewOfEventTask(ctx, task))[key];
}
