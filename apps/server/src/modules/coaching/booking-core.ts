/**
 * What the three ways of booking share (issue 17 item 2; D-396, D-397): the host's advisory lock, the answer to a
 * lost race (23P01 from host_bookings_no_overlap, or 40P01 when PostgreSQL settles concurrent inserts by a deadlock —
 * both "slot taken", never an internal error), the session a booking creates, and the meeting notifications written
 * in the booking's transaction and delivered after it commits.
 */
import { BOOKING_MESSAGES, type BookingWay, type CoachingSessionStatus, type NotificationType } from '@hatchery/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import {
  coachingHostSettings,
  coachingSessionAttendees,
  coachingSessionHosts,
  coachingSessions,
  startupPeople,
  startups,
  users,
} from '../../db/schema/index.js';
import { AppError, COACHING_ERROR_CODES } from '../../core/errors.js';
import { isDeadlock, isExclusionViolation } from '../../core/db-errors.js';
import { insertNotification, type CreatedNotification } from '../notifications/index.js';
import { syncSessionPost, writeChanges } from './session-record.js';

export const slotTakenError = (field = 'start'): AppError =>
  new AppError(COACHING_ERROR_CODES.slotTaken, `${field}: ${BOOKING_MESSAGES.slotTaken}`, 409);

/** Runs a booking transaction; a lost race on a host's time answers SlotTaken naming `field`. */
export async function guardSlot<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isExclusionViolation(error) || isDeadlock(error)) throw slotTakenError(field);
    throw error;
  }
}

/**
 * Serialises bookings of these hosts until the transaction ends (sorted, so two multi-host bookings cannot wait on
 * each other in a circle): the engine's buffers and maximums, checked after the lock, still hold at the insert.
 */
export async function lockHosts(tx: Tx, hostUserIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(hostUserIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coaching-host:${id}`}, 0))`);
  }
}

export interface SessionHostInput {
  userId: string;
  hostBookingId: string;
}

/** A scheduled session with its hosts (each with the host_bookings row holding their time) and the startup's people. */
export async function createSession(
  tx: Tx,
  incubatorId: string,
  input: { startupId: string; way: BookingWay; startsAt: Date; endsAt: Date; createdBy: string | null; title?: string | null; hosts: SessionHostInput[] },
): Promise<string> {
  const firstHost = input.hosts[0]?.userId;
  const [defaults] = firstHost
    ? await tx.select({ videoProvider: coachingHostSettings.videoProvider, videoLink: coachingHostSettings.videoLink, location: coachingHostSettings.location })
      .from(coachingHostSettings).where(eq(coachingHostSettings.hostUserId, firstHost)).limit(1)
    : [];
  const [session] = await tx.insert(coachingSessions).values({
    incubatorId,
    startupId: input.startupId,
    bookingWay: input.way,
    title: input.title ?? null,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    createdBy: input.createdBy,
    videoProvider: defaults?.videoProvider ?? null,
    videoLink: defaults?.videoLink ?? null,
    location: defaults?.location ?? null,
  }).returning({ id: coachingSessions.id });
  const sessionId = session!.id;
  await tx.insert(coachingSessionHosts).values(input.hosts.map((h) => ({ incubatorId, sessionId, userId: h.userId, hostBookingId: h.hostBookingId })));
  const people = await startupPeopleIds(tx, input.startupId);
  if (people.length > 0) await tx.insert(coachingSessionAttendees).values(people.map((userId) => ({ incubatorId, sessionId, userId })));
  // The changelog opens with the booking, and the startup's timeline shows the session from now on (wave 3).
  await writeChanges(tx, incubatorId, sessionId, input.createdBy, [{ type: 'scheduled', valueType: 'date', newValue: input.startsAt.toISOString() }]);
  await syncSessionPost(tx, incubatorId, sessionId);
  return sessionId;
}

export async function startupPeopleIds(tx: Tx, startupId: string): Promise<string[]> {
  const rows = await tx.select({ userId: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, startupId));
  return rows.map((r) => r.userId);
}

export interface CoachingSessionView {
  id: string;
  startup: { id: string; name: string };
  bookingWay: BookingWay;
  startsAt: Date;
  endsAt: Date;
  status: CoachingSessionStatus;
  location: string | null;
  videoProvider: string | null;
  videoLink: string | null;
  hosts: { id: string; fullName: string }[];
}

export async function sessionViews(tx: Tx, sessionIds: readonly string[]): Promise<CoachingSessionView[]> {
  if (sessionIds.length === 0) return [];
  const rows = await tx.select({ session: coachingSessions, startupName: startups.name }).from(coachingSessions)
    .innerJoin(startups, eq(startups.id, coachingSessions.startupId))
    .where(inArray(coachingSessions.id, [...sessionIds])).orderBy(asc(coachingSessions.startsAt));
  const hosts = await tx.select({ sessionId: coachingSessionHosts.sessionId, id: users.id, fullName: users.fullName }).from(coachingSessionHosts)
    .innerJoin(users, eq(users.id, coachingSessionHosts.userId)).where(inArray(coachingSessionHosts.sessionId, [...sessionIds]));
  return rows.map(({ session, startupName }) => ({
    id: session.id,
    startup: { id: session.startupId, name: startupName },
    bookingWay: session.bookingWay,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    status: session.status,
    location: session.location,
    videoProvider: session.videoProvider,
    videoLink: session.videoLink,
    hosts: hosts.filter((h) => h.sessionId === session.id).map((h) => ({ id: h.id, fullName: h.fullName })),
  }));
}

export async function sessionView(tx: Tx, sessionId: string): Promise<CoachingSessionView> {
  const [view] = await sessionViews(tx, [sessionId]);
  if (!view) throw new Error(`session ${sessionId} not found after writing it`);
  return view;
}

/** "Tuesday, 2 March 2027 at 10:00 UTC" in the recipient-neutral zone of the organisation. */
export function whenText(date: Date, timeZone: string | null | undefined): string {
  try {
    // Spelled out field by field: Intl refuses timeZoneName beside dateStyle/timeStyle (a TypeError), which had every
    // message fall back to the ISO string.
    return new Intl.DateTimeFormat('en', {
      weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: timeZone ?? 'UTC', timeZoneName: 'short',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** A meeting notification (D1 §7.6 meetingScheduled / meetingChanged / meetingDeleted) to everyone but the actor. */
export async function notifyMeeting(
  tx: Tx,
  incubatorId: string,
  input: { type: Extract<NotificationType, 'meetingScheduled' | 'meetingChanged' | 'meetingDeleted'>; message: string; url: string; actorUserId: string | null; startupId: string; recipientUserIds: readonly string[] },
): Promise<CreatedNotification | null> {
  return insertNotification(tx, incubatorId, {
    type: input.type,
    message: input.message,
    url: input.url,
    actorUserId: input.actorUserId,
    startupId: input.startupId,
    recipientUserIds: input.recipientUserIds.filter((id) => id !== input.actorUserId),
  });
}

export async function fullNameOf(tx: Tx, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.fullName ?? '';
}
