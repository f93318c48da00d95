/**
 * The organisation's activity feed (/organization/feed, flag activityFeed, D-581): posts written by the members of the
 * community, the likes they give and the comments under each post. Staff pin a post to keep it above the stream.
 * Tenant-owned, forced RLS (drizzle/0044_organisation_feed.sql); every reference is a composite (incubator_id, x_id)
 * key, so a post, a like or a comment can never point into another tenant.
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, seekCreatedAt } from './columns.js';
import { users } from './people.js';

export const feedPosts = pgTable(
  'feed_posts',
  {
    id: id(),
    incubatorId: incubatorId(),
    authorUserId: uuid('author_user_id').notNull(),
    /** Plain text (line breaks kept); links are drawn by the web app. */
    body: text('body').notNull(),
    /** Set while the post is pinned above the stream; the newest pin first. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    // To the millisecond: the stream is paged by (created_at, id) with core/seek-cursor.ts.
    createdAt: seekCreatedAt(),
    /** Set when the author changes the text ("edited" beside the time). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    unique('feed_posts_incubator_id_id_uq').on(t.incubatorId, t.id),
    // The stream's order (newest first, id as the tie-break) and the cursor's seek.
    index('feed_posts_stream_idx').on(t.incubatorId, t.createdAt.desc(), t.id.desc()),
    index('feed_posts_pinned_idx').on(t.incubatorId, t.pinnedAt).where(sql`${t.pinnedAt} is not null`),
    foreignKey({ name: 'feed_posts_author_fk', columns: [t.incubatorId, t.authorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);
export type FeedPostRow = typeof feedPosts.$inferSelect;

export const feedPostLikes = pgTable(
  'feed_post_likes',
  {
    id: id(),
    incubatorId: incubatorId(),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One like per person and post: liking twice is a no-op.
    uniqueIndex('feed_post_likes_post_user_uq').on(t.incubatorId, t.postId, t.userId),
    foreignKey({ name: 'feed_post_likes_post_fk', columns: [t.incubatorId, t.postId], foreignColumns: [feedPosts.incubatorId, feedPosts.id] }).onDelete('cascade'),
    foreignKey({ name: 'feed_post_likes_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: id(),
    incubatorId: incubatorId(),
    postId: uuid('post_id').notNull(),
    authorUserId: uuid('author_user_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('feed_comments_post_idx').on(t.incubatorId, t.postId, t.createdAt),
    foreignKey({ name: 'feed_comments_post_fk', columns: [t.incubatorId, t.postId], foreignColumns: [feedPosts.incubatorId, feedPosts.id] }).onDelete('cascade'),
    foreignKey({ name: 'feed_comments_author_fk', columns: [t.incubatorId, t.authorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);
export type FeedCommentRow = typeof feedComments.$inferSelect;
