/**
 * The free-slot engine for one-on-one incubator events (issue 18 wave 2; docs/contract-events.md §3.4, D-487): the
 * same engine and the same host_bookings as coaching, so a host booked for a session is not offered on an event at
 * that time, and the reverse. The event brings its session length, increment, notice and window; the host keeps their
 * zone, rules, exceptions, buffers and maximums. Called by the events module inside its own transactions.
 */
import { BLOCKED_STATUSES, isInRoleGroup, isKnownTimeZone, type FreeSlot } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { roles, users } from '../../db/schema/index.js';
import { freeSlotsInTx } from './availability.service.js';

export interface EventHostSlotQuery {
  hostUserId: string;
  /** The organisation's zone: a host without a zone of their own or saved settings starts from it. */
  tenantTimeZone: string | null;
  from: number;
  to: number;
  now: number;
  sessionMinutes: number;
  stepMinutes: number;
  noticeMinutes: number;
  /** Only the host's date exceptions (event-specific hours), not their weekly rules. */
  exceptionsOnly: boolean;
  startupId: string | null;
  /** What the hours alone offer (is the host available at all in the window?). */
  ignoreBookings?: boolean;
}

/** The host's free slots for an event; none when the person no longer hosts (blocked, or no longer internal). */
export async function eventHostFreeSlots(tx: Tx, query: EventHostSlotQuery): Promise<FreeSlot[]> {
  const [row] = await tx
    .select({ id: users.id, status: users.status, timezone: users.timezone, roleType: roles.type })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, query.hostUserId))
    .limit(1);
  if (!row || BLOCKED_STATUSES.has(row.status) || !isInRoleGroup(row.roleType, 'internal')) return [];
  const zone = [row.timezone, query.tenantTimeZone].find((z): z is string => !!z && isKnownTimeZone(z)) ?? 'UTC';
  if (query.to <= query.from) return [];
  return freeSlotsInTx(
    tx,
    { userId: row.id, defaultTimeZone: zone },
    { from: query.from, to: query.to, startupId: query.startupId },
    query.now,
    query.ignoreBookings ?? false,
    {
      settings: { slotMinutes: query.sessionMinutes, slotStepMinutes: query.stepMinutes, minNoticeMinutes: query.noticeMinutes, horizonDays: null },
      exceptionsOnly: query.exceptionsOnly,
    },
  );
}
