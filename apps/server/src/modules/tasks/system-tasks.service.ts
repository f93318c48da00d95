/**
 * System tasks (D1 §4, TSK-01/02): created and completed by the action they stand for, never by hand. Each open
 * system task has a source key (`<type>:<subject id>`), so creating twice does nothing and the completing action
 * finds it. completeUserProfile (PUT /user), completeStartupProfile (the startup services, issue 14) and,
 * since issue 6, metrics (the metrics collection cycle). Other types (availability, evaluations…) use
 * createSystemTask/completeSystemTask as their features land.
 */
import { calendarDateIn, endOfDayIn, missingProfileParts, safeTimeZone } from '@hatchery/domain';
import type { TaskType } from '@hatchery/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { startupIndustries, startups, taskAssignees as taskAssigneesTable, tasks, users } from '../../db/schema/index.js';
import type { EffectContext } from '../notifications/index.js';
import { completeAllRows, desiredAssigneeRows, isGroup, reachedUserIds, singleStartup, type AssigneeTargets } from './task-assignees.js';
import { flushTaskEffects, noEffects, type TaskEffects } from './task-events.js';

/** The profile fields PUT /user can fill that completeUserProfile asks for. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'headline', 'bio', 'timezone'] as const;
export const SYSTEM_TASK_DUE_DAYS = 7;

export interface SystemTaskInput {
  type: Exclude<TaskType, 'normal'>;
  name: string;
  url: string | null;
  sourceKey: string;
  targets: AssigneeTargets;
  /** The startup the task is about (else: the single startup assignee, if any). */
  startupId?: string | null;
  dueInDays?: number;
  /** An exact due date (a feedback request's); else `dueInDays` from now. */
  dueDate?: Date;
}

/** Creates the system task unless an open one with the same source key exists. Adds ADDED events to `effects`. */
export async function createSystemTask(tx: Tx, ctx: Pick<EffectContext, 'incubator'>, input: SystemTaskInput, effects: TaskEffects): Promise<string | null> {
  const [open] = await tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.sourceKey, input.sourceKey), isNull(tasks.completedAt))).limit(1);
  if (open) return null;
  const rows = await desiredAssigneeRows(tx, input.targets);
  if (rows.length === 0) return null;
  const zone = safeTimeZone(ctx.incubator.timezone);
  const dueDate = input.dueDate ?? endOfDayIn(calendarDateIn(new Date(Date.now() + (input.dueInDays ?? SYSTEM_TASK_DUE_DAYS) * 86_400_000), zone), zone);
  const [task] = await tx
    .insert(tasks)
    .values({
      incubatorId: ctx.incubator.id,
      name: input.name,
      dueDate,
      taskType: input.type,
      url: input.url,
      isGroupTask: isGroup(rows),
      startupId: input.startupId ?? singleStartup(rows),
      createdBy: null,
      sourceKey: input.sourceKey,
    })
    .returning();
  if (!task) throw new Error('task insert returned nothing');
  await tx.insert(taskAssigneesTable).values(rows.map((r) => ({ incubatorId: ctx.incubator.id, taskId: task.id, ...r, dueDate })));
  for (const userId of reachedUserIds(rows)) effects.taskEvents.push({ userId, updateType: 'ADDED', taskId: task.id, dueDate });
  return task.id;
}

/** Completes the open system task of the source key, if any. Adds REMOVED events for those who had it pending. */
export async function completeSystemTask(tx: Tx, sourceKey: string, effects: TaskEffects): Promise<boolean> {
  const [open] = await tx.select({ id: tasks.id, dueDate: tasks.dueDate }).from(tasks).where(and(eq(tasks.sourceKey, sourceKey), isNull(tasks.completedAt))).limit(1);
  if (!open) return false;
  const pending = await completeAllRows(tx, open.id);
  for (const userId of pending) effects.taskEvents.push({ userId, updateType: 'REMOVED', taskId: open.id, dueDate: open.dueDate });
  return true;
}

export type SyncOutcome = 'created' | 'completed' | 'unchanged';

export const userProfileTaskKey = (userId: string) => `completeUserProfile:${userId}`;
export const startupProfileTaskKey = (startupId: string) => `completeStartupProfile:${startupId}`;
/** One `metrics` task per pending data form (issue 6): opened on the form's due date, completed by its submission or skip. */
export const metricsTaskKey = (formId: string) => `metrics:${formId}`;

/**
 * metrics: for the startup's cofounders when its pending data form is due (the collection cycle, modules/metrics/
 * metrics-cycle.ts, inside the transaction that claims the form); url `/startup/{id}/file/metrics`. Null when an open
 * one exists or there is nobody to ask.
 */
export async function openMetricsTask(
  tx: Tx,
  ctx: Pick<EffectContext, 'incubator'>,
  input: { formId: string; startupId: string; startupName: string; cofounderIds: string[] },
  effects: TaskEffects,
): Promise<string | null> {
  return createSystemTask(
    tx,
    ctx,
    {
      type: 'metrics',
      name: `Update the metrics of ${input.startupName}`,
      url: `/startup/${input.startupId}/file/metrics`,
      sourceKey: metricsTaskKey(input.formId),
      targets: { userIds: input.cofounderIds, startupIds: [] },
      startupId: input.startupId,
    },
    effects,
  );
}

/** Completes the form's metrics task (data submitted, form skipped or superseded). */
export function completeMetricsTask(tx: Tx, formId: string, effects: TaskEffects): Promise<boolean> {
  return completeSystemTask(tx, metricsTaskKey(formId), effects);
}

/** One formSubmissionRequest task per feedback recipient (issue 15 item 6): opened when the request is sent. */
export const formSubmissionRequestTaskKey = (recipientId: string) => `formSubmissionRequest:${recipientId}`;

/**
 * formSubmissionRequest: for one recipient of a feedback request, due with the request, url `/survey/{recipientId}`;
 * completed by their answer (or the request closed). Null when an open one exists (sending is idempotent).
 */
export function openFormSubmissionRequestTask(
  tx: Tx,
  ctx: Pick<EffectContext, 'incubator'>,
  input: { recipientId: string; userId: string; startupId: string | null; name: string; dueDate: Date },
  effects: TaskEffects,
): Promise<string | null> {
  return createSystemTask(
    tx,
    ctx,
    {
      type: 'formSubmissionRequest',
      name: input.name,
      url: `/survey/${input.recipientId}`,
      sourceKey: formSubmissionRequestTaskKey(input.recipientId),
      targets: { userIds: [input.userId], startupIds: [] },
      startupId: input.startupId,
      dueDate: input.dueDate,
    },
    effects,
  );
}

/** Completes a recipient's formSubmissionRequest task (answered, or the request closed). */
export function completeFormSubmissionRequestTask(tx: Tx, recipientId: string, effects: TaskEffects): Promise<boolean> {
  return completeSystemTask(tx, formSubmissionRequestTaskKey(recipientId), effects);
}

/**
 * completeUserProfile: open while the user's profile lacks one of PROFILE_FIELDS, completed once all are filled.
 * Called by PUT /user (updateProfile) after it commits, and by the seed.
 */
export async function syncUserProfileTask(ctx: EffectContext, userId: string): Promise<SyncOutcome> {
  const effects = noEffects();
  const outcome = await ctx.data.run(async (tx): Promise<SyncOutcome> => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return 'unchanged';
    const missing = PROFILE_FIELDS.filter((field) => !user[field]?.trim());
    if (missing.length === 0) return (await completeSystemTask(tx, userProfileTaskKey(userId), effects)) ? 'completed' : 'unchanged';
    const created = await createSystemTask(
      tx,
      ctx,
      { type: 'completeUserProfile', name: 'Complete your profile', url: '/account/profile', sourceKey: userProfileTaskKey(userId), targets: { userIds: [userId], startupIds: [] } },
      effects,
    );
    return created ? 'created' : 'unchanged';
  });
  await flushTaskEffects(ctx, effects);
  return outcome;
}

/**
 * completeStartupProfile: open for the startup's people while its profile misses a part (missingProfileParts of
 * @hatchery/domain: logo, one-liner, description, website, stage, founding date, location, team size, industries),
 * completed once it is whole. The startup services call it after they commit (through startups' profile port).
 */
export async function syncStartupProfileTask(ctx: EffectContext, startupId: string): Promise<SyncOutcome> {
  const effects = noEffects();
  const outcome = await ctx.data.run(async (tx): Promise<SyncOutcome> => {
    const [startup] = await tx.select().from(startups).where(eq(startups.id, startupId)).limit(1);
    if (!startup) return 'unchanged';
    const [sectors] = await tx.select({ n: count() }).from(startupIndustries).where(eq(startupIndustries.startupId, startupId));
    const missing = missingProfileParts({ ...startup, industryCount: Number(sectors?.n ?? 0) });
    if (missing.length === 0) {
      return (await completeSystemTask(tx, startupProfileTaskKey(startupId), effects)) ? 'completed' : 'unchanged';
    }
    const created = await createSystemTask(
      tx,
      ctx,
      {
        type: 'completeStartupProfile',
        name: `Complete the profile of ${startup.name}`,
        url: `/startup/${startupId}/file/company`,
        sourceKey: startupProfileTaskKey(startupId),
        targets: { userIds: [], startupIds: [startupId] },
        startupId,
      },
      effects,
    );
    return created ? 'created' : 'unchanged';
  });
  await flushTaskEffects(ctx, effects);
  return outcome;
}
