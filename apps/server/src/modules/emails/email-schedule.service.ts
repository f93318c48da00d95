/**
 * Scheduled sending (D-590). A draft that could be sent now is scheduled for a time 1 minute to a year ahead: it turns
 * SCHEDULED (not editable; `unscheduleOutgoingEmail` makes it a draft again) and a repeating job sends it when due,
 * as the person who scheduled it — the same `beginSendInTx` as a send by hand, so the audience is resolved when it
 * goes out (people who joined a role or programme meanwhile get it too). The job claims each due email with
 * FOR UPDATE SKIP LOCKED and turns it SENDING in the transaction that writes its bulk job: however many processes run
 * the repeat, an email is sent once. When it can no longer be sent (no recipient left, its author gone) it turns back
 * into a draft with the reason (`scheduleFailure`), recorded in the activity log.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { isAppError } from '../../core/errors.js';
import type { Database, Tx } from '../../db/contract.js';
import { emails, incubators } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import { tenantData, type AppContext, type AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { recordActivity } from '../activity/index.js';
import { startBatchOperation } from '../batch/index.js';
import type { EffectContext } from '../notifications/index.js';
import { lockDraft } from './email-editing.service.js';
import { fieldError, idField, idSchema, parseEmailInput } from './email-input.js';
import { beginSendInTx, sendableRecipientsIn } from './email-sending.service.js';
import { emailIn, emailNotFound, type OutgoingEmailView } from './emails.service.js';

export const SCHEDULE_MIN_LEAD_MS = 60_000;
export const SCHEDULE_MAX_DAYS = 365;
export const SCHEDULED_EMAILS_JOB = 'emails.send-scheduled';
const INTERVAL_MS = 60_000;
/** Due emails taken per tenant and pass: a backlog drains over the following minutes. */
const DUE_PER_PASS = 20;
/** Why a scheduled send did not go out (emails.schedule_failure; the API's EmailScheduleFailure). */
export const SCHEDULE_FAILURES = ['noRecipient', 'tooManyRecipients', 'incomplete', 'schedulerGone'] as const;
export type ScheduleFailure = (typeof SCHEDULE_FAILURES)[number];

/** The send's refusal (a "field: rule" ValidationError of sendableRecipientsIn) as a failure the web can name. */
function failureOf(message: string): ScheduleFailure {
  if (message.startsWith('audience: choose')) return 'noRecipient';
  if (message.startsWith('audience: at most')) return 'tooManyRecipients';
  return 'incomplete';
}

const scheduleSchema = z.object({ id: idField, sendAt: z.date({ error: 'is required' }) });

/** The refusal of an unschedule for an email that is not scheduled. */
export const NOT_SCHEDULED = 'only a scheduled email can be put back to a draft';

export async function scheduleOutgoingEmail(ctx: AppContext, input: unknown, now = new Date()): Promise<OutgoingEmailView> {
  const viewer = requireViewer(ctx);
  const { id, sendAt } = parseEmailInput(scheduleSchema, input);
  if (Number.isNaN(sendAt.getTime()) || sendAt.getTime() < now.getTime() + SCHEDULE_MIN_LEAD_MS) throw fieldError('sendAt', 'must be at least a minute from now');
  if (sendAt.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) throw fieldError('sendAt', `must be within ${SCHEDULE_MAX_DAYS} days`);
  return ctx.data.run(async (tx) => {
    const draft = await lockDraft(tx, id);
    // What a send would refuse is refused now, not when nobody is looking.
    await sendableRecipientsIn(tx, draft);
    await tx.update(emails).set({ status: 'scheduled', scheduledAt: sendAt, scheduledBy: viewer.userId, scheduleFailure: null }).where(eq(emails.id, id));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'email.scheduled',
      entityType: 'email',
      entityId: id,
      after: { subject: draft.subject, scheduledAt: sendAt.toISOString() },
    });
    return emailIn(tx, id);
  });
}

export async function unscheduleOutgoingEmail(ctx: AppContext, input: unknown): Promise<OutgoingEmailView> {
  const viewer = requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.select().from(emails).where(eq(emails.id, id)).for('update');
    if (!row) throw emailNotFound();
    if (row.status !== 'scheduled') throw fieldError('status', NOT_SCHEDULED);
    await tx.update(emails).set({ status: 'draft', scheduledAt: null, scheduledBy: null }).where(eq(emails.id, id));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'email.unscheduled', entityType: 'email', entityId: id, before: { subject: row.subject } });
    return emailIn(tx, id);
  });
}

/** Back to a draft with the reason, if it is still the scheduled email the pass claimed. */
async function failScheduledInTx(tx: Tx, incubatorId: string, id: string, reason: ScheduleFailure, actorId: string | null): Promise<void> {
  const [row] = await tx
    .update(emails)
    .set({ status: 'draft', scheduledAt: null, scheduledBy: null, scheduleFailure: reason })
    .where(and(eq(emails.id, id), eq(emails.status, 'scheduled')))
    .returning({ subject: emails.subject });
  if (row) await recordActivity(tx, incubatorId, actorId, { action: 'email.scheduleFailed', entityType: 'email', entityId: id, after: { subject: row.subject, reason } });
}

/**
 * One due email of the tenant, claimed and turned SENDING with its job in one transaction; null when another pass
 * has it or nothing is due. A refusal of the send (a ValidationError: no recipients, an empty subject) makes it a
 * draft again instead, with the reason.
 */
async function sendOneDue(ctx: EffectContext, now: Date): Promise<{ jobId: string | null } | null> {
  const claimed = await ctx.data.run(async (tx) => {
    const [row] = await tx
      .select()
      .from(emails)
      .where(and(eq(emails.status, 'scheduled'), lte(emails.scheduledAt, now)))
      .orderBy(asc(emails.scheduledAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    if (!row.scheduledBy) {
      await failScheduledInTx(tx, ctx.incubator.id, row.id, 'schedulerGone', null);
      return { jobId: null };
    }
    try {
      return { jobId: await beginSendInTx(tx, ctx.incubator.id, row, row.scheduledBy) };
    } catch (error) {
      // beginSendInTx checks before it writes: the transaction is intact and the refusal becomes the reason.
      if (!isAppError(error)) throw error;
      await failScheduledInTx(tx, ctx.incubator.id, row.id, failureOf(error.message), row.scheduledBy);
      return { jobId: null };
    }
  });
  if (!claimed) return null;
  if (claimed.jobId) await startBatchOperation(ctx, claimed.jobId);
  return { jobId: claimed.jobId };
}

export interface ScheduledEmailDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
  now?: () => Date;
}

/** One pass over every tenant: the due scheduled emails start sending (one failing tenant does not stop the others). */
export async function sendDueScheduledEmails(deps: ScheduledEmailDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  let started = 0;
  for (const incubator of tenants) {
    const ctx: EffectContext = { services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) };
    try {
      for (let i = 0; i < DUE_PER_PASS; i++) {
        const result = await sendOneDue(ctx, now);
        if (!result) break;
        if (result.jobId) started += 1;
      }
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'scheduled emails failed for a tenant');
    }
  }
  if (started > 0) deps.log.info({ started }, 'scheduled emails started');
  return started;
}

/** Registers the repeating job with the runner (server.ts). */
export async function scheduleScheduledEmails(runner: JobRunner, deps: ScheduledEmailDeps, intervalMs = INTERVAL_MS): Promise<void> {
  runner.define(SCHEDULED_EMAILS_JOB, async () => {
    await sendDueScheduledEmails(deps);
  });
  await runner.every(SCHEDULED_EMAILS_JOB, intervalMs);
}
