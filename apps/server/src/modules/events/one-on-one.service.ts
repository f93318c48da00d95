/**
 * Booking one-on-one events (issue 18 item 1 wave 2; docs/contract-events.md §3.4; D-486..D-490): the slots an event
 * offers to the viewer, booking one and cancelling it. A booking is a host_bookings row of kind `event` (so coaching's
 * exclusion constraint keeps the host from being double-booked across sessions and events, under any concurrency)
 * and an attendee row pointing at it. In the transaction: the event row's lock (the per-person and per-startup counts
 * cannot go stale), the hosts' advisory locks (coaching's order), the engine run again, the insert; a lost race
 * (23P01, or PostgreSQL's 40P01) answers SlotTaken.
 */
import { EVENT_MESSAGES, noticeMinutes, visibilityRefusal } from '@hatchery/domain';
import { and, count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { hostBookings, incubatorEventAttendees, incubatorEvents, users, type IncubatorEventRow } from '../../db/schema/index.js';
import { forbiddenError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { guardSlot, lockHosts, releaseBookingMinutes, reserveBookingMinutes, slotTakenError } from '../coaching/index.js';
import { featureIsOn } from '../milestones/index.js';
import { loadEventViewer, mayEditEvent, seenBy, type EventViewer } from './events-access.js';
import { eventNotFound, requireVisibleEvent } from './events.service.js';
import { eventHosts, eventSlotsInTx, oneOnOneWindow, type EventSlot } from './one-on-one-slots.js';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 62;

const rangeSchema = z
  .object({ from: z.date(), to: z.date() })
  .refine((q) => q.to.getTime() > q.from.getTime(), { path: ['to'], message: 'The end must be after the start.' })
  .refine((q) => q.to.getTime() - q.from.getTime() <= MAX_RANGE_DAYS * DAY_MS, { path: ['to'], message: EVENT_MESSAGES.rangeTooLong });

/** Why the viewer may not book on this event (a message key), or null. */
function bookingRefusal(event: IncubatorEventRow, who: EventViewer, now: number): keyof typeof EVENT_MESSAGES | null {
  if (event.eventType !== 'one_on_one') return 'notOneOnOne';
  if (event.status !== 'published') return 'notPublished';
  if (event.isArchived) return 'archived';
  if (visibilityRefusal(event.visibility, who.facts)) return 'notPublished';
  if (event.endTime && event.endTime.getTime() <= now) return 'ended';
  return null;
}

/** eventSlots: the free slots of a visible one-on-one event between two instants (none when it is not bookable). */
export async function eventSlots(ctx: AppContext, raw: { eventId: string; from: unknown; to: unknown }): Promise<EventSlot[]> {
  const viewer = requireViewer(ctx);
  const range = parseInput(rangeSchema, { from: raw.from, to: raw.to });
  const who = await loadEventViewer(ctx, viewer);
  const event = await requireVisibleEvent(ctx, who, raw.eventId);
  const now = Date.now();
  // An editor previewing a draft sees its slots too; everybody else only a bookable event's.
  if (event.eventType !== 'one_on_one') return [];
  return ctx.data.run(async (tx) => {
    if (bookingRefusal(event, who, now) && !(await mayEditEvent(tx, who, event))) return [];
    return eventSlotsInTx(tx, ctx.incubator.timezone ?? null, event, { from: range.from.getTime(), to: range.to.getTime(), now, startupId: who.startupIds[0] ?? null });
  });
}

export interface EventBookingView {
  id: string;
  eventId: string;
  startsAt: Date;
  endsAt: Date;
  host: { _id: string; fullName: string };
  userId: string;
}

const bookSchema = z.object({
  startsAt: z.date({ error: EVENT_MESSAGES.slotNotOffered }),
  hostUserId: z.uuid({ error: EVENT_MESSAGES.unknownHost }).nullable().default(null),
});

/** Bookings (active slots) of this person on this event, and of their startup. */
async function bookingsSoFar(tx: Tx, eventId: string, userId: string, startupId: string | null): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(incubatorEventAttendees)
    .where(and(
      eq(incubatorEventAttendees.eventId, eventId),
      isNotNull(incubatorEventAttendees.hostBookingId),
      // A slot cancelled with its event, or marked `event cancelled`, gives the session back (D-506).
      ne(incubatorEventAttendees.status, 'event cancelled'),
      startupId ? or(eq(incubatorEventAttendees.userId, userId), eq(incubatorEventAttendees.startupId, startupId)) : eq(incubatorEventAttendees.userId, userId),
    ));
  return Number(row?.n ?? 0);
}

/**
 * bookEventSlot: the slot of the event starting at `startsAt` (with `hostUserId`, or the first host free then).
 * numberOfSessions (null = 1) bounds the bookings of the person and of their startup together (D-488).
 */
export async function bookEventSlot(ctx: AppContext, raw: { eventId: string; startsAt: unknown; hostUserId?: unknown }): Promise<EventBookingView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(bookSchema, { startsAt: raw.startsAt, hostUserId: raw.hostUserId ?? null });
  const who = await loadEventViewer(ctx, viewer);
  const start = input.startsAt.getTime();
  const startupId = who.startupIds[0] ?? null;
  if (!isUuid(raw.eventId)) throw eventNotFound();
  return guardSlot('startsAt', () => ctx.data.run(async (tx) => {
    const [event] = await tx.select().from(incubatorEvents).where(and(eq(incubatorEvents.id, raw.eventId), seenBy(who))).for('update').limit(1);
    if (!event) throw eventNotFound();
    const now = Date.now();
    const refusal = bookingRefusal(event, who, now);
    if (refusal) throw validationError(`eventId: ${EVENT_MESSAGES[refusal]}`);
    // The oneOnOneEvents flag (D2 §3.5) switches booking off with the editor's type choice (D-493).
    if (!(await featureIsOn(tx, 'oneOnOneEvents'))) throw forbiddenError(`eventId: ${EVENT_MESSAGES.oneOnOneLater}`);
    const window = oneOnOneWindow(event);
    if (!window) throw validationError(`startsAt: ${EVENT_MESSAGES.slotNotOffered}`);
    if (start < now + noticeMinutes(event.registrationNotice) * 60_000) throw validationError(`startsAt: ${EVENT_MESSAGES.withinNotice}`);
    if ((await bookingsSoFar(tx, event.id, viewer.userId, startupId)) >= (event.numberOfSessions ?? 1)) throw validationError(`eventId: ${EVENT_MESSAGES.sessionsUsed}`);
    const hosts = (await eventHosts(tx, event.id)).map((h) => h.id);
    if (input.hostUserId && !hosts.includes(input.hostUserId)) throw validationError(`hostUserId: ${EVENT_MESSAGES.unknownHost}`);
    const candidates = input.hostUserId ? [input.hostUserId] : hosts;
    await lockHosts(tx, candidates);
    const ask = { from: start, to: start + window.sessionMinutes * 60_000, now, startupId, hostIds: candidates };
    const slot = (await eventSlotsInTx(tx, ctx.incubator.timezone ?? null, event, ask)).find((s) => s.start === start);
    if (!slot) {
      // Offered by the hours but gone: a booking took it — the race's answer; else it was never a slot.
      const offered = (await eventSlotsInTx(tx, ctx.incubator.timezone ?? null, event, { ...ask, ignoreBookings: true })).some((s) => s.start === start);
      throw offered ? slotTakenError('startsAt') : validationError(`startsAt: ${EVENT_MESSAGES.slotNotOffered}`);
    }
    const hostUserId = slot.hostIds[0]!;
    const startsAt = new Date(slot.start);
    const endsAt = new Date(slot.end);
    const [booking] = await tx.insert(hostBookings).values({
      incubatorId: ctx.incubator.id, hostUserId, kind: 'event', eventId: event.id, startsAt, endsAt, startupId, bookedBy: viewer.userId,
    }).returning({ id: hostBookings.id });
    const [attendee] = await tx.insert(incubatorEventAttendees).values({
      incubatorId: ctx.incubator.id, eventId: event.id, userId: viewer.userId, startupId, hostBookingId: booking!.id, bookingStartsAt: startsAt, bookingEndsAt: endsAt,
    }).returning({ id: incubatorEventAttendees.id });
    await tx.update(hostBookings).set({ sourceId: attendee!.id }).where(eq(hostBookings.id, booking!.id));
    // The booking draws on the startup's hour budget by the sessions' rule (pair with this host, else program-wide;
    // D-456), unless the event ignores allocations (D-469). OverBudget rolls the whole booking back. Locks: the hosts
    // above, then the allocation — coaching's order.
    if (!event.ignoreHourAllocation && startupId) {
      await reserveBookingMinutes(tx, { hostBookingId: booking!.id, startupId, hostUserIds: [hostUserId], minutes: Math.round((slot.end - slot.start) / 60_000), field: 'startsAt' });
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'event.slotBooked', entityType: 'event', entityId: event.id, after: { hostId: hostUserId, start: startsAt.toISOString() },
    });
    const [host] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, hostUserId)).limit(1);
    return { id: attendee!.id, eventId: event.id, startsAt, endsAt, host: { _id: hostUserId, fullName: host?.fullName ?? '' }, userId: viewer.userId };
  }));
}

/** cancelEventSlot: the viewer's own booking (or any, for an editor of the event) before it starts; the host's time is released. */
export async function cancelEventSlot(ctx: AppContext, raw: { bookingId: string }): Promise<IncubatorEventRow> {
  const viewer = requireViewer(ctx);
  const who = await loadEventViewer(ctx, viewer);
  const notBooked = () => validationError(`bookingId: ${EVENT_MESSAGES.notBooked}`);
  if (!z.uuid().safeParse(raw.bookingId).success) throw notBooked();
  const [attendee] = await ctx.data.run((tx) =>
    tx.select().from(incubatorEventAttendees).where(and(eq(incubatorEventAttendees.id, raw.bookingId), isNotNull(incubatorEventAttendees.hostBookingId))).limit(1));
  if (!attendee) throw notBooked();
  const event = await requireVisibleEvent(ctx, who, attendee.eventId);
  return ctx.data.run(async (tx) => {
    if (attendee.userId !== viewer.userId && !(await mayEditEvent(tx, who, event))) throw notBooked();
    if (attendee.bookingStartsAt && attendee.bookingStartsAt.getTime() <= Date.now()) throw validationError(`bookingId: ${EVENT_MESSAGES.ended}`);
    const gone = await tx.delete(incubatorEventAttendees).where(eq(incubatorEventAttendees.id, attendee.id)).returning({ id: incubatorEventAttendees.id });
    if (gone.length === 0) throw notBooked();
    // Released, never deleted: the host's history keeps it (coaching's rule for host_bookings).
    await tx.update(hostBookings).set({ status: 'released', releasedAt: new Date(), releaseReason: 'cancelled', updatedAt: new Date() })
      .where(and(eq(hostBookings.id, attendee.hostBookingId!), eq(hostBookings.status, 'active')));
    // Its pending hour-budget minutes go back (D-469); nothing when it drew none.
    await releaseBookingMinutes(tx, attendee.hostBookingId!);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'event.slotCancelled', entityType: 'event', entityId: event.id, before: { userId: attendee.userId, start: attendee.bookingStartsAt?.toISOString() ?? null },
    });
    return event;
  });
}

/** The viewer's booked slots on an event (its page shows them with a cancel button). */
export async function viewerBookings(tx: Tx, eventId: string, userId: string): Promise<EventBookingView[]> {
  const rows = await tx
    .select({ attendee: incubatorEventAttendees, hostId: hostBookings.hostUserId, hostName: users.fullName })
    .from(incubatorEventAttendees)
    .innerJoin(hostBookings, eq(hostBookings.id, incubatorEventAttendees.hostBookingId))
    .innerJoin(users, eq(users.id, hostBookings.hostUserId))
    .where(and(eq(incubatorEventAttendees.eventId, eventId), eq(incubatorEventAttendees.userId, userId)))
    .orderBy(sql`${incubatorEventAttendees.bookingStartsAt} asc`);
  return rows.map((r) => ({
    id: r.attendee.id,
    eventId,
    startsAt: r.attendee.bookingStartsAt ?? new Date(0),
    endsAt: r.attendee.bookingEndsAt ?? new Date(0),
    host: { _id: r.hostId, fullName: r.hostName },
    userId,
  }));
}
