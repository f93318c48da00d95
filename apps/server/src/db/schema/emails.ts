/**
 * Emails (/emails, D-584): reusable templates and content snippets, the emails staff write to an audience, and one
 * delivery row per recipient of a sent email. Tenant-owned, forced RLS (drizzle/0047_emails.sql); every reference is a
 * composite (incubator_id, x_id) key, so nothing points into another tenant. A person who leaves keeps the history:
 * authors, senders and recipients are set null (ON DELETE SET NULL (col)), the rows stay.
 */
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { batchJobs } from './portfolio.js';

export const EMAIL_TEMPLATE_KINDS = ['template', 'content'] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];
export const OUTGOING_EMAIL_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type OutgoingEmailStatus = (typeof OUTGOING_EMAIL_STATUSES)[number];
export const EMAIL_DELIVERY_STATUSES = ['sent', 'failed'] as const;
export type EmailDeliveryRowStatus = (typeof EMAIL_DELIVERY_STATUSES)[number];

/** Who an email goes to: the union of role holders, founders of programmes' startups and people picked by name. */
export interface EmailAudienceIds {
  roleIds: string[];
  programIds: string[];
  userIds: string[];
  /** Startup tags: the co-founders of startups carrying one (D-591). Absent from audiences saved before it. */
  tagIds?: string[];
}

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    incubatorId: incubatorId(),
    /** template: subject and body that start a new email; content: a snippet (no subject) inserted into a body. */
    kind: text('kind').$type<EmailTemplateKind>().notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    body: text('body').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('email_templates_incubator_id_id_uq').on(t.incubatorId, t.id),
    // The pickers list one kind by name.
    index('email_templates_kind_idx').on(t.incubatorId, t.kind, t.name),
    check('email_templates_kind_ck', sql`${t.kind} in ('template', 'content')`),
    check('email_templates_subject_ck', sql`${t.kind} = 'template' or ${t.subject} is null`),
    foreignKey({ name: 'email_templates_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

export const emails = pgTable(
  'emails',
  {
    id: id(),
    incubatorId: incubatorId(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    audience: jsonb('audience').$type<EmailAudienceIds>().notNull().default({ roleIds: [], programIds: [], userIds: [] }),
    status: text('status').$type<OutgoingEmailStatus>().notNull().default('draft'),
    /** The bulk job that sends it (set when sending starts). */
    batchJobId: uuid('batch_job_id'),
    /** How many people it goes to, fixed when sending starts; null while a draft. */
    recipientCount: integer('recipient_count'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentBy: uuid('sent_by'),
    /** When the job finished (status sent). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a scheduled email goes out (status scheduled; kept once sent: it was sent as scheduled). D-590. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Who scheduled it: the sender when it goes out. */
    scheduledBy: uuid('scheduled_by'),
    /** Why the last scheduled send did not go (the email is a draft again; a code of SCHEDULE_FAILURES); cleared when it is scheduled again. */
    scheduleFailure: text('schedule_failure'),
  },
  (t) => [
    unique('emails_incubator_id_id_uq').on(t.incubatorId, t.id),
    // The list: by status, latest changed first.
    index('emails_status_idx').on(t.incubatorId, t.status, t.updatedAt),
    index('emails_updated_idx').on(t.incubatorId, t.updatedAt),
    index('emails_batch_job_idx').on(t.incubatorId, t.batchJobId),
    check('emails_status_ck', sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent')`),
    check('emails_scheduled_ck', sql`${t.status} <> 'scheduled' or ${t.scheduledAt} is not null`),
    // The minute's scan for scheduled emails that are due.
    index('emails_scheduled_idx').on(t.incubatorId, t.scheduledAt).where(sql`${t.status} = 'scheduled'`),
    foreignKey({ name: 'emails_batch_job_fk', columns: [t.incubatorId, t.batchJobId], foreignColumns: [batchJobs.incubatorId, batchJobs.id] }).onDelete('set null'),
    foreignKey({ name: 'emails_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'emails_sent_by_fk', columns: [t.incubatorId, t.sentBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'emails_scheduled_by_fk', columns: [t.incubatorId, t.scheduledBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type EmailRow = typeof emails.$inferSelect;

export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: id(),
    incubatorId: incubatorId(),
    emailId: uuid('email_id').notNull(),
    /** The recipient; null once their account is removed (the row, with the address, stays as history). */
    userId: uuid('user_id'),
    /** The address the message went to, as it was then. */
    address: text('address').notNull(),
    /** sent: handed to the mail outbox (outbox_id) in the item's transaction; failed: not sent (failure_reason). */
    status: text('status').$type<EmailDeliveryRowStatus>().notNull(),
    /** The mail_outbox row (no foreign key: the outbox is the mail module's and may be pruned). */
    outboxId: uuid('outbox_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // Exactly once per recipient: a second insert for the same email and person is refused by the database.
    unique('email_deliveries_email_user_uq').on(t.incubatorId, t.emailId, t.userId),
    index('email_deliveries_email_idx').on(t.incubatorId, t.emailId, t.createdAt),
    index('email_deliveries_user_idx').on(t.incubatorId, t.userId),
    check('email_deliveries_status_ck', sql`${t.status} in ('sent', 'failed')`),
    foreignKey({ name: 'email_deliveries_email_fk', columns: [t.incubatorId, t.emailId], foreignColumns: [emails.incubatorId, emails.id] }).onDelete('cascade'),
    foreignKey({ name: 'email_deliveries_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type EmailDeliveryRow = typeof emailDeliveries.$inferSelect;
