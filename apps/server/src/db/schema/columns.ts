/** Column helpers shared by every table, so tenant ownership and timestamps look the same everywhere. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { incubators } from './registry.js';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * created_at to the millisecond, for a list paged by (created_at, id) with core/seek-cursor.ts: the cursor's Date
 * holds milliseconds, and a row of the same millisecond as the page's last must compare equal, not greater.
 */
export const seekCreatedAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The owning tenant. Every tenant-owned table has it (indexed, RLS-filtered). */
export const incubatorId = () =>
  uuid('incubator_id')
    .notNull()
    .references(() => incubators.id, { onDelete: 'cascade' });
