/**
 * Invitations (issue 17 item 2, second way; docs/contract-coaching.md §2.3, §3.2; D-398, D-399): staff or a coach
 * invite a startup to a session at a proposed time. While pending, each host's time is held by a host_bookings row of
 * kind invitation (the exclusion constraint keeps it from any other booking); accepting turns those same rows into the
 * session's, so accepting cannot race; declining, expiry (the job below, and any read that finds it past) and the open
 * cancel-meeting link release them. The link's token is sent once by e-mail and kept only as its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  COACHING_MESSAGES,
  INVITATION_ANSWERS,
  INVITATION_EXPIRY_HOURS,
  MAX_INVITED_HOSTS,
  isInRoleGroup,
  sessionTimeSchema,
  type InvitationStatus,
} from '@hatchery/domain';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { coachingInvitations, coachingSessionHosts, coachingSessions, hostBookings, users, type CoachingInvitationRow } from '../../db/schema/index.js';
import { AppError, forbiddenError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenant-origins.js';
import { recordActivity } from '../activity/index.js';
import { escapeHtml, type MailInput } from '../mail/index.js';
import { deliverNotifications, type CreatedNotification, type EffectContext } from '../notifications/index.js';
import { isAssignedHost, isStartupMember, loadStartup, requireStartupSide } from './booking-access.js';
import { createSession, fullNameOf, guardSlot, lockHosts, notifyMeeting, startupPeopleIds, whenText } from './booking-core.js';
import { loadHost } from './hosts.js';
import { syncInvitePost, syncSessionPost, writeChanges } from './session-record.js';
import { releaseSessionMinutes, reserveSessionMinutes } from './hour-ledger.js';

const HOUR_MS = 3_600_000;

export interface InvitationView {
  id: string;
  startup: { id: string; name: string };
  hosts: { id: string; fullName: string }[];
  startsAt: Date;
  endsAt: Date;
  title: string | null;
  status: InvitationStatus;
  expiresAt: Date;
  sessionId: string | null;
  viewerCanAnswer: boolean;
  /** Only in inviteStartup's answer: the open cancel-meeting link (its token is stored hashed, never shown again). */
  cancelUrl?: string | null;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function invitationExpiredError(): AppError {
  return new AppError('ValidationError', `id: ${BOOKING_MESSAGES.invitationExpired}`, 400, { details: { reason: 'invitationExpired' } });
}

export async function invitationView(ctx: AppContext, tx: Tx, row: CoachingInvitationRow): Promise<InvitationView> {
  const startup = await loadStartup(tx, row.startupId);
  const hosts = row.hostUserIds.length > 0
    ? await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, row.hostUserIds))
    : [];
  const viewer = ctx.viewer;
  const open = row.status === 'pending' && row.expiresAt.getTime() > Date.now();
  const canAnswer = !!viewer && open && (isInRoleGroup(viewer.roleType, 'staff') || (await isStartupMember(tx, row.startupId, viewer.userId)));
  return {
    id: row.id, startup, hosts, startsAt: row.startsAt, endsAt: row.endsAt, title: row.title,
    status: row.status === 'pending' && !open ? 'expired' : row.status,
    expiresAt: row.expiresAt, sessionId: row.sessionId, viewerCanAnswer: canAnswer,
  };
}

const instant = z.coerce.date({ error: COACHING_MESSAGES.dateTimeInvalid }).refine((d) => !Number.isNaN(d.getTime()), COACHING_MESSAGES.dateTimeInvalid);
const inviteSchema = z
  .object({
    hostIds: z.array(z.string().refine(isUuid, COACHING_MESSAGES.hostNotFound)).min(1, COACHING_MESSAGES.hostNotFound).max(MAX_INVITED_HOSTS, BOOKING_MESSAGES.tooManyHosts)
      .refine((ids) => new Set(ids).size === ids.length, BOOKING_MESSAGES.hostsRepeated),
    startupId: z.string().refine(isUuid, BOOKING_MESSAGES.startupNotFound),
    start: instant,
    end: instant,
    expiresAt: instant.nullable().default(null),
    title: z.string().trim().max(200).nullable().default(null),
  })
  .superRefine((i, issues) => {
    const problem = sessionTimeSchema.safeParse({ start: i.start, end: i.end });
    for (const issue of problem.success ? [] : problem.error.issues) issues.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (i.start.getTime() <= Date.now()) issues.addIssue({ code: 'custom', message: BOOKING_MESSAGES.inPast, path: ['start'] });
    if (i.expiresAt && (i.expiresAt.getTime() <= Date.now() || i.expiresAt.getTime() > i.start.getTime())) {
      issues.addIssue({ code: 'custom', message: BOOKING_MESSAGES.expiryAfterStart, path: ['expiresAt'] });
    }
  });

/** Staff or a coach invite a startup; a mentor, expert or evaluator only themselves, to a startup assigned to them. */
export async function inviteStartup(
  ctx: AppContext,
  raw: { hostIds: unknown; startupId: unknown; start: unknown; end: unknown; expiresAt?: unknown; title?: unknown },
): Promise<InvitationView> {
  const viewer = requireViewer(ctx);
  const parsed = parseInput(inviteSchema, { hostIds: raw.hostIds, startupId: raw.startupId, start: raw.start, end: raw.end, expiresAt: raw.expiresAt ?? null, title: raw.title ?? null });
  const { start, end } = parsed;
  const expiresAt = parsed.expiresAt ?? new Date(Math.min(Date.now() + INVITATION_EXPIRY_HOURS * HOUR_MS, start.getTime()));
  const token = randomBytes(32).toString('base64url');
  const created = await guardSlot('start', () => ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, parsed.startupId);
    for (const [i, hostId] of parsed.hostIds.entries()) {
      await loadHost(ctx, tx, hostId).catch(() => { throw validationError(`hostIds.${i}: ${COACHING_MESSAGES.hostNotFound}`); });
    }
    if (!isInRoleGroup(viewer.roleType, 'staff')) {
      const own = parsed.hostIds.length === 1 && parsed.hostIds[0] === viewer.userId;
      if (!own || !(await isAssignedHost(tx, startup.id, viewer.userId))) throw forbiddenError(BOOKING_MESSAGES.notAssigned);
    }
    await lockHosts(tx, parsed.hostIds);
    const [row] = await tx.insert(coachingInvitations).values({
      incubatorId: ctx.data.incubatorId, startupId: startup.id, invitedBy: viewer.userId, hostUserIds: parsed.hostIds,
      startsAt: start, endsAt: end, title: parsed.title, expiresAt, cancelTokenHash: hashToken(token),
    }).returning();
    await tx.insert(hostBookings).values(parsed.hostIds.map((hostUserId) => ({
      incubatorId: ctx.data.incubatorId, hostUserId, kind: 'invitation' as const, startsAt: start, endsAt: end, startupId: startup.id, bookedBy: viewer.userId, sourceId: row!.id,
    })));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.startupInvited', entityType: 'coaching_invitation', entityId: row!.id, after: { startupId: startup.id, hostIds: parsed.hostIds, start: start.toISOString() } });
    await syncInvitePost(tx, ctx.data.incubatorId, row!.id);
    const people = await startupPeopleIds(tx, startup.id);
    const inviter = (await fullNameOf(tx, viewer.userId)) || ctx.incubator.name;
    const message = `${inviter} invites ${startup.name} to a coaching session on ${whenText(start, ctx.incubator.timezone)}`;
    const notification = await notifyMeeting(tx, ctx.data.incubatorId, {
      type: 'meetingScheduled', message, url: `/coaching/invitation/${row!.id}`, actorUserId: viewer.userId, startupId: startup.id, recipientUserIds: people,
    });
    const emails = people.length > 0 ? await tx.select({ email: users.email }).from(users).where(inArray(users.id, people)) : [];
    return { view: await invitationView(ctx, tx, row!), notification, emails: emails.map((e) => e.email), message };
  }));
  const origin = tenantOrigin(ctx.services.config.publicUrl, ctx.incubator);
  const answerUrl = new URL(`/coaching/invitation/${created.view.id}`, origin).toString();
  const cancelUrl = new URL(`/coaching/invitation/${created.view.id}/cancel-meeting?token=${token}`, origin).toString();
  if (created.notification) await deliverNotifications(ctx, [created.notification]);
  await sendAll(ctx, created.emails.map((to) => invitationMail(ctx, to, created.message, answerUrl, cancelUrl)));
  return { ...created.view, cancelUrl };
}

function invitationMail(ctx: AppContext, to: string, message: string, answerUrl: string, cancelUrl: string): MailInput {
  return {
    to,
    subject: `${ctx.incubator.name}: ${message}`,
    text: `${message}.\n\nAnswer: ${answerUrl}\nCancel the meeting: ${cancelUrl}`,
    html: `<p>${escapeHtml(message)}.</p><p><a href="${escapeHtml(answerUrl)}">Answer the invitation</a></p><p><a href="${escapeHtml(cancelUrl)}">Cancel the meeting</a></p>`,
  };
}

async function sendAll(ctx: EffectContext, mail: readonly MailInput[]): Promise<void> {
  for (const message of mail) {
    await ctx.services.mailer.send(ctx.data, message).catch((error: unknown) => ctx.log.error({ err: error }, 'coaching invitation: mail not sent'));
  }
}

async function lockedInvitation(tx: Tx, id: string): Promise<CoachingInvitationRow | null> {
  const [row] = await tx.select().from(coachingInvitations).where(eq(coachingInvitations.id, id)).for('update').limit(1);
  return row ?? null;
}

async function releaseInvitationBookings(tx: Tx, invitationId: string, reason: string): Promise<void> {
  await tx.update(hostBookings).set({ status: 'released', releasedAt: new Date(), releaseReason: reason, updatedAt: new Date() })
    .where(and(eq(hostBookings.sourceId, invitationId), eq(hostBookings.kind, 'invitation'), eq(hostBookings.status, 'active')));
}

/** The invitation, for the startup's people, staff and its hosts; anyone else is told it does not exist. */
export async function coachingInvitation(ctx: AppContext, raw: { id: string }): Promise<InvitationView> {
  const viewer = requireViewer(ctx);
  if (!isUuid(raw.id)) throw validationError(`id: ${BOOKING_MESSAGES.invitationNotFound}`);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.select().from(coachingInvitations).where(eq(coachingInvitations.id, raw.id)).limit(1);
    const reaches = !!row && (isInRoleGroup(viewer.roleType, 'staff') || row.hostUserIds.includes(viewer.userId) || (await isStartupMember(tx, row.startupId, viewer.userId)));
    if (!row || !reaches) throw validationError(`id: ${BOOKING_MESSAGES.invitationNotFound}`);
    return invitationView(ctx, tx, row);
  });
}

const answerSchema = z.object({ id: z.string().refine(isUuid, BOOKING_MESSAGES.invitationNotFound), answer: z.enum(INVITATION_ANSWERS) });

/** A member of the startup (or staff) accepts — the held time becomes the session — or declines, releasing it. */
export async function respondToInvitation(ctx: AppContext, raw: { id: unknown; answer: unknown }): Promise<InvitationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(answerSchema, raw);
  const outcome = await guardSlot('id', () => ctx.data.run(async (tx) => {
    const row = await lockedInvitation(tx, input.id);
    if (!row) throw validationError(`id: ${BOOKING_MESSAGES.invitationNotFound}`);
    const startup = await loadStartup(tx, row.startupId);
    await requireStartupSide(ctx, tx, startup).catch(() => { throw validationError(`id: ${BOOKING_MESSAGES.invitationNotFound}`); });
    if (row.status === 'pending' && row.expiresAt.getTime() <= Date.now()) return { expired: true as const };
    if (row.status === 'expired') throw invitationExpiredError();
    if (row.status !== 'pending') throw validationError(`id: ${BOOKING_MESSAGES.invitationAnswered}`);
    await lockHosts(tx, row.hostUserIds);
    const now = new Date();
    let sessionId: string | null = null;
    let notification: CreatedNotification | null;
    const recipients = [...row.hostUserIds, ...(row.invitedBy ? [row.invitedBy] : [])];
    if (input.answer === 'accept') {
      const held = await tx.select({ id: hostBookings.id, hostUserId: hostBookings.hostUserId }).from(hostBookings)
        .where(and(eq(hostBookings.sourceId, row.id), eq(hostBookings.kind, 'invitation'), eq(hostBookings.status, 'active')));
      sessionId = await createSession(tx, ctx.data.incubatorId, {
        startupId: row.startupId, way: 'invitation', startsAt: row.startsAt, endsAt: row.endsAt, createdBy: row.invitedBy, title: row.title,
        hosts: held.map((h) => ({ userId: h.hostUserId, hostBookingId: h.id })),
      });
      // The same rows become the session's: nothing is inserted, so nothing can take the time in between.
      await tx.update(hostBookings).set({ kind: 'session', sourceId: sessionId, updatedAt: now }).where(inArray(hostBookings.id, held.map((h) => h.id)));
      // Budgets are drawn when the invitation becomes a session (D-458): over budget, the acceptance rolls back.
      await reserveSessionMinutes(tx, {
        sessionId, startupId: row.startupId, hostUserIds: row.hostUserIds, minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000), field: 'id',
      });
      notification = await notifyMeeting(tx, ctx.data.incubatorId, {
        type: 'meetingScheduled', message: `${startup.name} accepted the coaching session on ${whenText(row.startsAt, ctx.incubator.timezone)}`,
        url: `/coaching/session/${sessionId}`, actorUserId: viewer.userId, startupId: startup.id, recipientUserIds: recipients,
      });
    } else {
      await releaseInvitationBookings(tx, row.id, 'declined');
      notification = await notifyMeeting(tx, ctx.data.incubatorId, {
        type: 'meetingDeleted', message: `${startup.name} declined the coaching session on ${whenText(row.startsAt, ctx.incubator.timezone)}`,
        url: `/coaching/invitation/${row.id}`, actorUserId: viewer.userId, startupId: startup.id, recipientUserIds: recipients,
      });
    }
    const [updated] = await tx.update(coachingInvitations)
      .set({ status: input.answer === 'accept' ? 'accepted' : 'declined', sessionId, answeredBy: viewer.userId, answeredAt: now, updatedAt: now })
      .where(eq(coachingInvitations.id, row.id)).returning();
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: `coaching.invitation${input.answer === 'accept' ? 'Accepted' : 'Declined'}`, entityType: 'coaching_invitation', entityId: row.id });
    await syncInvitePost(tx, ctx.data.incubatorId, row.id);
    // The session's post names its invite once the invitation points at it.
    if (sessionId) await syncSessionPost(tx, ctx.data.incubatorId, sessionId);
    return { expired: false as const, view: await invitationView(ctx, tx, updated!), notification };
  }));
  if (outcome.expired) {
    // Found past its expiry before the job came by: expire it now (its own transaction, so it stays expired).
    await expireInvitations(ctx, new Date(), input.id);
    throw invitationExpiredError();
  }
  if (outcome.notification) await deliverNotifications(ctx, [outcome.notification]);
  return outcome.view;
}

const cancelSchema = z.object({
  id: z.string().refine(isUuid, BOOKING_MESSAGES.cancelLinkInvalid),
  token: z.string().min(20, BOOKING_MESSAGES.cancelLinkInvalid).max(200, BOOKING_MESSAGES.cancelLinkInvalid),
});

export interface CancelledMeeting {
  startsAt: Date;
  startupName: string;
}

/**
 * The open /coaching/invitation/{id}/cancel-meeting link (D1 §2.2): the token cancels the invitation, or the session
 * it became, once — it is cleared as it is used; a wrong or used token changes nothing.
 */
export async function cancelMeetingByLink(ctx: AppContext, raw: { id: unknown; token: unknown }): Promise<CancelledMeeting> {
  const input = parseInput(cancelSchema, raw);
  const done = await ctx.data.run(async (tx) => {
    const [found] = await tx.select().from(coachingInvitations)
      .where(and(eq(coachingInvitations.id, input.id), eq(coachingInvitations.cancelTokenHash, hashToken(input.token)))).for('update').limit(1);
    if (!found) throw validationError(`token: ${BOOKING_MESSAGES.cancelLinkInvalid}`);
    const now = new Date();
    await releaseInvitationBookings(tx, found.id, 'cancelled');
    if (found.sessionId) {
      const cancelled = await tx.update(coachingSessions).set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(eq(coachingSessions.id, found.sessionId), eq(coachingSessions.status, 'scheduled'))).returning({ id: coachingSessions.id });
      if (cancelled.length > 0) {
        await writeChanges(tx, ctx.data.incubatorId, found.sessionId, null, [{ type: 'cancelled', oldValue: 'scheduled', newValue: 'cancelled' }], now);
        await syncSessionPost(tx, ctx.data.incubatorId, found.sessionId);
      }
      const held = await tx.select({ id: coachingSessionHosts.hostBookingId }).from(coachingSessionHosts).where(eq(coachingSessionHosts.sessionId, found.sessionId));
      await releaseSessionMinutes(tx, found.sessionId);
      if (held.length > 0) {
        await tx.update(hostBookings).set({ status: 'released', releasedAt: now, releaseReason: 'cancelled', updatedAt: now })
          .where(and(inArray(hostBookings.id, held.map((h) => h.id)), eq(hostBookings.status, 'active')));
      }
    }
    const wasOpen = found.status === 'pending' || found.status === 'accepted';
    await tx.update(coachingInvitations).set({ status: wasOpen ? 'cancelled' : found.status, cancelTokenHash: null, updatedAt: now }).where(eq(coachingInvitations.id, found.id));
    await syncInvitePost(tx, ctx.data.incubatorId, found.id);
    const startup = await loadStartup(tx, found.startupId);
    await recordActivity(tx, ctx.data.incubatorId, null, { action: 'coaching.meetingCancelledByLink', entityType: 'coaching_invitation', entityId: found.id });
    const notification = wasOpen
      ? await notifyMeeting(tx, ctx.data.incubatorId, {
        type: 'meetingDeleted', message: `The coaching session with ${startup.name} on ${whenText(found.startsAt, ctx.incubator.timezone)} was cancelled`,
        url: `/coaching/invitation/${found.id}`, actorUserId: null, startupId: startup.id,
        recipientUserIds: [...found.hostUserIds, ...(found.invitedBy ? [found.invitedBy] : []), ...(await startupPeopleIds(tx, startup.id))],
      })
      : null;
    return { meeting: { startsAt: found.startsAt, startupName: startup.name }, notification };
  });
  if (done.notification) await deliverNotifications(ctx, [done.notification]);
  return done.meeting;
}

/**
 * Expires pending invitations past their expiry (all of the tenant's, or the one named), releasing their held time;
 * the hosts and the inviter are told. Claimed by the status update, so two nodes never expire one twice.
 */
export async function expireInvitations(ctx: EffectContext, now = new Date(), onlyId?: string): Promise<number> {
  const created = await ctx.data.run(async (tx) => {
    const expired = await tx.update(coachingInvitations).set({ status: 'expired', updatedAt: now })
      .where(and(eq(coachingInvitations.status, 'pending'), lte(coachingInvitations.expiresAt, now), ...(onlyId ? [eq(coachingInvitations.id, onlyId)] : [])))
      .returning();
    const notes: CreatedNotification[] = [];
    for (const row of expired) {
      await releaseInvitationBookings(tx, row.id, 'expired');
      await syncInvitePost(tx, ctx.data.incubatorId, row.id);
      const note = await notifyMeeting(tx, ctx.data.incubatorId, {
        type: 'meetingDeleted', message: `The invitation for a coaching session on ${whenText(row.startsAt, ctx.incubator.timezone)} expired unanswered`,
        url: `/coaching/invitation/${row.id}`, actorUserId: null, startupId: row.startupId,
        recipientUserIds: [...row.hostUserIds, ...(row.invitedBy ? [row.invitedBy] : [])],
      });
      if (note) notes.push(note);
    }
    return { notes, count: expired.length };
  });
  await deliverNotifications(ctx, created.notes);
  return created.count;
}
