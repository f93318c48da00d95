/**
 * The calendar API (issue 17 item 6, issue 18; docs/contract-coaching.md §3.6): the viewer's items in a range, and
 * their private ICS address — its state, a new one (shown once, D-473), revoking it.
 */
import { CALENDAR_ITEM_KINDS } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { calendarPolicy } from './calendar.policy.js';
import { createCalendarFeedUrl, calendarFeedStatus, revokeCalendarFeed, type CalendarFeedAddress, type CalendarFeedStatus } from './calendar-feed.service.js';
import { calendarItems, type CalendarItem } from './calendar-items.service.js';

const CalendarItemKindEnum = builder.enumType('CalendarItemKind', { values: CALENDAR_ITEM_KINDS });

const CalendarItemRef = builder.objectRef<CalendarItem>('CalendarItem').implement({
  description: 'A coaching session, an event or a task due date of the viewer’s calendar.',
  fields: (t) => ({
    _id: t.string({ description: 'Unique in the list: the kind and the id.', resolve: (i) => `${i.kind}:${i.id}` }),
    kind: t.field({ type: CalendarItemKindEnum, resolve: (i) => i.kind }),
    sourceId: t.exposeID('id', { description: 'The session’s, event’s or task’s id.' }),
    title: t.exposeString('title', { nullable: true, description: 'Null for a session booked without a title (see startupName).' }),
    startsAt: t.field({ type: 'DateTime', description: 'A task’s due date (the end of its day).', resolve: (i) => i.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: 'Null for a task.', resolve: (i) => i.endsAt }),
    path: t.exposeString('path', { description: 'The web page the item opens.' }),
    location: t.exposeString('location', { nullable: true }),
    videoLink: t.exposeString('videoLink', { nullable: true }),
    startupName: t.exposeString('startupName', { nullable: true }),
    done: t.exposeBoolean('done', { nullable: true, description: 'A task’s: the viewer’s own assignment is done.' }),
    dueDay: t.exposeString('dueDay', { nullable: true, description: 'A task’s due day (yyyy-mm-dd) in the organisation’s time zone.' }),
  }),
});

const CalendarFeedRef = builder.objectRef<CalendarFeedStatus>('CalendarFeed').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active', { description: 'A private address exists (it is shown only when made).' }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.createdAt }),
  }),
});

const CalendarFeedUrlRef = builder.objectRef<CalendarFeedAddress>('CalendarFeedUrl').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The private ICS address; shown this once.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
  }),
});

builder.queryFields((t) => ({
  calendarItems: t.field({
    type: [CalendarItemRef],
    description: 'The viewer’s sessions, events and task due dates overlapping [from, to), at most 62 days.',
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    access: calendarPolicy.calendarItems,
    resolve: (_r, args, ctx) => calendarItems(ctx, { from: args.from, to: args.to }),
  }),
  calendarFeed: t.field({
    type: CalendarFeedRef,
    access: calendarPolicy.calendarFeed,
    resolve: (_r, _args, ctx) => calendarFeedStatus(ctx),
  }),
}));

builder.mutationFields((t) => ({
  calendarFeedUrl: t.field({
    type: CalendarFeedUrlRef,
    description: 'Makes the viewer a new private ICS address (the one before stops working) and shows it once.',
    access: calendarPolicy.calendarFeedUrl,
    resolve: (_r, _args, ctx) => createCalendarFeedUrl(ctx),
  }),
  revokeCalendarFeed: t.field({
    type: CalendarFeedRef,
    description: 'The viewer’s private ICS address stops working.',
    access: calendarPolicy.revokeCalendarFeed,
    resolve: (_r, _args, ctx) => revokeCalendarFeed(ctx),
  }),
}));
