/** The organisation's activity feed (/organization/feed, D-581): posts, likes and comments; types, query and mutations. */
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../identity/users/index.js';
import { feedPolicy as policy } from './feed.policy.js';
import {
  addFeedComment,
  createFeedPost,
  deleteFeedComment,
  deleteFeedPost,
  listFeed,
  setFeedPostLiked,
  setFeedPostPinned,
  updateFeedPost,
  type FeedCommentView,
  type FeedPage,
  type FeedPostView,
} from './feed.service.js';

const FeedCommentRef = builder.objectRef<FeedCommentView>('FeedComment').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    author: t.field({ type: UserRef, resolve: (c) => c.author }),
    body: t.exposeString('body'),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    viewerCanDelete: t.exposeBoolean('viewerCanDelete', { description: 'The viewer wrote it, or is staff.' }),
  }),
});

const FeedPostRef = builder.objectRef<FeedPostView>('FeedPost').implement({
  description: 'A post of the activity feed with its likes and comments (oldest comment first).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    author: t.field({ type: UserRef, resolve: (p) => p.author }),
    body: t.exposeString('body', { description: 'Plain text; line breaks kept.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    editedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.editedAt }),
    pinned: t.exposeBoolean('pinned'),
    likeCount: t.exposeInt('likeCount'),
    viewerLiked: t.exposeBoolean('viewerLiked'),
    comments: t.field({ type: [FeedCommentRef], resolve: (p) => p.comments }),
    viewerCanEdit: t.exposeBoolean('viewerCanEdit', { description: 'The viewer wrote it.' }),
    viewerCanDelete: t.exposeBoolean('viewerCanDelete', { description: 'The viewer wrote it, or is staff.' }),
    viewerCanPin: t.exposeBoolean('viewerCanPin', { description: 'The viewer is staff.' }),
  }),
});

const FeedPageRef = builder.objectRef<FeedPage>('OrganizationFeedPage').implement({
  fields: (t) => ({
    pinned: t.field({ type: [FeedPostRef], description: 'The pinned posts, newest pin first (on the first page only).', resolve: (p) => p.pinned }),
    posts: t.field({ type: [FeedPostRef], description: 'The other posts, newest first.', resolve: (p) => p.posts }),
    nextCursor: t.exposeString('nextCursor', { nullable: true, description: 'Pass as `cursor` for older posts; null on the last page.' }),
    viewerCanModerate: t.exposeBoolean('viewerCanModerate', { description: 'The viewer is staff: pins posts and removes anyone’s.' }),
  }),
});

builder.queryFields((t) => ({
  organizationFeed: t.field({
    type: FeedPageRef,
    access: policy.organizationFeed,
    description: 'The activity feed: pinned posts, then the newest posts (cursor-paged). Forbidden when the activityFeed flag is off.',
    args: { cursor: t.arg.string(), limit: t.arg.int({ description: '1–50; 10 when omitted.' }) },
    resolve: (_root, args, ctx) => listFeed(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createFeedPost: t.field({
    type: FeedPostRef,
    access: policy.createFeedPost,
    args: { body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createFeedPost(ctx, args),
  }),
  updateFeedPost: t.field({
    type: FeedPostRef,
    access: policy.updateFeedPost,
    description: 'Changes the text of the viewer’s own post (marked edited).',
    args: { id: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateFeedPost(ctx, { id: String(args.id), body: args.body }),
  }),
  deleteFeedPost: t.field({
    type: 'ID',
    access: policy.deleteFeedPost,
    description: 'Removes a post with its likes and comments; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteFeedPost(ctx, { id: String(args.id) }),
  }),
  setFeedPostPinned: t.field({
    type: FeedPostRef,
    access: policy.setFeedPostPinned,
    args: { id: t.arg.id({ required: true }), pinned: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setFeedPostPinned(ctx, { id: String(args.id), on: args.pinned }),
  }),
  setFeedPostLiked: t.field({
    type: FeedPostRef,
    access: policy.setFeedPostLiked,
    args: { id: t.arg.id({ required: true }), liked: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setFeedPostLiked(ctx, { id: String(args.id), on: args.liked }),
  }),
  addFeedComment: t.field({
    type: FeedPostRef,
    access: policy.addFeedComment,
    description: 'Adds a comment under a post; answers the post.',
    args: { postId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => addFeedComment(ctx, { postId: String(args.postId), body: args.body }),
  }),
  deleteFeedComment: t.field({
    type: FeedPostRef,
    access: policy.deleteFeedComment,
    description: 'Removes a comment; answers its post.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteFeedComment(ctx, { id: String(args.id) }),
  }),
}));
