/**
 * Incubator events (issue 18, docs/contract-events.md §2): the event (D2 §3.7, every field of both types — the
 * one-on-one fields stay null for group events until the office-hours wave fills them), its hosts, its topics and tags,
 * and its attendees (D2 §3.8, REF-26). All tenant-owned: forced RLS in drizzle/0034_events_rls.sql; every reference is a
 * composite (incubator_id, id) key. A one-on-one booking will point at coaching's host_bookings row (host_booking_id), so
 * one engine keeps a host from being double-booked across sessions and events.
 */
import type { EventAttendance, EventEditPermission, EventStatus, EventType, EventVisibility } from '@hatchery/domain';
import { ATTENDANCE_VALUES, EVENT_EDIT_PERMISSIONS, EVENT_STATUSES, EVENT_TYPES } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hostBookings } from './coaching.js';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { tags } from './portfolio.js';
import { startups } from './startups.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

export interface EventAttachmentLink {
  name: string;
  link: string;
}
export interface EventAttachmentFile {
  name: string;
  fileUrl: string;
  fileType: string | null;
}
export interface EventNoticePeriod {
  meetingRegistrationHasNoticePeriod: boolean;
  periodValue: number | null;
  periodUnit: string | null;
}

export const incubatorEvents = pgTable(
  'incubator_events',
  {
    id: id(),
    incubatorId: incubatorId(),
    eventType: text('event_type').$type<EventType>().notNull().default('group'),
    status: text('status').$type<EventStatus>().notNull().default('draft'),
    isArchived: boolean('is_archived').notNull().default(false),
    editPermission: text('edit_permission').$type<EventEditPermission>().notNull().default('hosts'),
    title: text('title'),
    description: text('description'),
    capacity: integer('capacity'),
    imageUrl: text('image_url'),
    coverUrl: text('cover_url'),
    locationText: text('location_text'),
    locationLink: text('location_link'),
    conferenceUrl: text('conference_url'),
    conferenceSolution: text('conference_solution'),
    conferenceIconUri: text('conference_icon_uri'),
    /** D2 §3.7 visibility: four is/isNot lists of ids (roles, user tags, startup tags, programs); D-420. */
    visibility: jsonb('visibility')
      .$type<EventVisibility>()
      .notNull()
      .default(sql`'{"userRoles":{"is":[],"isNot":[]},"userTags":{"is":[],"isNot":[]},"startupTags":{"is":[],"isNot":[]},"startupPrograms":{"is":[],"isNot":[]}}'::jsonb`),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** Minutes; a group event's is end − start, a one-on-one event's the length of one session. */
    duration: integer('duration'),
    timezone: text('timezone'),
    // One-on-one fields (office-hours wave): the shape of D2 §3.7, unused by group events.
    timeslotIncrement: integer('timeslot_increment'),
    numberOfSessions: integer('number_of_sessions'),
    oneOnOneDates: jsonb('one_on_one_dates').$type<string[]>(),
    availabilityMethod: text('availability_method'),
    availabilityType: text('availability_type'),
    availabilityMode: text('availability_mode'),
    noOfBookings: integer('no_of_bookings'),
    calendarHostId: uuid('calendar_host_id'),
    registrationNotice: jsonb('registration_notice').$type<EventNoticePeriod>(),
    ignoreHostsLinkedCalendar: boolean('ignore_hosts_linked_calendar').notNull().default(false),
    ignoreHourAllocation: boolean('ignore_hour_allocation').notNull().default(false),
    attachmentLinks: jsonb('attachment_links').$type<EventAttachmentLink[]>().notNull().default(sql`'[]'::jsonb`),
    attachmentFiles: jsonb('attachment_files').$type<EventAttachmentFile[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Cancelled by an editor (D-481): registration closes and every attendee's status becomes `event cancelled`. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('incubator_events_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('incubator_events_start_idx').on(t.incubatorId, t.status, t.startTime),
    // The longest span (end - start) of the tenant's events of a status in one index probe: the upcoming feed's lower
    // bound on start_time (events-read.service.ts › upcomingStartBound), so its start-order scan skips past events.
    index('incubator_events_span_idx').on(t.incubatorId, t.status, sql`(${t.endTime} - ${t.startTime})`),
    index('incubator_events_created_by_idx').on(t.incubatorId, t.createdBy),
    check('incubator_events_type_ck', sql`${t.eventType} in (${inList(EVENT_TYPES)})`),
    check('incubator_events_status_ck', sql`${t.status} in (${inList(EVENT_STATUSES)})`),
    check('incubator_events_edit_permission_ck', sql`${t.editPermission} in (${inList(EVENT_EDIT_PERMISSIONS)})`),
    check('incubator_events_capacity_ck', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('incubator_events_times_ck', sql`${t.startTime} is null or ${t.endTime} is null or ${t.startTime} < ${t.endTime}`),
    // A published event has its title and times: the draft may be anything, what people see is whole.
    check('incubator_events_published_ck', sql`${t.status} = 'draft' or (${t.title} is not null and ${t.startTime} is not null and ${t.endTime} is not null)`),
    foreignKey({ name: 'incubator_events_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'incubator_events_calendar_host_fk', columns: [t.incubatorId, t.calendarHostId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export const incubatorEventHosts = pgTable(
  'incubator_event_hosts',
  {
    id: id(),
    incubatorId: incubatorId(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('incubator_event_hosts_uq').on(t.incubatorId, t.eventId, t.userId),
    index('incubator_event_hosts_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ name: 'incubator_event_hosts_event_fk', columns: [t.incubatorId, t.eventId], foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id] }).onDelete('cascade'),
    foreignKey({ name: 'incubator_event_hosts_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** Topics (tags of kind topic) and tags (kind event) of an event; which one, the tag's kind says. */
export const incubatorEventTags = pgTable(
  'incubator_event_tags',
  {
    id: id(),
    incubatorId: incubatorId(),
    eventId: uuid('event_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    unique('incubator_event_tags_uq').on(t.incubatorId, t.eventId, t.tagId),
    index('incubator_event_tags_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ name: 'incubator_event_tags_event_fk', columns: [t.incubatorId, t.eventId], foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id] }).onDelete('cascade'),
    foreignKey({ name: 'incubator_event_tags_tag_fk', columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
  ],
);

/**
 * A registrant (D2 §3.8) with their attendance (REF-26). A group event holds one row per person (unregistering
 * deletes it, D-424); a one-on-one booking (later wave) holds one row per booked slot, pointing at its host_bookings row.
 */
export const incubatorEventAttendees = pgTable(
  'incubator_event_attendees',
  {
    id: id(),
    incubatorId: incubatorId(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The registrant's startup when they had one, so attendance can reach the startup's timeline. */
    startupId: uuid('startup_id'),
    status: text('status').$type<EventAttendance>().notNull().default('registered'),
    registrationTime: timestamp('registration_time', { withTimezone: true }).notNull().defaultNow(),
    bookingStartsAt: timestamp('booking_starts_at', { withTimezone: true }),
    bookingEndsAt: timestamp('booking_ends_at', { withTimezone: true }),
    hostBookingId: uuid('host_booking_id'),
    externalCalendarEventId: text('external_calendar_event_id'),
    /**
     * On the waitlist since (D-478): set when the event was full at registration; null for a seat holder. A waitlisted
     * row keeps status `registered` (REF-26 stays the attendance vocabulary) and holds no seat.
     */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    /** Arrival order on the waitlist: max + 1 taken under the event row's lock, so it is the commit order (D-478). */
    waitlistSeq: integer('waitlist_seq'),
    /** The 24 h reminder e-mail was queued (emailEvents, D-484): claimed with the outbox row, so at most once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('incubator_event_attendees_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('incubator_event_attendees_group_uq').on(t.incubatorId, t.eventId, t.userId).where(sql`${t.hostBookingId} is null`),
    index('incubator_event_attendees_user_idx').on(t.incubatorId, t.userId),
    index('incubator_event_attendees_startup_idx').on(t.incubatorId, t.startupId),
    uniqueIndex('incubator_event_attendees_waitlist_uq').on(t.incubatorId, t.eventId, t.waitlistSeq).where(sql`${t.waitlistSeq} is not null`),
    check('incubator_event_attendees_waitlist_ck', sql`(${t.waitlistedAt} is null) = (${t.waitlistSeq} is null)`),
    check('incubator_event_attendees_status_ck', sql`${t.status} in (${inList(ATTENDANCE_VALUES)})`),
    foreignKey({ name: 'incubator_event_attendees_event_fk', columns: [t.incubatorId, t.eventId], foreignColumns: [incubatorEvents.incubatorId, incubatorEvents.id] }).onDelete('cascade'),
    foreignKey({ name: 'incubator_event_attendees_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'incubator_event_attendees_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('set null'),
    foreignKey({ name: 'incubator_event_attendees_booking_fk', columns: [t.incubatorId, t.hostBookingId], foreignColumns: [hostBookings.incubatorId, hostBookings.id] }).onDelete('set null'),
  ],
);

export type IncubatorEventRow = typeof incubatorEvents.$inferSelect;
export type IncubatorEventAttendeeRow = typeof incubatorEventAttendees.$inferSelect;
