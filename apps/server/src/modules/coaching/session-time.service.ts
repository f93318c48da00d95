/**
 * Moving, cancelling and holding a coaching session (issue 17 item 3; docs/contract-coaching.md §3.3; D-441): all
 * hosts' time moves in one transaction — each host's host_bookings row is released and a new one inserted at the new
 * time, so the exclusion constraint re-checks every host (a taken time answers SlotTaken, and the rollback leaves the
 * old time held); a cancellation releases the hosts' time; holding marks the session held with each attendee's
 * attendance. Each writes its changelog rows and rewrites the timeline post in the same transaction.
 */
import { BOOKING_MESSAGES, COACHING_MESSAGES, SESSION_ATTENDANCE, SESSION_MESSAGES, sessionTimeSchema } from '@hatchery/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '../../db/index.js';
import type { Tx } from '../../db/contract.js';
import { coachingSessionAttendees, coachingSessionHosts, coachingSessions, hostBookings, startups, users } from '../../db/schema/index.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import type { CreatedNotification } from '../notifications/index.js';
import { guardSlot, lockHosts, startupPeopleIds, whenText } from './booking-core.js';
import { markSessionMinutesUsed, moveSessionMinutes, releaseSessionMinutes } from './hour-ledger.js';
import { askPairingFeedback, deliverMatchingNotifications, recordNoShow } from './matching-feedback.js';
import { manageSession, reachSession, requireScheduled, sessionActor, validationErrorFor } from './session-access.js';
import { announce, flushSessionEffects, noSessionEffects } from './session-notify.js';
import { syncSessionPost, writeChanges, type SessionChange } from './session-record.js';
import { sessionDetail, type SessionDetail } from './session-view.js';

const instant = z.coerce.date({ error: COACHING_MESSAGES.dateTimeInvalid }).refine((d) => !Number.isNaN(d.getTime()), COACHING_MESSAGES.dateTimeInvalid);
const rescheduleSchema = z.object({ start: instant, end: instant.nullable().default(null) });

/**
 * Hosts and staff move a scheduled session to `start` (and `end`; default: the same length). Any time the hosts'
 * bookings leave free may be chosen — as for an invitation, the hosts' weekly hours are the picker's guide, not a
 * rule (D-441); the constraint is the wall.
 */
export async function rescheduleCoachingSession(ctx: AppContext, raw: { id: unknown; start: unknown; end?: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const input = parseInput(rescheduleSchema, { start: raw.start, end: raw.end ?? null });
  const actor = await sessionActor(ctx);
  const effects = noSessionEffects();
  const view = await guardSlot('start', () => ctx.data.run(async (tx) => {
    const access = await manageSession(ctx, tx, actor, raw.id);
    const { row } = access;
    requireScheduled(access);
    const startsAt = input.start;
    const endsAt = input.end ?? new Date(startsAt.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()));
    const time = sessionTimeSchema.safeParse({ start: startsAt, end: endsAt });
    if (!time.success) throw validationErrorFor(String(time.error.issues[0]?.path[0] ?? 'end'), time.error.issues[0]?.message ?? BOOKING_MESSAGES.sessionTooLong);
    if (startsAt.getTime() <= Date.now()) throw validationErrorFor('start', BOOKING_MESSAGES.inPast);
    if (startsAt.getTime() === row.startsAt.getTime() && endsAt.getTime() === row.endsAt.getTime()) throw validationErrorFor('start', SESSION_MESSAGES.sameTime);
    await lockHosts(tx, access.hostIds);
    const now = new Date();
    const held = await tx.select({ id: coachingSessionHosts.id, userId: coachingSessionHosts.userId, bookingId: coachingSessionHosts.hostBookingId })
      .from(coachingSessionHosts).where(eq(coachingSessionHosts.sessionId, row.id));
    // Release first, then insert: the session may move into part of its own old time.
    await tx.update(hostBookings).set({ status: 'released', releasedAt: now, releaseReason: 'rescheduled', updatedAt: now })
      .where(and(inArray(hostBookings.id, held.map((h) => h.bookingId)), eq(hostBookings.status, 'active')));
    for (const host of held) {
      const [booking] = await tx.insert(hostBookings).values({
        incubatorId: ctx.data.incubatorId, hostUserId: host.userId, kind: 'session', startsAt, endsAt, startupId: row.startupId, bookedBy: viewer.userId, sourceId: row.id,
      }).returning({ id: hostBookings.id });
      await tx.update(coachingSessionHosts).set({ hostBookingId: booking!.id }).where(eq(coachingSessionHosts.id, host.id));
    }
    // The budget follows the new length (a longer session draws more, refused when it does not fit; D-454).
    await moveSessionMinutes(tx, row.id, Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000), 'start');
    await tx.update(coachingSessions).set({ startsAt, endsAt, updatedAt: now }).where(eq(coachingSessions.id, row.id));
    await writeChanges(tx, ctx.data.incubatorId, row.id, viewer.userId, [
      { type: 'rescheduled', valueType: 'date', oldValue: row.startsAt.toISOString(), newValue: startsAt.toISOString() },
    ], now);
    await syncSessionPost(tx, ctx.data.incubatorId, row.id);
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'coaching.sessionRescheduled', entityType: 'coaching_session', entityId: row.id, before: { start: row.startsAt.toISOString() }, after: { start: startsAt.toISOString() },
    });
    await announce(tx, ctx, effects, {
      type: 'meetingChanged', message: `The coaching session with ${await startupName(tx, row.startupId)} moved to ${whenText(startsAt, ctx.incubator.timezone)}`,
      sessionId: row.id, startupId: row.startupId, actorUserId: viewer.userId, recipientUserIds: [...access.hostIds, ...(await startupPeopleIds(tx, row.startupId))], mail: true,
    });
    return sessionDetail(tx, await reachSession(ctx, tx, actor, row.id), viewer.userId);
  }));
  await flushSessionEffects(ctx, effects);
  return view;
}

async function startupName(tx: Tx, startupId: string): Promise<string> {
  const [row] = await tx.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
  return row?.name ?? '';
}

/** Hosts and staff cancel a scheduled session: the hosts' time is released (kept as released rows for the record). */
export async function cancelCoachingSession(ctx: AppContext, raw: { id: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const actor = await sessionActor(ctx);
  const effects = noSessionEffects();
  const view = await ctx.data.run(async (tx) => {
    const access = await manageSession(ctx, tx, actor, raw.id);
    const { row } = access;
    requireScheduled(access);
    const now = new Date();
    const held = await tx.select({ bookingId: coachingSessionHosts.hostBookingId }).from(coachingSessionHosts).where(eq(coachingSessionHosts.sessionId, row.id));
    if (held.length > 0) {
      await tx.update(hostBookings).set({ status: 'released', releasedAt: now, releaseReason: 'cancelled', updatedAt: now })
        .where(and(inArray(hostBookings.id, held.map((h) => h.bookingId)), eq(hostBookings.status, 'active')));
    }
    await releaseSessionMinutes(tx, row.id);
    await tx.update(coachingSessions).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(coachingSessions.id, row.id));
    await writeChanges(tx, ctx.data.incubatorId, row.id, viewer.userId, [{ type: 'cancelled', oldValue: 'scheduled', newValue: 'cancelled' }], now);
    await syncSessionPost(tx, ctx.data.incubatorId, row.id);
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.sessionCancelled', entityType: 'coaching_session', entityId: row.id });
    await announce(tx, ctx, effects, {
      type: 'meetingDeleted', message: `The coaching session with ${await startupName(tx, row.startupId)} on ${whenText(row.startsAt, ctx.incubator.timezone)} was cancelled`,
      sessionId: row.id, startupId: row.startupId, actorUserId: viewer.userId, recipientUserIds: [...access.hostIds, ...(await startupPeopleIds(tx, row.startupId))], mail: true,
    });
    return sessionDetail(tx, await reachSession(ctx, tx, actor, row.id), viewer.userId);
  });
  await flushSessionEffects(ctx, effects);
  return view;
}

const holdSchema = z.object({
  attendance: z.array(z.object({
    userId: z.string().refine(isUuid, SESSION_MESSAGES.attendeeNotFound),
    attendance: z.enum(SESSION_ATTENDANCE, { error: SESSION_MESSAGES.attendanceRequired }),
  })).max(500),
});

/**
 * Hosts and staff mark a session held once it has started, recording each attendee's attendance (attended / no show);
 * attendees not named keep none. The hosts' time stays taken: it was used.
 */
export async function holdCoachingSession(ctx: AppContext, raw: { id: unknown; attendance: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const input = parseInput(holdSchema, { attendance: raw.attendance ?? [] });
  const actor = await sessionActor(ctx);
  // Mentor matching's questions and no-show alerts (D-464, D-466), delivered after the commit.
  const matching: Array<CreatedNotification | null> = [];
  const view = await ctx.data.run(async (tx) => {
    const access = await manageSession(ctx, tx, actor, raw.id);
    const { row } = access;
    requireScheduled(access);
    if (row.startsAt.getTime() > Date.now()) throw validationErrorFor('id', SESSION_MESSAGES.notStarted);
    const attendees = await tx.select({ userId: coachingSessionAttendees.userId, fullName: users.fullName }).from(coachingSessionAttendees)
      .innerJoin(users, eq(users.id, coachingSessionAttendees.userId)).where(eq(coachingSessionAttendees.sessionId, row.id));
    for (const [i, entry] of input.attendance.entries()) {
      if (!attendees.some((a) => a.userId === entry.userId)) throw validationErrorFor(`attendance.${i}.userId`, SESSION_MESSAGES.attendeeNotFound);
    }
    const now = new Date();
    const changes: SessionChange[] = [{ type: 'held', oldValue: 'scheduled', newValue: 'held' }];
    for (const entry of input.attendance) {
      await tx.update(coachingSessionAttendees).set({ attendance: entry.attendance })
        .where(and(eq(coachingSessionAttendees.sessionId, row.id), eq(coachingSessionAttendees.userId, entry.userId)));
      const name = attendees.find((a) => a.userId === entry.userId)?.fullName ?? '';
      changes.push({ type: 'attendance', oldValue: null, newValue: `${name}: ${entry.attendance}` });
    }
    await markSessionMinutesUsed(tx, row.id);
    await tx.update(coachingSessions).set({ status: 'held', heldAt: now, updatedAt: now }).where(eq(coachingSessions.id, row.id));
    matching.push(...(await askPairingFeedback(tx, { incubatorId: ctx.data.incubatorId, actorUserId: viewer.userId }, row.id)));
    if (input.attendance.some((e) => e.attendance === 'no_show')) {
      matching.push(await recordNoShow(tx, { incubatorId: ctx.data.incubatorId, startupId: row.startupId, sessionId: row.id }));
    }
    await writeChanges(tx, ctx.data.incubatorId, row.id, viewer.userId, changes, now);
    await syncSessionPost(tx, ctx.data.incubatorId, row.id);
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.sessionHeld', entityType: 'coaching_session', entityId: row.id, after: { attendance: input.attendance } });
    return sessionDetail(tx, await reachSession(ctx, tx, actor, row.id), viewer.userId);
  });
  await deliverMatchingNotifications(ctx, matching);
  return view;
}
