/**
 * The live chat (D-592): members open direct conversations and groups, write, read and are told live; only members of
 * a conversation read it; the organisation keeps role pairs apart. Every refusal changes nothing: an applicant, the
 * signed-out, someone outside the conversation, another tenant, a blocked pair, bad input, the liveChat flag off.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, chatBlockedRolePairs, chatConversations, chatMessages, users } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { listen, openSubscription, until } from '../support/identity.js';

const CONVERSATION = `_id kind title unreadCount viewerCanPost lastMessage { body mine author { fullName } } members { _id fullName roleType }`;
const LIST = `query { chatConversations { ${CONVERSATION} } }`;
const ONE = `query O($id: ID!, $cursor: String, $limit: Int) { chatConversation(id: $id) { ${CONVERSATION} messages(cursor: $cursor, limit: $limit) { items { _id body mine createdAt } nextCursor } } }`;
const CONTACTS = `query C($search: String) { chatContacts(search: $search) { _id fullName roleType } }`;
const DIRECT = `mutation D($userId: ID!) { startDirectChat(userId: $userId) { ${CONVERSATION} } }`;
const GROUP = `mutation G($title: String!, $memberIds: [ID!]!) { createGroupChat(title: $title, memberIds: $memberIds) { ${CONVERSATION} } }`;
const SEND = `mutation S($conversationId: ID!, $body: String!) { sendChatMessage(conversationId: $conversationId, body: $body) { _id body mine conversationId author { fullName } } }`;
const READ = `mutation R($conversationId: ID!) { markChatRead(conversationId: $conversationId) { _id unreadCount } }`;
const ACCESS = `query { chatAccess { roleTypes blockedPairs { a b } } }`;
const SET_ACCESS = `mutation A($pairs: [ChatRolePairInput!]!) { setChatAccess(blockedPairs: $pairs) { blockedPairs { a b } } }`;
const ADDED = `subscription { chatMessageAdded { _id body conversationId author { fullName } } }`;

interface Conversation {
  _id: string;
  kind: string;
  title: string | null;
  unreadCount: number;
  viewerCanPost: boolean;
  lastMessage: { body: string; mine: boolean; author: { fullName: string } | null } | null;
  members: Array<{ _id: string; fullName: string; roleType: string }>;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const names: Record<string, string> = {};
const as = (who: string) => tokens[who]!;
const direct = async (who: string, other: string) => (await ok<{ startDirectChat: Conversation }>(t.app, DEMO, as(who), DIRECT, { userId: ids[other] })).startDirectChat;
const send = async (who: string, conversationId: string, body: string) =>
  (await ok<{ sendChatMessage: { _id: string; body: string; mine: boolean } }>(t.app, DEMO, as(who), SEND, { conversationId, body })).sendChatMessage;
const list = async (who: string) => (await ok<{ chatConversations: Conversation[] }>(t.app, DEMO, as(who), LIST)).chatConversations;
const demoRows = <T>(read: (tx: Parameters<Parameters<TestApp['db']['tenant']>[1]>[0]) => Promise<T>) => t.db.tenant(t.incubatorIds.demo!, read);
const messageCount = async () => (await demoRows((tx) => tx.select({ n: sql<number>`count(*)::int` }).from(chatMessages)))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  await setFlag(t, 'demo', 'liveChat', true, true);
  await setFlag(t, 'demo', 'groupChat', true, true);
  await setFlag(t, 'acme', 'liveChat', true, true);
  const people = ['admin', 'staff', 'coach', 'mentor', 'cofounder', 'community', 'applicant', 'evaluator'];
  for (const key of people) tokens[key] = await login(t.app, DEMO, `${key}@demo.test`);
  tokens['acme'] = await login(t.app, ACME, 'admin@acme.test');
  const rows = await demoRows((tx) => tx.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users));
  for (const key of [...people, 'pending']) {
    const row = rows.find((r) => r.email === `${key}@demo.test`)!;
    ids[key] = row.id;
    names[key] = row.fullName;
  }
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('live chat (D-592)', () => {
  it('a community member opens a direct conversation with a coach — once per pair — and both read it; unread counts follow', async () => {
    const opened = await direct('community', 'coach');
    expect(opened).toMatchObject({ kind: 'DIRECT', title: null, unreadCount: 0, viewerCanPost: true, lastMessage: null });
    expect(opened.members.map((m) => m._id).sort()).toEqual([ids.community, ids.coach].sort());
    expect((await direct('coach', 'community'))._id).toBe(opened._id);

    const first = await send('community', opened._id, '  Can we move Thursday’s session?\nMorning works.  ');
    expect(first).toMatchObject({ body: 'Can we move Thursday’s session?\nMorning works.', mine: true });
    await send('community', opened._id, 'Thanks!');

    const coachList = await list('coach');
    expect(coachList[0]).toMatchObject({ _id: opened._id, unreadCount: 2, lastMessage: { body: 'Thanks!', mine: false } });
    expect((await list('community')).find((c) => c._id === opened._id)).toMatchObject({ unreadCount: 0, lastMessage: { mine: true } });

    const read = await ok<{ markChatRead: { unreadCount: number } }>(t.app, DEMO, as('coach'), READ, { conversationId: opened._id });
    expect(read.markChatRead.unreadCount).toBe(0);
    await send('coach', opened._id, 'Sure — 9:30?');
    expect((await list('community')).find((c) => c._id === opened._id)).toMatchObject({ unreadCount: 1 });
  });

  it('pages the thread newest first without repeating or skipping a message', async () => {
    const conversation = await direct('mentor', 'community');
    for (let i = 0; i < 7; i += 1) await send(i % 2 ? 'mentor' : 'community', conversation._id, `Message ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { chatConversation: { messages: { items: Array<{ body: string }>; nextCursor: string | null } } } = await ok(t.app, DEMO, as('mentor'), ONE, {
        id: conversation._id,
        cursor,
        limit: 3,
      });
      seen.push(...page.chatConversation.messages.items.map((m) => m.body));
      cursor = page.chatConversation.messages.nextCursor;
    } while (cursor);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `Message ${i}`));
  });

  it('only members read or write a conversation; another tenant and outsiders see nothing and change nothing', async () => {
    const conversation = await direct('cofounder', 'mentor');
    await send('mentor', conversation._id, 'Private note for the founder');
    const before = await messageCount();
    expect((await ok<{ chatConversation: null }>(t.app, DEMO, as('admin'), ONE, { id: conversation._id })).chatConversation).toBeNull();
    expect((await list('admin')).some((c) => c._id === conversation._id)).toBe(false);
    expect(await fails(t.app, DEMO, as('staff'), SEND, { conversationId: conversation._id, body: 'Reading along' })).toMatchObject({ code: 'NotFound' });
    expect(await fails(t.app, DEMO, as('staff'), READ, { conversationId: conversation._id })).toMatchObject({ code: 'NotFound' });
    expect((await ok<{ chatConversation: null }>(t.app, ACME, as('acme'), ONE, { id: conversation._id })).chatConversation).toBeNull();
    expect(await fails(t.app, ACME, as('acme'), SEND, { conversationId: conversation._id, body: 'Hi' })).toMatchObject({ code: 'NotFound' });
    expect(await fails(t.app, ACME, as('acme'), DIRECT, { userId: ids.cofounder })).toMatchObject({ code: 'Forbidden' });
    expect(await fails(t.app, DEMO, as('applicant'), LIST)).toMatchObject({ code: 'Forbidden', message: 'The chat is for the members of the organisation.' });
    expect(await fails(t.app, DEMO, as('applicant'), SEND, { conversationId: conversation._id, body: 'Hi' })).toMatchObject({ code: 'Forbidden' });
    expect(await fails(t.app, DEMO, undefined, LIST)).toMatchObject({ code: 'AuthenticationRequiredError' });
    expect(await messageCount()).toBe(before);
  });

  it('reaches only active members of the organisation: not oneself, an applicant or someone not yet signed up', async () => {
    const contacts = (await ok<{ chatContacts: Array<{ _id: string; roleType: string }> }>(t.app, DEMO, as('cofounder'), CONTACTS, {})).chatContacts;
    expect(contacts.length).toBeGreaterThan(3);
    const reached = contacts.map((c) => c._id);
    expect(reached).not.toContain(ids.cofounder);
    expect(reached).not.toContain(ids.applicant);
    expect(reached).not.toContain(ids.pending);
    const found = (await ok<{ chatContacts: Array<{ _id: string }> }>(t.app, DEMO, as('cofounder'), CONTACTS, { search: names.coach!.slice(1, 5).toUpperCase() })).chatContacts;
    expect(found.map((c) => c._id)).toContain(ids.coach);
    for (const other of ['applicant', 'pending', 'cofounder']) {
      expect(await fails(t.app, DEMO, as('cofounder'), DIRECT, { userId: ids[other] })).toMatchObject({ code: 'Forbidden' });
    }
  });

  it('a group: named, with people one may reach; members write and read it; refused when groupChat is off', async () => {
    const created = (await ok<{ createGroupChat: Conversation }>(t.app, DEMO, as('staff'), GROUP, { title: ' Demo day crew ', memberIds: [ids.cofounder, ids.mentor] })).createGroupChat;
    expect(created).toMatchObject({ kind: 'GROUP', title: 'Demo day crew', viewerCanPost: true });
    expect(created.members).toHaveLength(3);
    await send('mentor', created._id, 'Slides due Friday');
    expect((await list('cofounder')).find((c) => c._id === created._id)).toMatchObject({ unreadCount: 1, lastMessage: { body: 'Slides due Friday' } });
    expect(await fails(t.app, DEMO, as('staff'), GROUP, { title: 'With an applicant', memberIds: [ids.applicant] })).toMatchObject({ code: 'Forbidden' });
    expect(await fails(t.app, DEMO, as('staff'), GROUP, { title: '', memberIds: [ids.mentor] })).toMatchObject({ code: 'ValidationError' });
    expect(await fails(t.app, DEMO, as('staff'), GROUP, { title: 'Twice', memberIds: [ids.mentor, ids.mentor] })).toMatchObject({ code: 'ValidationError' });
    expect(await fails(t.app, DEMO, as('staff'), GROUP, { title: 'Just me', memberIds: [ids.staff] })).toMatchObject({ code: 'ValidationError', message: 'memberIds: name someone besides you' });
    await setFlag(t, 'demo', 'groupChat', true, false);
    try {
      expect(await fails(t.app, DEMO, as('staff'), GROUP, { title: 'Off', memberIds: [ids.mentor] })).toMatchObject({ code: 'Forbidden' });
    } finally {
      await setFlag(t, 'demo', 'groupChat', true, true);
    }
  });

  it('bad input names the field and changes nothing', async () => {
    const conversation = await direct('cofounder', 'coach');
    const before = await messageCount();
    const empty = await fails(t.app, DEMO, as('cofounder'), SEND, { conversationId: conversation._id, body: '   ' });
    expect(empty.code).toBe('ValidationError');
    expect(empty.message).toMatch(/body/);
    expect((await fails(t.app, DEMO, as('cofounder'), SEND, { conversationId: conversation._id, body: 'x'.repeat(4001) })).message).toMatch(/body.*4000/);
    expect((await fails(t.app, DEMO, as('cofounder'), SEND, { conversationId: 'nope', body: 'Hi' })).message).toMatch(/conversationId/);
    expect((await fails(t.app, DEMO, as('cofounder'), ONE, { id: conversation._id, cursor: 'garbage' })).message).toMatch(/cursor/);
    expect(await fails(t.app, DEMO, as('cofounder'), DIRECT, { userId: ids.cofounder })).toMatchObject({ code: 'Forbidden' });
    expect(await messageCount()).toBe(before);
  });

  it('management keeps a pair of roles apart, both ways: no new conversation, no more messages in an old one', async () => {
    const conversation = await direct('mentor', 'cofounder');
    expect(await fails(t.app, DEMO, as('coach'), ACCESS)).toMatchObject({ code: 'Forbidden' });
    expect(await fails(t.app, DEMO, as('staff'), SET_ACCESS, { pairs: [] })).toMatchObject({ code: 'Forbidden' });
    const saved = await ok<{ setChatAccess: { blockedPairs: Array<{ a: string; b: string }> } }>(t.app, DEMO, as('admin'), SET_ACCESS, {
      pairs: [{ a: 'Mentor', b: 'Cofounder' }, { a: 'Cofounder', b: 'Mentor' }],
    });
    try {
      expect(saved.setChatAccess.blockedPairs).toEqual([{ a: 'Cofounder', b: 'Mentor' }]);
      const contacts = (await ok<{ chatContacts: Array<{ roleType: string }> }>(t.app, DEMO, as('cofounder'), CONTACTS, {})).chatContacts;
      expect(contacts.some((c) => c.roleType === 'Mentor')).toBe(false);
      expect(await fails(t.app, DEMO, as('cofounder'), DIRECT, { userId: ids.mentor })).toMatchObject({ code: 'Forbidden' });
      expect((await list('mentor')).find((c) => c._id === conversation._id)).toMatchObject({ viewerCanPost: false });
      expect(await fails(t.app, DEMO, as('mentor'), SEND, { conversationId: conversation._id, body: 'Still there?' })).toMatchObject({ code: 'Forbidden' });
      expect(await fails(t.app, DEMO, as('admin'), SET_ACCESS, { pairs: [{ a: 'Applicant', b: 'Mentor' }] })).toMatchObject({ code: 'ValidationError' });
      expect((await ok<{ chatAccess: { blockedPairs: unknown[] } }>(t.app, DEMO, as('admin'), ACCESS)).chatAccess.blockedPairs).toHaveLength(1);
      const logged = await demoRows((tx) => tx.select().from(activityLogs).where(eq(activityLogs.action, 'chat.accessChanged')));
      expect(logged.at(-1)).toMatchObject({ actorUserId: ids.admin, entityType: 'chatAccess', after: { blockedPairs: ['Cofounder–Mentor'] } });
    } finally {
      await ok(t.app, DEMO, as('admin'), SET_ACCESS, { pairs: [] });
    }
    // Another tenant's replacement never touched this one's rows.
    await ok(t.app, ACME, as('acme'), SET_ACCESS, { pairs: [{ a: 'Coach', b: 'Cofounder' }] });
    expect(await demoRows((tx) => tx.select().from(chatBlockedRolePairs))).toEqual([]);
  });

  it('the flag off refuses every operation and changes nothing', async () => {
    const conversation = await direct('cofounder', 'coach');
    const before = await messageCount();
    await setFlag(t, 'demo', 'liveChat', true, false);
    try {
      expect(await fails(t.app, DEMO, as('cofounder'), LIST)).toMatchObject({ code: 'Forbidden' });
      expect(await fails(t.app, DEMO, as('cofounder'), SEND, { conversationId: conversation._id, body: 'Hi' })).toMatchObject({ code: 'Forbidden' });
      expect(await fails(t.app, DEMO, as('cofounder'), DIRECT, { userId: ids.mentor })).toMatchObject({ code: 'Forbidden' });
    } finally {
      await setFlag(t, 'demo', 'liveChat', true, true);
    }
    expect(await messageCount()).toBe(before);
  });

  it('a new message reaches the other members live, and not someone who is not in the conversation', async () => {
    const url = await listen(t.app);
    const conversation = await direct('cofounder', 'coach');
    const coach = openSubscription(url, DEMO, as('coach'), ADDED, {});
    const outsider = openSubscription(url, DEMO, as('staff'), ADDED, {});
    try {
      // The subscription is open once an event sent now arrives; retry the send until the first one does.
      await until(async () => {
        await send('cofounder', conversation._id, 'Are you there?');
        await new Promise((resolve) => setTimeout(resolve, 100));
        return coach.values.length > 0;
      }, 5000);
      expect(coach.values[0]).toMatchObject({ data: { chatMessageAdded: { body: 'Are you there?', conversationId: conversation._id, author: { fullName: expect.any(String) } } } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(outsider.values).toEqual([]);
      expect(coach.errors).toEqual([]);
    } finally {
      await coach.dispose();
      await outsider.dispose();
    }
    const rows = await demoRows((tx) => tx.select().from(chatConversations).where(eq(chatConversations.id, conversation._id)));
    expect(rows[0]!.lastMessageAt).not.toBeNull();
  });
});
