/**
 * A normal task of a startup made by another module inside its own transaction (issue 17 item 3: a coaching session's
 * action items). The startup is the assignee, so each of its people gets their own row and sees the task in their
 * list, as createTask does for a startup assignee; they are told (taskAssigned) and their lists updated once the
 * caller's transaction commits (flushTaskEffects with the effects filled here). The caller has checked its own rights
 * and the input; this writes what it is given.
 */
import type { Tx } from '../../db/contract.js';
import { taskAssignees, tasks } from '../../db/schema/index.js';
import { insertNotification, type EffectContext } from '../notifications/index.js';
import { desiredAssigneeRows, isGroup, reachedUserIds } from './task-assignees.js';
import type { TaskEffects } from './task-events.js';

export interface StartupTaskInput {
  startupId: string;
  name: string;
  dueDate: Date;
  url: string | null;
  createdBy: string;
  /** Who the notification names as having assigned it. */
  creatorName: string;
}

/** Inserts the task with the startup as its assignee; returns its id. */
export async function createStartupTaskInTx(tx: Tx, ctx: Pick<EffectContext, 'incubator'>, input: StartupTaskInput, effects: TaskEffects): Promise<string> {
  const rows = await desiredAssigneeRows(tx, { userIds: [], startupIds: [input.startupId] });
  const [task] = await tx
    .insert(tasks)
    .values({
      incubatorId: ctx.incubator.id,
      name: input.name,
      dueDate: input.dueDate,
      taskType: 'normal',
      url: input.url,
      isGroupTask: isGroup(rows),
      startupId: input.startupId,
      createdBy: input.createdBy,
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error('task insert returned nothing');
  await tx.insert(taskAssignees).values(rows.map((r) => ({ incubatorId: ctx.incubator.id, taskId: task.id, ...r, dueDate: input.dueDate })));
  const reached = reachedUserIds(rows);
  effects.taskEvents.push(...reached.map((userId) => ({ userId, updateType: 'ADDED' as const, taskId: task.id, dueDate: input.dueDate })));
  const created = await insertNotification(tx, ctx.incubator.id, {
    type: 'taskAssigned',
    message: `${input.creatorName || 'Someone'} assigned you a task: ${input.name}`,
    url: '/tasks',
    actorUserId: input.createdBy,
    taskId: task.id,
    recipientUserIds: reached.filter((id) => id !== input.createdBy),
  });
  if (created) effects.notifications.push(created);
  return task.id;
}
