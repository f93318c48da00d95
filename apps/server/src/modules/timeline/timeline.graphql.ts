/** The startup timeline (D2 §2.2, §3.11, §7.1; TML-01–18; GAP-39: a union told apart by __typename, one filter value per kind). */
import { TIMELINE_KINDS, type TimelineKind } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../identity/users/index.js';
import { StartupRef } from '../startups/index.js';
import { timelinePolicy } from './timeline.policy.js';
import { LocalizedTextRef, localized } from '../metrics/index.js';
import type {
  CategorizationSkipItem,
  CategorizationUpdateItem,
  ChangeValue,
  CoachingInvitePostItem,
  CoachingSessionPostItem,
  DataDueItem,
  DataSubmittedItem,
  DataSubmittedUpdateItem,
  EmailThreadPostItem,
  EventItem,
  TimelineAttachmentView,
  TimelineItemView,
  TimelineMetricView,
} from './timeline-views.js';
import { createTimelineEvent, deleteTimelineEvent, listTimeline, TIMELINE_EVENT_TYPES, TIMELINE_PAGE_MAX, updateTimelineEvent, type TimelinePage } from './timeline.service.js';

const KIND_DESCRIPTIONS: Record<TimelineKind, string> = {
  EVENT: 'Event: a comment, note, update or milestone (TimelineEvent).',
  DATA_DUE: 'Data-due event (TimelineDataDueEvent).',
  DATA_SUBMITTED: 'Top-level data submitted: the first values of a period (TimelineDataSubmitted).',
  DATA_SUBMITTED_UPDATE: 'Non-top-level data submitted: a submitted period edited again (TimelineDataSubmittedUpdate).',
  COACHING_SESSION_POST: 'Coaching session post (TimelineCoachingSessionPost).',
  CATEGORIZATION_UPDATE: 'Data categorization update (TimelineCategorizationUpdate).',
  COACHING_INVITE_POST: 'Coaching invite post (TimelineCoachingInvitePost).',
  CATEGORIZATION_SKIP: 'Data categorization skip (TimelineCategorizationSkip).',
  EMAIL_THREAD_POST: 'Email thread post (TimelineEmailThreadPost).',
};

export const TimelineEventKindEnum = builder.enumType('TimelineEventKind', {
  values: Object.fromEntries(TIMELINE_KINDS.map((kind) => [kind, { description: KIND_DESCRIPTIONS[kind] }])) as Record<TimelineKind, { description: string }>,
});
const TimelineEventTypeEnum = builder.enumType('TimelineEventType', { values: TIMELINE_EVENT_TYPES });

const TimelineAttachmentRef = builder.objectRef<TimelineAttachmentView>('TimelineAttachment').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    fileType: t.exposeString('fileType'),
    url: t.exposeString('url'),
    pdfUrl: t.exposeString('pdfUrl', { nullable: true }),
  }),
});

const TimelineMetricRef = builder.objectRef<TimelineMetricView>('TimelineMetric').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.field({ type: [LocalizedTextRef], resolve: (m) => m.name }),
    label: t.string({
      description:
        "The name in `language` (else its base language), without one: in the organisation's default language; else English, else the first. One string where `name` sends every translation: a data item names up to a dozen metrics (issue 19).",
      args: { language: t.arg.string({ required: false }) },
      resolve: (m, args, ctx) => localized(m.name, args.language ?? ctx.incubator.defaultLanguage),
    }),
    unitType: t.exposeString('unitType'),
  }),
});

const EventRef = builder.objectRef<EventItem>('TimelineEvent').implement({
  description: 'TML-04–06.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    eventType: t.exposeString('eventType', { description: 'COMMENT | NOTE | UPDATE | MILESTONE' }),
    message: t.exposeString('message'),
    isPublic: t.exposeBoolean('isPublic'),
    isPinned: t.exposeBoolean('isPinned'),
    isUpdate: t.exposeBoolean('isUpdate'),
    attr1: t.exposeString('attr1', { nullable: true }),
    start: t.expose('start', { type: 'DateTime', nullable: true }),
    end: t.expose('end', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    attachments: t.field({ type: [TimelineAttachmentRef], resolve: (e) => e.attachments }),
    viewerCanDelete: t.exposeBoolean('viewerCanDelete', { description: 'The viewer may delete this post (its author, or the admin group).' }),
  }),
});

const DataDueRef = builder.objectRef<DataDueItem>('TimelineDataDueEvent').implement({
  description: 'TML-07.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    startup: t.field({ type: StartupRef, resolve: (e) => e.startup }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

type DataEntry = DataSubmittedItem['data'][number];
const DataEntryMetadataRef = builder.objectRef<DataEntry['metadata']>('TimelineDataEntryMetadata').implement({
  fields: (t) => ({
    diff: t.exposeFloat('diff', { nullable: true, description: 'Value minus the previous period’s.' }),
    change: t.exposeFloat('change', { nullable: true, description: 'Percent change against the previous period.' }),
    useArrow: t.exposeBoolean('useArrow'),
  }),
});

const DataEntryRef = builder.objectRef<DataEntry>('TimelineDataEntry').implement({
  description: 'TML-09.',
  fields: (t) => ({
    id: t.exposeID('id'),
    isPoint0: t.exposeBoolean('isPoint0', { description: 'No earlier value to compare with.' }),
    value: t.exposeString('value', { nullable: true }),
    dateValue: t.expose('dateValue', { type: 'DateTime', nullable: true }),
    unit: t.exposeString('unit'),
    metric: t.field({ type: TimelineMetricRef, resolve: (e) => e.metric }),
    metadata: t.field({ type: DataEntryMetadataRef, resolve: (e) => e.metadata }),
  }),
});

const DataSubmittedRef = builder.objectRef<DataSubmittedItem>('TimelineDataSubmitted').implement({
  description: 'TML-08–09: top-level data submitted.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    startup: t.field({ type: StartupRef, resolve: (e) => e.startup }),
    editedBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.editedBy }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    data: t.field({ type: [DataEntryRef], resolve: (e) => e.data }),
  }),
});

const DataUpdateEntryRef = builder.objectRef<DataSubmittedUpdateItem['data'][number]>('TimelineDataUpdateEntry').implement({
  fields: (t) => ({ id: t.exposeID('id'), metric: t.field({ type: TimelineMetricRef, resolve: (e) => e.metric }) }),
});

const DataSubmittedUpdateRef = builder.objectRef<DataSubmittedUpdateItem>('TimelineDataSubmittedUpdate').implement({
  description: 'TML-10: non-top-level data submitted.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    editedBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.editedBy }),
    data: t.field({ type: [DataUpdateEntryRef], resolve: (e) => e.data }),
  }),
});

type Session = NonNullable<CoachingSessionPostItem['coachingSession']>;
const IdNameRef = builder.objectRef<{ _id: string; name: string }>('TimelineIdName').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});
const EvaluationAnswerRef = builder.objectRef<Session['evaluationAnswers'][number]>('TimelineEvaluationAnswer').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    questionId: t.exposeString('questionId'),
    textValue: t.exposeString('textValue', { nullable: true }),
    numberValue: t.exposeFloat('numberValue', { nullable: true }),
    arrayValue: t.exposeStringList('arrayValue'),
    formId: t.exposeString('formId', { nullable: true }),
    createdBy: t.exposeString('createdBy', { nullable: true }),
  }),
});
const CoachingSessionRef = builder.objectRef<Session>('TimelineCoachingSession').implement({
  description: 'TML-12. staffEditor is null unless staffEditorPublic or the viewer holds TIMELINE:PRIVATE_COMMENT.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    date: t.expose('date', { type: 'DateTime', nullable: true }),
    expectedDuration: t.exposeInt('expectedDuration', { nullable: true }),
    editor: t.exposeString('editor', { nullable: true }),
    staffEditor: t.exposeString('staffEditor', { nullable: true }),
    staffEditorPublic: t.exposeBoolean('staffEditorPublic'),
    topics: t.field({ type: [IdNameRef], resolve: (s) => s.topics }),
    sessionStartDateTime: t.expose('sessionStartDateTime', { type: 'DateTime', nullable: true }),
    sessionEndDateTime: t.expose('sessionEndDateTime', { type: 'DateTime', nullable: true }),
    estimatedDuration: t.exposeInt('estimatedDuration', { nullable: true }),
    coachs: t.field({ type: [UserRef], resolve: (s) => s.coachs }),
    attendees: t.field({ type: [UserRef], resolve: (s) => s.attendees }),
    invite: t.field({
      type: builder.objectRef<{ _id: string }>('TimelineInviteRef').implement({ fields: (f) => ({ _id: f.exposeID('_id') }) }),
      nullable: true,
      resolve: (s) => s.invite,
    }),
    evaluationForms: t.field({ type: [IdNameRef], resolve: (s) => s.evaluationForms }),
    evaluationAnswers: t.field({ type: [EvaluationAnswerRef], resolve: (s) => s.evaluationAnswers }),
  }),
});
const ChangeValueRef = builder.objectRef<ChangeValue>('TimelineChangeValue').implement({
  description: 'A changed value: a string, or a date (ISO text) when type is date.',
  fields: (t) => ({ type: t.exposeString('type', { description: 'string | date' }), value: t.exposeString('value', { nullable: true }) }),
});
const ChangelogRef = builder.objectRef<CoachingSessionPostItem['changelogs'][number]>('TimelineChangelog').implement({
  description: 'TML-13.',
  fields: (t) => ({
    initiator: t.field({ type: UserRef, nullable: true, resolve: (c) => c.initiator }),
    type: t.exposeString('type'),
    changeTime: t.expose('changeTime', { type: 'DateTime', nullable: true }),
    groupId: t.exposeString('groupId', { nullable: true }),
    oldValue: t.field({ type: ChangeValueRef, nullable: true, resolve: (c) => c.oldValue }),
    newValue: t.field({ type: ChangeValueRef, nullable: true, resolve: (c) => c.newValue }),
  }),
});
const ConferenceRef = builder.objectRef<{ url: string | null }>('TimelineConferenceData').implement({ fields: (t) => ({ url: t.exposeString('url', { nullable: true }) }) });
const SessionAppEventRef = builder.objectRef<NonNullable<CoachingSessionPostItem['appEvent']>>('TimelineSessionAppEvent').implement({
  fields: (t) => ({ conferenceData: t.field({ type: ConferenceRef, nullable: true, resolve: (a) => a.conferenceData }) }),
});
const CoachingSessionPostRef = builder.objectRef<CoachingSessionPostItem>('TimelineCoachingSessionPost').implement({
  description: 'TML-11–13.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    appEvent: t.field({ type: SessionAppEventRef, nullable: true, resolve: (e) => e.appEvent }),
    coachingSession: t.field({ type: CoachingSessionRef, nullable: true, resolve: (e) => e.coachingSession }),
    changelogs: t.field({ type: [ChangelogRef], resolve: (e) => e.changelogs }),
  }),
});

const CategorizationUpdateRef = builder.objectRef<CategorizationUpdateItem>('TimelineCategorizationUpdate').implement({
  description: 'TML-14.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    startup: t.field({ type: StartupRef, resolve: (e) => e.startup }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    message: t.exposeString('message'),
  }),
});

type Invite = NonNullable<CoachingInvitePostItem['invite']>;
const InviteSessionRef = builder.objectRef<NonNullable<Invite['session']>>('TimelineInviteSession').implement({
  fields: (t) => ({
    date: t.expose('date', { type: 'DateTime', nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    attendees: t.field({ type: [UserRef], resolve: (s) => s.attendees }),
  }),
});
const CoachingInviteRef = builder.objectRef<Invite>('TimelineCoachingInvite').implement({
  description: 'TML-16. status (GAP-38): pending, accepted, declined, cancelled, expired.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    status: t.exposeString('status'),
    expires: t.expose('expires', { type: 'DateTime', nullable: true }),
    incubatorInvitees: t.field({ type: [UserRef], resolve: (i) => i.incubatorInvitees }),
    startupInvitees: t.field({ type: [UserRef], resolve: (i) => i.startupInvitees }),
    session: t.field({ type: InviteSessionRef, nullable: true, resolve: (i) => i.session }),
  }),
});
const InviteAppEventRef = builder.objectRef<NonNullable<CoachingInvitePostItem['appEvent']>>('TimelineInviteAppEvent').implement({
  fields: (t) => ({ source: t.exposeString('source', { nullable: true }), location: t.exposeString('location', { nullable: true }) }),
});
const CoachingInvitePostRef = builder.objectRef<CoachingInvitePostItem>('TimelineCoachingInvitePost').implement({
  description: 'TML-15–16.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    appEvent: t.field({ type: InviteAppEventRef, nullable: true, resolve: (e) => e.appEvent }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startup: t.field({ type: StartupRef, resolve: (e) => e.startup }),
    invite: t.field({ type: CoachingInviteRef, nullable: true, resolve: (e) => e.invite }),
  }),
});

const CategorizationSkipRef = builder.objectRef<CategorizationSkipItem>('TimelineCategorizationSkip').implement({
  description: 'TML-17.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
  }),
});

type EmailMessage = NonNullable<EmailThreadPostItem['emailMessage']>;
type EmailMeta = NonNullable<EmailMessage['metadata']>;
const meta = <K extends keyof EmailMeta>(m: EmailMessage, key: K): EmailMeta[K] | null => (m.metadata ? m.metadata[key] : null);
const EmailMessageRef = builder.objectRef<EmailMessage>('TimelineEmailMessage').implement({
  description: 'TML-18. Counts, flags and lastOpenedAt are null without TIMELINE:EMAIL_METADATA_VIEW (GAP-39).',
  fields: (t) => ({
    subject: t.exposeString('subject', { nullable: true }),
    emailContent: t.exposeString('emailContent', { nullable: true }),
    recipients: t.exposeStringList('recipients'),
    cc: t.exposeStringList('cc'),
    bcc: t.exposeStringList('bcc'),
    openedCount: t.int({ nullable: true, resolve: (m) => meta(m, 'openedCount') }),
    opened: t.boolean({ nullable: true, resolve: (m) => meta(m, 'opened') }),
    bouncedCount: t.int({ nullable: true, resolve: (m) => meta(m, 'bouncedCount') }),
    bounced: t.boolean({ nullable: true, resolve: (m) => meta(m, 'bounced') }),
    deferredCount: t.int({ nullable: true, resolve: (m) => meta(m, 'deferredCount') }),
    deferred: t.boolean({ nullable: true, resolve: (m) => meta(m, 'deferred') }),
    droppedCount: t.int({ nullable: true, resolve: (m) => meta(m, 'droppedCount') }),
    dropped: t.boolean({ nullable: true, resolve: (m) => meta(m, 'dropped') }),
    deliveredCount: t.int({ nullable: true, resolve: (m) => meta(m, 'deliveredCount') }),
    delivered: t.boolean({ nullable: true, resolve: (m) => meta(m, 'delivered') }),
    spamCount: t.int({ nullable: true, resolve: (m) => meta(m, 'spamCount') }),
    spam: t.boolean({ nullable: true, resolve: (m) => meta(m, 'spam') }),
    lastOpenedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => meta(m, 'lastOpenedAt') }),
  }),
});
const EmailThreadPostRef = builder.objectRef<EmailThreadPostItem>('TimelineEmailThreadPost').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (e) => e.createdBy }),
    emailMessage: t.field({ type: EmailMessageRef, nullable: true, resolve: (e) => e.emailMessage }),
  }),
});

const TYPE_OF: Record<TimelineKind, string> = {
  EVENT: 'TimelineEvent',
  DATA_DUE: 'TimelineDataDueEvent',
  DATA_SUBMITTED: 'TimelineDataSubmitted',
  DATA_SUBMITTED_UPDATE: 'TimelineDataSubmittedUpdate',
  COACHING_SESSION_POST: 'TimelineCoachingSessionPost',
  CATEGORIZATION_UPDATE: 'TimelineCategorizationUpdate',
  COACHING_INVITE_POST: 'TimelineCoachingInvitePost',
  CATEGORIZATION_SKIP: 'TimelineCategorizationSkip',
  EMAIL_THREAD_POST: 'TimelineEmailThreadPost',
};

export const TimelineItemRef = builder.unionType('TimelineItem', {
  description: 'One item of a startup timeline (D2 §3.11); tell the kinds apart by __typename.',
  types: [EventRef, DataDueRef, DataSubmittedRef, DataSubmittedUpdateRef, CoachingSessionPostRef, CategorizationUpdateRef, CoachingInvitePostRef, CategorizationSkipRef, EmailThreadPostRef],
  resolveType: (item: TimelineItemView) => TYPE_OF[item.kind],
});

const TimelinePageRef = builder.objectRef<TimelinePage>('TimelinePage').implement({
  fields: (t) => ({
    results: t.field({ type: [TimelineItemRef], resolve: (p) => p.results }),
    next: t.exposeString('next', { nullable: true, description: 'Cursor of the next page; null at the end.' }),
    pinned: t.field({ type: [TimelineItemRef], description: 'Pinned items (first page only; they also appear in results in their place).', resolve: (p) => p.pinned }),
    viewerCanPost: t.exposeBoolean('viewerCanPost', { description: 'The viewer may post public comments and notes here (createTimelineEvent).' }),
    viewerCanPostPrivate: t.exposeBoolean('viewerCanPostPrivate', { description: 'The viewer may write and read private comments and notes here (TIMELINE:PRIVATE_COMMENT).' }),
    viewerCanPin: t.exposeBoolean('viewerCanPin', { description: 'The viewer may pin and unpin posts here.' }),
  }),
});

const TimelineEventInput = builder.inputType('TimelineEventInput', {
  fields: (t) => ({
    startupId: t.id({ required: true }),
    eventType: t.field({ type: TimelineEventTypeEnum, description: 'Default COMMENT.' }),
    message: t.string({ required: true }),
    isPublic: t.boolean({ description: 'Default true; false needs TIMELINE:PRIVATE_COMMENT.' }),
    isPinned: t.boolean({ description: 'Staff with TIMELINE:PRIVATE_COMMENT, or administrators.' }),
    attr1: t.string(),
    start: t.field({ type: 'DateTime' }),
    end: t.field({ type: 'DateTime' }),
    attachmentIds: t.idList({ description: 'Unattached files uploaded by the viewer (POST /api/attachment/upload; an administrator: anyone’s); they become the post’s (D-87).' }),
  }),
});

const TimelineEventUpdateInput = builder.inputType('TimelineEventUpdateInput', {
  fields: (t) => ({ message: t.string(), isPublic: t.boolean(), isPinned: t.boolean() }),
});

const undef = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

builder.queryFields((t) => ({
  startupTimeline: t.field({
    type: TimelinePageRef,
    description: `TML-02: newest first; limit default 20, at most ${TIMELINE_PAGE_MAX}.`,
    args: { startupId: t.arg.id({ required: true }), cursor: t.arg.string(), eventType: t.arg({ type: TimelineEventKindEnum }), limit: t.arg.int() },
    access: timelinePolicy.startupTimeline,
    resolve: (_root, args, ctx) => listTimeline(ctx, { startupId: String(args.startupId), cursor: args.cursor ?? null, eventType: args.eventType ?? null, limit: args.limit ?? null }),
  }),
}));

builder.mutationFields((t) => ({
  createTimelineEvent: t.field({
    type: EventRef,
    args: { input: t.arg({ type: TimelineEventInput, required: true }) },
    access: timelinePolicy.createTimelineEvent,
    resolve: (_root, { input }, ctx) =>
      createTimelineEvent(ctx, {
        startupId: String(input.startupId),
        eventType: undef(input.eventType),
        message: input.message,
        isPublic: undef(input.isPublic),
        isPinned: undef(input.isPinned),
        attr1: input.attr1 ?? null,
        start: input.start ?? null,
        end: input.end ?? null,
        attachmentIds: (input.attachmentIds ?? []).map(String),
      }),
  }),
  updateTimelineEvent: t.field({
    type: EventRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TimelineEventUpdateInput, required: true }) },
    access: timelinePolicy.updateTimelineEvent,
    resolve: (_root, { id, input }, ctx) => updateTimelineEvent(ctx, String(id), { message: undef(input.message), isPublic: undef(input.isPublic), isPinned: undef(input.isPinned) }),
  }),
  deleteTimelineEvent: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    access: timelinePolicy.deleteTimelineEvent,
    resolve: (_root, { id }, ctx) => deleteTimelineEvent(ctx, String(id)),
  }),
}));

