/**
 * The private calendar feed (issue 17 item 6; docs/contract-coaching.md §2.6): a person's secret ICS address. Only the
 * token's SHA-256 is kept (D-473: the address is shown once, when made); revoking sets revoked_at, and a person has
 * at most one live token. Tenant-owned, forced RLS (drizzle/0036_calendar_feeds.sql).
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId } from './columns.js';
import { users } from './people.js';

export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    /** SHA-256 (hex) of the token in the feed's address; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('calendar_feed_tokens_incubator_id_id_uq').on(t.incubatorId, t.id),
    uniqueIndex('calendar_feed_tokens_token_uq').on(t.tokenHash),
    index('calendar_feed_tokens_user_idx').on(t.incubatorId, t.userId),
    // One live address per person: making a new one revokes the old in the same transaction.
    uniqueIndex('calendar_feed_tokens_live_uq').on(t.incubatorId, t.userId).where(sql`${t.revokedAt} is null`),
    foreignKey({ name: 'calendar_feed_tokens_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);
export type CalendarFeedTokenRow = typeof calendarFeedTokens.$inferSelect;
