/**
 * Registering for a group event, its waitlist and the promotion of the next in line (issue 18 item 4; D-423, D-478,
 * D-479). Every change of who holds a seat takes the event row's lock (`FOR UPDATE`) first, so registrations,
 * cancellations and promotions of one event run one after the other: the seat count read under the lock cannot go
 * stale, and the waitlist number taken under it (max + 1) is the order the registrations commit in.
 */
import { EVENT_MESSAGES, SEAT_HOLDING_ATTENDANCE } from '@hatchery/domain';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { incubatorEventAttendees, incubatorEvents, type IncubatorEventAttendeeRow, type IncubatorEventRow } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { deliverNotifications, insertNotification, type CreatedNotification } from '../notifications/index.js';
import { loadEventViewer, seenBy, type EventViewer } from './events-access.js';
import { registrationRefusal, viewerRegistration } from './events-read.service.js';
import { eventNotFound } from './events.service.js';

/** The event row, locked for this transaction: NotFound unless the viewer sees it. */
export async function lockVisibleEvent(tx: Tx, who: EventViewer, eventId: string): Promise<IncubatorEventRow> {
  if (!isUuid(eventId)) throw eventNotFound();
  const [event] = await tx.select().from(incubatorEvents).where(and(eq(incubatorEvents.id, eventId), seenBy(who))).for('update').limit(1);
  if (!event) throw eventNotFound();
  return event;
}

/** Seats taken: seat-holding statuses off the waitlist (one-on-one bookings aside). */
export async function seatsTaken(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(incubatorEventAttendees)
    .where(
      and(
        eq(incubatorEventAttendees.eventId, eventId),
        isNull(incubatorEventAttendees.waitlistedAt),
        isNull(incubatorEventAttendees.hostBookingId),
        inArray(incubatorEventAttendees.status, [...SEAT_HOLDING_ATTENDANCE]),
      ),
    );
  return Number(row?.n ?? 0);
}

const whenText = (date: Date | null, timeZone: string | null) => {
  if (!date) return '';
  try {
    return ` on ${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: timeZone ?? 'UTC' }).format(date)}`;
  } catch {
    return ` on ${date.toISOString()}`;
  }
};

/**
 * Gives every free seat to the waitlist, first in line first (D-479), and tells each promoted person
 * (meetingScheduled: the event is now in their agenda). Call with the event row locked. Returns the notifications to
 * deliver after the commit.
 */
export async function promoteWaitlisted(tx: Tx, incubatorId: string, event: IncubatorEventRow, actorUserId: string | null): Promise<CreatedNotification[]> {
  if (event.cancelledAt || event.eventType !== 'group') return [];
  const free = event.capacity === null ? Number.MAX_SAFE_INTEGER : event.capacity - (await seatsTaken(tx, event.id));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: incubatorEventAttendees.id, userId: incubatorEventAttendees.userId, startupId: incubatorEventAttendees.startupId })
    .from(incubatorEventAttendees)
    .where(and(eq(incubatorEventAttendees.eventId, event.id), isNotNull(incubatorEventAttendees.waitlistedAt), eq(incubatorEventAttendees.status, 'registered')))
    .orderBy(asc(incubatorEventAttendees.waitlistSeq))
    .limit(Math.min(free, 10_000));
  if (next.length === 0) return [];
  await tx
    .update(incubatorEventAttendees)
    .set({ waitlistedAt: null, waitlistSeq: null })
    .where(inArray(incubatorEventAttendees.id, next.map((n) => n.id)));
  const created: CreatedNotification[] = [];
  for (const person of next) {
    const note = await insertNotification(tx, incubatorId, {
      type: 'meetingScheduled',
      message: `A seat freed up: you are now registered for "${event.title ?? 'an event'}"${whenText(event.startTime, event.timezone)}`,
      url: `/events/${event.id}`,
      actorUserId,
      startupId: person.startupId,
      recipientUserIds: [person.userId],
    });
    if (note) created.push(note);
    await recordActivity(tx, incubatorId, actorUserId, { action: 'event.promoted', entityType: 'event', entityId: event.id, after: { userId: person.userId } });
  }
  return created;
}

export interface RegistrationOutcome {
  event: IncubatorEventRow;
  waitlisted: boolean;
}

/**
 * registerForEvent: a visible, published, unarchived, not cancelled group event that has not ended. A seat when one is
 * left (and nobody waits before the registrant); otherwise the end of the waitlist (D-478: no more "full" refusal).
 */
export async function registerForEvent(ctx: AppContext, eventId: string): Promise<IncubatorEventRow> {
  return (await registerOutcome(ctx, eventId)).event;
}

export async function registerOutcome(ctx: AppContext, eventId: string): Promise<RegistrationOutcome> {
  const viewer = requireViewer(ctx);
  const who = await loadEventViewer(ctx, viewer);
  try {
    return await ctx.data.run(async (tx) => {
      // The event row's lock serialises the registrations of one event: the counts below cannot go stale.
      const event = await lockVisibleEvent(tx, who, eventId);
      const mine = await viewerRegistration(tx, eventId, viewer.userId);
      if (mine) throw validationError(`eventId: ${mine.waitlistedAt ? EVENT_MESSAGES.alreadyWaitlisted : EVENT_MESSAGES.alreadyRegistered}`);
      const refusal = registrationRefusal(event, who.facts, new Date());
      if (refusal) throw validationError(`eventId: ${EVENT_MESSAGES[refusal]}`);
      const [waiting] = await tx
        .select({ last: sql<number | null>`max(${incubatorEventAttendees.waitlistSeq})` , n: sql<number>`count(*) filter (where ${incubatorEventAttendees.status} = 'registered')::int` })
        .from(incubatorEventAttendees)
        .where(and(eq(incubatorEventAttendees.eventId, eventId), isNotNull(incubatorEventAttendees.waitlistSeq)));
      const full = event.capacity !== null && (await seatsTaken(tx, eventId)) >= event.capacity;
      // Nobody jumps the queue: while people wait, a newcomer waits too (a seat freed is theirs, D-479).
      const waitlisted = full || Number(waiting?.n ?? 0) > 0;
      // clock_timestamp(), not now(): the time the lock was held, so registration times follow the commit order.
      await tx.insert(incubatorEventAttendees).values({
        incubatorId: ctx.incubator.id,
        eventId,
        userId: viewer.userId,
        startupId: who.startupIds[0] ?? null,
        registrationTime: sql`clock_timestamp()`,
        ...(waitlisted ? { waitlistedAt: sql`clock_timestamp()`, waitlistSeq: Number(waiting?.last ?? 0) + 1 } : {}),
      });
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: waitlisted ? 'event.waitlisted' : 'event.registered',
        entityType: 'event',
        entityId: eventId,
        after: { userId: viewer.userId },
      });
      return { event, waitlisted };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError(`eventId: ${EVENT_MESSAGES.alreadyRegistered}`);
    throw error;
  }
}

/**
 * Gives up the viewer's place: their seat (the first on the waitlist gets it in the same transaction and is told,
 * D-479) or, with `onlyWaitlist`, their place on the waitlist (leaveEventWaitlist).
 */
async function giveUpPlace(ctx: AppContext, eventId: string, onlyWaitlist: boolean): Promise<IncubatorEventRow> {
  const viewer = requireViewer(ctx);
  const who = await loadEventViewer(ctx, viewer);
  const { event, promoted } = await ctx.data.run(async (tx) => {
    const event = await lockVisibleEvent(tx, who, eventId);
    if (event.endTime && event.endTime.getTime() <= Date.now()) throw validationError(`eventId: ${EVENT_MESSAGES.ended}`);
    const mine: IncubatorEventAttendeeRow | null = await viewerRegistration(tx, eventId, viewer.userId);
    if (onlyWaitlist && !mine?.waitlistedAt) throw validationError(`eventId: ${EVENT_MESSAGES.notWaitlisted}`);
    if (!mine) throw validationError(`eventId: ${EVENT_MESSAGES.notRegistered}`);
    await tx.delete(incubatorEventAttendees).where(eq(incubatorEventAttendees.id, mine.id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: mine.waitlistedAt ? 'event.waitlistLeft' : 'event.unregistered',
      entityType: 'event',
      entityId: eventId,
      after: { userId: viewer.userId },
    });
    const promoted = mine.waitlistedAt ? [] : await promoteWaitlisted(tx, ctx.incubator.id, event, viewer.userId);
    return { event, promoted };
  });
  await deliverNotifications(ctx, promoted);
  return event;
}

/** unregisterFromEvent: the viewer's own seat is freed (the row goes, D-424) — or their place on the waitlist. */
export const unregisterFromEvent = (ctx: AppContext, eventId: string) => giveUpPlace(ctx, eventId, false);

/** leaveEventWaitlist: the viewer's place on the waitlist goes; those behind move up one. */
export const leaveEventWaitlist = (ctx: AppContext, eventId: string) => giveUpPlace(ctx, eventId, true);

/** The viewer's place: null when not registered; position 1 is next in line. */
export async function viewerPlace(tx: Tx, eventId: string, userId: string): Promise<{ row: IncubatorEventAttendeeRow; waitlistPosition: number | null } | null> {
  const row = await viewerRegistration(tx, eventId, userId);
  if (!row) return null;
  if (!row.waitlistSeq || row.status !== 'registered') return { row, waitlistPosition: null };
  const [ahead] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(incubatorEventAttendees)
    .where(and(eq(incubatorEventAttendees.eventId, eventId), eq(incubatorEventAttendees.status, 'registered'), sql`${incubatorEventAttendees.waitlistSeq} < ${row.waitlistSeq}`));
  return { row, waitlistPosition: Number(ahead?.n ?? 0) + 1 };
}
