/**
 * Identity tables of issue 3: one-time account tokens (reset, email validation, invitation) and the dev
 * mailbox. Both are tenant-owned (incubator_id, forced RLS in drizzle/0003_identity_rls.sql).
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from './columns.js';
import { users } from './people.js';

export type UserTokenKind = 'reset' | 'validate' | 'invitation';

/**
 * Single-use links mailed to a user. Only the SHA-256 of the 32-byte token is stored; a token is spent by
 * setting used_at (never deleted, so a reuse is recognisable as such in the data).
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_tokens_incubator_user_kind_idx').on(t.incubatorId, t.userId, t.kind),
    foreignKey({
      name: 'user_tokens_user_fk',
      columns: [t.incubatorId, t.userId],
      foreignColumns: [users.incubatorId, users.id],
    }).onDelete('cascade'),
  ],
);

/** Mail kept instead of sent when no SMTP server is configured (GET /api/dev/mailbox). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    incubatorId: incubatorId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_messages_incubator_created_idx').on(t.incubatorId, t.createdAt)],
);

/**
 * The transactional mail outbox (D-385): a message is written here in the transaction of the change it reports, and
 * delivered after the commit by the dispatcher (modules/mail/outbox.ts), which marks it sent. `sent_at` null = still to
 * deliver (the partial index is the dispatcher's scan); `attempts`/`last_error` count failed SMTP sends.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    incubatorId: incubatorId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.incubatorId, t.createdAt).where(sql`${t.sentAt} is null`)],
);

export type UserToken = typeof userTokens.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type MailMessage = typeof mailMessages.$inferSelect;
