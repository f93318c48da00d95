/**
 * Waitlist, attendance, export and post-event feedback on the API (issue 18 item 4; docs/contract-events.md §3.3,
 * §3.4): the viewer's place on the waitlist and the check-in state as fields of IncubatorEvent, and the mutations
 * leaveEventWaitlist, markAttendance, cancelIncubatorEvent, exportEventAttendees and sendEventFeedbackRequest.
 */
import { eventDayHasCome } from '@hatchery/domain';
import type { IncubatorEventRow } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import type { AppContext } from '../../http/context.js';
import { ExportFormatEnum, ExportJobRef } from '../metrics/index.js';
import type { AccessRule } from '../permissions/index.js';
import { cancelIncubatorEvent, markAttendance, sendEventFeedbackRequest } from './event-attendance.service.js';
import { exportEventAttendees } from './event-export.service.js';
import { leaveEventWaitlist, viewerPlace } from './event-registration.service.js';
import { detailsOf, viewerIsWaiting, viewerMayEdit } from './event-loaders.js';
import { AttendanceEnum, idArg, IncubatorEventRef, type MutationFieldBuilder } from './events.graphql.js';
import { eventsPolicy } from './events.policy.js';

builder.objectFields(IncubatorEventRef, (t) => ({
  viewerIsWaitlisted: t.boolean({
    description: 'The viewer is on the waitlist (registered when the event was full, D-478).',
    resolve: (e, _a, ctx) => viewerIsWaiting(ctx, e),
  }),
  waitlistPosition: t.int({
    nullable: true,
    description: "The viewer's place on the waitlist (1 = next in line); null when not waiting.",
    resolve: async (e, _a, ctx) => (ctx.viewer ? ((await ctx.data.run((tx) => viewerPlace(tx, e.id, ctx.viewer!.userId)))?.waitlistPosition ?? null) : null),
  }),
  waitlistCount: t.int({ description: 'People waiting for a seat.', resolve: async (e, _a, ctx) => (await detailsOf(ctx, e.id)).waitlistCount }),
  cancelledAt: t.field({ type: 'DateTime', nullable: true, description: 'Set when an editor cancelled the event (D-481).', resolve: (e) => e.cancelledAt }),
  viewerCanCheckIn: t.boolean({
    description: "The viewer edits or hosts the event, it is not cancelled, and its day has come (the check-in list, D-480).",
    resolve: async (e, _a, ctx) => {
      if (!ctx.viewer || e.cancelledAt || !eventDayHasCome(e.startTime, e.timezone ?? ctx.incubator.timezone, new Date())) return false;
      return viewerMayEdit(ctx, e);
    },
  }),
}));

/** A mutation on one event (its `eventId` only) that answers the event as it is afterwards. */
function eventMutation(t: MutationFieldBuilder, field: { description: string; access: AccessRule; run: (ctx: AppContext, eventId: string) => Promise<IncubatorEventRow> }) {
  return t.field({ type: IncubatorEventRef, description: field.description, args: idArg(t), access: field.access, resolve: (_r, a, ctx) => field.run(ctx, String(a.eventId)) });
}

builder.mutationFields((t) => ({
  leaveEventWaitlist: eventMutation(t, {
    description: "Gives up the viewer's place on the waitlist; those behind move up.",
    access: eventsPolicy.leaveEventWaitlist,
    run: leaveEventWaitlist,
  }),
  markAttendance: t.field({
    type: IncubatorEventRef,
    description: 'REF-26: sets the attendance of seat holders (attended and no show from the event’s day). Attended is a post on the startup’s timeline (D-482).',
    args: { ...idArg(t), attendeeIds: t.arg.idList({ required: true }), status: t.arg({ type: AttendanceEnum, required: true }) },
    access: eventsPolicy.markAttendance,
    resolve: (_r, a, ctx) => markAttendance(ctx, String(a.eventId), { attendeeIds: a.attendeeIds.map(String), status: a.status }),
  }),
  cancelIncubatorEvent: eventMutation(t, {
    description: 'D-481: closes registration; every attendee becomes event cancelled and is told.',
    access: eventsPolicy.cancelIncubatorEvent,
    run: cancelIncubatorEvent,
  }),
  exportEventAttendees: t.field({
    type: ExportJobRef,
    description: 'Queues the attendee list as CSV or XLSX; poll exportJob(id) for progress and the file.',
    args: { ...idArg(t), format: t.arg({ type: ExportFormatEnum, required: true }) },
    access: eventsPolicy.exportEventAttendees,
    resolve: (_r, a, ctx) => exportEventAttendees(ctx, String(a.eventId), a.format),
  }),
  sendEventFeedbackRequest: t.int({
    description: "D-483: sends the feedback form to the event's attendees through the feedback module's request; answers how many.",
    args: { ...idArg(t), formId: t.arg.id({ required: true }), dueDate: t.arg.string({ required: true }), message: t.arg.string() },
    access: eventsPolicy.sendEventFeedbackRequest,
    resolve: (_r, a, ctx) => sendEventFeedbackRequest(ctx, String(a.eventId), { formId: String(a.formId), dueDate: a.dueDate, message: a.message ?? undefined }),
  }),
}));
