/**
 * Telling people about a change of a coaching session (issue 17 item 3; D-444): meetingChanged (a reschedule, or an
 * edit of title, place or video link) and meetingDeleted (a cancellation) to the hosts and attendees but the actor,
 * written in the change's transaction and delivered after it commits; a reschedule and a cancellation also e-mail
 * them through the mail outbox (queued in the same transaction, D-385), as the invitation e-mails do — a time that
 * moved or vanished must reach people who do not open the app.
 */
import { BLOCKED_STATUSES } from '@hatchery/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { users } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenant-origins.js';
import { deliverQueuedMail, escapeHtml, queueMailsInTx } from '../mail/index.js';
import { deliverNotifications, type CreatedNotification } from '../notifications/index.js';
import { flushTaskEffects, noEffects, type TaskEffects } from '../tasks/index.js';
import { notifyMeeting } from './booking-core.js';

export interface SessionEffects {
  notifications: CreatedNotification[];
  outbox: string[];
  tasks: TaskEffects;
}

export const noSessionEffects = (): SessionEffects => ({ notifications: [], outbox: [], tasks: noEffects() });

export interface Announcement {
  type: 'meetingChanged' | 'meetingDeleted';
  message: string;
  sessionId: string;
  startupId: string;
  actorUserId: string;
  recipientUserIds: readonly string[];
  /** Also e-mail them (reschedule, cancellation). */
  mail: boolean;
}

export async function announce(tx: Tx, ctx: AppContext, effects: SessionEffects, input: Announcement): Promise<void> {
  const url = `/coaching/session/${input.sessionId}`;
  const recipients = [...new Set(input.recipientUserIds)].filter((id) => id !== input.actorUserId);
  const note = await notifyMeeting(tx, ctx.data.incubatorId, { type: input.type, message: input.message, url, actorUserId: input.actorUserId, startupId: input.startupId, recipientUserIds: recipients });
  if (note) effects.notifications.push(note);
  if (!input.mail || recipients.length === 0) return;
  const people = await tx.select({ email: users.email, status: users.status }).from(users).where(inArray(users.id, recipients));
  const link = new URL(url, tenantOrigin(ctx.services.config.publicUrl, ctx.incubator)).toString();
  const mails = people.filter((p) => !BLOCKED_STATUSES.has(p.status)).map((p) => ({
    to: p.email,
    subject: `${ctx.incubator.name}: ${input.message}`,
    text: `${input.message}.\n\nThe session: ${link}`,
    html: `<p>${escapeHtml(input.message)}.</p><p><a href="${escapeHtml(link)}">Open the session</a></p>`,
  }));
  effects.outbox.push(...(await queueMailsInTx(tx, ctx.data.incubatorId, mails)));
}

/** After the commit: notifications, task events (action items), then the queued e-mails. Never throws. */
export async function flushSessionEffects(ctx: AppContext, effects: SessionEffects): Promise<void> {
  await deliverNotifications(ctx, effects.notifications);
  await flushTaskEffects(ctx, effects.tasks);
  await deliverQueuedMail(ctx, effects.outbox);
}
