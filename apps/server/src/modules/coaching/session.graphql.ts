/**
 * The coaching session API (issue 17 item 3; docs/contract-coaching.md §3.3): the session page's read, its edits, a
 * host's private note, action items, and moving, cancelling and holding it. A taken time answers SlotTaken (409).
 */
import { SESSION_ATTENDANCE, SESSION_CHANGE_TYPES, SESSION_CHANGE_VALUE_TYPES, VIDEO_CONFERENCING } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { coachingPolicy } from './coaching.policy.js';
import { addActionItem, coachingSession, savePrivateNote, updateCoachingSession } from './session.service.js';
import { cancelCoachingSession, holdCoachingSession, rescheduleCoachingSession } from './session-time.service.js';
import type { ActionItemView, SessionChangeView, SessionDetail } from './session-view.js';

const ChangeTypeEnum = builder.enumType('CoachingSessionChangeType', { values: SESSION_CHANGE_TYPES });
const ChangeValueTypeEnum = builder.enumType('CoachingSessionChangeValueType', { values: SESSION_CHANGE_VALUE_TYPES });
const AttendanceEnum = builder.enumType('CoachingSessionAttendance', { values: SESSION_ATTENDANCE });
const VideoProviderEnum = builder.enumType('CoachingVideoProvider', {
  values: Object.fromEntries(VIDEO_CONFERENCING.map((p) => [p.replace(/\s+/g, '_').toUpperCase(), { value: p }])),
});

type Person = SessionDetail['hosts'][number];
type Attendee = SessionDetail['attendees'][number];
type Topic = SessionDetail['topics'][number];

const PersonRef = builder.objectRef<Person>('CoachingSessionPerson').implement({
  fields: (t) => ({ _id: t.exposeID('id'), fullName: t.exposeString('fullName') }),
});
const AttendeeRef = builder.objectRef<Attendee>('CoachingSessionAttendee').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    attendance: t.field({ type: AttendanceEnum, nullable: true, description: 'Recorded when the session is held.', resolve: (a) => a.attendance }),
  }),
});
const TopicRef = builder.objectRef<Topic>('CoachingSessionTopic').implement({
  fields: (t) => ({ _id: t.exposeID('id'), name: t.exposeString('name') }),
});
const ActionItemRef = builder.objectRef<ActionItemView>('CoachingActionItem').implement({
  description: 'An action item of the session: a task of the startup (its name, due date and done are the task’s).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    taskId: t.exposeID('taskId'),
    name: t.exposeString('name'),
    dueDate: t.field({ type: 'DateTime', resolve: (i) => i.dueDate }),
    done: t.exposeBoolean('done'),
  }),
});
const ChangeRef = builder.objectRef<SessionChangeView>('CoachingSessionChange').implement({
  description: 'A changelog row (D2 §3.11): one per changed field; one save shares a groupId. Date values are ISO instants.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    type: t.field({ type: ChangeTypeEnum, resolve: (c) => c.type }),
    changeTime: t.field({ type: 'DateTime', resolve: (c) => c.changeTime }),
    groupId: t.exposeID('groupId'),
    valueType: t.field({ type: ChangeValueTypeEnum, resolve: (c) => c.valueType }),
    oldValue: t.exposeString('oldValue', { nullable: true }),
    newValue: t.exposeString('newValue', { nullable: true }),
    initiator: t.field({ type: PersonRef, nullable: true, resolve: (c) => c.initiator }),
  }),
});
const StartupRef = builder.objectRef<SessionDetail['startup']>('CoachingSessionStartup').implement({
  fields: (t) => ({ _id: t.exposeID('id'), name: t.exposeString('name') }),
});

const SessionRef = builder.objectRef<SessionDetail>('CoachingSession').implement({
  description: 'A coaching session as its page shows it (issue 17 item 3).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    title: t.exposeString('title', { nullable: true }),
    startup: t.field({ type: StartupRef, resolve: (s) => s.startup }),
    bookingWay: t.exposeString('bookingWay'),
    startsAt: t.field({ type: 'DateTime', resolve: (s) => s.startsAt }),
    endsAt: t.field({ type: 'DateTime', resolve: (s) => s.endsAt }),
    status: t.exposeString('status', { description: 'scheduled | held | cancelled | no_show' }),
    location: t.exposeString('location', { nullable: true }),
    videoProvider: t.exposeString('videoProvider', { nullable: true, description: 'REF-17.' }),
    videoLink: t.exposeString('videoLink', { nullable: true }),
    sharedNotes: t.exposeString('sharedNotes', { nullable: true, description: 'Written by hosts and staff, read by everyone who reads the session.' }),
    heldAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.heldAt }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.cancelledAt }),
    hosts: t.field({ type: [PersonRef], resolve: (s) => s.hosts }),
    attendees: t.field({ type: [AttendeeRef], resolve: (s) => s.attendees }),
    topics: t.field({ type: [TopicRef], resolve: (s) => s.topics }),
    topicOptions: t.field({ type: [TopicRef], description: 'The topic list’s tags a manager may choose from; empty for readers.', resolve: (s) => s.topicOptions }),
    privateNote: t.exposeString('privateNote', { nullable: true, description: 'The viewer’s own private note (hosts only); never another person’s.' }),
    actionItems: t.field({ type: [ActionItemRef], resolve: (s) => s.actionItems }),
    changes: t.field({ type: [ChangeRef], description: 'The changelog, newest first.', resolve: (s) => s.changes }),
    viewerIsHost: t.exposeBoolean('viewerIsHost'),
    viewerCanManage: t.exposeBoolean('viewerCanManage', { description: 'Hosts and staff: edit, reschedule, cancel, hold, add action items.' }),
  }),
});

const EditInput = builder.inputType('CoachingSessionEditInput', {
  description: 'Only the fields given change; null or blank clears a text.',
  fields: (t) => ({
    title: t.string(),
    topicIds: t.idList(),
    location: t.string(),
    videoProvider: t.field({ type: VideoProviderEnum }),
    videoLink: t.string(),
    sharedNotes: t.string(),
  }),
});
const AttendanceInput = builder.inputType('CoachingAttendanceInput', {
  fields: (t) => ({ userId: t.id({ required: true }), attendance: t.field({ type: AttendanceEnum, required: true }) }),
});

builder.queryFields((t) => ({
  coachingSession: t.field({
    type: SessionRef,
    args: { id: t.arg.id({ required: true }) },
    access: coachingPolicy.coachingSession,
    resolve: (_r, args, ctx) => coachingSession(ctx, { id: String(args.id) }),
  }),
}));

builder.mutationFields((t) => ({
  updateCoachingSession: t.field({
    type: SessionRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: EditInput, required: true }) },
    access: coachingPolicy.updateCoachingSession,
    resolve: (_r, args, ctx) => updateCoachingSession(ctx, { id: String(args.id), input: { ...args.input, topicIds: args.input.topicIds?.map(String) } }),
  }),
  savePrivateNote: t.field({
    type: SessionRef,
    description: 'The viewer’s own private note on a session they host; blank deletes it.',
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    access: coachingPolicy.savePrivateNote,
    resolve: (_r, args, ctx) => savePrivateNote(ctx, { id: String(args.id), body: args.body }),
  }),
  addActionItem: t.field({
    type: SessionRef,
    description: 'A task of the session’s startup, assigned to its people, due at the end of dueDate (YYYY-MM-DD).',
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }), dueDate: t.arg.string({ required: true }) },
    access: coachingPolicy.addActionItem,
    resolve: (_r, args, ctx) => addActionItem(ctx, { id: String(args.id), name: args.name, dueDate: args.dueDate }),
  }),
  rescheduleCoachingSession: t.field({
    type: SessionRef,
    description: 'Moves every host’s time at once; SlotTaken when a host is taken then. end default: the same length.',
    args: { id: t.arg.id({ required: true }), start: t.arg({ type: 'DateTime', required: true }), end: t.arg({ type: 'DateTime' }) },
    access: coachingPolicy.rescheduleCoachingSession,
    resolve: (_r, args, ctx) => rescheduleCoachingSession(ctx, { id: String(args.id), start: args.start, end: args.end ?? null }),
  }),
  cancelCoachingSession: t.field({
    type: SessionRef,
    args: { id: t.arg.id({ required: true }) },
    access: coachingPolicy.cancelCoachingSession,
    resolve: (_r, args, ctx) => cancelCoachingSession(ctx, { id: String(args.id) }),
  }),
  holdCoachingSession: t.field({
    type: SessionRef,
    description: 'Marks a started session held, with each attendee’s attendance.',
    args: { id: t.arg.id({ required: true }), attendance: t.arg({ type: [AttendanceInput], required: true }) },
    access: coachingPolicy.holdCoachingSession,
    resolve: (_r, args, ctx) => holdCoachingSession(ctx, { id: String(args.id), attendance: args.attendance.map((a) => ({ userId: String(a.userId), attendance: a.attendance })) }),
  }),
}));
