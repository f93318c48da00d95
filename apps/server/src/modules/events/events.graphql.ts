/**
 * Incubator events on the API (issue 18 wave 1; docs/contract-events.md §3): the IncubatorEvent type with the D2 §3.7
 * fields of group events, the viewer's list and one event, the editor's mutations and registration.
 */
import { EVENT_AVAILABILITY_METHODS, EVENT_EDIT_PERMISSIONS, EVENT_NOTICE_UNITS, EVENT_STATUSES, EVENT_TYPES, VIDEO_CONFERENCING, type EventAttendance } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import type { IncubatorEventRow } from '../../db/schema/index.js';
import { UserRef } from '../identity/users/index.js';
import { TagRef } from '../tags/index.js';
import { detailsOf, viewerHoldsSeat, viewerMayEdit, viewerMayRegister } from './event-loaders.js';
import { eventAttendees, getEvent, listEvents, listPlanningEvents, PLANNING_SECTIONS, type AttendeeView, type EventPage } from './events-read.service.js';
import { registerForEvent, unregisterFromEvent } from './event-registration.service.js';
import { changeEventState, createIncubatorEvent, deleteIncubatorEvent, duplicateIncubatorEvent, updateIncubatorEvent } from './events.service.js';
import { eventsPolicy } from './events.policy.js';
import { eventEditorOptions, eventFilterOptions, type EventEditorOptions, type EventFilterOptions, type EventOption } from './events-options.service.js';

export const EventTypeEnum = builder.enumType('IncubatorEventType', { values: EVENT_TYPES });
const EventStatusEnum = builder.enumType('IncubatorEventStatus', { values: EVENT_STATUSES, description: 'D-421: draft (editors only) or published.' });
const EditPermissionEnum = builder.enumType('IncubatorEventEditPermission', { values: EVENT_EDIT_PERMISSIONS, description: 'D-422.' });
const ConferenceSolutionEnum = builder.enumType('ConferenceSolution', {
  values: Object.fromEntries(VIDEO_CONFERENCING.map((v) => [v.toUpperCase().replace(/\s+/g, '_'), { value: v }])),
  description: 'REF-17 video providers.',
});
const ATTENDANCE: Record<string, { value: EventAttendance }> = { REGISTERED: { value: 'registered' }, ATTENDED: { value: 'attended' }, NO_SHOW: { value: 'no show' }, EVENT_CANCELLED: { value: 'event cancelled' } };
export const AttendanceEnum = builder.enumType('EventAttendance', { values: ATTENDANCE, description: 'REF-26.' });
const TimeframeEnum = builder.enumType('EventTimeframe', { values: ['upcoming', 'past', 'all'] as const });
const MineEnum = builder.enumType('EventMine', { values: ['hosting', 'registered'] as const });
const PlanningSectionEnum = builder.enumType('EventPlanningSection', { values: PLANNING_SECTIONS, description: 'D1 §2.3 /events/planning (D-427).' });

type Rule = { is: readonly string[]; isNot: readonly string[] };
const VisibilityRuleRef = builder.objectRef<Rule>('EventVisibilityRule').implement({
  fields: (t) => ({ is: t.idList({ resolve: (r) => [...r.is] }), isNot: t.idList({ resolve: (r) => [...r.isNot] }) }),
});
const VisibilityRef = builder.objectRef<IncubatorEventRow['visibility']>('EventVisibility').implement({
  description: 'D2 §3.7: each list holds ids; a viewer sees the event when every rule lets them through (D-420).',
  fields: (t) => ({
    userRoles: t.field({ type: VisibilityRuleRef, resolve: (v) => v.userRoles }),
    userTags: t.field({ type: VisibilityRuleRef, resolve: (v) => v.userTags }),
    startupTags: t.field({ type: VisibilityRuleRef, resolve: (v) => v.startupTags }),
    startupPrograms: t.field({ type: VisibilityRuleRef, resolve: (v) => v.startupPrograms }),
  }),
});
const LocationRef = builder.objectRef<{ text: string | null; link: string | null }>('EventLocation').implement({
  fields: (t) => ({ text: t.exposeString('text', { nullable: true }), link: t.exposeString('link', { nullable: true }) }),
});
const ConferenceRef = builder.objectRef<{ url: string | null; solution: string | null; iconUri: string | null }>('EventConferenceData').implement({
  fields: (t) => ({
    url: t.exposeString('url', { nullable: true }),
    solution: t.exposeString('solution', { nullable: true }),
    iconUri: t.exposeString('iconUri', { nullable: true }),
  }),
});
const AttachmentLinkRef = builder.objectRef<{ name: string; link: string }>('EventAttachmentLink').implement({
  fields: (t) => ({ name: t.exposeString('name'), link: t.exposeString('link') }),
});
export const AttendeeRef = builder.objectRef<AttendeeView>('EventAttendee').implement({
  description: 'D2 §3.8: a registrant and their attendance (REF-26).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    status: t.field({ type: AttendanceEnum, resolve: (a) => a.status }),
    registrationTime: t.field({ type: 'DateTime', resolve: (a) => a.registrationTime }),
    registrant: t.field({ type: UserRef, resolve: (a) => ({ _id: a.userId, fullName: a.fullName }) }),
    startupName: t.exposeString('startupName', { nullable: true, description: 'The startup the registration was made for (timeline).' }),
    waitlisted: t.boolean({ description: 'On the waitlist: no seat (D-478).', resolve: (a) => a.waitlistedAt !== null }),
    waitlistPosition: t.exposeInt('waitlistPosition', { nullable: true, description: '1 = next in line; null for a seat holder.' }),
  }),
});

export const IncubatorEventRef = builder.objectRef<IncubatorEventRow>('IncubatorEvent').implement({
  description: 'D2 §3.7: an incubator event, group or one-on-one (office hours; the one-on-one fields are in one-on-one.graphql.ts).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    eventType: t.field({ type: EventTypeEnum, resolve: (e) => e.eventType }),
    title: t.exposeString('title', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    capacity: t.exposeInt('capacity', { nullable: true }),
    image: t.exposeString('imageUrl', { nullable: true }),
    cover: t.exposeString('coverUrl', { nullable: true }),
    location: t.field({ type: LocationRef, resolve: (e) => ({ text: e.locationText, link: e.locationLink }) }),
    conferenceData: t.field({ type: ConferenceRef, resolve: (e) => ({ url: e.conferenceUrl, solution: e.conferenceSolution, iconUri: e.conferenceIconUri }) }),
    status: t.field({ type: EventStatusEnum, resolve: (e) => e.status }),
    isArchived: t.exposeBoolean('isArchived'),
    editPermission: t.field({ type: EditPermissionEnum, resolve: (e) => e.editPermission }),
    visibility: t.field({ type: VisibilityRef, resolve: (e) => e.visibility }),
    startTime: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.startTime }),
    endTime: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.endTime }),
    duration: t.exposeInt('duration', { nullable: true, description: 'Minutes.' }),
    timezone: t.exposeString('timezone', { nullable: true }),
    attachmentLinks: t.field({ type: [AttachmentLinkRef], resolve: (e) => e.attachmentLinks }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.publishedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    hosts: t.field({ type: [UserRef], resolve: async (e, _a, ctx) => (await detailsOf(ctx, e.id)).hosts }),
    topics: t.field({ type: [TagRef], resolve: async (e, _a, ctx) => (await detailsOf(ctx, e.id)).tags.filter((x) => x.kind === 'topic') }),
    tags: t.field({ type: [TagRef], resolve: async (e, _a, ctx) => (await detailsOf(ctx, e.id)).tags.filter((x) => x.kind === 'event') }),
    registeredCount: t.int({ resolve: async (e, _a, ctx) => (await detailsOf(ctx, e.id)).registeredCount }),
    seatsLeft: t.int({
      nullable: true,
      description: 'Null: no capacity limit.',
      resolve: async (e, _a, ctx) => (e.capacity === null ? null : Math.max(0, e.capacity - (await detailsOf(ctx, e.id)).registeredCount)),
    }),
    attendees: t.field({ type: [AttendeeRef], description: 'For those who edit the event; empty for others.', resolve: (e, _a, ctx) => eventAttendees(ctx, e) }),
    viewerIsRegistered: t.boolean({
      description: 'The viewer holds a seat (a place on the waitlist is viewerIsWaitlisted).',
      resolve: (e, _a, ctx) => viewerHoldsSeat(ctx, e),
    }),
    viewerCanRegister: t.boolean({
      description: 'Published, visible to the viewer, not ended or cancelled, and not registered yet. When no seat is left, registering joins the waitlist (D-478).',
      resolve: (e, _a, ctx) => viewerMayRegister(ctx, e),
    }),
    // The viewer fields of a page come from one batched read (event-loaders.ts), not a transaction per event.
    viewerCanEdit: t.boolean({ resolve: (e, _a, ctx) => viewerMayEdit(ctx, e) }),
  }),
});

export const EventPageRef = builder.objectRef<EventPage>('IncubatorEventPage').implement({
  fields: (t) => ({ results: t.field({ type: [IncubatorEventRef], resolve: (p) => p.results }), next: t.exposeString('next', { nullable: true }) }),
});

const RuleInput = builder.inputType('EventVisibilityRuleInput', {
  fields: (t) => ({ is: t.idList({ required: true }), isNot: t.idList({ required: true }) }),
});
const VisibilityInput = builder.inputType('EventVisibilityInput', {
  fields: (t) => ({
    userRoles: t.field({ type: RuleInput, required: true }),
    userTags: t.field({ type: RuleInput, required: true }),
    startupTags: t.field({ type: RuleInput, required: true }),
    startupPrograms: t.field({ type: RuleInput, required: true }),
  }),
});
const AttachmentLinkInput = builder.inputType('EventAttachmentLinkInput', {
  fields: (t) => ({ name: t.string({ required: true }), link: t.string({ required: true }) }),
});
export const AvailabilityMethodEnum = builder.enumType('EventAvailabilityMethod', { values: EVENT_AVAILABILITY_METHODS, description: 'D-487.' });
export const NoticeUnitEnum = builder.enumType('EventNoticeUnit', { values: EVENT_NOTICE_UNITS });
const NoticePeriodInput = builder.inputType('EventNoticePeriodInput', {
  fields: (t) => ({ value: t.int({ required: true }), unit: t.field({ type: NoticeUnitEnum, required: true }) }),
});
const EventInput = builder.inputType('IncubatorEventInput', {
  description: 'Every field replaces the stored one; a published event must keep a title and its times.',
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    capacity: t.int({ description: 'Null: no limit.' }),
    imageUrl: t.string(),
    coverUrl: t.string(),
    locationText: t.string(),
    locationLink: t.string(),
    conferenceUrl: t.string(),
    conferenceSolution: t.field({ type: ConferenceSolutionEnum }),
    startTime: t.field({ type: 'DateTime' }),
    endTime: t.field({ type: 'DateTime' }),
    timezone: t.string(),
    editPermission: t.field({ type: EditPermissionEnum }),
    hostIds: t.idList(),
    topicIds: t.idList(),
    tagIds: t.idList(),
    visibility: t.field({ type: VisibilityInput }),
    attachmentLinks: t.field({ type: [AttachmentLinkInput] }),
    // One-on-one fields (wave 2; D-486..D-488): ignored for a group event.
    eventType: t.field({ type: EventTypeEnum, description: 'Omitted: the stored type. Refused once the event has registrants.' }),
    sessionMinutes: t.int({ description: 'One-on-one: the length of one session (stored as duration).' }),
    timeslotIncrement: t.int({ description: 'One-on-one: minutes between slot starts (null: the session length).' }),
    numberOfSessions: t.int({ description: 'One-on-one: sessions a person and their startup may book together (null: 1).' }),
    oneOnOneDates: t.stringList({ description: 'One-on-one: YYYY-MM-DD dates in the event zone; empty: every day of the window.' }),
    availabilityMethod: t.field({ type: AvailabilityMethodEnum }),
    noticePeriod: t.field({ type: NoticePeriodInput, description: 'Null: no notice period.' }),
    ignoreHostsLinkedCalendar: t.boolean(),
    ignoreHourAllocation: t.boolean(),
  }),
});

/** GraphQL null means "not given": the schema's default (the zod schema reads undefined that way). */
const withoutNulls = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

const EventOptionRef = builder.objectRef<EventOption>('EventOption').implement({
  fields: (t) => ({ value: t.exposeID('value'), label: t.exposeString('label') }),
});
const EditorOptionsRef = builder.objectRef<EventEditorOptions>('EventEditorOptions').implement({
  fields: (t) => ({
    roles: t.field({ type: [EventOptionRef], resolve: (o) => o.roles }),
    userTags: t.field({ type: [EventOptionRef], resolve: (o) => o.userTags }),
    startupTags: t.field({ type: [EventOptionRef], resolve: (o) => o.startupTags }),
    programs: t.field({ type: [EventOptionRef], resolve: (o) => o.programs }),
    topics: t.field({ type: [EventOptionRef], resolve: (o) => o.topics }),
    eventTags: t.field({ type: [EventOptionRef], resolve: (o) => o.eventTags }),
    hosts: t.field({ type: [EventOptionRef], description: 'Internal people of the tenant (CHR-23).', resolve: (o) => o.hosts }),
  }),
});

const FilterOptionsRef = builder.objectRef<EventFilterOptions>('EventFilterOptions').implement({
  fields: (t) => ({
    topics: t.field({ type: [EventOptionRef], resolve: (o) => o.topics }),
    eventTags: t.field({ type: [EventOptionRef], resolve: (o) => o.eventTags }),
    hosts: t.field({ type: [EventOptionRef], resolve: (o) => o.hosts }),
  }),
});

/** The REF-18 filters, shared by the feed (events) and the planning lists; applied in the SQL query. */
const filterArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  eventType: t.arg({ type: EventTypeEnum }),
  hostIds: t.arg.idList({ description: 'Events any of these people host.' }),
  topicIds: t.arg.idList({ description: 'Events with any of these topics.' }),
  tagIds: t.arg.idList({ description: 'Events with any of these event tags.' }),
  startsFrom: t.arg({ type: 'DateTime', description: 'Events starting at or after (the calendar view’s month).' }),
  startsBefore: t.arg({ type: 'DateTime', description: 'Events starting before.' }),
  cursor: t.arg.string(),
  limit: t.arg.int(),
});

builder.queryFields((t) => ({
  eventFilterOptions: t.field({
    type: FilterOptionsRef,
    description: "The feed's filter choices: topics, event tags and hosts of the events the viewer sees.",
    access: eventsPolicy.eventFilterOptions,
    resolve: (_r, _a, ctx) => eventFilterOptions(ctx),
  }),
  planningEvents: t.field({
    type: EventPageRef,
    description: 'D1 §2.3 /events/planning and /events/unpublished: drafts, published or archived events (D-427).',
    args: { section: t.arg({ type: PlanningSectionEnum, required: true }), ...filterArgs(t) },
    access: eventsPolicy.planningEvents,
    resolve: (_r, args, ctx) => listPlanningEvents(ctx, args),
  }),
  eventEditorOptions: t.field({
    type: EditorOptionsRef,
    description: "The event editor's choices: roles, tags, programs, topics, event tags and hosts.",
    access: eventsPolicy.eventEditorOptions,
    resolve: (_r, _a, ctx) => eventEditorOptions(ctx),
  }),
  event: t.field({
    type: IncubatorEventRef,
    args: { id: t.arg.id({ required: true }) },
    access: eventsPolicy.event,
    resolve: (_r, args, ctx) => getEvent(ctx, String(args.id)),
  }),
  events: t.field({
    type: EventPageRef,
    description: 'The events the viewer sees (visibility evaluated in SQL, D-420): upcoming soonest first, past latest first.',
    args: {
      timeframe: t.arg({ type: TimeframeEnum }),
      status: t.arg({ type: EventStatusEnum }),
      mine: t.arg({ type: MineEnum }),
      includeArchived: t.arg.boolean(),
      ...filterArgs(t),
    },
    access: eventsPolicy.events,
    resolve: (_r, args, ctx) => listEvents(ctx, args),
  }),
}));

/** The builder of a mutation field, as `builder.mutationFields` hands it over. */
export type MutationFieldBuilder = Parameters<Parameters<typeof builder.mutationFields>[0]>[0];

/** The `eventId` argument of the mutations on one event. */
export const idArg = (t: MutationFieldBuilder) => ({ eventId: t.arg.id({ required: true }) });

builder.mutationFields((t) => ({
  createIncubatorEvent: t.field({
    type: IncubatorEventRef,
    description: 'D1 §7.5: no arguments; a draft the viewer hosts, to open in /events/{_id}/edit.',
    access: eventsPolicy.createIncubatorEvent,
    resolve: (_r, _a, ctx) => createIncubatorEvent(ctx),
  }),
  updateIncubatorEvent: t.field({
    type: IncubatorEventRef,
    args: { ...idArg(t), input: t.arg({ type: EventInput, required: true }) },
    access: eventsPolicy.updateIncubatorEvent,
    resolve: (_r, args, ctx) => updateIncubatorEvent(ctx, String(args.eventId), withoutNulls(args.input as Record<string, unknown>)),
  }),
  publishIncubatorEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.publishIncubatorEvent, resolve: (_r, a, ctx) => changeEventState(ctx, String(a.eventId), 'publish') }),
  unpublishIncubatorEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.unpublishIncubatorEvent, resolve: (_r, a, ctx) => changeEventState(ctx, String(a.eventId), 'unpublish') }),
  archiveIncubatorEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.archiveIncubatorEvent, resolve: (_r, a, ctx) => changeEventState(ctx, String(a.eventId), 'archive') }),
  restoreIncubatorEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.restoreIncubatorEvent, resolve: (_r, a, ctx) => changeEventState(ctx, String(a.eventId), 'restore') }),
  duplicateIncubatorEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.duplicateIncubatorEvent, resolve: (_r, a, ctx) => duplicateIncubatorEvent(ctx, String(a.eventId)) }),
  deleteIncubatorEvent: t.id({ args: idArg(t), access: eventsPolicy.deleteIncubatorEvent, resolve: (_r, a, ctx) => deleteIncubatorEvent(ctx, String(a.eventId)) }),
  registerForEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.registerForEvent, resolve: (_r, a, ctx) => registerForEvent(ctx, String(a.eventId)) }),
  unregisterFromEvent: t.field({ type: IncubatorEventRef, args: idArg(t), access: eventsPolicy.unregisterFromEvent, resolve: (_r, a, ctx) => unregisterFromEvent(ctx, String(a.eventId)) }),
}));
