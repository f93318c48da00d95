/**
 * Sending (D-584). sendOutgoingEmail checks the draft (subject, body, at least one recipient), resolves its audience
 * into the items of a bulk action `users.sendEmail` (modules/batch, D-132) and turns the email SENDING in the same
 * transaction; after the commit the job starts (commit, then run). Each item — one recipient — renders the email for
 * that person, records the delivery and queues the message in the mail outbox in the item's own transaction (D-385):
 * the delivery row is unique per email and person, and the item is claimed once, so nobody gets it twice whatever
 * crashes or restarts. When the job completes the email turns SENT in the completing transaction. The sender follows
 * the job with userBatchOperationUpdated (they started it). A test send renders the email for the viewer and mails
 * it to the viewer alone, through the same outbox.
 */
import { BLOCKED_STATUSES, MAX_BATCH_ITEMS, type RecordStatus, type RoleType } from '@hatchery/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { emailDeliveries, emails, roles, startupPeople, startups, users, type EmailRow } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { insertBatchOperationInTx, startBatchOperation, type ItemEnv, type ItemOutcome } from '../batch/index.js';
import { deliverQueuedMail, queueMailInTx } from '../mail/index.js';
import { audienceRecipientIds } from './email-audience.service.js';
import { lockDraft } from './email-editing.service.js';
import { fieldError, idSchema, parseEmailInput, sendableSchema } from './email-input.js';
import { mergeValuesOf, renderEmail, type RenderedEmail } from './email-render.js';
import { emailIn, emailNotFound, type OutgoingEmailView } from './emails.service.js';

/** The bulk action of a send; its params name the email. */
export const SEND_EMAIL_ACTION = 'users.sendEmail';
const paramsSchema = z.object({ emailId: z.uuid() });

/** What a delivery that never reached the outbox says (EmailDelivery.failureReason). */
export const NOT_REACHABLE = 'Not sent: the person can no longer receive mail.';
export const TEST_PREFIX = '[Test] ';

interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  status: RecordStatus;
  roleType: RoleType;
}

async function recipientIn(tx: Tx, userId: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, fullName: users.fullName, status: users.status, roleType: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The recipient's first startup ({{startupName}}): the one they joined first; null without one. */
async function firstStartupName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: startups.name })
    .from(startupPeople)
    .innerJoin(startups, eq(startups.id, startupPeople.startupId))
    .where(eq(startupPeople.userId, userId))
    .orderBy(asc(startupPeople.createdAt), asc(startups.name))
    .limit(1);
  return row?.name ?? null;
}

/** The email as `recipient` gets it. */
export async function renderFor(tx: Tx, email: { subject: string; body: string }, recipient: Recipient, organisationName: string): Promise<RenderedEmail> {
  const startupName = await firstStartupName(tx, recipient.id);
  return renderEmail(email, mergeValuesOf({ ...recipient, startupName, organisationName }));
}

const reachable = (r: Recipient): boolean => !BLOCKED_STATUSES.has(r.status) && r.roleType !== 'System' && r.email.trim() !== '';

/**
 * One item of a send, in its transaction: the delivery row first (unique per email and person: a second attempt
 * inserts nothing and sends nothing), then the message in the outbox, whose id the delivery keeps. A person who can
 * no longer get mail (blocked since the send started) gets a FAILED delivery and no message.
 */
export async function sendEmailItemInTx(tx: Tx, env: ItemEnv, userId: string, rawParams: unknown): Promise<ItemOutcome> {
  const { emailId } = paramsSchema.parse(rawParams);
  const [email] = await tx.select().from(emails).where(eq(emails.id, emailId));
  if (!email || email.status !== 'sending') return { status: 'failed', reason: 'notFound' };
  const recipient = await recipientIn(tx, userId);
  // Removed since the send started: nothing left to point a delivery at.
  if (!recipient) return { status: 'failed', reason: 'notFound' };
  const base = { incubatorId: env.incubatorId, emailId, userId, address: recipient.email };
  if (!reachable(recipient)) {
    await tx.insert(emailDeliveries).values({ ...base, status: 'failed', failureReason: NOT_REACHABLE }).onConflictDoNothing();
    return { status: 'failed', reason: 'notFound' };
  }
  const [delivery] = await tx.insert(emailDeliveries).values({ ...base, status: 'sent' }).onConflictDoNothing().returning({ id: emailDeliveries.id });
  // Already delivered (cannot happen through the job, whose items run once; the database says so all the same).
  if (!delivery) return { status: 'succeeded', after: { notifications: [], mail: [], queued: [] } };
  const rendered = await renderFor(tx, email, recipient, env.incubatorName);
  const outboxId = await queueMailInTx(tx, env.incubatorId, { to: recipient.email, ...rendered });
  await tx.update(emailDeliveries).set({ outboxId }).where(eq(emailDeliveries.id, delivery.id));
  return { status: 'succeeded', after: { notifications: [], mail: [], queued: [outboxId] } };
}

/** In the transaction that completes the job: the email is SENT (once: only from SENDING). */
export async function completeEmailSendInTx(tx: Tx, _env: ItemEnv, _jobId: string, rawParams: unknown): Promise<void> {
  const { emailId } = paramsSchema.parse(rawParams);
  await tx
    .update(emails)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(emails.id, emailId), eq(emails.status, 'sending')));
}

/**
 * What a send needs, checked in `tx` on the locked row: a subject, a body and 1..MAX_BATCH_ITEMS recipients (a
 * ValidationError naming the field otherwise). Returns the recipients. Scheduling checks the same (D-590).
 */
export async function sendableRecipientsIn(tx: Tx, email: EmailRow): Promise<string[]> {
  parseEmailInput(sendableSchema, { subject: email.subject, body: email.body });
  const recipients = await audienceRecipientIds(tx, email.audience);
  if (recipients.length === 0) throw fieldError('audience', 'choose at least one recipient');
  if (recipients.length > MAX_BATCH_ITEMS) throw fieldError('audience', `at most ${MAX_BATCH_ITEMS} recipients`);
  return recipients;
}

/**
 * In the caller's transaction, on the locked row: the job with one item per recipient, the email SENDING, the
 * activity entry. Returns the job to start after the commit. `senderId`: who sends — the viewer, or for a scheduled
 * email whoever scheduled it.
 */
export async function beginSendInTx(tx: Tx, incubatorId: string, email: EmailRow, senderId: string): Promise<string> {
  const recipients = await sendableRecipientsIn(tx, email);
  const job = await insertBatchOperationInTx(tx, incubatorId, {
    target: 'users',
    action: SEND_EMAIL_ACTION,
    itemIds: recipients,
    params: { emailId: email.id },
    refusal: null,
    createdBy: senderId,
  });
  await tx.update(emails).set({ status: 'sending', batchJobId: job.id, recipientCount: recipients.length, sentBy: senderId }).where(eq(emails.id, email.id));
  await recordActivity(tx, incubatorId, senderId, {
    action: 'email.sent',
    entityType: 'email',
    entityId: email.id,
    after: { subject: email.subject, recipientCount: recipients.length },
  });
  return job.id;
}

export async function sendOutgoingEmail(ctx: AppContext, input: unknown): Promise<OutgoingEmailView> {
  const viewer = requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  const { jobId, view } = await ctx.data.run(async (tx) => {
    const draft = await lockDraft(tx, id);
    const jobId = await beginSendInTx(tx, ctx.data.incubatorId, draft, viewer.userId);
    return { jobId, view: await emailIn(tx, id) };
  });
  await startBatchOperation(ctx, jobId);
  return view;
}

/** The email rendered for the viewer, to the viewer's own address, subject prefixed "[Test] " (any status). */
export async function sendTestOutgoingEmail(ctx: AppContext, input: unknown): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const { id } = parseEmailInput(idSchema, input);
  const outboxId = await ctx.data.run(async (tx) => {
    const [email] = await tx.select().from(emails).where(eq(emails.id, id));
    if (!email) throw emailNotFound();
    parseEmailInput(sendableSchema, { subject: email.subject, body: email.body });
    const me = await recipientIn(tx, viewer.userId);
    if (!me || me.email.trim() === '') throw fieldError('email', 'your account has no address to send the test to');
    const rendered = await renderFor(tx, email, me, ctx.incubator.name);
    return queueMailInTx(tx, ctx.data.incubatorId, { to: me.email, ...rendered, subject: `${TEST_PREFIX}${rendered.subject}` });
  });
  await deliverQueuedMail(ctx, [outboxId]);
  return true;
}
