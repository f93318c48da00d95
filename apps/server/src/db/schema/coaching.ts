/**
 * Coaching (issue 17, docs/contract-coaching.md §2): a host's booking settings, weekly availability rules and date
 * exceptions, and the host bookings — the time a host is taken, whichever of the three ways it was booked. All
 * tenant-owned (forced RLS in drizzle/0028_coaching_rls.sql, which also adds the exclusion constraint that keeps one
 * host's active bookings from overlapping: drizzle cannot declare EXCLUDE); every reference is a composite
 * (incubator_id, id) key.
 */
import type { AvailabilityExceptionKind, HostBookingKind, HostBookingStatus, StartupLimitPeriod, VideoProvider, WeekdayCode } from '@hatchery/domain';
import { SESSION_DURATIONS_MINUTES, VIDEO_CONFERENCING, WEEKDAY_CODES } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { check, customType, date, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { startups } from './startups.js';

const inList = (values: readonly (string | number)[]) => sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', '));

/** PostgreSQL's range of timestamptz; read back as its text form ("[from,to)"), which no service needs to parse. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** A host's settings and meeting defaults (/account/settings/coaching). No row: defaultHostSettings(tenant zone). */
export const coachingHostSettings = pgTable(
  'coaching_host_settings',
  {
    id: id(),
    incubatorId: incubatorId(),
    hostUserId: uuid('host_user_id').notNull(),
    timeZone: text('time_zone').notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    slotStepMinutes: integer('slot_step_minutes'),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(1440),
    horizonDays: integer('horizon_days'),
    maxSessionsPerDay: integer('max_sessions_per_day'),
    maxSessionsPerStartup: integer('max_sessions_per_startup'),
    startupLimitPeriod: text('startup_limit_period').$type<StartupLimitPeriod>().notNull().default('week'),
    videoProvider: text('video_provider').$type<VideoProvider>(),
    videoLink: text('video_link'),
    location: text('location'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coaching_host_settings_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('coaching_host_settings_host_uq').on(t.incubatorId, t.hostUserId),
    check('coaching_host_settings_slot_ck', sql`${t.slotMinutes} in (${inList(SESSION_DURATIONS_MINUTES)})`),
    check('coaching_host_settings_counts_ck', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0 and ${t.minNoticeMinutes} >= 0
      and coalesce(${t.slotStepMinutes}, 5) > 0 and coalesce(${t.horizonDays}, 0) >= 0
      and coalesce(${t.maxSessionsPerDay}, 0) >= 0 and coalesce(${t.maxSessionsPerStartup}, 0) >= 0`),
    check('coaching_host_settings_period_ck', sql`${t.startupLimitPeriod} in (${inList(['day', 'week', 'month'])})`),
    check('coaching_host_settings_video_ck', sql`${t.videoProvider} is null or ${t.videoProvider} in (${inList(VIDEO_CONFERENCING)})`),
    foreignKey({ name: 'coaching_host_settings_host_fk', columns: [t.incubatorId, t.hostUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_host_settings_updated_by_fk', columns: [t.incubatorId, t.updatedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** A weekly recurring window of a host (REF-27 weekday, local minutes); D1's "recurring availability" by this id. */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: id(),
    incubatorId: incubatorId(),
    hostUserId: uuid('host_user_id').notNull(),
    weekday: text('weekday').$type<WeekdayCode>().notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('availability_rules_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('availability_rules_host_idx').on(t.incubatorId, t.hostUserId, t.weekday),
    check('availability_rules_weekday_ck', sql`${t.weekday} in (${inList(WEEKDAY_CODES)})`),
    check('availability_rules_minutes_ck', sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
    check('availability_rules_valid_ck', sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`),
    foreignKey({ name: 'availability_rules_host_fk', columns: [t.incubatorId, t.hostUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** A date exception: blocked (whole day, or the given hours) or extra hours on that date. */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: id(),
    incubatorId: incubatorId(),
    hostUserId: uuid('host_user_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<AvailabilityExceptionKind>().notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('availability_exceptions_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('availability_exceptions_host_date_idx').on(t.incubatorId, t.hostUserId, t.date),
    check('availability_exceptions_kind_ck', sql`${t.kind} in (${inList(['blocked', 'extra'])})`),
    check(
      'availability_exceptions_minutes_ck',
      sql`(${t.startMinute} is null and ${t.endMinute} is null and ${t.kind} = 'blocked')
        or (${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440)`,
    ),
    foreignKey({ name: 'availability_exceptions_host_fk', columns: [t.incubatorId, t.hostUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * The time a host is taken: a session, a pending invitation's proposed time or an office-hours slot. One table so one
 * exclusion constraint (host_bookings_no_overlap, 0027) refuses any two active rows of a host that overlap.
 */
export const hostBookings = pgTable(
  'host_bookings',
  {
    id: id(),
    incubatorId: incubatorId(),
    hostUserId: uuid('host_user_id').notNull(),
    kind: text('kind').$type<HostBookingKind>().notNull(),
    status: text('status').$type<HostBookingStatus>().notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** [starts_at, ends_at): back-to-back sessions do not overlap. Generated, so it can never disagree. */
    during: tstzrange('during').generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    /** Who the time is with; null for an open office-hours slot. */
    startupId: uuid('startup_id'),
    bookedBy: uuid('booked_by'),
    /** The session, invitation or office-hours row (later waves) holding this time; which table, `kind` says. */
    sourceId: uuid('source_id'),
    /**
     * Kind event (issue 18 wave 2, D-486): the one-on-one incubator event the slot was booked on (source_id is the
     * attendee row). Its key to incubator_events (incubator_id, event_id) ON DELETE SET NULL ("event_id") is written
     * in drizzle/0037_event_host_bookings.sql: declaring it here would make this file and events.ts import each other.
     */
    eventId: uuid('event_id'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('host_bookings_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('host_bookings_host_active_idx').on(t.incubatorId, t.hostUserId, t.startsAt).where(sql`${t.status} = 'active'`),
    index('host_bookings_startup_idx').on(t.incubatorId, t.startupId, t.startsAt),
    index('host_bookings_source_idx').on(t.incubatorId, t.sourceId),
    index('host_bookings_event_idx').on(t.incubatorId, t.eventId, t.startsAt),
    check('host_bookings_kind_ck', sql`${t.kind} in (${inList(['session', 'invitation', 'office_hours', 'event'])})`),
    // Only event bookings name an event (one whose event was deleted keeps its row with event_id null).
    check('host_bookings_event_ck', sql`${t.kind} = 'event' or ${t.eventId} is null`),
    check('host_bookings_status_ck', sql`${t.status} in (${inList(['active', 'released'])})`),
    check('host_bookings_times_ck', sql`${t.startsAt} < ${t.endsAt}`),
    check('host_bookings_released_ck', sql`(${t.status} = 'released') = (${t.releasedAt} is not null)`),
    foreignKey({ name: 'host_bookings_host_fk', columns: [t.incubatorId, t.hostUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'host_bookings_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'host_bookings_booked_by_fk', columns: [t.incubatorId, t.bookedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export type CoachingHostSettingsRow = typeof coachingHostSettings.$inferSelect;
export type AvailabilityRuleRow = typeof availabilityRules.$inferSelect;
export type AvailabilityExceptionRow = typeof availabilityExceptions.$inferSelect;
export type HostBookingRow = typeof hostBookings.$inferSelect;
