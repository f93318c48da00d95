/**
 * What a coaching session carries beyond its booking (issue 17 item 3; docs/contract-coaching.md §2.3, wave 3): its
 * topics (tags of the `topic` list), each host's private notes (only the author reads them — the service never reads
 * another author's row), its action items (each a task of the startup, made through the tasks module) and its
 * changelog (D2 §3.11: initiator, type, change time, group id, old and new value as a string or a date). All
 * tenant-owned (forced RLS in drizzle/0038_coaching_sessions.sql); every reference a composite (incubator_id, id) key.
 */
import type { SessionChangeType, SessionChangeValueType } from '@hatchery/domain';
import { SESSION_CHANGE_TYPES, SESSION_CHANGE_VALUE_TYPES } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { coachingSessions } from './coaching-booking.js';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { tags } from './portfolio.js';
import { tasks } from './tasks.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** A topic of the session: a tag of the `topic` list. */
export const coachingSessionTopics = pgTable(
  'coaching_session_topics',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coaching_session_topics_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('coaching_session_topics_uq').on(t.incubatorId, t.sessionId, t.tagId),
    index('coaching_session_topics_tag_idx').on(t.incubatorId, t.tagId),
    foreignKey({ name: 'coaching_session_topics_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_topics_tag_fk', columns: [t.incubatorId, t.tagId], foreignColumns: [tags.incubatorId, tags.id] }).onDelete('cascade'),
  ],
);

/** A host's own notes on the session: one row per (session, author); read and written by the author only. */
export const coachingPrivateNotes = pgTable(
  'coaching_private_notes',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coaching_private_notes_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('coaching_private_notes_uq').on(t.incubatorId, t.sessionId, t.authorId),
    index('coaching_private_notes_author_idx').on(t.incubatorId, t.authorId),
    foreignKey({ name: 'coaching_private_notes_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_private_notes_author_fk', columns: [t.incubatorId, t.authorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/** An action item agreed in the session: a task of the startup (the task row owns name, due date, done). */
export const coachingActionItems = pgTable(
  'coaching_action_items',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    taskId: uuid('task_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coaching_action_items_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('coaching_action_items_task_uq').on(t.incubatorId, t.taskId),
    index('coaching_action_items_session_idx').on(t.incubatorId, t.sessionId),
    foreignKey({ name: 'coaching_action_items_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_action_items_task_fk', columns: [t.incubatorId, t.taskId], foreignColumns: [tasks.incubatorId, tasks.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_action_items_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** The session's changelog: one row per changed field; one save shares a group id. Never updated or deleted. */
export const coachingSessionChanges = pgTable(
  'coaching_session_changes',
  {
    id: id(),
    incubatorId: incubatorId(),
    sessionId: uuid('session_id').notNull(),
    initiatorId: uuid('initiator_id'),
    type: text('type').$type<SessionChangeType>().notNull(),
    changeTime: timestamp('change_time', { withTimezone: true }).notNull().defaultNow(),
    groupId: uuid('group_id').notNull(),
    valueType: text('value_type').$type<SessionChangeValueType>().notNull().default('string'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [
    unique('coaching_session_changes_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('coaching_session_changes_session_idx').on(t.incubatorId, t.sessionId, t.changeTime),
    check('coaching_session_changes_type_ck', sql`${t.type} in (${inList(SESSION_CHANGE_TYPES)})`),
    check('coaching_session_changes_value_type_ck', sql`${t.valueType} in (${inList(SESSION_CHANGE_VALUE_TYPES)})`),
    foreignKey({ name: 'coaching_session_changes_session_fk', columns: [t.incubatorId, t.sessionId], foreignColumns: [coachingSessions.incubatorId, coachingSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'coaching_session_changes_initiator_fk', columns: [t.incubatorId, t.initiatorId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

export type CoachingSessionChangeRow = typeof coachingSessionChanges.$inferSelect;
