/**
 * One-on-one events on the API (issue 18 wave 2; docs/contract-events.md §3.4): the D2 §3.7 one-on-one fields of
 * IncubatorEvent, the event's free slots, booking and cancelling one, and the ENT-31 lists per startup and per user.
 */
import { builder } from '../../graphql/builder.js';
import { incubatorEventAttendees, users } from '../../db/schema/index.js';
import { and, eq, isNotNull } from 'drizzle-orm';
import { UserRef } from '../identity/users/index.js';
import { detailsOf } from './event-loaders.js';
import { AttendeeRef, AvailabilityMethodEnum, EventPageRef, EventTypeEnum, IncubatorEventRef, NoticeUnitEnum } from './events.graphql.js';
import { eventsPolicy } from './events.policy.js';
import { eventsByStartup, eventsByUser } from './events-lists.service.js';
import { bookEventSlot, cancelEventSlot, eventSlots, viewerBookings, type EventBookingView } from './one-on-one.service.js';
import type { EventSlot } from './one-on-one-slots.js';

const NoticeRef = builder.objectRef<{ meetingRegistrationHasNoticePeriod: boolean; periodValue: number | null; periodUnit: string | null }>('EventRegistrationNoticePeriod').implement({
  fields: (t) => ({
    meetingRegistrationHasNoticePeriod: t.exposeBoolean('meetingRegistrationHasNoticePeriod'),
    periodValue: t.exposeInt('periodValue', { nullable: true }),
    periodUnit: t.field({ type: NoticeUnitEnum, nullable: true, resolve: (n) => (n.periodUnit as 'minutes' | 'hours' | 'days' | null) }),
  }),
});
const AvailabilityRef = builder.objectRef<{ method: string | null; type: string | null; mode: string | null }>('EventAvailability').implement({
  description: 'D2 §3.7 availability: method (D-487); type and mode are kept as given.',
  fields: (t) => ({
    method: t.field({ type: AvailabilityMethodEnum, nullable: true, resolve: (a) => a.method as 'hosts_availability' | 'event_specific' | null }),
    type: t.exposeString('type', { nullable: true }),
    mode: t.exposeString('mode', { nullable: true }),
  }),
});

const EventSlotRef = builder.objectRef<EventSlot>('EventSlot').implement({
  description: 'A free slot of a one-on-one event: its times and the hosts free then (in host order).',
  fields: (t) => ({
    start: t.field({ type: 'DateTime', resolve: (s) => new Date(s.start) }),
    end: t.field({ type: 'DateTime', resolve: (s) => new Date(s.end) }),
    date: t.exposeString('date', { description: 'The date in the event zone.' }),
    hostIds: t.idList({ resolve: (s) => s.hostIds }),
  }),
});

const EventBookingRef = builder.objectRef<EventBookingView>('EventBooking').implement({
  description: 'A booked slot of a one-on-one event (D2 §3.8 bookingDetails).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    eventId: t.exposeID('eventId'),
    startTime: t.field({ type: 'DateTime', resolve: (b) => b.startsAt }),
    endTime: t.field({ type: 'DateTime', resolve: (b) => b.endsAt }),
    host: t.field({ type: UserRef, resolve: (b) => b.host }),
  }),
});

const BookingDetailsRef = builder.objectRef<{ startTime: Date; endTime: Date }>('EventBookingDetails').implement({
  fields: (t) => ({
    startTime: t.field({ type: 'DateTime', resolve: (b) => b.startTime }),
    endTime: t.field({ type: 'DateTime', resolve: (b) => b.endTime }),
  }),
});

builder.objectFields(AttendeeRef, (t) => ({
  bookingDetails: t.field({
    type: BookingDetailsRef,
    nullable: true,
    description: 'A one-on-one booking: its times (null for a group registration).',
    resolve: (a) => (a.bookingStartsAt && a.bookingEndsAt ? { startTime: a.bookingStartsAt, endTime: a.bookingEndsAt } : null),
  }),
}));

builder.objectFields(IncubatorEventRef, (t) => ({
  timeslotIncrement: t.exposeInt('timeslotIncrement', { nullable: true, description: 'Minutes between slot starts (null: the session length).' }),
  numberOfSessions: t.exposeInt('numberOfSessions', { nullable: true }),
  oneOnOneDates: t.stringList({ resolve: (e) => e.oneOnOneDates ?? [] }),
  availability: t.field({ type: AvailabilityRef, resolve: (e) => ({ method: e.availabilityMethod, type: e.availabilityType, mode: e.availabilityMode }) }),
  registrationNoticePeriod: t.field({ type: NoticeRef, nullable: true, resolve: (e) => e.registrationNotice }),
  ignoreHostsLinkedCalendar: t.exposeBoolean('ignoreHostsLinkedCalendar'),
  ignoreHourAllocation: t.exposeBoolean('ignoreHourAllocation'),
  noOfBookings: t.int({
    nullable: true,
    description: 'One-on-one: the booked slots (D-490); null for a group event.',
    resolve: async (e, _a, ctx) => (e.eventType === 'one_on_one' ? (await detailsOf(ctx, e.id)).registeredCount : null),
  }),
  calendarHost: t.field({
    type: UserRef,
    nullable: true,
    resolve: async (e, _a, ctx) => {
      if (!e.calendarHostId) return null;
      const [row] = await ctx.data.run((tx) => tx.select({ _id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, e.calendarHostId!)).limit(1));
      return row ?? null;
    },
  }),
  viewerBookings: t.field({
    type: [EventBookingRef],
    description: "The viewer's booked slots of this one-on-one event.",
    resolve: (e, _a, ctx) => (ctx.viewer && e.eventType === 'one_on_one' ? ctx.data.run((tx) => viewerBookings(tx, e.id, ctx.viewer!.userId)) : []),
  }),
  viewerSessionsLeft: t.int({
    nullable: true,
    description: 'One-on-one: how many more slots the viewer (with their startup) may book; null for a group event.',
    resolve: async (e, _a, ctx) => {
      if (!ctx.viewer || e.eventType !== 'one_on_one') return null;
      const mine = await ctx.data.run((tx) => tx.select({ id: incubatorEventAttendees.id }).from(incubatorEventAttendees)
        .where(and(eq(incubatorEventAttendees.eventId, e.id), eq(incubatorEventAttendees.userId, ctx.viewer!.userId), isNotNull(incubatorEventAttendees.hostBookingId))));
      return Math.max(0, (e.numberOfSessions ?? 1) - mine.length);
    },
  }),
}));

const pageArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  eventType: t.arg({ type: EventTypeEnum }),
  first: t.arg.int({ description: '1 to 100 (default 20).' }),
  after: t.arg.string({ description: 'The `next` of the previous page.' }),
});

builder.queryFields((t) => ({
  eventSlots: t.field({
    type: [EventSlotRef],
    description: 'The free slots of a one-on-one event between two instants (at most 62 days), from its hosts’ hours on the shared engine.',
    args: { eventId: t.arg.id({ required: true }), from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    access: eventsPolicy.eventSlots,
    resolve: (_r, a, ctx) => eventSlots(ctx, { eventId: String(a.eventId), from: a.from, to: a.to }),
  }),
  eventsByStartup: t.field({
    type: EventPageRef,
    description: 'ENT-31: the events a startup’s people registered for or booked, latest first, cursor-paginated.',
    args: { startupId: t.arg.id({ required: true }), ...pageArgs(t) },
    access: eventsPolicy.eventsByStartup,
    resolve: (_r, a, ctx) => eventsByStartup(ctx, { ...a, startupId: String(a.startupId) }),
  }),
  eventsByUser: t.field({
    type: EventPageRef,
    description: 'ENT-31: the events a person registered for, booked or hosts, latest first, cursor-paginated.',
    args: { userId: t.arg.id({ required: true }), ...pageArgs(t) },
    access: eventsPolicy.eventsByUser,
    resolve: (_r, a, ctx) => eventsByUser(ctx, { ...a, userId: String(a.userId) }),
  }),
}));

builder.mutationFields((t) => ({
  bookEventSlot: t.field({
    type: EventBookingRef,
    description: 'Books the slot of a one-on-one event starting at startsAt (with hostUserId, or the first host free then). SlotTaken when someone was quicker.',
    args: { eventId: t.arg.id({ required: true }), startsAt: t.arg({ type: 'DateTime', required: true }), hostUserId: t.arg.id() },
    access: eventsPolicy.bookEventSlot,
    resolve: (_r, a, ctx) => bookEventSlot(ctx, { eventId: String(a.eventId), startsAt: a.startsAt, hostUserId: a.hostUserId ?? null }),
  }),
  cancelEventSlot: t.field({
    type: IncubatorEventRef,
    description: 'Cancels a booked slot (the viewer’s own, or any for an editor) before it starts; the host’s time is freed.',
    args: { bookingId: t.arg.id({ required: true }) },
    access: eventsPolicy.cancelEventSlot,
    resolve: (_r, a, ctx) => cancelEventSlot(ctx, { bookingId: String(a.bookingId) }),
  }),
}));
