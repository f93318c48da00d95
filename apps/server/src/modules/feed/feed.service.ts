/**
 * The organisation's activity feed (/organization/feed, D-581): members write posts, like them and comment under them;
 * staff pin a post above the stream and remove what should not be there. All behind the activityFeed flag. Who is a
 * member is the policy's rule (feed.policy.ts); what a viewer may do to one post is decided here, with the post.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { feedComments, feedPostLikes, feedPosts, users, type FeedPostRow } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { decodeSeekCursor, encodeSeekCursor, olderThan } from '../../core/seek-cursor.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { featureIsOn } from '../milestones/index.js';

export const FEED_POST_MAX = 5000;
export const FEED_COMMENT_MAX = 2000;
export const FEED_PAGE_DEFAULT = 10;
export const FEED_PAGE_MAX = 50;
/** At most this many posts are pinned; pinning one more returns the oldest pin to the stream. */
export const FEED_PINNED_MAX = 5;

export interface FeedPerson {
  _id: string;
  fullName: string;
}

export interface FeedCommentView {
  _id: string;
  author: FeedPerson;
  body: string;
  createdAt: Date;
  viewerCanDelete: boolean;
}

export interface FeedPostView {
  _id: string;
  author: FeedPerson;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  pinned: boolean;
  likeCount: number;
  viewerLiked: boolean;
  comments: FeedCommentView[];
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanPin: boolean;
}

export interface FeedPage {
  /** Only on the first page: the pinned posts, newest pin first. */
  pinned: FeedPostView[];
  posts: FeedPostView[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  viewerCanModerate: boolean;
}

const bodyField = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `at most ${max} characters`);
const idField = z.string().refine(isUuid, 'is not a valid id');

const pageSchema = z.object({
  cursor: z
    .string()
    .nullish()
    .refine((value) => !value || decodeSeekCursor(value) !== null, 'is not valid; start from the first page'),
  limit: z.number().int().min(1, `must be 1 to ${FEED_PAGE_MAX}`).max(FEED_PAGE_MAX, `must be 1 to ${FEED_PAGE_MAX}`).nullish(),
});
const postSchema = z.object({ body: bodyField(FEED_POST_MAX) });
const postPatchSchema = z.object({ id: idField, body: bodyField(FEED_POST_MAX) });
const commentSchema = z.object({ postId: idField, body: bodyField(FEED_COMMENT_MAX) });
const idSchema = z.object({ id: idField });
const toggleSchema = z.object({ id: idField, on: z.boolean() });

/** Staff keep the feed tidy: they pin posts and remove anyone's post or comment. */
export function moderatesFeed(viewer: Viewer): boolean {
  return isInRoleGroup(viewer.roleType, 'staff');
}

async function requireFeedOn(tx: Tx): Promise<void> {
  if (!(await featureIsOn(tx, 'activityFeed'))) throw forbiddenError('The activity feed is switched off for this organisation.');
}

const postNotFound = () => notFoundError('This post does not exist or was removed.');

async function lockPost(tx: Tx, id: string): Promise<FeedPostRow> {
  const [post] = await tx.select().from(feedPosts).where(eq(feedPosts.id, id)).for('update');
  if (!post) throw postNotFound();
  return post;
}

/** The views of `rows` (one statement for the likes, one for the comments, whatever the number of posts). */
async function viewsOf(tx: Tx, viewer: Viewer, rows: Array<{ post: FeedPostRow; authorName: string }>): Promise<FeedPostView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.post.id);
  // Counted by the database: a popular post's likes are a number and a flag here, not a row each.
  const likes = await tx
    .select({ postId: feedPostLikes.postId, count: count(), viewerLiked: sql<boolean>`bool_or(${feedPostLikes.userId} = ${viewer.userId})` })
    .from(feedPostLikes)
    .where(inArray(feedPostLikes.postId, ids))
    .groupBy(feedPostLikes.postId);
  const comments = await tx
    .select({ comment: feedComments, authorName: users.fullName })
    .from(feedComments)
    .innerJoin(users, eq(users.id, feedComments.authorUserId))
    .where(inArray(feedComments.postId, ids))
    .orderBy(asc(feedComments.createdAt), asc(feedComments.id));
  const moderator = moderatesFeed(viewer);
  return rows.map(({ post, authorName }) => {
    const postLikes = likes.find((l) => l.postId === post.id);
    return {
      _id: post.id,
      author: { _id: post.authorUserId, fullName: authorName },
      body: post.body,
      createdAt: post.createdAt,
      editedAt: post.editedAt,
      pinned: post.pinnedAt !== null,
      likeCount: postLikes?.count ?? 0,
      viewerLiked: postLikes?.viewerLiked === true,
      comments: comments
        .filter((c) => c.comment.postId === post.id)
        .map(({ comment, authorName: name }) => ({
          _id: comment.id,
          author: { _id: comment.authorUserId, fullName: name },
          body: comment.body,
          createdAt: comment.createdAt,
          viewerCanDelete: moderator || comment.authorUserId === viewer.userId,
        })),
      viewerCanEdit: post.authorUserId === viewer.userId,
      viewerCanDelete: moderator || post.authorUserId === viewer.userId,
      viewerCanPin: moderator,
    };
  });
}

const POST_COLUMNS = { post: feedPosts, authorName: users.fullName };

async function postView(tx: Tx, viewer: Viewer, id: string): Promise<FeedPostView> {
  const rows = await tx.select(POST_COLUMNS).from(feedPosts).innerJoin(users, eq(users.id, feedPosts.authorUserId)).where(eq(feedPosts.id, id));
  const [view] = await viewsOf(tx, viewer, rows);
  if (!view) throw postNotFound();
  return view;
}

export async function listFeed(ctx: AppContext, input: unknown): Promise<FeedPage> {
  const viewer = requireViewer(ctx);
  const query = parseInput(pageSchema, input);
  const limit = query.limit ?? FEED_PAGE_DEFAULT;
  const position = query.cursor ? decodeSeekCursor(query.cursor) : null;
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    const conditions: SQL[] = [isNull(feedPosts.pinnedAt)];
    if (position) conditions.push(olderThan(feedPosts.createdAt, feedPosts.id, position));
    const base = () => tx.select(POST_COLUMNS).from(feedPosts).innerJoin(users, eq(users.id, feedPosts.authorUserId));
    const streamRows = await base().where(and(...conditions)).orderBy(desc(feedPosts.createdAt), desc(feedPosts.id)).limit(limit + 1);
    const pinnedRows = position ? [] : await base().where(isNotNull(feedPosts.pinnedAt)).orderBy(desc(feedPosts.pinnedAt)).limit(FEED_PINNED_MAX);
    const page = streamRows.slice(0, limit);
    const views = await viewsOf(tx, viewer, [...pinnedRows, ...page]);
    const last = page.at(-1);
    return {
      pinned: views.slice(0, pinnedRows.length),
      posts: views.slice(pinnedRows.length),
      nextCursor: streamRows.length > limit && last ? encodeSeekCursor({ createdAt: last.post.createdAt, id: last.post.id }) : null,
      viewerCanModerate: moderatesFeed(viewer),
    };
  });
}

export async function createFeedPost(ctx: AppContext, input: unknown): Promise<FeedPostView> {
  const viewer = requireViewer(ctx);
  const { body } = parseInput(postSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    const [row] = await tx.insert(feedPosts).values({ incubatorId: ctx.data.incubatorId, authorUserId: viewer.userId, body }).returning({ id: feedPosts.id });
    return postView(tx, viewer, row!.id);
  });
}

export async function updateFeedPost(ctx: AppContext, input: unknown): Promise<FeedPostView> {
  const viewer = requireViewer(ctx);
  const { id, body } = parseInput(postPatchSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    const post = await lockPost(tx, id);
    if (post.authorUserId !== viewer.userId) throw forbiddenError('Only its author can edit a post.');
    if (post.body !== body) await tx.update(feedPosts).set({ body, editedAt: new Date() }).where(eq(feedPosts.id, id));
    return postView(tx, viewer, id);
  });
}

export async function deleteFeedPost(ctx: AppContext, input: unknown): Promise<string> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    const post = await lockPost(tx, id);
    const own = post.authorUserId === viewer.userId;
    if (!own && !moderatesFeed(viewer)) throw forbiddenError('Only its author or staff can remove a post.');
    await tx.delete(feedPosts).where(eq(feedPosts.id, id));
    // A moderator's removal of someone else's post is an organisation event; an author removing their own is not.
    if (!own) {
      await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
        action: 'feedPost.removed',
        entityType: 'feedPost',
        entityId: id,
        before: { authorUserId: post.authorUserId, body: post.body.slice(0, 200) },
      });
    }
    return id;
  });
}

export async function setFeedPostPinned(ctx: AppContext, input: unknown): Promise<FeedPostView> {
  const viewer = requireViewer(ctx);
  const { id, on } = parseInput(toggleSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    const post = await lockPost(tx, id);
    if ((post.pinnedAt !== null) !== on) await tx.update(feedPosts).set({ pinnedAt: on ? new Date() : null }).where(eq(feedPosts.id, id));
    if (on) {
      // The pinned strip stays short: a new pin past the limit returns the oldest pin to the stream.
      const older = await tx.select({ id: feedPosts.id }).from(feedPosts).where(isNotNull(feedPosts.pinnedAt)).orderBy(desc(feedPosts.pinnedAt)).offset(FEED_PINNED_MAX);
      if (older.length > 0) await tx.update(feedPosts).set({ pinnedAt: null }).where(inArray(feedPosts.id, older.map((r) => r.id)));
    }
    return postView(tx, viewer, id);
  });
}

export async function setFeedPostLiked(ctx: AppContext, input: unknown): Promise<FeedPostView> {
  const viewer = requireViewer(ctx);
  const { id, on } = parseInput(toggleSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    await lockPost(tx, id);
    if (on) await tx.insert(feedPostLikes).values({ incubatorId: ctx.data.incubatorId, postId: id, userId: viewer.userId }).onConflictDoNothing();
    else await tx.delete(feedPostLikes).where(and(eq(feedPostLikes.postId, id), eq(feedPostLikes.userId, viewer.userId)));
    return postView(tx, viewer, id);
  });
}

export async function addFeedComment(ctx: AppContext, input: unknown): Promise<FeedPostView> {
  const viewer = requireViewer(ctx);
  const { postId, body } = parseInput(commentSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    await lockPost(tx, postId);
    await tx.insert(feedComments).values({ incubatorId: ctx.data.incubatorId, postId, authorUserId: viewer.userId, body });
    return postView(tx, viewer, postId);
  });
}

export async function deleteFeedComment(ctx: AppContext, input: unknown): Promise<FeedPostView> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    await requireFeedOn(tx);
    const [comment] = await tx.select().from(feedComments).where(eq(feedComments.id, id));
    if (!comment) throw notFoundError('This comment does not exist or was removed.');
    if (comment.authorUserId !== viewer.userId && !moderatesFeed(viewer)) throw forbiddenError('Only its author or staff can remove a comment.');
    await tx.delete(feedComments).where(eq(feedComments.id, id));
    return postView(tx, viewer, comment.postId);
  });
}
