/**
 * The hour-budget minutes of one-on-one event bookings once their time has come (issue 17 item 4, issue 18 item 1;
 * D-506). Events have no "held" step of their own, so the attendance is it: marking a booked slot's attendee
 * attended or no show (from the slot's start) moves the minutes the booking holds pending to used, as holding a
 * coaching session does (a no-show spends the host's time there too); marking it `event cancelled` gives the host's
 * time and the pending minutes back. Cancelling or deleting the event releases the slots still to come and counts
 * those already started as taken place. Every function runs in the caller's transaction.
 */
import type { EventAttendance } from '@hatchery/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { hostBookings, incubatorEventAttendees, type IncubatorEventAttendeeRow } from '../../db/schema/index.js';
import { markBookingMinutesUsed, releaseBookingMinutes } from '../coaching/index.js';

/** The host's time goes back (released, kept: coaching's rule for host_bookings) with the minutes it held pending. */
async function releaseSlot(tx: Tx, hostBookingId: string, reason: string, now: Date): Promise<void> {
  await tx.update(hostBookings).set({ status: 'released', releasedAt: now, releaseReason: reason, updatedAt: now })
    .where(and(eq(hostBookings.id, hostBookingId), eq(hostBookings.status, 'active')));
  await releaseBookingMinutes(tx, hostBookingId);
}

/** A booked slot's attendance was marked: attended / no show → used; event cancelled → released; registered → as is. */
export async function settleMarkedSlots(tx: Tx, rows: readonly IncubatorEventAttendeeRow[], status: EventAttendance, now: Date): Promise<void> {
  for (const row of rows) {
    if (!row.hostBookingId) continue;
    if (status === 'attended' || status === 'no show') await markBookingMinutesUsed(tx, row.hostBookingId);
    else if (status === 'event cancelled') await releaseSlot(tx, row.hostBookingId, 'cancelled', now);
  }
}

/** Whether a booked slot may be marked attended or no show: once it has started. */
export function slotHasStarted(row: IncubatorEventAttendeeRow, now: Date): boolean {
  return !!row.bookingStartsAt && row.bookingStartsAt.getTime() <= now.getTime();
}

/**
 * The event is cancelled: its slots to come become `event cancelled` and give their time and minutes back (their
 * attendees are answered, to be told); those already started took place, their pending minutes become used.
 */
export async function endBookedSlotsOnCancel(tx: Tx, eventId: string, now: Date): Promise<IncubatorEventAttendeeRow[]> {
  const booked = await tx.select().from(incubatorEventAttendees).where(and(eq(incubatorEventAttendees.eventId, eventId), isNotNull(incubatorEventAttendees.hostBookingId)));
  const cancelled: IncubatorEventAttendeeRow[] = [];
  for (const row of booked) {
    if (slotHasStarted(row, now)) {
      await markBookingMinutesUsed(tx, row.hostBookingId!);
      continue;
    }
    await releaseSlot(tx, row.hostBookingId!, 'event cancelled', now);
    const [updated] = await tx.update(incubatorEventAttendees).set({ status: 'event cancelled' }).where(eq(incubatorEventAttendees.id, row.id)).returning();
    cancelled.push(updated!);
  }
  return cancelled;
}
