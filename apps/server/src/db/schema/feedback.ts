/**
 * Feedback requests (issue 15 item 6, docs/contract-forms.md "Feedback requests (as built)"): staff send a published
 * form of kind `feedback` to people — one recipient row per person, with the startup they answer for — and each
 * recipient answers once through /survey/{recipientId}. Tenant-owned (forced RLS at the end of drizzle/0019);
 * references use composite (incubator_id, id) keys.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { formSubmissions, formVersions, forms } from './forms.js';
import { users } from './people.js';
import { startups } from './startups.js';
import { tasks } from './tasks.js';

export const FEEDBACK_REQUEST_STATUSES = ['open', 'closed'] as const;
export type FeedbackRequestStatus = (typeof FEEDBACK_REQUEST_STATUSES)[number];

/** Who was chosen when the request was sent (kept to show the audience; recipients are resolved once, at sending). */
export interface FeedbackAudience {
  programIds: string[];
  tagIds: string[];
  startupIds: string[];
  userIds: string[];
}

/** A request: one published version of a feedback form, a due date, an optional message. */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: id(),
    incubatorId: incubatorId(),
    formId: uuid('form_id').notNull(),
    /** The version every recipient answers: the form's latest at sending (D-203), so summaries read one definition. */
    versionId: uuid('version_id').notNull(),
    message: text('message'),
    /** End of the chosen day in the incubator's timezone, in UTC (like a task's due date). */
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    audience: jsonb('audience').$type<FeedbackAudience>().notNull(),
    status: text('status').$type<FeedbackRequestStatus>().notNull().default('open'),
    createdBy: uuid('created_by'),
    /** When staff last reminded those who had not answered. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the automatic reminder before the due date went out (once per request, D-205). */
    autoRemindedAt: timestamp('auto_reminded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('feedback_requests_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('feedback_requests_incubator_created_idx').on(t.incubatorId, t.createdAt.desc(), t.id),
    index('feedback_requests_incubator_status_due_idx').on(t.incubatorId, t.status, t.dueDate),
    check('feedback_requests_status_ck', sql`${t.status} in ('open', 'closed')`),
    foreignKey({ name: 'feedback_requests_form_fk', columns: [t.incubatorId, t.formId], foreignColumns: [forms.incubatorId, forms.id] }).onDelete('cascade'),
    foreignKey({ name: 'feedback_requests_version_fk', columns: [t.incubatorId, t.versionId], foreignColumns: [formVersions.incubatorId, formVersions.id] }).onDelete('cascade'),
    foreignKey({ name: 'feedback_requests_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);

/** One person asked: their task, their answer (a form_submissions row) and when they were reminded. */
export const feedbackRecipients = pgTable(
  'feedback_recipients',
  {
    id: id(),
    incubatorId: incubatorId(),
    requestId: uuid('request_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The startup they answer for (a co-founder reached through a startup); null for a person chosen directly. */
    startupId: uuid('startup_id'),
    taskId: uuid('task_id'),
    /** Their draft, then their submitted answer. */
    submissionId: uuid('submission_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('feedback_recipients_incubator_id_id_uq').on(t.incubatorId, t.id),
    // Exactly one recipient row per person and request: sending is idempotent by this key (D-201).
    unique('feedback_recipients_request_user_uq').on(t.incubatorId, t.requestId, t.userId),
    index('feedback_recipients_user_idx').on(t.incubatorId, t.userId),
    foreignKey({ name: 'feedback_recipients_request_fk', columns: [t.incubatorId, t.requestId], foreignColumns: [feedbackRequests.incubatorId, feedbackRequests.id] }).onDelete('cascade'),
    foreignKey({ name: 'feedback_recipients_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'feedback_recipients_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('set null'),
    foreignKey({ name: 'feedback_recipients_task_fk', columns: [t.incubatorId, t.taskId], foreignColumns: [tasks.incubatorId, tasks.id] }).onDelete('set null'),
    foreignKey({ name: 'feedback_recipients_submission_fk', columns: [t.incubatorId, t.submissionId], foreignColumns: [formSubmissions.incubatorId, formSubmissions.id] }).onDelete('set null'),
  ],
);

export type FeedbackRequest = typeof feedbackRequests.$inferSelect;
export type FeedbackRecipient = typeof feedbackRecipients.$inferSelect;
