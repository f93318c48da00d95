/**
 * Attendance of events (issue 18 item 4; REF-26; D-480..D-483, D-506): editors and hosts mark attendance (the check-in
 * list on the event's day), cancel the event (every attendee becomes `event cancelled`), and ask the attendees for
 * feedback through the feedback module's own request (D-483). An attendance marked `attended` is a post on the
 * attendee's startup timeline (EVENT kind, UPDATE, D-482), written and removed in the marking's transaction.
 */
import { ATTENDANCE_VALUES, EVENT_MESSAGES, eventDayHasCome, MAX_ATTENDANCE_MARKS, type EventAttendance } from '@hatchery/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { incubatorEventAttendees, incubatorEvents, type IncubatorEventAttendeeRow, type IncubatorEventRow } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { sendFeedbackRequest } from '../feedback/index.js';
import { deliverNotifications, insertNotification } from '../notifications/index.js';
import { deleteTimelineItemBySource, insertTimelineItem } from '../timeline/index.js';
import { endBookedSlotsOnCancel, settleMarkedSlots, slotHasStarted } from './booked-slots.js';
import { lockVisibleEvent } from './event-registration.service.js';
import { requireEditableEvent } from './events.service.js';

const markSchema = z.object({
  attendeeIds: z
    .array(z.string().refine(isUuid, EVENT_MESSAGES.unknownAttendee))
    .min(1, EVENT_MESSAGES.unknownAttendee)
    .max(MAX_ATTENDANCE_MARKS, EVENT_MESSAGES.tooMany),
  status: z.enum(ATTENDANCE_VALUES),
});

/** The timeline post of one attendance: one per attendee row (its source key), so marking twice writes one post. */
const attendanceSource = (attendeeId: string) => `eventAttendance:${attendeeId}`;

async function writeTimeline(tx: Tx, incubatorId: string, event: IncubatorEventRow, rows: readonly IncubatorEventAttendeeRow[], status: EventAttendance): Promise<void> {
  for (const row of rows) {
    if (status !== 'attended') {
      await deleteTimelineItemBySource(tx, attendanceSource(row.id));
      continue;
    }
    if (!row.startupId) continue;
    await insertTimelineItem(tx, incubatorId, {
      startupId: row.startupId,
      kind: 'EVENT',
      eventType: 'UPDATE',
      createdBy: row.userId,
      attr1: event.title,
      message: `Attended "${event.title ?? 'an event'}"`,
      startsAt: event.startTime,
      endsAt: event.endTime,
      sourceKey: attendanceSource(row.id),
    });
  }
}

/**
 * markAttendance (REF-26): editors and hosts of the event (D-422) set the status of seat holders and of one-on-one
 * bookings. Attended and no show only from the event's day (its time zone, else the organisation's), and for a booked
 * slot from its start — which moves the slot's pending hour-budget minutes to used (D-506); a waitlisted person holds
 * no seat to mark.
 */
export async function markAttendance(ctx: AppContext, eventId: string, raw: { attendeeIds: unknown; status: unknown }): Promise<IncubatorEventRow> {
  const { who } = await requireEditableEvent(ctx, eventId);
  const input = parseInput(markSchema, raw);
  const ids = [...new Set(input.attendeeIds)];
  return ctx.data.run(async (tx) => {
    const event = await lockVisibleEvent(tx, who, eventId);
    if (event.cancelledAt) throw validationError(`eventId: ${EVENT_MESSAGES.cancelled}`);
    const now = new Date();
    const dayCome = eventDayHasCome(event.startTime, event.timezone ?? ctx.incubator.timezone, now);
    const took = input.status === 'attended' || input.status === 'no show';
    if (took && !dayCome) throw validationError(`status: ${EVENT_MESSAGES.attendanceTooEarly}`);
    // Seat holders, and one-on-one bookings (their attendance is the slot's "held" step, D-506).
    const rows = await tx
      .select()
      .from(incubatorEventAttendees)
      .where(and(eq(incubatorEventAttendees.eventId, eventId), inArray(incubatorEventAttendees.id, ids), isNull(incubatorEventAttendees.waitlistedAt)));
    if (rows.length !== ids.length) throw validationError(`attendeeIds: ${EVENT_MESSAGES.unknownAttendee}`);
    if (took && rows.some((r) => r.hostBookingId && !slotHasStarted(r, now))) throw validationError(`status: ${EVENT_MESSAGES.slotNotStarted}`);
    await tx.update(incubatorEventAttendees).set({ status: input.status }).where(inArray(incubatorEventAttendees.id, ids));
    await settleMarkedSlots(tx, rows, input.status, now);
    await writeTimeline(tx, ctx.incubator.id, event, rows, input.status);
    await recordActivity(tx, ctx.incubator.id, who.viewer.userId, { action: 'event.attendanceMarked', entityType: 'event', entityId: eventId, after: { status: input.status, count: ids.length } });
    return event;
  });
}

/**
 * cancelIncubatorEvent (D-481): the event stays (its page says it was cancelled), registration closes, every
 * attendee's status — waitlist included — becomes `event cancelled`, attendance posts go, and the registrants are told
 * (meetingDeleted).
 */
export async function cancelIncubatorEvent(ctx: AppContext, eventId: string): Promise<IncubatorEventRow> {
  const { who } = await requireEditableEvent(ctx, eventId);
  const { row, created } = await ctx.data.run(async (tx) => {
    const event = await lockVisibleEvent(tx, who, eventId);
    if (event.cancelledAt) throw validationError(`eventId: ${EVENT_MESSAGES.cancelled}`);
    if (event.endTime && event.endTime.getTime() <= Date.now()) throw validationError(`eventId: ${EVENT_MESSAGES.ended}`);
    const now = new Date();
    const [row] = await tx.update(incubatorEvents).set({ cancelledAt: now, updatedAt: now }).where(eq(incubatorEvents.id, eventId)).returning();
    const seats = await tx
      .update(incubatorEventAttendees)
      .set({ status: 'event cancelled' })
      .where(and(eq(incubatorEventAttendees.eventId, eventId), isNull(incubatorEventAttendees.hostBookingId)))
      .returning();
    // One-on-one slots to come are cancelled with their time and minutes; those started took place (D-506).
    const attendees = [...seats, ...(await endBookedSlotsOnCancel(tx, eventId, now))];
    await writeTimeline(tx, ctx.incubator.id, event, attendees, 'event cancelled');
    const note = await insertNotification(tx, ctx.incubator.id, {
      type: 'meetingDeleted',
      message: `"${event.title ?? 'An event'}" was cancelled`,
      url: `/events/${eventId}`,
      actorUserId: who.viewer.userId,
      recipientUserIds: attendees.map((a) => a.userId).filter((id) => id !== who.viewer.userId),
    });
    await recordActivity(tx, ctx.incubator.id, who.viewer.userId, { action: 'event.cancelled', entityType: 'event', entityId: eventId, after: { attendees: attendees.length } });
    return { row: row!, created: note ? [note] : [] };
  });
  await deliverNotifications(ctx, created);
  return row;
}

/**
 * sendEventFeedbackRequest (D-483): after the event, the editor picks a feedback form; the feedback module's own
 * sendFeedbackRequest sends it (request, tasks, notifications) to the people who attended — those marked attended,
 * and those still `registered` (attendance not marked) — never the no-shows, the waitlist or a cancelled event.
 */
export async function sendEventFeedbackRequest(
  ctx: AppContext,
  eventId: string,
  input: { formId: unknown; dueDate: unknown; message?: unknown },
): Promise<number> {
  const { event } = await requireEditableEvent(ctx, eventId);
  if (event.cancelledAt) throw validationError(`eventId: ${EVENT_MESSAGES.cancelled}`);
  if (!event.endTime || event.endTime.getTime() > Date.now()) throw validationError(`eventId: ${EVENT_MESSAGES.feedbackTooEarly}`);
  const people = await ctx.data.run((tx) =>
    tx
      .select({ userId: incubatorEventAttendees.userId })
      .from(incubatorEventAttendees)
      .where(and(eq(incubatorEventAttendees.eventId, eventId), isNull(incubatorEventAttendees.waitlistedAt), isNull(incubatorEventAttendees.hostBookingId), inArray(incubatorEventAttendees.status, ['attended', 'registered']))),
  );
  const userIds = [...new Set(people.map((p) => p.userId))];
  if (userIds.length === 0) throw validationError(`eventId: ${EVENT_MESSAGES.noFeedbackRecipients}`);
  await sendFeedbackRequest(ctx, { formId: input.formId, dueDate: input.dueDate, message: input.message, userIds });
  return userIds.length;
}
