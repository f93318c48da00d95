/**
 * The organisation's activity feed (D-581): members post, like and comment; an author edits and removes their own;
 * staff pin and remove anyone's. Every refusal changes nothing: an applicant, the signed-out, a member touching
 * someone else's post, another tenant's post, bad input, the activityFeed flag off.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, feedComments, feedPostLikes, feedPosts } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const POST_FIELDS = `_id body pinned likeCount viewerLiked editedAt viewerCanEdit viewerCanDelete viewerCanPin author { _id fullName } comments { _id body viewerCanDelete author { fullName } }`;
const FEED = `query F($cursor: String, $limit: Int) { organizationFeed(cursor: $cursor, limit: $limit) { pinned { ${POST_FIELDS} } posts { ${POST_FIELDS} } nextCursor viewerCanModerate } }`;
const CREATE = `mutation C($body: String!) { createFeedPost(body: $body) { ${POST_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $body: String!) { updateFeedPost(id: $id, body: $body) { ${POST_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteFeedPost(id: $id) }`;
const PIN = `mutation P($id: ID!, $pinned: Boolean!) { setFeedPostPinned(id: $id, pinned: $pinned) { ${POST_FIELDS} } }`;
const LIKE = `mutation L($id: ID!, $liked: Boolean!) { setFeedPostLiked(id: $id, liked: $liked) { ${POST_FIELDS} } }`;
const COMMENT = `mutation M($postId: ID!, $body: String!) { addFeedComment(postId: $postId, body: $body) { ${POST_FIELDS} } }`;
const UNCOMMENT = `mutation X($id: ID!) { deleteFeedComment(id: $id) { ${POST_FIELDS} } }`;

interface Post {
  _id: string;
  body: string;
  pinned: boolean;
  likeCount: number;
  viewerLiked: boolean;
  editedAt: string | null;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanPin: boolean;
  author: { _id: string; fullName: string };
  comments: Array<{ _id: string; body: string; viewerCanDelete: boolean; author: { fullName: string } }>;
}
interface Feed {
  pinned: Post[];
  posts: Post[];
  nextCursor: string | null;
  viewerCanModerate: boolean;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (who: string) => tokens[who]!;
const feed = async (who: string, variables: Record<string, unknown> = {}) => (await ok<{ organizationFeed: Feed }>(t.app, DEMO, as(who), FEED, variables)).organizationFeed;
const post = async (who: string, body: string) => (await ok<{ createFeedPost: Post }>(t.app, DEMO, as(who), CREATE, { body })).createFeedPost;
const demoRows = <T>(read: (tx: Parameters<Parameters<TestApp['db']['tenant']>[1]>[0]) => Promise<T>) => t.db.tenant(t.incubatorIds.demo!, read);
const postRow = async (id: string) => (await demoRows((tx) => tx.select().from(feedPosts).where(eq(feedPosts.id, id))))[0];

beforeAll(async () => {
  t = await startTestApp();
  for (const email of ['admin@demo.test', 'staff@demo.test', 'cofounder@demo.test', 'mentor@demo.test', 'community@demo.test', 'applicant@demo.test']) {
    tokens[email] = await login(t.app, DEMO, email);
  }
  tokens['admin@acme.test'] = await login(t.app, ACME, 'admin@acme.test');
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('organisation feed (D-581)', () => {
  it('a member posts; every member reads it, newest first, with who wrote it and what they may do', async () => {
    const created = await post('cofounder@demo.test', '  We closed our pre-seed round!\nThank you all.  ');
    expect(created).toMatchObject({ body: 'We closed our pre-seed round!\nThank you all.', pinned: false, likeCount: 0, viewerLiked: false, editedAt: null, viewerCanEdit: true, viewerCanDelete: true, viewerCanPin: false, comments: [] });
    expect(created.author.fullName).not.toBe('');

    const mentorView = await feed('mentor@demo.test');
    expect(mentorView.posts[0]).toMatchObject({ _id: created._id, viewerCanEdit: false, viewerCanDelete: false, viewerCanPin: false });
    expect(mentorView.viewerCanModerate).toBe(false);
    const staffView = await feed('staff@demo.test');
    expect(staffView.posts[0]).toMatchObject({ _id: created._id, viewerCanEdit: false, viewerCanDelete: true, viewerCanPin: true });
    expect(staffView.viewerCanModerate).toBe(true);
  });

  it('pages by cursor without repeating or skipping a post', async () => {
    for (let i = 0; i < 5; i += 1) await post('community@demo.test', `Page test ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Feed = await feed('community@demo.test', { cursor, limit: 2 });
      expect(page.posts.length).toBeLessThanOrEqual(2);
      seen.push(...page.posts.map((p) => p._id));
      cursor = page.nextCursor;
    } while (cursor);
    const unpinnedCount = (await demoRows((tx) => tx.select({ pinnedAt: feedPosts.pinnedAt }).from(feedPosts))).filter((r) => r.pinnedAt === null).length;
    expect(unpinnedCount).toBeGreaterThanOrEqual(6);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(unpinnedCount);
  });

  it('posts written in the same millisecond are each read once across pages', async () => {
    const author = (await post('community@demo.test', 'Same-millisecond anchor')).author._id;
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    const rows = await demoRows((tx) =>
      tx
        .insert(feedPosts)
        // Microseconds apart within one millisecond (the column keeps milliseconds, so the cursor compares them equal).
        .values([100, 200, 300, 400].map((micros) => ({ incubatorId: t.incubatorIds.demo!, authorUserId: author, body: `Same moment ${micros}`, createdAt: sql`${at.toISOString()}::timestamptz + ${`${micros} microseconds`}::interval` })))
        .returning({ id: feedPosts.id }),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 4; page += 1) {
      const answer: Feed = await feed('mentor@demo.test', { cursor, limit: 1 });
      seen.push(...answer.posts.map((p) => p._id));
      cursor = answer.nextCursor;
    }
    expect(seen.sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('likes are one per person and counted; unliking takes it back', async () => {
    const target = await post('cofounder@demo.test', 'Like me');
    await ok(t.app, DEMO, as('mentor@demo.test'), LIKE, { id: target._id, liked: true });
    const twice = (await ok<{ setFeedPostLiked: Post }>(t.app, DEMO, as('mentor@demo.test'), LIKE, { id: target._id, liked: true })).setFeedPostLiked;
    expect(twice).toMatchObject({ likeCount: 1, viewerLiked: true });
    const other = (await ok<{ setFeedPostLiked: Post }>(t.app, DEMO, as('staff@demo.test'), LIKE, { id: target._id, liked: true })).setFeedPostLiked;
    expect(other).toMatchObject({ likeCount: 2, viewerLiked: true });
    const undone = (await ok<{ setFeedPostLiked: Post }>(t.app, DEMO, as('mentor@demo.test'), LIKE, { id: target._id, liked: false })).setFeedPostLiked;
    expect(undone).toMatchObject({ likeCount: 1, viewerLiked: false });
  });

  it('comments: any member adds one; its author or staff removes it, nobody else', async () => {
    const target = await post('cofounder@demo.test', 'Comment on me');
    const withComment = (await ok<{ addFeedComment: Post }>(t.app, DEMO, as('mentor@demo.test'), COMMENT, { postId: target._id, body: 'Congratulations!' })).addFeedComment;
    const comment = withComment.comments[0]!;
    expect(comment).toMatchObject({ body: 'Congratulations!', viewerCanDelete: true });
    const asCommunity = (await feed('community@demo.test')).posts.find((p) => p._id === target._id)!;
    expect(asCommunity.comments[0]!.viewerCanDelete).toBe(false);
    expect(await fails(t.app, DEMO, as('community@demo.test'), UNCOMMENT, { id: comment._id })).toMatchObject({ code: 'Forbidden' });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), UNCOMMENT, { id: comment._id })).toMatchObject({ code: 'Forbidden' });
    const removed = (await ok<{ deleteFeedComment: Post }>(t.app, DEMO, as('staff@demo.test'), UNCOMMENT, { id: comment._id })).deleteFeedComment;
    expect(removed.comments).toEqual([]);
    expect(await fails(t.app, DEMO, as('staff@demo.test'), UNCOMMENT, { id: comment._id })).toMatchObject({ code: 'NotFound' });
  });

  it('only the author edits (marked edited); the author or staff removes, and a staff removal is logged', async () => {
    const target = await post('cofounder@demo.test', 'Frist draft');
    expect(await fails(t.app, DEMO, as('admin@demo.test'), UPDATE, { id: target._id, body: 'Rewritten by admin' })).toMatchObject({ code: 'Forbidden' });
    expect((await postRow(target._id))!.body).toBe('Frist draft');
    const edited = (await ok<{ updateFeedPost: Post }>(t.app, DEMO, as('cofounder@demo.test'), UPDATE, { id: target._id, body: 'First draft' })).updateFeedPost;
    expect(edited.body).toBe('First draft');
    expect(edited.editedAt).not.toBeNull();

    expect(await fails(t.app, DEMO, as('mentor@demo.test'), DELETE, { id: target._id })).toMatchObject({ code: 'Forbidden' });
    expect(await postRow(target._id)).toBeDefined();
    await ok(t.app, DEMO, as('mentor@demo.test'), LIKE, { id: target._id, liked: true });
    await ok(t.app, DEMO, as('mentor@demo.test'), COMMENT, { postId: target._id, body: 'Nice' });
    expect((await ok<{ deleteFeedPost: string }>(t.app, DEMO, as('staff@demo.test'), DELETE, { id: target._id })).deleteFeedPost).toBe(target._id);
    expect(await postRow(target._id)).toBeUndefined();
    expect(await demoRows((tx) => tx.select().from(feedPostLikes).where(eq(feedPostLikes.postId, target._id)))).toEqual([]);
    expect(await demoRows((tx) => tx.select().from(feedComments).where(eq(feedComments.postId, target._id)))).toEqual([]);
    const logged = await demoRows((tx) => tx.select().from(activityLogs).where(eq(activityLogs.entityId, target._id)));
    expect(logged.map((l) => l.action)).toEqual(['feedPost.removed']);

    const own = await post('cofounder@demo.test', 'Oops, wrong place');
    await ok(t.app, DEMO, as('cofounder@demo.test'), DELETE, { id: own._id });
    expect(await postRow(own._id)).toBeUndefined();
    expect(await demoRows((tx) => tx.select().from(activityLogs).where(eq(activityLogs.entityId, own._id)))).toEqual([]);
  });

  it('staff pin a post above the stream; at most five stay pinned; members cannot pin', async () => {
    const target = await post('community@demo.test', 'Demo day is on Friday');
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), PIN, { id: target._id, pinned: true })).toMatchObject({ code: 'Forbidden', message: 'Only staff can pin a post.' });
    expect((await postRow(target._id))!.pinnedAt).toBeNull();
    await ok(t.app, DEMO, as('staff@demo.test'), PIN, { id: target._id, pinned: true });
    const view = await feed('community@demo.test');
    expect(view.pinned.map((p) => p._id)).toContain(target._id);
    expect(view.posts.map((p) => p._id)).not.toContain(target._id);

    const more: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const extra = await post('staff@demo.test', `Pinned ${i}`);
      await ok(t.app, DEMO, as('admin@demo.test'), PIN, { id: extra._id, pinned: true });
      more.push(extra._id);
    }
    const after = await feed('community@demo.test');
    expect(after.pinned.map((p) => p._id)).toEqual([...more].reverse());
    expect(after.posts.map((p) => p._id)).toContain(target._id);
    expect((await postRow(target._id))!.pinnedAt).toBeNull();
    for (const id of more) await ok(t.app, DEMO, as('admin@demo.test'), PIN, { id, pinned: false });
    expect((await feed('community@demo.test')).pinned).toEqual([]);
  });

  it('refuses applicants and the signed-out, and bad input, changing nothing', async () => {
    const before = (await demoRows((tx) => tx.select({ id: feedPosts.id }).from(feedPosts))).length;
    expect(await fails(t.app, DEMO, as('applicant@demo.test'), FEED)).toMatchObject({ code: 'Forbidden', message: 'The activity feed is for the members of the organisation.' });
    expect(await fails(t.app, DEMO, as('applicant@demo.test'), CREATE, { body: 'Hello' })).toMatchObject({ code: 'Forbidden' });
    expect((await fails(t.app, DEMO, undefined, FEED)).code).toBe('AuthenticationRequiredError');
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE, { body: '   ' })).toMatchObject({ code: 'ValidationError', message: 'body: is required' });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE, { body: 'x'.repeat(5001) })).toMatchObject({ code: 'ValidationError', message: 'body: at most 5000 characters' });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), LIKE, { id: 'nope', liked: true })).toMatchObject({ code: 'ValidationError', message: 'id: is not a valid id' });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), FEED, { cursor: 'garbage' })).toMatchObject({ code: 'ValidationError' });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), FEED, { limit: 0 })).toMatchObject({ code: 'ValidationError' });
    const some = await post('cofounder@demo.test', 'A real post');
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), COMMENT, { postId: some._id, body: 'y'.repeat(2001) })).toMatchObject({ code: 'ValidationError', message: 'body: at most 2000 characters' });
    expect((await demoRows((tx) => tx.select({ id: feedPosts.id }).from(feedPosts))).length).toBe(before + 1);
  });

  it('another tenant neither sees nor touches the demo feed', async () => {
    const demoPost = await post('cofounder@demo.test', 'Demo only');
    const acmeFeed = (await ok<{ organizationFeed: Feed }>(t.app, ACME, as('admin@acme.test'), FEED)).organizationFeed;
    expect([...acmeFeed.pinned, ...acmeFeed.posts].map((p) => p._id)).not.toContain(demoPost._id);
    for (const [query, variables] of [
      [LIKE, { id: demoPost._id, liked: true }],
      [COMMENT, { postId: demoPost._id, body: 'From acme' }],
      [PIN, { id: demoPost._id, pinned: true }],
      [DELETE, { id: demoPost._id }],
    ] as const) {
      expect(await fails(t.app, ACME, as('admin@acme.test'), query, variables)).toMatchObject({ code: 'NotFound' });
    }
    const row = await postRow(demoPost._id);
    expect(row).toMatchObject({ body: 'Demo only', pinnedAt: null });
    expect(await demoRows((tx) => tx.select().from(feedPostLikes).where(eq(feedPostLikes.postId, demoPost._id)))).toEqual([]);
    // A demo token does not open the acme feed.
    expect((await fails(t.app, ACME, as('cofounder@demo.test'), FEED)).code).toBe('AuthenticationRequiredError');
  });

  it('with the activityFeed flag off the feed is refused and nothing is written', async () => {
    await setFlag(t, 'demo', 'activityFeed', true, false);
    try {
      expect(await fails(t.app, DEMO, as('cofounder@demo.test'), FEED)).toMatchObject({ code: 'Forbidden', message: 'The activity feed is switched off for this organisation.' });
      const before = (await demoRows((tx) => tx.select({ id: feedPosts.id }).from(feedPosts))).length;
      expect(await fails(t.app, DEMO, as('cofounder@demo.test'), CREATE, { body: 'Hello?' })).toMatchObject({ code: 'Forbidden' });
      expect((await demoRows((tx) => tx.select({ id: feedPosts.id }).from(feedPosts))).length).toBe(before);
    } finally {
      await setFlag(t, 'demo', 'activityFeed', true, true);
    }
  });
});
