/**
 * One-on-one events on coaching's engine (issue 18 wave 2; docs/contract-events.md §3.4; D-486..D-488): which slots an
 * event offers — every host's free slots of the event's session length, on the event's increment, inside its window
 * (startTime–endTime, and only on `oneOnOneDates` when it names dates, in the event's zone), after its notice period —
 * and which hosts have no hours at all in the window (planning's "pending host availability", the availEvent* tasks).
 */
import { dayIndexToDate, isKnownTimeZone, noticeMinutes, ZoneClock, type FreeSlot } from '@hatchery/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { incubatorEventHosts, users, type IncubatorEventRow } from '../../db/schema/index.js';
import { eventHostFreeSlots } from '../coaching/index.js';

export interface EventSlot {
  start: number;
  end: number;
  /** The event-zone date of the slot. */
  date: string;
  /** The hosts free at that time, in the event's host order. */
  hostIds: string[];
}

export interface EventHost {
  id: string;
  fullName: string;
}

export async function eventHosts(tx: Tx, eventId: string): Promise<EventHost[]> {
  return tx
    .select({ id: users.id, fullName: users.fullName })
    .from(incubatorEventHosts)
    .innerJoin(users, eq(users.id, incubatorEventHosts.userId))
    .where(eq(incubatorEventHosts.eventId, eventId))
    .orderBy(asc(incubatorEventHosts.position));
}

/** The window of a one-on-one event, or null while it lacks times or a session length (a draft being written). */
export function oneOnOneWindow(event: IncubatorEventRow): { start: number; end: number; sessionMinutes: number; stepMinutes: number } | null {
  if (event.eventType !== 'one_on_one' || !event.startTime || !event.endTime || !event.duration) return null;
  return { start: event.startTime.getTime(), end: event.endTime.getTime(), sessionMinutes: event.duration, stepMinutes: event.timeslotIncrement ?? event.duration };
}

interface SlotAsk {
  from: number;
  to: number;
  now: number;
  startupId: string | null;
  /** Only these hosts (a booking naming one). */
  hostIds?: readonly string[];
  ignoreBookings?: boolean;
}

/** The event's free slots between two instants, one entry per start with the hosts free then. */
export async function eventSlotsInTx(tx: Tx, tenantTimeZone: string | null, event: IncubatorEventRow, ask: SlotAsk): Promise<EventSlot[]> {
  const window = oneOnOneWindow(event);
  if (!window) return [];
  const from = Math.max(ask.from, window.start);
  const to = Math.min(ask.to, window.end);
  if (to <= from) return [];
  const hosts = ask.hostIds ?? (await eventHosts(tx, event.id)).map((h) => h.id);
  const zone = event.timezone && isKnownTimeZone(event.timezone) ? event.timezone : (tenantTimeZone ?? 'UTC');
  const clock = new ZoneClock(zone);
  const dates = new Set(event.oneOnOneDates ?? []);
  const byStart = new Map<number, EventSlot>();
  for (const hostUserId of hosts) {
    const slots: FreeSlot[] = await eventHostFreeSlots(tx, {
      hostUserId,
      tenantTimeZone,
      from,
      to,
      now: ask.now,
      sessionMinutes: window.sessionMinutes,
      stepMinutes: window.stepMinutes,
      noticeMinutes: noticeMinutes(event.registrationNotice),
      exceptionsOnly: event.availabilityMethod === 'event_specific',
      startupId: ask.startupId,
      ignoreBookings: ask.ignoreBookings,
    });
    for (const slot of slots) {
      const date = dayIndexToDate(clock.localDay(slot.start));
      if (dates.size > 0 && !dates.has(date)) continue;
      const entry = byStart.get(slot.start) ?? { start: slot.start, end: slot.end, date, hostIds: [] };
      entry.hostIds.push(hostUserId);
      byStart.set(slot.start, entry);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The hosts of the event with no hours at all in its window (bookings and notice aside). */
export async function hostsWithoutHours(tx: Tx, tenantTimeZone: string | null, event: IncubatorEventRow, hostIds: readonly string[]): Promise<string[]> {
  const window = oneOnOneWindow(event);
  if (!window) return [];
  const missing: string[] = [];
  for (const hostId of hostIds) {
    const slots = await eventSlotsInTx(tx, tenantTimeZone, event, { from: window.start, to: window.end, now: 0, startupId: null, hostIds: [hostId], ignoreBookings: true });
    if (slots.length === 0) missing.push(hostId);
  }
  return missing;
}
