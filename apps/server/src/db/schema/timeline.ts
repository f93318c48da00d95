/**
 * The startup timeline (issue 6; D2 §2.2, §3.11): one row per item of any kind. Columns common to the kinds are
 * columns; what only one kind carries (a coaching session, an invite, an e-mail's metadata, data entries) is in
 * `payload`. Paged newest first by a keyset on (created_at desc, id desc). Tenant-owned (forced RLS).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TimelineKind } from '@hatchery/domain';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { files } from './settings.js';
import { startups } from './startups.js';

/** The kinds live in @hatchery/domain (GAP-39), shared with the web's filter. */
export { TIMELINE_KINDS, type TimelineKind } from '@hatchery/domain';

export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: id(),
    incubatorId: incubatorId(),
    startupId: uuid('startup_id').notNull(),
    kind: text('kind').$type<TimelineKind>().notNull(),
    /** EVENT kind: COMMENT | NOTE | UPDATE | MILESTONE. */
    eventType: text('event_type'),
    message: text('message'),
    isPublic: boolean('is_public').notNull().default(true),
    isPinned: boolean('is_pinned').notNull().default(false),
    attr1: text('attr1'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Data kinds: when the data were due (the pending form's date). */
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** Data kinds: the period the entries are for. */
    periodStart: date('period_start'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdBy: uuid('created_by'),
    editedBy: uuid('edited_by'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Idempotency key of items written by the system (`dataDue:<formId>`, seed keys); null for people's posts. */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('timeline_events_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('timeline_events_startup_created_idx').on(t.incubatorId, t.startupId, t.createdAt.desc(), t.id.desc()),
    index('timeline_events_startup_kind_created_idx').on(t.incubatorId, t.startupId, t.kind, t.createdAt.desc(), t.id.desc()),
    index('timeline_events_startup_pinned_idx').on(t.incubatorId, t.startupId).where(sql`${t.isPinned}`),
    uniqueIndex('timeline_events_source_key_uq').on(t.incubatorId, t.sourceKey).where(sql`${t.sourceKey} is not null`),
    check(
      'timeline_events_kind_ck',
      sql`${t.kind} in ('EVENT', 'DATA_DUE', 'DATA_SUBMITTED', 'DATA_SUBMITTED_UPDATE', 'COACHING_SESSION_POST', 'CATEGORIZATION_UPDATE', 'COACHING_INVITE_POST', 'CATEGORIZATION_SKIP', 'EMAIL_THREAD_POST')`,
    ),
    foreignKey({ name: 'timeline_events_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'timeline_events_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'timeline_events_edited_by_fk', columns: [t.incubatorId, t.editedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** Files attached to a timeline item (uploaded through /api/attachment/upload). */
export const timelineEventAttachments = pgTable(
  'timeline_event_attachments',
  {
    id: id(),
    incubatorId: incubatorId(),
    eventId: uuid('event_id').notNull(),
    /** files has no (incubator_id, id) key: a plain reference; the service only attaches files it finds in the tenant. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('timeline_event_attachments_uq').on(t.incubatorId, t.eventId, t.fileId),
    foreignKey({
      name: 'timeline_event_attachments_event_fk',
      columns: [t.incubatorId, t.eventId],
      foreignColumns: [timelineEvents.incubatorId, timelineEvents.id],
    }).onDelete('cascade'),
  ],
);

export type TimelineEventRow = typeof timelineEvents.$inferSelect;
export type NewTimelineEventRow = typeof timelineEvents.$inferInsert;
