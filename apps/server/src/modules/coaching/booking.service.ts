/**
 * Booking on a mentor's profile (issue 17 item 2, first way; docs/contract-coaching.md §3.2): a co-founder picks one of
 * the free slots of a host assigned to their startup (staff may book any host for any startup). Inside the
 * transaction the host is locked, the engine is run again on what the transaction sees, and the booking is inserted;
 * the exclusion constraint is the wall behind it. Also what the founder side reads to book: its hosts and its sessions.
 */
import { BLOCKED_STATUSES, BOOKING_MESSAGES, COACHING_MESSAGES, isInRoleGroup } from '@hatchery/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '../../db/index.js';
import { coachingSessions, hostBookings, roles, startupPeople, startups, userAssignedStartups, users } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { deliverNotifications } from '../notifications/index.js';
import { freeSlotsInTx, hostSettingsInTx } from './availability.service.js';
import { loadStartup, requireBookingRight, requireStartupSide } from './booking-access.js';
import { createSession, guardSlot, lockHosts, notifyMeeting, sessionView, sessionViews, slotTakenError, startupPeopleIds, whenText, type CoachingSessionView } from './booking-core.js';
import { reserveSessionMinutes } from './hour-ledger.js';
import { loadHost } from './hosts.js';

const DAY_MS = 86_400_000;

const bookSchema = z.object({
  hostId: z.string().refine(isUuid, COACHING_MESSAGES.hostNotFound),
  start: z.coerce.date({ error: COACHING_MESSAGES.dateTimeInvalid }).refine((d) => !Number.isNaN(d.getTime()), COACHING_MESSAGES.dateTimeInvalid),
  startupId: z.string().refine(isUuid, BOOKING_MESSAGES.startupNotFound),
});

/** Books the free slot starting at `start` with the host for the startup; SlotTaken when someone was quicker. */
export async function bookSlot(ctx: AppContext, raw: { hostId: unknown; start: unknown; startupId: unknown }): Promise<CoachingSessionView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(bookSchema, raw);
  const start = input.start.getTime();
  const booked = await guardSlot('start', () => ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, input.startupId);
    const host = await loadHost(ctx, tx, input.hostId);
    await requireBookingRight(ctx, tx, host.userId, startup);
    await lockHosts(tx, [host.userId]);
    const settings = await hostSettingsInTx(tx, host);
    const query = { from: start, to: start + DAY_MS, startupId: startup.id };
    const now = Date.now();
    const slot = (await freeSlotsInTx(tx, host, query, now)).find((s) => s.start === start);
    if (!slot) {
      // Offered by the rules but gone: a booking took it (or its buffer) — the race's answer; else never offered.
      const offered = (await freeSlotsInTx(tx, host, query, now, true)).some((s) => s.start === start);
      throw offered ? slotTakenError('start') : validationError(`start: ${BOOKING_MESSAGES.slotNotOffered}`);
    }
    const startsAt = new Date(slot.start);
    const endsAt = new Date(slot.end);
    const [booking] = await tx.insert(hostBookings).values({
      incubatorId: ctx.data.incubatorId, hostUserId: host.userId, kind: 'session', startsAt, endsAt, startupId: startup.id, bookedBy: viewer.userId,
    }).returning({ id: hostBookings.id });
    const sessionId = await createSession(tx, ctx.data.incubatorId, {
      startupId: startup.id, way: 'profile', startsAt, endsAt, createdBy: viewer.userId, hosts: [{ userId: host.userId, hostBookingId: booking!.id }],
    });
    await tx.update(hostBookings).set({ sourceId: sessionId }).where(eq(hostBookings.id, booking!.id));
    // The budget in the same transaction: over budget, the whole booking rolls back (D-457).
    await reserveSessionMinutes(tx, { sessionId, startupId: startup.id, hostUserIds: [host.userId], minutes: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000), field: 'start' });
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'coaching.sessionBooked', entityType: 'coaching_session', entityId: sessionId, after: { hostId: host.userId, startupId: startup.id, start: startsAt.toISOString() },
    });
    const notification = await notifyMeeting(tx, ctx.data.incubatorId, {
      type: 'meetingScheduled',
      message: `Coaching session with ${startup.name} on ${whenText(startsAt, settings.timeZone)}`,
      url: `/coaching/session/${sessionId}`,
      actorUserId: viewer.userId,
      startupId: startup.id,
      recipientUserIds: [host.userId, ...(await startupPeopleIds(tx, startup.id))],
    });
    return { session: await sessionView(tx, sessionId), notification };
  }));
  if (booked.notification) await deliverNotifications(ctx, [booked.notification]);
  return booked.session;
}

export interface BookableHostGroup {
  startup: { id: string; name: string };
  hosts: { id: string; fullName: string; avatar: string | null; roleType: string }[];
}

/**
 * The hosts a viewer may book, per startup: a founder-side viewer's own startups (or the one named), staff the named
 * startup's assigned hosts. Only internal, not blocked people are hosts.
 */
export async function bookableHosts(ctx: AppContext, raw: { startupId?: string | null }): Promise<BookableHostGroup[]> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    let startupIds: string[];
    if (raw.startupId) {
      const startup = await loadStartup(tx, raw.startupId);
      await requireStartupSide(ctx, tx, startup);
      startupIds = [startup.id];
    } else {
      startupIds = isInRoleGroup(viewer.roleType, 'founderSide')
        ? (await tx.select({ id: startupPeople.startupId }).from(startupPeople).where(eq(startupPeople.userId, viewer.userId))).map((r) => r.id)
        : [];
    }
    if (startupIds.length === 0) return [];
    const list = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, startupIds)).orderBy(asc(startups.name));
    const assigned = await tx
      .select({ startupId: userAssignedStartups.startupId, id: users.id, fullName: users.fullName, avatar: users.avatar, status: users.status, roleType: roles.type })
      .from(userAssignedStartups)
      .innerJoin(users, eq(users.id, userAssignedStartups.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(userAssignedStartups.startupId, startupIds))
      .orderBy(asc(users.fullName));
    return list.map((startup) => ({
      startup,
      hosts: assigned
        .filter((a) => a.startupId === startup.id && !BLOCKED_STATUSES.has(a.status) && isInRoleGroup(a.roleType, 'internal'))
        .map((a) => ({ id: a.id, fullName: a.fullName, avatar: a.avatar, roleType: a.roleType })),
    }));
  });
}

/** The startup's scheduled sessions from now on (the founder side and staff). */
export async function upcomingCoachingSessions(ctx: AppContext, raw: { startupId: unknown }): Promise<CoachingSessionView[]> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, typeof raw.startupId === 'string' ? raw.startupId : null);
    await requireStartupSide(ctx, tx, startup);
    const rows = await tx.select({ id: coachingSessions.id }).from(coachingSessions)
      .where(and(eq(coachingSessions.startupId, startup.id), eq(coachingSessions.status, 'scheduled'), gt(coachingSessions.endsAt, new Date())))
      .orderBy(asc(coachingSessions.startsAt)).limit(50);
    return sessionViews(tx, rows.map((r) => r.id));
  });
}
