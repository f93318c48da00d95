/**
 * Feedback requests for staff (issue 15 item 6; docs/contract-forms.md "Feedback requests (as built)"): send a
 * published survey form to an audience, list and read requests, change the due date or message, close, remind.
 * Sending resolves the audience once and writes, in ONE transaction, the request, one recipient row per person
 * (unique per request and person), their formSubmissionRequest task and their notification; the task events and
 * notifications go out after the commit (D-201: at most FEEDBACK_MAX_RECIPIENTS people, so no batch job).
 */
import { randomUUID } from 'node:crypto';
import { endOfDayIn, FEEDBACK_MAX_MESSAGE, FEEDBACK_MAX_RECIPIENTS, FEEDBACK_MESSAGES, isDueDayInPast, parseDueDay, safeTimeZone } from '@hatchery/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  feedbackRecipients,
  feedbackRequests,
  formVersions,
  forms,
  taskAssignees,
  tasks,
  users,
  type FeedbackAudience,
  type FeedbackRecipient,
  type FeedbackRequest,
} from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { insertNotification } from '../notifications/index.js';
import { completeFormSubmissionRequestTask, flushTaskEffects, noEffects, openFormSubmissionRequestTask } from '../tasks/index.js';
import { resolveAudience } from './feedback-audience.js';
import { remindUnanswered } from './feedback-reminders.js';

const idList = (max: number) => z.array(z.string().refine(isUuid, FEEDBACK_MESSAGES.unknownAudience)).max(max).default([]);

const sendSchema = z.object({
  formId: z.string().refine(isUuid, FEEDBACK_MESSAGES.formNotFound),
  dueDate: z.string({ error: FEEDBACK_MESSAGES.dueDateRequired }).trim().min(1, FEEDBACK_MESSAGES.dueDateRequired),
  message: z.string().trim().max(FEEDBACK_MAX_MESSAGE, FEEDBACK_MESSAGES.messageTooLong).optional(),
  programIds: idList(200),
  tagIds: idList(200),
  startupIds: idList(FEEDBACK_MAX_RECIPIENTS),
  userIds: idList(FEEDBACK_MAX_RECIPIENTS),
});

export interface SendInput {
  formId: unknown;
  dueDate: unknown;
  message?: unknown;
  programIds?: unknown;
  tagIds?: unknown;
  startupIds?: unknown;
  userIds?: unknown;
}

/** The due date: a calendar day (or instant) read in the incubator's timezone, stored as the end of that day. */
function dueDateOf(ctx: AppContext, raw: string): Date {
  const zone = safeTimeZone(ctx.incubator.timezone);
  const day = parseDueDay(raw, zone);
  if (!day) throw validationError(`dueDate: ${FEEDBACK_MESSAGES.dueDateRequired}`);
  const due = endOfDayIn(day, zone);
  if (isDueDayInPast(due) || due.getTime() < Date.now()) throw validationError(`dueDate: ${FEEDBACK_MESSAGES.dueDateInPast}`);
  return due;
}

const nullIfEmpty = (value: string | undefined) => (value && value !== '' ? value : null);

export async function sendFeedbackRequest(ctx: AppContext, raw: SendInput): Promise<FeedbackRequest> {
  const viewer = requireViewer(ctx);
  const withoutNulls = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null && value !== undefined));
  const input = parseInput(sendSchema, withoutNulls);
  const dueDate = dueDateOf(ctx, input.dueDate);
  const audience: FeedbackAudience = { programIds: input.programIds, tagIds: input.tagIds, startupIds: input.startupIds, userIds: input.userIds };
  const effects = noEffects();
  const request = await ctx.data.run(async (tx) => {
    const [form] = await tx.select().from(forms).where(eq(forms.id, input.formId)).limit(1);
    if (!form) throw validationError(`formId: ${FEEDBACK_MESSAGES.formNotFound}`);
    if (form.kind !== 'feedback') throw validationError(`formId: ${FEEDBACK_MESSAGES.formNotFeedback}`);
    if (form.status !== 'published') throw validationError(`formId: ${FEEDBACK_MESSAGES.formNotPublished}`);
    const [version] = await tx.select().from(formVersions).where(eq(formVersions.formId, form.id)).orderBy(desc(formVersions.number)).limit(1);
    if (!version) throw validationError(`formId: ${FEEDBACK_MESSAGES.formNotPublished}`);
    const recipients = await resolveAudience(tx, audience);
    if (recipients.length === 0) throw validationError(`audience: ${FEEDBACK_MESSAGES.noRecipients}`);
    if (recipients.length > FEEDBACK_MAX_RECIPIENTS) throw validationError(`audience: ${FEEDBACK_MESSAGES.tooManyRecipients}`);
    const [row] = await tx
      .insert(feedbackRequests)
      .values({ incubatorId: ctx.incubator.id, formId: form.id, versionId: version.id, message: nullIfEmpty(input.message), dueDate, audience, createdBy: viewer.userId })
      .returning();
    const [sender] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, viewer.userId)).limit(1);
    const values = [];
    for (const recipient of recipients) {
      const id = randomUUID();
      const taskId = await openFormSubmissionRequestTask(
        tx,
        ctx,
        { recipientId: id, userId: recipient.userId, startupId: recipient.startupId, name: `Answer the survey: ${form.name}`, dueDate },
        effects,
      );
      values.push({ id, incubatorId: ctx.incubator.id, requestId: row!.id, userId: recipient.userId, startupId: recipient.startupId, taskId });
    }
    await tx.insert(feedbackRecipients).values(values);
    for (const recipient of values) {
      const created = await insertNotification(tx, ctx.incubator.id, {
        type: 'taskAssigned',
        message: `${sender?.fullName || 'Your team'} asked for your feedback: ${form.name}`,
        url: `/survey/${recipient.id}`,
        actorUserId: viewer.userId,
        startupId: recipient.startupId,
        taskId: recipient.taskId,
        recipientUserIds: [recipient.userId],
      });
      if (created) effects.notifications.push(created);
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'feedback.requestSent', entityType: 'feedbackRequest', entityId: row!.id, after: { formId: form.id, recipients: values.length } });
    return row!;
  });
  await flushTaskEffects(ctx, effects);
  return request;
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────────────────

export interface FeedbackRequestRow extends FeedbackRequest {
  formName: string;
  recipientCount: number;
  answeredCount: number;
}

export const LIST_DEFAULT = 50;
export const LIST_MAX = 200;

async function withCounts(tx: Tx, where: ReturnType<typeof eq> | undefined, first: number): Promise<FeedbackRequestRow[]> {
  const rows = await tx
    .select({
      request: feedbackRequests,
      formName: forms.name,
      recipientCount: sql<number>`(select count(*)::int from feedback_recipients r where r.request_id = ${feedbackRequests.id})`,
      answeredCount: sql<number>`(select count(*)::int from feedback_recipients r where r.request_id = ${feedbackRequests.id} and r.answered_at is not null)`,
    })
    .from(feedbackRequests)
    .innerJoin(forms, and(eq(forms.incubatorId, feedbackRequests.incubatorId), eq(forms.id, feedbackRequests.formId)))
    .where(where)
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
    .limit(first);
  return rows.map((row) => ({ ...row.request, formName: row.formName, recipientCount: Number(row.recipientCount), answeredCount: Number(row.answeredCount) }));
}

/** The newest requests first (at most LIST_MAX). */
export async function listFeedbackRequests(ctx: AppContext, first?: number | null): Promise<FeedbackRequestRow[]> {
  requireViewer(ctx);
  const limit = parseInput(z.number().int().min(1).max(LIST_MAX), first ?? LIST_DEFAULT);
  return ctx.data.run((tx) => withCounts(tx, undefined, limit));
}

export async function getFeedbackRequest(ctx: AppContext, id: string): Promise<FeedbackRequestRow> {
  requireViewer(ctx);
  if (!isUuid(id)) throw validationError(`id: ${FEEDBACK_MESSAGES.requestNotFound}`);
  const [row] = await ctx.data.run((tx) => withCounts(tx, eq(feedbackRequests.id, id), 1));
  if (!row) throw notFoundError(FEEDBACK_MESSAGES.requestNotFound);
  return row;
}

/** The recipients of a request, by name. */
export async function loadRecipients(ctx: AppContext, requestId: string): Promise<FeedbackRecipient[]> {
  return ctx.data.run((tx) =>
    tx
      .select({ recipient: feedbackRecipients })
      .from(feedbackRecipients)
      .innerJoin(users, and(eq(users.incubatorId, feedbackRecipients.incubatorId), eq(users.id, feedbackRecipients.userId)))
      .where(eq(feedbackRecipients.requestId, requestId))
      .orderBy(users.fullName, feedbackRecipients.id)
      .then((rows) => rows.map((row) => row.recipient)),
  );
}

// ── Changing ─────────────────────────────────────────────────────────────────────────────────────────────────────

async function lockRequest(tx: Tx, id: string): Promise<FeedbackRequest> {
  if (!isUuid(id)) throw validationError(`id: ${FEEDBACK_MESSAGES.requestNotFound}`);
  const [row] = await tx.select().from(feedbackRequests).where(eq(feedbackRequests.id, id)).for('update').limit(1);
  if (!row) throw notFoundError(FEEDBACK_MESSAGES.requestNotFound);
  return row;
}

const updateSchema = z.object({
  dueDate: z.string().trim().min(1, FEEDBACK_MESSAGES.dueDateRequired).optional(),
  message: z.string().trim().max(FEEDBACK_MAX_MESSAGE, FEEDBACK_MESSAGES.messageTooLong).optional(),
});

/** A new due date (the open tasks move with it) or message; a closed request does not change. */
export async function updateFeedbackRequest(ctx: AppContext, id: string, raw: { dueDate?: unknown; message?: unknown }): Promise<FeedbackRequest> {
  const viewer = requireViewer(ctx);
  const input = parseInput(updateSchema, Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null && value !== undefined)));
  const dueDate = input.dueDate !== undefined ? dueDateOf(ctx, input.dueDate) : undefined;
  return ctx.data.run(async (tx) => {
    const request = await lockRequest(tx, id);
    if (request.status === 'closed') throw validationError(`id: ${FEEDBACK_MESSAGES.requestClosed}`);
    const [row] = await tx
      .update(feedbackRequests)
      .set({ ...(dueDate ? { dueDate, autoRemindedAt: null } : {}), ...(input.message !== undefined ? { message: nullIfEmpty(input.message) } : {}), updatedAt: new Date() })
      .where(eq(feedbackRequests.id, id))
      .returning();
    if (dueDate) {
      // The recipients' open tasks follow the request's due date (their lists re-read it; no event is needed for the
      // navbar's "today" count, which the client recomputes on its next read).
      const taskIds = tx.select({ id: feedbackRecipients.taskId }).from(feedbackRecipients).where(eq(feedbackRecipients.requestId, id));
      await tx.update(tasks).set({ dueDate, updatedAt: new Date() }).where(and(inArray(tasks.id, taskIds), isNull(tasks.completedAt)));
      await tx.update(taskAssignees).set({ dueDate }).where(and(inArray(taskAssignees.taskId, taskIds), eq(taskAssignees.done, false)));
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'feedback.requestUpdated', entityType: 'feedbackRequest', entityId: id, after: { dueDate: row!.dueDate.toISOString() } });
    return row!;
  });
}

/** Closes the request: no more answers; the open tasks of those who did not answer are completed. */
export async function closeFeedbackRequest(ctx: AppContext, id: string): Promise<FeedbackRequest> {
  const viewer = requireViewer(ctx);
  const effects = noEffects();
  const row = await ctx.data.run(async (tx) => {
    const request = await lockRequest(tx, id);
    if (request.status === 'closed') return request;
    const [closed] = await tx.update(feedbackRequests).set({ status: 'closed', closedAt: new Date(), updatedAt: new Date() }).where(eq(feedbackRequests.id, id)).returning();
    const open = await tx.select({ id: feedbackRecipients.id }).from(feedbackRecipients).where(and(eq(feedbackRecipients.requestId, id), isNull(feedbackRecipients.answeredAt)));
    for (const recipient of open) await completeFormSubmissionRequestTask(tx, recipient.id, effects);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'feedback.requestClosed', entityType: 'feedbackRequest', entityId: id });
    return closed!;
  });
  await flushTaskEffects(ctx, effects);
  return row;
}

/** Staff's "remind those who have not answered": a notification and an e-mail each. Returns how many were reminded. */
export async function remindFeedbackRecipients(ctx: AppContext, id: string): Promise<number> {
  requireViewer(ctx);
  const request = await ctx.data.run((tx) => lockRequest(tx, id));
  if (request.status === 'closed') throw validationError(`id: ${FEEDBACK_MESSAGES.requestClosed}`);
  return remindUnanswered(ctx, request.id, ctx.viewer?.userId ?? null);
}
