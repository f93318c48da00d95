/**
 * The booking API (issue 17 item 2; docs/contract-coaching.md §3.2): the three ways of booking a host — a free slot
 * on an assigned host's profile, an invitation, an office hour — and what the founder side reads to book. A lost race
 * answers extensions.code SlotTaken (409), never an internal error.
 */
import { BOOKING_WAYS, COACHING_SESSION_STATUSES, INVITATION_ANSWERS, INVITATION_STATUSES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { coachingPolicy } from './coaching.policy.js';
import { bookSlot, bookableHosts, upcomingCoachingSessions, type BookableHostGroup } from './booking.service.js';
import type { CoachingSessionView } from './booking-core.js';
import { cancelMeetingByLink, coachingInvitation, inviteStartup, respondToInvitation, type CancelledMeeting, type InvitationView } from './invitations.service.js';
import { hostInvitations, hostOfficeHours } from './host-agenda.service.js';
import { openOfficeHours, publishOfficeHours, takeOfficeHour, type OfficeHourView } from './office-hours.service.js';

const BookingWayEnum = builder.enumType('BookingWay', { values: BOOKING_WAYS });
const SessionStatusEnum = builder.enumType('CoachingSessionStatus', { values: COACHING_SESSION_STATUSES });
const InvitationStatusEnum = builder.enumType('CoachingInvitationStatus', { values: INVITATION_STATUSES });
const InvitationAnswerEnum = builder.enumType('CoachingInvitationAnswer', { values: INVITATION_ANSWERS });

interface NamedRef {
  id: string;
  name: string;
}
interface PersonRef {
  id: string;
  fullName: string;
}

const BookingStartupRef = builder.objectRef<NamedRef>('BookingStartup').implement({
  fields: (t) => ({ _id: t.exposeID('id'), name: t.exposeString('name') }),
});
const BookingPersonRef = builder.objectRef<PersonRef>('BookingPerson').implement({
  fields: (t) => ({ _id: t.exposeID('id'), fullName: t.exposeString('fullName') }),
});
const BookableHostRef = builder.objectRef<BookableHostGroup['hosts'][number]>('BookableHost').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    avatar: t.exposeString('avatar', { nullable: true }),
    roleType: t.exposeString('roleType'),
  }),
});
const BookableHostGroupRef = builder.objectRef<BookableHostGroup>('BookableHostGroup').implement({
  fields: (t) => ({
    startup: t.field({ type: BookingStartupRef, resolve: (g) => g.startup }),
    hosts: t.field({ type: [BookableHostRef], resolve: (g) => g.hosts }),
  }),
});

const CoachingSessionRef = builder.objectRef<CoachingSessionView>('CoachingSessionBooking').implement({
  description: 'A booked coaching session (wave 2: what booking shows; the session page is wave 3).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    startup: t.field({ type: BookingStartupRef, resolve: (s) => s.startup }),
    bookingWay: t.field({ type: BookingWayEnum, resolve: (s) => s.bookingWay }),
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (s) => s.endsAt }),
    status: t.field({ type: SessionStatusEnum, resolve: (s) => s.status }),
    location: t.exposeString('location', { nullable: true }),
    videoProvider: t.exposeString('videoProvider', { nullable: true }),
    videoLink: t.exposeString('videoLink', { nullable: true }),
    hosts: t.field({ type: [BookingPersonRef], resolve: (s) => s.hosts }),
  }),
});

const CoachingInvitationRef = builder.objectRef<InvitationView>('CoachingInvitation').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    startup: t.field({ type: BookingStartupRef, resolve: (i) => i.startup }),
    hosts: t.field({ type: [BookingPersonRef], resolve: (i) => i.hosts }),
    startsAt: t.field({ type: 'DateTime', resolve: (i) => i.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (i) => i.endsAt }),
    title: t.exposeString('title', { nullable: true }),
    status: t.field({ type: InvitationStatusEnum, description: 'expired as soon as expiresAt passes unanswered.', resolve: (i) => i.status }),
    expiresAt: t.field({ type: 'DateTime', resolve: (i) => i.expiresAt }),
    sessionId: t.exposeID('sessionId', { nullable: true }),
    viewerCanAnswer: t.exposeBoolean('viewerCanAnswer'),
    cancelUrl: t.string({ nullable: true, description: 'Only in inviteStartup’s answer: the open cancel-meeting link (also e-mailed to the startup).', resolve: (i) => i.cancelUrl ?? null }),
  }),
});

const OfficeHourRef = builder.objectRef<OfficeHourView>('OfficeHour').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    host: t.field({ type: BookingPersonRef, resolve: (o) => o.host }),
    startsAt: t.field({ type: 'DateTime', resolve: (o) => o.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (o) => o.endsAt }),
    programIds: t.idList({ resolve: (o) => o.programIds }),
    tagIds: t.idList({ resolve: (o) => o.tagIds }),
    taken: t.exposeBoolean('taken'),
    takenBy: t.field({ type: BookingStartupRef, nullable: true, description: 'The startup that took it; null while open.', resolve: (o) => o.takenBy }),
    sessionId: t.exposeID('sessionId', { nullable: true, description: 'The session it became once taken.' }),
  }),
});

const CancelledMeetingRef = builder.objectRef<CancelledMeeting>('CancelledMeeting').implement({
  fields: (t) => ({
    startsAt: t.field({ type: 'DateTime', resolve: (c) => c.startsAt }),
    startupName: t.exposeString('startupName'),
  }),
});

const SessionTimeInput = builder.inputType('SessionTimeInput', {
  fields: (t) => ({ start: t.field({ type: 'DateTime', required: true }), end: t.field({ type: 'DateTime', required: true }) }),
});

const idOrNull = (value: string | number | null | undefined): string | null => (value === undefined || value === null ? null : String(value));

builder.queryFields((t) => ({
  bookableHosts: t.field({
    type: [BookableHostGroupRef],
    description: 'The hosts assigned to the viewer’s startups (or to the startup named), whose free slots the viewer may book.',
    args: { startupId: t.arg.id() },
    access: coachingPolicy.bookableHosts,
    resolve: (_r, args, ctx) => bookableHosts(ctx, { startupId: idOrNull(args.startupId) }),
  }),
  upcomingCoachingSessions: t.field({
    type: [CoachingSessionRef],
    args: { startupId: t.arg.id({ required: true }) },
    access: coachingPolicy.upcomingCoachingSessions,
    resolve: (_r, args, ctx) => upcomingCoachingSessions(ctx, { startupId: String(args.startupId) }),
  }),
  coachingInvitation: t.field({
    type: CoachingInvitationRef,
    args: { id: t.arg.id({ required: true }) },
    access: coachingPolicy.coachingInvitation,
    resolve: (_r, args, ctx) => coachingInvitation(ctx, { id: String(args.id) }),
  }),
  openOfficeHours: t.field({
    type: [OfficeHourRef],
    args: { startupId: t.arg.id({ required: true }) },
    access: coachingPolicy.openOfficeHours,
    resolve: (_r, args, ctx) => openOfficeHours(ctx, { startupId: String(args.startupId) }),
  }),
  hostOfficeHours: t.field({
    type: [OfficeHourRef],
    description: 'The office hours a host (omitted: the viewer) published that have not ended, open or taken, by start.',
    args: { hostId: t.arg.id() },
    access: coachingPolicy.hostOfficeHours,
    resolve: (_r, args, ctx) => hostOfficeHours(ctx, { hostId: idOrNull(args.hostId) }),
  }),
  hostInvitations: t.field({
    type: [CoachingInvitationRef],
    description: 'The invitations naming a host (omitted: the viewer) that have not ended, with their state, by start.',
    args: { hostId: t.arg.id() },
    access: coachingPolicy.hostInvitations,
    resolve: (_r, args, ctx) => hostInvitations(ctx, { hostId: idOrNull(args.hostId) }),
  }),
}));

builder.mutationFields((t) => ({
  bookSlot: t.field({
    type: CoachingSessionRef,
    description: 'Books the host’s free slot starting at `start` for the startup; SlotTaken when it was just taken.',
    args: { hostId: t.arg.id({ required: true }), start: t.arg({ type: 'DateTime', required: true }), startupId: t.arg.id({ required: true }) },
    access: coachingPolicy.bookSlot,
    resolve: (_r, args, ctx) => bookSlot(ctx, { hostId: String(args.hostId), start: args.start, startupId: String(args.startupId) }),
  }),
  inviteStartup: t.field({
    type: CoachingInvitationRef,
    args: {
      hostIds: t.arg.idList({ required: true }),
      startupId: t.arg.id({ required: true }),
      start: t.arg({ type: 'DateTime', required: true }),
      end: t.arg({ type: 'DateTime', required: true }),
      expiresAt: t.arg({ type: 'DateTime', description: 'Default: 72 hours from now, or the start if sooner.' }),
      title: t.arg.string(),
    },
    access: coachingPolicy.inviteStartup,
    resolve: (_r, args, ctx) => inviteStartup(ctx, { ...args, hostIds: args.hostIds.map(String), startupId: String(args.startupId) }),
  }),
  respondToInvitation: t.field({
    type: CoachingInvitationRef,
    args: { id: t.arg.id({ required: true }), answer: t.arg({ type: InvitationAnswerEnum, required: true }) },
    access: coachingPolicy.respondToInvitation,
    resolve: (_r, args, ctx) => respondToInvitation(ctx, { id: String(args.id), answer: args.answer }),
  }),
  cancelMeetingByLink: t.field({
    type: CancelledMeetingRef,
    description: 'The open /coaching/invitation/{id}/cancel-meeting link: cancels the invitation or its session, once.',
    args: { id: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    access: coachingPolicy.cancelMeetingByLink,
    resolve: (_r, args, ctx) => cancelMeetingByLink(ctx, { id: String(args.id), token: args.token }),
  }),
  publishOfficeHours: t.field({
    type: [OfficeHourRef],
    description: 'Open slots of a host (omitted: the viewer) for startups in programIds or with tagIds (both empty: all).',
    args: {
      hostId: t.arg.id(),
      slots: t.arg({ type: [SessionTimeInput], required: true }),
      programIds: t.arg.idList(),
      tagIds: t.arg.idList(),
    },
    access: coachingPolicy.publishOfficeHours,
    resolve: (_r, args, ctx) =>
      publishOfficeHours(ctx, { hostId: idOrNull(args.hostId), slots: args.slots, programIds: args.programIds?.map(String), tagIds: args.tagIds?.map(String) }),
  }),
  takeOfficeHour: t.field({
    type: CoachingSessionRef,
    args: { slotId: t.arg.id({ required: true }), startupId: t.arg.id({ required: true }) },
    access: coachingPolicy.takeOfficeHour,
    resolve: (_r, args, ctx) => takeOfficeHour(ctx, { slotId: String(args.slotId), startupId: String(args.startupId) }),
  }),
}));
