/**
 * Task mutations (D1 §4, §5, §7.5; TSK-*): create, update, update done, delete. Each runs in one tenant
 * transaction, then publishes `tasksUpdatedForUser` to every affected user and delivers the `taskAssigned`
 * notifications (after commit). Only normal tasks are edited or checked by hand.
 */
import { TASK_MESSAGES, withScheme, BLOCKED_STATUSES, endOfDayIn, isDueDayInPast, parseDueDay, safeTimeZone } from '@hatchery/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { roles, startups, taskAssignees, tasks, users } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { insertNotification } from '../notifications/index.js';
import { validationError } from '../../core/errors.js';
import { can, loadActor } from '../permissions/index.js';
import { loadVisibility } from '../permissions/index.js';
import { desiredAssigneeRows, isGroup, reachedUserIds, recomputeCompletion, singleStartup, type AssigneeTargets, type DesiredRow } from './task-assignees.js';
import { flushTaskEffects, noEffects, type TaskEffects } from './task-events.js';
import { canEditTask, canSeeTask, isAdmin, loadTasks, TASK_DELETE_KEY, type LoadedTask, type TaskRules, type TaskView } from './task-views.js';

export const MAX_TASK_NAME = 300;
export const MAX_TASK_URL = 2000;
export const MAX_ASSIGNEES = 500;
export const TASKS_URL = '/tasks';

export interface AssigneeInput {
  type?: string | null;
  value?: string | null;
}

export interface TaskFieldsInput {
  name?: string | null;
  dueDate?: string | null;
  assignees?: readonly AssigneeInput[] | null;
  url?: string | null;
}

export interface CreateTaskInput extends TaskFieldsInput {
  done?: boolean | null;
}

interface ValidFields {
  name?: string;
  dueDate?: Date;
  targets?: AssigneeTargets;
  url?: string | null;
}

/** Visibility that shows nothing: for reads of the viewer's own tasks, which never consult it (saves a transaction). */
const NO_VISIBILITY: TaskRules['visibility'] = { startupSetting: 'NONE', userSetting: 'NONE', startups: { kind: 'ids', ids: [] }, users: { kind: 'ids', ids: [] } };

export async function taskRules(ctx: AppContext, options: { visibility?: boolean } = {}): Promise<TaskRules> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  const visibility = options.visibility === false ? NO_VISIBILITY : await loadVisibility(ctx, viewer);
  return { viewer, actor, visibility };
}

/** D1 §5 with its exact messages; `partial` (update) checks only what is given. Several problems: joined by ". ". */
export function validateTaskFields(input: TaskFieldsInput, timeZone: string, partial: boolean, now = new Date()): ValidFields {
  const problems: string[] = [];
  const out: ValidFields = {};
  if (!partial || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (name === '') problems.push(TASK_MESSAGES.nameRequired);
    else if (name.length > MAX_TASK_NAME) problems.push(`Name must be at most ${MAX_TASK_NAME} characters`);
    else out.name = name;
  }
  if (!partial || input.dueDate !== undefined) {
    const day = input.dueDate ? parseDueDay(input.dueDate, timeZone) : null;
    if (!day) problems.push(TASK_MESSAGES.dueDateRequired);
    else {
      const dueDate = endOfDayIn(day, timeZone);
      if (isDueDayInPast(dueDate, now)) problems.push(TASK_MESSAGES.dueDateInPast);
      else out.dueDate = dueDate;
    }
  }
  if (!partial || input.assignees !== undefined) {
    const list = input.assignees ?? [];
    const complete = list.length > 0 && list.every((a) => (a.type === 'User' || a.type === 'Startup') && typeof a.value === 'string' && a.value.trim() !== '');
    if (!complete) problems.push(TASK_MESSAGES.assigneeRequired);
    else if (list.length > MAX_ASSIGNEES) problems.push(`At most ${MAX_ASSIGNEES} assignees`);
    else if (!list.every((a) => isUuid(a.value?.trim()))) problems.push('Unknown assignee');
    else {
      out.targets = {
        userIds: [...new Set(list.filter((a) => a.type === 'User').map((a) => a.value!.trim().toLowerCase()))],
        startupIds: [...new Set(list.filter((a) => a.type === 'Startup').map((a) => a.value!.trim().toLowerCase()))],
      };
    }
  }
  if (input.url !== undefined) {
    const text = (input.url ?? '').trim();
    if (text === '') out.url = null;
    else {
      const link = withScheme(text);
      let ok = link.length <= MAX_TASK_URL;
      try {
        const parsed = new URL(link);
        ok &&= parsed.protocol === 'http:' || parsed.protocol === 'https:';
      } catch {
        ok = false;
      }
      if (ok) out.url = link;
      else problems.push(TASK_MESSAGES.urlInvalid);
    }
  }
  if (problems.length > 0) throw validationError(problems.join('. '));
  return out;
}

/** Every target exists, may still sign in (users), and is within the viewer's visibility (the viewer may always pick themselves). */
async function checkTargets(tx: Tx, rules: TaskRules, targets: AssigneeTargets): Promise<void> {
  const { viewer, visibility } = rules;
  if (targets.userIds.length > 0) {
    const found = await tx
      .select({ id: users.id, roleType: roles.type })
      .from(users)
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(and(inArray(users.id, targets.userIds), notInArray(users.status, [...BLOCKED_STATUSES])));
    const scope = visibility.users;
    const allowed = found.filter(
      (u) =>
        u.id === viewer.userId ||
        scope.kind === 'all' ||
        (scope.kind === 'ids' && scope.ids.includes(u.id)) ||
        (scope.kind === 'roles' && scope.roles.includes(u.roleType)),
    );
    if (allowed.length !== targets.userIds.length) throw validationError('Unknown assignee');
  }
  if (targets.startupIds.length > 0) {
    const found = await tx.select({ id: startups.id }).from(startups).where(inArray(startups.id, targets.startupIds));
    const scope = visibility.startups;
    const memberOf = rules.actor.assignedStartupIds;
    const allowed = found.filter((s) => scope.kind === 'all' || scope.ids.includes(s.id) || memberOf.has(s.id));
    if (allowed.length !== targets.startupIds.length) throw validationError('Unknown assignee');
  }
}

async function viewerName(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.fullName || 'Someone';
}

async function notifyAssigned(tx: Tx, ctx: AppContext, effects: TaskEffects, taskId: string, name: string, userIds: readonly string[]): Promise<void> {
  const viewer = requireViewer(ctx);
  const created = await insertNotification(tx, ctx.incubator.id, {
    type: 'taskAssigned',
    message: `${await viewerName(tx, viewer.userId)} assigned you a task: ${name}`,
    url: TASKS_URL,
    actorUserId: viewer.userId,
    taskId,
    recipientUserIds: userIds.filter((id) => id !== viewer.userId),
  });
  if (created) effects.notifications.push(created);
}

function insertRows(incubatorId: string, taskId: string, dueDate: Date, rows: readonly DesiredRow[], done: boolean) {
  const completedAt = done ? new Date() : null;
  return rows.map((r) => ({ incubatorId, taskId, ...r, dueDate, done, status: done ? 'COMPLETED' : 'PENDING', completedAt }));
}

/** Create task (D1 §7.5, TSK-21): returns the task with its assignees. `done` creates it already completed. */
export async function createTask(ctx: AppContext, input: CreateTaskInput): Promise<TaskView> {
  const rules = await taskRules(ctx);
  const fields = validateTaskFields(input, safeTimeZone(ctx.incubator.timezone), false);
  const done = input.done === true;
  const effects = noEffects();
  const taskId = await ctx.data.run(async (tx) => {
    await checkTargets(tx, rules, fields.targets!);
    const rows = await desiredAssigneeRows(tx, fields.targets!);
    const [task] = await tx
      .insert(tasks)
      .values({
        incubatorId: ctx.incubator.id,
        name: fields.name!,
        dueDate: fields.dueDate!,
        taskType: 'normal',
        url: fields.url ?? null,
        isGroupTask: isGroup(rows),
        startupId: singleStartup(rows),
        createdBy: rules.viewer.userId,
        completedAt: done ? new Date() : null,
      })
      .returning();
    if (!task) throw new Error('task insert returned nothing');
    await tx.insert(taskAssignees).values(insertRows(ctx.incubator.id, task.id, task.dueDate, rows, done));
    if (!done) {
      const reached = reachedUserIds(rows);
      effects.taskEvents.push(...reached.map((userId) => ({ userId, updateType: 'ADDED' as const, taskId: task.id, dueDate: task.dueDate })));
      await notifyAssigned(tx, ctx, effects, task.id, task.name, reached);
    }
    return task.id;
  });
  // Events first (they are what other people wait for), then the answer.
  await flushTaskEffects(ctx, effects);
  const [loaded] = await ctx.data.run((tx) => loadTasks(tx, rules, [taskId]));
  if (!loaded) throw notFoundError('Task not found');
  return loaded.view;
}

/** The task if it exists in this tenant and the viewer may see it; else NotFound (never reveals it exists). */
async function visibleTask(tx: Tx, rules: TaskRules, taskId: string): Promise<LoadedTask> {
  if (!isUuid(taskId)) throw notFoundError('Task not found');
  await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId)).for('update');
  const [loaded] = await loadTasks(tx, rules, [taskId]);
  if (!loaded || !canSeeTask(rules, loaded)) throw notFoundError('Task not found');
  return loaded;
}

/** Update task (D1 §7.5, TSK-22): normal tasks only, by their creator or an administrator. */
export async function updateTask(ctx: AppContext, taskId: string, input: TaskFieldsInput): Promise<TaskView> {
  const rules = await taskRules(ctx);
  const effects = noEffects();
  const view = await ctx.data.run(async (tx) => {
    const loaded = await visibleTask(tx, rules, taskId);
    const { task } = loaded;
    if (task.taskType !== 'normal') throw forbiddenError('Only normal tasks can be edited');
    if (!canEditTask(rules, task)) throw forbiddenError('You are not allowed to edit this task');
    const fields = validateTaskFields(input, safeTimeZone(ctx.incubator.timezone), true);
    if (fields.targets) await checkTargets(tx, rules, fields.targets);
    const dueDate = fields.dueDate ?? task.dueDate;
    const dueChanged = fields.dueDate !== undefined && fields.dueDate.getTime() !== task.dueDate.getTime();
    const changes: Partial<typeof tasks.$inferInsert> = {};
    if (fields.name !== undefined) changes.name = fields.name;
    if (fields.url !== undefined) changes.url = fields.url;
    if (dueChanged) changes.dueDate = dueDate;

    const current = loaded.assignees;
    const keyOf = (r: { userId: string | null; startupId: string | null }) => (r.userId ? `u:${r.userId}` : `s:${r.startupId}`);
    let kept = current;
    if (fields.targets) {
      const desired = await desiredAssigneeRows(tx, fields.targets);
      const wanted = new Map(desired.map((r) => [keyOf(r), r]));
      const existing = new Map(current.map((r) => [keyOf(r), r]));
      const removed = current.filter((r) => !wanted.has(keyOf(r)));
      kept = current.filter((r) => wanted.has(keyOf(r)));
      if (removed.length > 0) {
        await tx.delete(taskAssignees).where(inArray(taskAssignees.id, removed.map((r) => r.id)));
        for (const r of removed) if (r.userId && !r.done) effects.taskEvents.push({ userId: r.userId, updateType: 'REMOVED', taskId: task.id, dueDate: task.dueDate });
      }
      for (const r of kept) {
        const next = wanted.get(keyOf(r));
        if (next && r.userId && next.viaStartupId !== r.viaStartupId) {
          await tx.update(taskAssignees).set({ viaStartupId: next.viaStartupId }).where(eq(taskAssignees.id, r.id));
        }
      }
      const added = desired.filter((r) => !existing.has(keyOf(r)));
      if (added.length > 0) await tx.insert(taskAssignees).values(insertRows(ctx.incubator.id, task.id, dueDate, added, false));
      const addedUsers = reachedUserIds(added);
      effects.taskEvents.push(...addedUsers.map((userId) => ({ userId, updateType: 'ADDED' as const, taskId: task.id, dueDate })));
      await notifyAssigned(tx, ctx, effects, task.id, fields.name ?? task.name, addedUsers);
      changes.isGroupTask = isGroup(desired);
      changes.startupId = singleStartup(desired);
    }
    if (dueChanged) {
      await tx.update(taskAssignees).set({ dueDate }).where(eq(taskAssignees.taskId, task.id));
      // Those who keep the task pending see it move: REMOVED at the old date, ADDED at the new one.
      for (const a of kept) {
        if (!a.userId || a.done) continue;
        effects.taskEvents.push({ userId: a.userId, updateType: 'REMOVED', taskId: task.id, dueDate: task.dueDate });
        effects.taskEvents.push({ userId: a.userId, updateType: 'ADDED', taskId: task.id, dueDate });
      }
    }
    if (Object.keys(changes).length > 0) await tx.update(tasks).set(changes).where(eq(tasks.id, task.id));
    if (fields.targets) await recomputeCompletion(tx, task.id);
    return (await loadTasks(tx, rules, [task.id]))[0]!.view;
  });
  await flushTaskEffects(ctx, effects);
  return view;
}

/**
 * Update task done (D1 §4, §7.5; TSK-04, TSK-05): one assignee's flag. `assigneeId` is the assignee's user id or
 * the assignee row's _id. The assignee sets their own; the task's creator and administrators may set anyone's.
 * The task is done when every assignee is.
 */
export async function updateTaskDone(ctx: AppContext, taskId: string, assigneeId: string, done: boolean): Promise<TaskView> {
  const rules = await taskRules(ctx);
  const effects = noEffects();
  const view = await ctx.data.run(async (tx) => {
    const { task, assignees } = await visibleTask(tx, rules, taskId);
    if (task.taskType !== 'normal') throw forbiddenError('Only normal tasks can be checked by hand');
    const row = assignees.find((a) => a.userId !== null && (a.id === assigneeId || a.userId === assigneeId));
    if (!row?.userId) throw notFoundError('Assignee not found');
    if (row.userId !== rules.viewer.userId && task.createdBy !== rules.viewer.userId && !isAdmin(rules.viewer)) {
      throw forbiddenError('You can only check your own tasks');
    }
    if (row.done !== done) {
      await tx
        .update(taskAssignees)
        .set({ done, status: done ? 'COMPLETED' : 'PENDING', completedAt: done ? sql`now()` : null })
        .where(eq(taskAssignees.id, row.id));
      await recomputeCompletion(tx, task.id);
      effects.taskEvents.push({ userId: row.userId, updateType: done ? 'REMOVED' : 'ADDED', taskId: task.id, dueDate: task.dueDate });
    }
    return (await loadTasks(tx, rules, [task.id]))[0]!.view;
  });
  await flushTaskEffects(ctx, effects);
  return view;
}

/** Delete task (D1 §6, TSK-24): holders of TASK/TASK:DELETE for the task (criteria all, or assigned to its startups). */
export async function deleteTask(ctx: AppContext, taskId: string): Promise<boolean> {
  const rules = await taskRules(ctx);
  const effects = noEffects();
  await ctx.data.run(async (tx) => {
    const loaded = await visibleTask(tx, rules, taskId);
    if (!can(rules.actor, TASK_DELETE_KEY, { startupIds: loaded.startupIds })) throw forbiddenError('You are not allowed to delete this task');
    await tx.delete(tasks).where(eq(tasks.id, loaded.task.id));
    for (const a of loaded.assignees) {
      if (a.userId && !a.done) effects.taskEvents.push({ userId: a.userId, updateType: 'REMOVED', taskId: loaded.task.id, dueDate: loaded.task.dueDate });
    }
  });
  await flushTaskEffects(ctx, effects);
  return true;
}
