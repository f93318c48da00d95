/**
 * Office hours (issue 17 item 2, third way; docs/contract-coaching.md §2.3, §3.2; D-400): a host publishes open slots,
 * each holding a host_bookings row of kind office_hours with no startup (so no other booking can take that time);
 * any eligible startup takes one — the slot is claimed by an update where it is still open, and the same host_bookings
 * row becomes the session's, so taking cannot race another booking of the host nor another taker.
 */
import { BOOKING_MESSAGES, MAX_OFFICE_HOURS_PER_CALL, isInRoleGroup, sessionTimeSchema } from '@hatchery/domain';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { hostBookings, officeHoursSlots, programs, startupPrograms, startupTags, startups, tags, users, type OfficeHoursSlotRow } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { deliverNotifications } from '../notifications/index.js';
import { loadStartup, requireStartupSide } from './booking-access.js';
import { createSession, lockHosts, notifyMeeting, sessionView, slotTakenError, startupPeopleIds, whenText, guardSlot, type CoachingSessionView } from './booking-core.js';
import { authorizeHost, loadHost } from './hosts.js';
import { reserveSessionMinutes } from './hour-ledger.js';

export interface OfficeHourView {
  id: string;
  host: { id: string; fullName: string };
  startsAt: Date;
  endsAt: Date;
  programIds: string[];
  tagIds: string[];
  taken: boolean;
  /** The startup that took it (null while open). */
  takenBy: { id: string; name: string } | null;
  /** The session it became once taken (the host's agenda links to its page). */
  sessionId: string | null;
}

export async function officeHourViews(tx: Tx, rows: readonly OfficeHoursSlotRow[]): Promise<OfficeHourView[]> {
  if (rows.length === 0) return [];
  const hosts = await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.hostUserId))]));
  const takerIds = [...new Set(rows.flatMap((r) => (r.takenByStartupId ? [r.takenByStartupId] : [])))];
  const takers = takerIds.length > 0 ? await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, takerIds)) : [];
  return rows.map((r) => ({
    id: r.id, host: hosts.find((h) => h.id === r.hostUserId) ?? { id: r.hostUserId, fullName: '' }, startsAt: r.startsAt, endsAt: r.endsAt,
    programIds: r.programIds, tagIds: r.tagIds, taken: r.takenByStartupId !== null,
    takenBy: r.takenByStartupId ? (takers.find((s) => s.id === r.takenByStartupId) ?? null) : null,
    sessionId: r.sessionId,
  }));
}

const uuidList = (message: string) => z.array(z.string().refine(isUuid, message)).max(50).default([]);
const publishSchema = z.object({
  slots: z.array(sessionTimeSchema.refine((t) => t.start.getTime() > Date.now(), { message: BOOKING_MESSAGES.inPast, path: ['start'] }))
    .min(1, BOOKING_MESSAGES.tooManySlots).max(MAX_OFFICE_HOURS_PER_CALL, BOOKING_MESSAGES.tooManySlots),
  programIds: uuidList('This program does not exist.'),
  tagIds: uuidList('This tag does not exist.'),
});

/** Publishes open slots of a host (themselves, or another host with AVAILABILITY:EDIT) for the eligible startups. */
export async function publishOfficeHours(ctx: AppContext, raw: { hostId?: string | null; slots: unknown; programIds?: unknown; tagIds?: unknown }): Promise<OfficeHourView[]> {
  const viewer = requireViewer(ctx);
  const input = parseInput(publishSchema, { slots: raw.slots, programIds: raw.programIds ?? undefined, tagIds: raw.tagIds ?? undefined });
  const sorted = input.slots.map((slot, index) => ({ ...slot, index })).sort((a, b) => a.start.getTime() - b.start.getTime());
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.start.getTime() < sorted[i - 1]!.end.getTime()) throw validationError(`slots.${sorted[i]!.index}.start: ${BOOKING_MESSAGES.slotsOverlap}`);
  }
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  let current = 0;
  const rows = await guardSlot('slots', () => ctx.data.run(async (tx) => {
    const host = await loadHost(ctx, tx, hostUserId);
    await checkIds(tx, input.programIds, 'programIds', (ids) => tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids)));
    await checkIds(tx, input.tagIds, 'tagIds', (ids) => tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)));
    await lockHosts(tx, [host.userId]);
    const created: OfficeHoursSlotRow[] = [];
    for (const [index, slot] of input.slots.entries()) {
      current = index;
      const [booking] = await tx.insert(hostBookings).values({
        incubatorId: ctx.data.incubatorId, hostUserId: host.userId, kind: 'office_hours', startsAt: slot.start, endsAt: slot.end, startupId: null, bookedBy: viewer.userId,
      }).returning({ id: hostBookings.id });
      const [row] = await tx.insert(officeHoursSlots).values({
        incubatorId: ctx.data.incubatorId, hostUserId: host.userId, startsAt: slot.start, endsAt: slot.end,
        programIds: input.programIds, tagIds: input.tagIds, hostBookingId: booking!.id, publishedBy: viewer.userId,
      }).returning();
      await tx.update(hostBookings).set({ sourceId: row!.id }).where(eq(hostBookings.id, booking!.id));
      created.push(row!);
    }
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.officeHoursPublished', entityType: 'user', entityId: host.userId, after: { slots: created.length } });
    return officeHourViews(tx, created);
  })).catch((error: unknown) => {
    // Name the slot that met another booking of the host.
    if (error instanceof Error && 'code' in error && error.code === 'SlotTaken') throw slotTakenError(`slots.${current}.start`);
    throw error;
  });
  return rows;
}

async function checkIds(_tx: Tx, ids: string[], field: string, find: (ids: string[]) => Promise<{ id: string }[]>): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await find(ids)).map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw validationError(`${field}.${missing}: ${field === 'programIds' ? 'This program does not exist.' : 'This tag does not exist.'}`);
}

/** Whether the startup is in one of the slot's programs or carries one of its tags (both lists empty: every startup). */
async function isEligible(tx: Tx, slot: OfficeHoursSlotRow, startupId: string): Promise<boolean> {
  if (slot.programIds.length === 0 && slot.tagIds.length === 0) return true;
  if (slot.programIds.length > 0) {
    const inProgram = await tx.select({ id: startupPrograms.id }).from(startupPrograms)
      .where(and(eq(startupPrograms.startupId, startupId), inArray(startupPrograms.programId, slot.programIds))).limit(1);
    if (inProgram.length > 0) return true;
  }
  if (slot.tagIds.length > 0) {
    const tagged = await tx.select({ id: startupTags.startupId }).from(startupTags)
      .where(and(eq(startupTags.startupId, startupId), inArray(startupTags.tagId, slot.tagIds))).limit(1);
    if (tagged.length > 0) return true;
  }
  return false;
}

/** Open office hours from now on that the startup may take (its people and staff). */
export async function openOfficeHours(ctx: AppContext, raw: { startupId: unknown }): Promise<OfficeHourView[]> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, typeof raw.startupId === 'string' ? raw.startupId : null);
    await requireStartupSide(ctx, tx, startup);
    const open = await tx.select().from(officeHoursSlots)
      .where(and(isNull(officeHoursSlots.takenByStartupId), gt(officeHoursSlots.startsAt, new Date()))).orderBy(asc(officeHoursSlots.startsAt)).limit(200);
    const eligible: OfficeHoursSlotRow[] = [];
    for (const slot of open) if (await isEligible(tx, slot, startup.id)) eligible.push(slot);
    return officeHourViews(tx, eligible);
  });
}

const takeSchema = z.object({
  slotId: z.string().refine(isUuid, BOOKING_MESSAGES.officeHourNotFound),
  startupId: z.string().refine(isUuid, BOOKING_MESSAGES.startupNotFound),
});

/** A member of an eligible startup (or staff for it) takes an open slot: it becomes the startup's session. */
export async function takeOfficeHour(ctx: AppContext, raw: { slotId: unknown; startupId: unknown }): Promise<CoachingSessionView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(takeSchema, raw);
  const taken = await guardSlot('slotId', () => ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, input.startupId);
    await requireStartupSide(ctx, tx, startup);
    const [slot] = await tx.select().from(officeHoursSlots).where(eq(officeHoursSlots.id, input.slotId)).limit(1);
    if (!slot) throw validationError(`slotId: ${BOOKING_MESSAGES.officeHourNotFound}`);
    if (!(await isEligible(tx, slot, startup.id)) && !isInRoleGroup(viewer.roleType, 'staff')) throw validationError(`slotId: ${BOOKING_MESSAGES.notEligible}`);
    if (slot.startsAt.getTime() <= Date.now()) throw validationError(`slotId: ${BOOKING_MESSAGES.inPast}`);
    await lockHosts(tx, [slot.hostUserId]);
    const claimed = await tx.update(officeHoursSlots).set({ takenByStartupId: startup.id, updatedAt: new Date() })
      .where(and(eq(officeHoursSlots.id, slot.id), isNull(officeHoursSlots.takenByStartupId))).returning({ id: officeHoursSlots.id });
    if (claimed.length === 0) throw slotTakenError('slotId');
    const sessionId = await createSession(tx, ctx.data.incubatorId, {
      startupId: startup.id, way: 'office_hours', startsAt: slot.startsAt, endsAt: slot.endsAt, createdBy: viewer.userId,
      hosts: [{ userId: slot.hostUserId, hostBookingId: slot.hostBookingId }],
    });
    // The slot's own row becomes the session's: the time was never free in between.
    await tx.update(hostBookings).set({ kind: 'session', startupId: startup.id, bookedBy: viewer.userId, sourceId: sessionId, updatedAt: new Date() })
      .where(and(eq(hostBookings.id, slot.hostBookingId), eq(hostBookings.status, 'active')));
    await tx.update(officeHoursSlots).set({ sessionId }).where(eq(officeHoursSlots.id, slot.id));
    await reserveSessionMinutes(tx, {
      sessionId, startupId: startup.id, hostUserIds: [slot.hostUserId], minutes: Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000), field: 'slotId',
    });
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.officeHourTaken', entityType: 'coaching_session', entityId: sessionId, after: { slotId: slot.id, startupId: startup.id } });
    const notification = await notifyMeeting(tx, ctx.data.incubatorId, {
      type: 'meetingScheduled', message: `${startup.name} took your office hour on ${whenText(slot.startsAt, ctx.incubator.timezone)}`,
      url: `/coaching/session/${sessionId}`, actorUserId: viewer.userId, startupId: startup.id,
      recipientUserIds: [slot.hostUserId, ...(await startupPeopleIds(tx, startup.id))],
    });
    return { session: await sessionView(tx, sessionId), notification };
  }));
  if (taken.notification) await deliverNotifications(ctx, [taken.notification]);
  return taken.session;
}
