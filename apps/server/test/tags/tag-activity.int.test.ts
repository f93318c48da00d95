/**
 * Issue 14 item 6 (D-162): tag changes write the activity log like the other administrative changes — create,
 * rename/recolour, merge, delete, and the tags set on a startup or a user — and a refused change writes nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs } from '../../src/db/schema/index.js';
import { DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const CREATE = 'mutation C($kind: TagKind!, $name: String!, $color: String) { createTag(kind: $kind, name: $name, color: $color) { _id } }';
const UPDATE = 'mutation U($id: ID!, $name: String, $color: String) { updateTag(id: $id, name: $name, color: $color) { _id } }';
const MERGE = 'mutation M($tagId: ID!, $intoTagId: ID!) { mergeTags(tagId: $tagId, intoTagId: $intoTagId) { _id } }';
const DELETE = 'mutation D($id: ID!) { deleteTag(id: $id) }';
const SET_STARTUP = 'mutation S($startupId: ID!, $tagIds: [ID!]!) { setStartupTags(startupId: $startupId, tagIds: $tagIds) { _id } }';
const SET_USER = 'mutation S($userId: ID!, $tagIds: [ID!]!) { setUserTags(userId: $userId, tagIds: $tagIds) { _id } }';
const LOGS = '{ activityLogs(limit: 20) { entries { action entityType entityId } } }';

const t = useTestApp();

describe('tag changes in the activity log', () => {
  it('each tag change writes one entry naming what changed; a refused change writes none; admins read them', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const demoId = t.incubatorIds.demo!;
    const entries = (action: string, entityId: string) =>
      t.db.tenant(demoId, (tx) => tx.select().from(activityLogs).where(and(eq(activityLogs.action, action), eq(activityLogs.entityId, entityId))).orderBy(desc(activityLogs.createdAt)));
    const create = async (name: string, kind = 'startup') => (await ok<{ createTag: { _id: string } }>(t.app, DEMO, admin, CREATE, { kind, name, color: 'teal' })).createTag._id;

    const a = await create('Logged A');
    expect(await entries('tag.created', a)).toMatchObject([{ entityType: 'tag', after: { kind: 'startup', name: 'Logged A', color: 'teal' } }]);
    await ok(t.app, DEMO, admin, UPDATE, { id: a, name: 'Logged Alpha', color: 'grape' });
    expect(await entries('tag.updated', a)).toMatchObject([{ before: { name: 'Logged A', color: 'teal' }, after: { name: 'Logged Alpha', color: 'grape' } }]);
    // Nothing changed, nothing logged; a clashing name is refused and logs nothing.
    await ok(t.app, DEMO, admin, UPDATE, { id: a, name: 'Logged Alpha' });
    const b = await create('Logged B');
    expect((await fails(t.app, DEMO, admin, UPDATE, { id: b, name: 'logged alpha' })).code).toBe('ValidationError');
    expect(await entries('tag.updated', a)).toHaveLength(1);
    expect(await entries('tag.updated', b)).toHaveLength(0);

    const { startups } = await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, admin, '{ startups(limit: 100) { results { _id name } } }');
    const kiln = startups.results.find((s) => s.name === 'Kiln & Co')!._id;
    await ok(t.app, DEMO, admin, SET_STARTUP, { startupId: kiln, tagIds: [a, b] });
    const [set] = await entries('startup.tags_set', kiln);
    expect(set).toMatchObject({ entityType: 'startup' });
    expect((set!.after as { tags: string[] }).tags.sort()).toEqual(['Logged Alpha', 'Logged B']);
    await ok(t.app, DEMO, admin, SET_STARTUP, { startupId: kiln, tagIds: [b, a] });
    expect(await entries('startup.tags_set', kiln)).toHaveLength(1);

    await ok(t.app, DEMO, admin, MERGE, { tagId: a, intoTagId: b });
    expect(await entries('tag.merged', b)).toMatchObject([{ before: { id: a, name: 'Logged Alpha' }, after: { id: b, name: 'Logged B' } }]);
    await ok(t.app, DEMO, admin, DELETE, { id: b });
    expect(await entries('tag.deleted', b)).toMatchObject([{ before: { kind: 'startup', name: 'Logged B' } }]);

    const person = await create('Logged Person', 'user');
    const { users } = await ok<{ users: { results: Array<{ _id: string; email: string }> } }>(t.app, DEMO, admin, '{ users(limit: 100) { results { _id email } } }');
    const mentor = users.results.find((u) => u.email === 'mentor@demo.test')!._id;
    await ok(t.app, DEMO, admin, SET_USER, { userId: mentor, tagIds: [person] });
    expect(await entries('user.tags_set', mentor)).toMatchObject([{ entityType: 'user', after: { tags: ['Logged Person'] } }]);

    const logs = await ok<{ activityLogs: { entries: Array<{ action: string }> } }>(t.app, DEMO, admin, LOGS);
    expect(logs.activityLogs.entries.map((r) => r.action)).toEqual(expect.arrayContaining(['user.tags_set', 'tag.deleted', 'tag.merged']));
  });
});
