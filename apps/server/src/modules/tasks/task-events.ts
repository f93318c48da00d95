/**
 * `tasksUpdatedForUser` (D1 §3, §4, §7.6; TSK-09): ADDED or REMOVED for one user's task list, published on the
 * user's own channel after the transaction commits. A task due after the end of tomorrow is still sent as ADDED
 * (with its dueDate): the client decides whether it raises the count (TSK-10).
 */
import type { TaskUpdateType } from '@hatchery/domain';
import { deliverNotifications, type CreatedNotification, type EffectContext } from '../notifications/index.js';
import { userChannel } from '../notifications/index.js';

export interface TaskUpdateEvent {
  updateType: TaskUpdateType;
  taskId: string;
  task: { _id: string; dueDate: Date };
}

/** As it travels through pub/sub (JSON). */
export interface TaskUpdateWire {
  updateType: TaskUpdateType;
  taskId: string;
  task: { _id: string; dueDate: string };
}

export interface UserTaskEvent {
  userId: string;
  updateType: TaskUpdateType;
  taskId: string;
  dueDate: Date;
}

/** Work to do once the transaction has committed. */
export interface TaskEffects {
  taskEvents: UserTaskEvent[];
  notifications: CreatedNotification[];
}

export const noEffects = (): TaskEffects => ({ taskEvents: [], notifications: [] });

export function fromTaskWire(wire: TaskUpdateWire): TaskUpdateEvent {
  return { updateType: wire.updateType, taskId: wire.taskId, task: { _id: wire.task._id, dueDate: new Date(wire.task.dueDate) } };
}

/** Publishes the task events and delivers the notifications, side by side. Never throws (the mutation already committed). */
export async function flushTaskEffects(ctx: EffectContext, effects: TaskEffects): Promise<void> {
  await Promise.all([
    deliverNotifications(ctx, effects.notifications),
    ...effects.taskEvents.map(async (e) => {
      const event: TaskUpdateEvent = { updateType: e.updateType, taskId: e.taskId, task: { _id: e.taskId, dueDate: e.dueDate } };
      try {
        await ctx.services.pubsub.publish(userChannel(ctx.incubator.id, e.userId, 'tasks'), event);
      } catch (error) {
        ctx.log.error({ err: error, userId: e.userId }, 'could not publish tasksUpdatedForUser');
      }
    }),
  ]);
}
