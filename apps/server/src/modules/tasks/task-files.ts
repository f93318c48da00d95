/** Files attached to a task (referenceType `task`, D-87): read by whoever may see the task, changed by whoever may edit it. */
import { isUuid } from '../../db/index.js';
import type { AppContext } from '../../http/context.js';
import { registerFileReference } from '../files/index.js';
import { taskRules } from './tasks.service.js';
import { canEditTask, canSeeTask, loadTasks } from './task-views.js';

async function taskRights(ctx: AppContext, taskId: string): Promise<{ sees: boolean; edits: boolean }> {
  if (!isUuid(taskId)) return { sees: false, edits: false };
  const rules = await taskRules(ctx);
  const [loaded] = await ctx.data.run((tx) => loadTasks(tx, rules, [taskId]));
  if (!loaded || !canSeeTask(rules, loaded)) return { sees: false, edits: false };
  return { sees: true, edits: canEditTask(rules, loaded.task) };
}

registerFileReference('task', {
  attachable: true,
  canSeeReference: async (ctx, id) => (await taskRights(ctx, id)).sees,
  canEditReference: async (ctx, id) => (await taskRights(ctx, id)).edits,
});
