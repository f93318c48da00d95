/**
 * Coaching bookings (issue 17 item 2; docs/contract-coaching.md §2.3): the sessions a booking creates, with their hosts
 * (each holding a host_bookings row) and attendees; invitations of a startup by staff or a coach; office-hours slots
 * any eligible startup may take. All tenant-owned (forced RLS in drizzle/0031_coaching_booking_rls.sql); every
 * reference is a composite (incubator_id, id) key. The time itself is held by host_bookings (coaching.ts), whose
 * exclusion constraint keeps a host from being booked twice whichever way the booking came.
 */
import type { BookingWay, CoachingSessionStatus, InvitationStatus, SessionAttendance, VideoProvider } from '@hatchery/domain';
import { BOOKING_WAYS, COACHING_SESSION_STATUSES, INVITATION_STATUSES, SESSION_ATTENDANCE, VIDEO_CONFERENCING } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hostBookings } from './coaching.js';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { programs, startups } from './startups.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** A coaching session with a startup (wave 2 creates scheduled ones; notes, changelog, evaluations are wave 3's). */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    programId: uuid('program_id'),
    /** How it was booked (profile, invitation, office_hours). */
    bookingWay: text('booking_way').$type<BookingWay>().notNull(),
    /** REF-11 mode (wave 3 sets it). */
    mode: text('mode'),
    title: text('title'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<CoachingSessionStatus>().notNull().default('scheduled'),
    location: text('location'),
    videoProvider: text('video_provider').$type<VideoProvider>(),
    videoLink: text('video_link'),
    createdBy: uuid('created_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Wave 3: the notes hosts and staff write and the startup's people read (private notes: coaching_private_notes). */
    sharedNotes: text('shared_notes'),
    /** Wave 3: when a host or staff marked it held (status held). */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coaching_sessions_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('coaching_sessions_startup_idx').on(t.incubatorId, t.startupId, t.startsAt),
    check('coaching_sessions_way_ck', sql`${t.bookingWay} in (${inList(BOOKING_WAYS)})`),
    check('coaching_sessions_status_ck', sql`${t.status} in (${inList(COACHING_SESSION_STATUSES)})`),
    check('coaching_sessions_times_ck', sql`${t.startsAt} < ${t.endsAt}`),
    check('coaching_sessions_video_ck', sql`${t.videoProvider} is null or ${t.videoProvider} in (${inList(VIDEO_CONFERENCING)})`),
    foreignKey({ name: 'coaching_sessions_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_sessions_program_fk', columns: [t.incubatorId, t.programId], foreignColumns: [programs.incubatorId, programs.id] }).onDelete('set null'),
    foreignKey({ name: 'coaching_sessions_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** A host of a session, and the host_bookings row that holds their time. */
export const coachingSessionHosts = pgTable(
  'coaching_session_hosts',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    hostBookingId: uuid('host_booking_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coaching_session_hosts_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('coaching_session_hosts_uq').on(t.incubatorId, t.sessionId, t.userId),
    index('coaching_session_hosts_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ name: 'coaching_session_hosts_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_hosts_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_hosts_booking_fk', columns: [t.incubatorId, t.hostBookingId], foreignColumns: [hostBookings.incubatorId, hostBookings.id] }).onDelete('cascade'),
  ],
);

/** A person of the startup expected at the session (attendance, REF-26, is wave 3's). */
export const coachingSessionAttendees = pgTable(
  'coaching_session_attendees',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    userId: uuid('user_id').notNull(),
    attendance: text('attendance').$type<SessionAttendance>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coaching_session_attendees_incubator_id_id_uq').on(t.incubatorId, t.id),
    check('coaching_session_attendees_attendance_ck', sql`${t.attendance} is null or ${t.attendance} in (${inList(SESSION_ATTENDANCE)})`),
    uniqueIndex('coaching_session_attendees_uq').on(t.incubatorId, t.sessionId, t.userId),
    index('coaching_session_attendees_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ name: 'coaching_session_attendees_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_attendees_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * An invitation of a startup to a session at a proposed time: while pending its hosts' time is held by host_bookings
 * rows of kind invitation (source_id = this id); accepting turns those rows into the session's. The open
 * cancel-meeting link carries a token kept here only as its SHA-256.
 */
export const coachingInvitations = pgTable(
  'coaching_invitations',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    invitedBy: uuid('invited_by'),
    /** The hosts of the proposed session (users of this tenant; each has a host_bookings row while pending). */
    hostUserIds: uuid('host_user_ids').array().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    title: text('title'),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    cancelTokenHash: text('cancel_token_hash'),
    sessionId: uuid('session_id'),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coaching_invitations_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('coaching_invitations_startup_idx').on(t.incubatorId, t.startupId),
    index('coaching_invitations_pending_idx').on(t.incubatorId, t.expiresAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('coaching_invitations_cancel_token_uq').on(t.cancelTokenHash),
    check('coaching_invitations_status_ck', sql`${t.status} in (${inList(INVITATION_STATUSES)})`),
    check('coaching_invitations_times_ck', sql`${t.startsAt} < ${t.endsAt}`),
    foreignKey({ name: 'coaching_invitations_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_invitations_invited_by_fk', columns: [t.incubatorId, t.invitedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'coaching_invitations_answered_by_fk', columns: [t.incubatorId, t.answeredBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'coaching_invitations_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('set null'),
  ],
);

/**
 * An office-hours slot: open while taken_by_startup_id is null, its time held by a host_bookings row of kind
 * office_hours with no startup; taking it turns that same row into the session's. Eligibility: startups in one of
 * program_ids or carrying one of tag_ids; both empty = every startup of the tenant.
 */
export const officeHoursSlots = pgTable(
  'office_hours_slots',
  {
    id: id(),
    incubatorId: incubatorId(),
    hostUserId: uuid('host_user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    programIds: uuid('program_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    hostBookingId: uuid('host_booking_id').notNull(),
    takenByStartupId: uuid('taken_by_startup_id'),
    sessionId: uuid('session_id'),
    publishedBy: uuid('published_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('office_hours_slots_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('office_hours_slots_open_idx').on(t.incubatorId, t.startsAt).where(sql`${t.takenByStartupId} is null`),
    index('office_hours_slots_host_idx').on(t.incubatorId, t.hostUserId, t.startsAt),
    check('office_hours_slots_times_ck', sql`${t.startsAt} < ${t.endsAt}`),
    foreignKey({ name: 'office_hours_slots_host_fk', columns: [t.incubatorId, t.hostUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'office_hours_slots_booking_fk', columns: [t.incubatorId, t.hostBookingId], foreignColumns: [hostBookings.incubatorId, hostBookings.id] }).onDelete('cascade'),
    foreignKey({ name: 'office_hours_slots_startup_fk', columns: [t.incubatorId, t.takenByStartupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('set null'),
    foreignKey({ name: 'office_hours_slots_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('set null'),
    foreignKey({ name: 'office_hours_slots_published_by_fk', columns: [t.incubatorId, t.publishedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export type CoachingSessionRow = typeof coachingSessions.$inferSelect;
export type CoachingInvitationRow = typeof coachingInvitations.$inferSelect;
export type OfficeHoursSlotRow = typeof officeHoursSlots.$inferSelect;
