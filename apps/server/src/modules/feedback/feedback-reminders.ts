/**
 * Reminders of a feedback request (issue 15 item 6, D-205): to each recipient who has not answered, a notification
 * (taskAssigned, url /survey/{recipientId}) and an e-mail through the mail module — except to those who get e-mail
 * copies of their notifications anyway (one mail, not two). Staff remind by hand (remindFeedbackRecipients); the
 * repeating job `feedback.reminders` reminds once, automatically, FEEDBACK_AUTO_REMINDER_HOURS before the due date:
 * the request is claimed by setting auto_reminded_at where it is null, so several nodes never remind twice.
 */
import { FEEDBACK_AUTO_REMINDER_HOURS } from '@hatchery/domain';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { feedbackRecipients, feedbackRequests, forms, incubators, userNotificationPrefs, users } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenant-origins.js';
import type { JobRunner } from '../../jobs/index.js';
import { escapeHtml, type MailInput } from '../mail/index.js';
import { deliverNotifications, insertNotification, type CreatedNotification, type EffectContext } from '../notifications/index.js';

export const FEEDBACK_REMINDERS_JOB = 'feedback.reminders';
export const FEEDBACK_REMINDERS_INTERVAL_MS = 15 * 60_000;

function dayText(date: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/**
 * Reminds every recipient of the request who has not answered (or only those of `onlyRecipientIds`: the startup
 * file's feedback tab reminds one startup's people, D-382); returns how many.
 */
export async function remindUnanswered(ctx: EffectContext, requestId: string, actorUserId: string | null, onlyRecipientIds?: readonly string[]): Promise<number> {
  if (onlyRecipientIds && onlyRecipientIds.length === 0) return 0;
  const origin = tenantOrigin(ctx.services.config.publicUrl, ctx.incubator);
  const { created, mail } = await ctx.data.run(async (tx) => {
    const [request] = await tx
      .select({ id: feedbackRequests.id, dueDate: feedbackRequests.dueDate, formName: forms.name })
      .from(feedbackRequests)
      .innerJoin(forms, and(eq(forms.incubatorId, feedbackRequests.incubatorId), eq(forms.id, feedbackRequests.formId)))
      .where(eq(feedbackRequests.id, requestId))
      .limit(1);
    if (!request) return { created: [] as CreatedNotification[], mail: [] as MailInput[] };
    const pending = await tx
      .select({ id: feedbackRecipients.id, userId: feedbackRecipients.userId, startupId: feedbackRecipients.startupId, taskId: feedbackRecipients.taskId, email: users.email })
      .from(feedbackRecipients)
      .innerJoin(users, and(eq(users.incubatorId, feedbackRecipients.incubatorId), eq(users.id, feedbackRecipients.userId)))
      .where(and(eq(feedbackRecipients.requestId, requestId), isNull(feedbackRecipients.answeredAt), onlyRecipientIds ? inArray(feedbackRecipients.id, [...onlyRecipientIds]) : undefined));
    if (pending.length === 0) return { created: [], mail: [] };
    const copies = new Set(
      (
        await tx
          .select({ userId: userNotificationPrefs.userId })
          .from(userNotificationPrefs)
          .where(and(inArray(userNotificationPrefs.userId, pending.map((p) => p.userId)), eq(userNotificationPrefs.emailCopies, true)))
      ).map((row) => row.userId),
    );
    const due = dayText(request.dueDate, ctx.incubator.timezone);
    const message = `Reminder: please answer the survey "${request.formName}" by ${due}`;
    const created: CreatedNotification[] = [];
    const mail: MailInput[] = [];
    for (const recipient of pending) {
      const url = `/survey/${recipient.id}`;
      const note = await insertNotification(tx, ctx.incubator.id, { type: 'taskAssigned', message, url, actorUserId, startupId: recipient.startupId, taskId: recipient.taskId, recipientUserIds: [recipient.userId] });
      if (note) created.push(note);
      if (!copies.has(recipient.userId)) {
        const link = new URL(url, origin).toString();
        mail.push({
          to: recipient.email,
          subject: `${ctx.incubator.name}: ${message}`,
          text: `${message}.\n\n${link}`,
          html: `<p>${escapeHtml(message)}.</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        });
      }
    }
    const now = new Date();
    await tx.update(feedbackRecipients).set({ remindedAt: now }).where(inArray(feedbackRecipients.id, pending.map((p) => p.id)));
    await tx.update(feedbackRequests).set({ remindedAt: now }).where(eq(feedbackRequests.id, requestId));
    return { created, mail };
  });
  await deliverNotifications(ctx, created);
  for (const message of mail) {
    await ctx.services.mailer.send(ctx.data, message).catch((error: unknown) => ctx.log.error({ err: error, requestId }, 'feedback reminder: mail not sent'));
  }
  return created.length;
}

/** One pass of the automatic reminder for one tenant: requests due within the window, not yet auto-reminded. */
export async function runTenantFeedbackReminders(ctx: EffectContext, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + FEEDBACK_AUTO_REMINDER_HOURS * 3_600_000);
  const claimed = await ctx.data.run((tx) =>
    tx
      .update(feedbackRequests)
      .set({ autoRemindedAt: now })
      .where(and(eq(feedbackRequests.status, 'open'), isNull(feedbackRequests.autoRemindedAt), gt(feedbackRequests.dueDate, now), lte(feedbackRequests.dueDate, horizon)))
      .returning({ id: feedbackRequests.id }),
  );
  let reminded = 0;
  for (const request of claimed) reminded += await remindUnanswered(ctx, request.id, null);
  return reminded;
}

export interface FeedbackReminderDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
}

/** Every tenant (one failing tenant is logged and does not stop the others). */
export async function runFeedbackReminders(deps: FeedbackReminderDeps, now = new Date()): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  let reminded = 0;
  for (const incubator of tenants) {
    try {
      reminded += await runTenantFeedbackReminders({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) }, now);
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'feedback reminders failed for a tenant');
    }
  }
  return reminded;
}

/** Registers the repeating reminder with the runner (main.ts). */
export async function scheduleFeedbackReminders(runner: JobRunner, deps: FeedbackReminderDeps, intervalMs = FEEDBACK_REMINDERS_INTERVAL_MS): Promise<void> {
  runner.define(FEEDBACK_REMINDERS_JOB, async () => {
    await runFeedbackReminders(deps);
  });
  await runner.every(FEEDBACK_REMINDERS_JOB, intervalMs);
}
