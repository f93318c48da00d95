/**
 * The chat's unread-message e-mail (D-593): after 15 minutes unread, one e-mail per member listing the conversations,
 * each message told about at most once however many nodes run the job; not to a member who turned it off, not while
 * the chat is switched off, not to another tenant.
 */
import { like } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { mailMessages } from '../../src/db/schema/index.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { CHAT_DIGEST_DELAY_MS, runChatDigest } from '../../src/modules/chat/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { setFlag } from '../support/flags.js';
import { DEMO, login, ok, useTestApp } from '../support/helpers.js';

const t = useTestApp();
const services = () => ({ config: testConfig(), pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: 0 }) });
const log = pino({ level: 'silent' });
const pass = (now: Date) => runChatDigest({ db: t.db, services: services(), log }, now);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const digests = async () =>
  t.db.tenant(t.incubatorIds.demo!, (tx) =>
    tx.select({ to: mailMessages.to, subject: mailMessages.subject, text: mailMessages.text }).from(mailMessages).where(like(mailMessages.subject, '%unread message%')),
  );
const LIST = `query { chatConversations { _id title members { fullName } } }`;
const SEND = `mutation S($conversationId: ID!, $body: String!) { sendChatMessage(conversationId: $conversationId, body: $body) { _id } }`;
const SETTINGS = `query { chatSettings { emailUnread } }`;
const SET_SETTINGS = `mutation E($on: Boolean!) { setChatSettings(emailUnread: $on) { emailUnread } }`;

describe('chat unread e-mail (D-593)', () => {
  it('mails each member with messages unread for 15 minutes once, however many passes run at once', async () => {
    expect(CHAT_DIGEST_DELAY_MS).toBe(15 * 60_000);
    const now = new Date();
    const sent = await Promise.all([pass(now), pass(now)]);
    const first = await digests();
    expect(sent[0]! + sent[1]!).toBe(first.length);
    // The seed leaves the co-founder a message from his coach and his co-founder the team's latest, unread.
    const recipients = first.map((m) => m.to).sort();
    expect(recipients).toEqual(expect.arrayContaining(['cofounder2@demo.test', 'cofounder@demo.test']));
    expect(new Set(recipients).size).toBe(recipients.length);
    const liam = first.find((m) => m.to === 'cofounder@demo.test')!;
    expect(liam.subject).toMatch(/: You have 1 unread message in the chat$/);
    expect(liam.text).toContain('Marcus Bell: 1');
    expect(liam.text).toMatch(/\/chat\b/);
    expect(await pass(later(1))).toBe(0);
    expect(await digests()).toHaveLength(first.length);
  });

  it('waits 15 minutes after a new message, then tells once; not a member who turned it off; not with the chat off', async () => {
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    const maya = await login(t.app, DEMO, 'cofounder2@demo.test');
    const conversations = (await ok<{ chatConversations: Array<{ _id: string; title: string | null; members: Array<{ fullName: string }> }> }>(t.app, DEMO, coach, LIST)).chatConversations;
    const withLiam = conversations.find((c) => !c.title && c.members.some((m) => m.fullName === 'Liam Carter'))!;
    const team = conversations.find((c) => c.title === 'Orbital Labs team')!;
    expect((await ok<{ chatSettings: { emailUnread: boolean } }>(t.app, DEMO, maya, SETTINGS)).chatSettings.emailUnread).toBe(true);
    expect((await ok<{ setChatSettings: { emailUnread: boolean } }>(t.app, DEMO, maya, SET_SETTINGS, { on: false })).setChatSettings.emailUnread).toBe(false);
    const before = (await digests()).length;

    await ok(t.app, DEMO, coach, SEND, { conversationId: withLiam._id, body: 'One more thing before Thursday.' });
    await ok(t.app, DEMO, coach, SEND, { conversationId: team._id, body: 'Team: demo day slots are out.' });
    expect(await pass(new Date())).toBe(0);
    const after = await pass(later(16));
    const mails = (await digests()).slice(before);
    expect(after).toBe(mails.length);
    // The team's other members are told; Maya, who turned it off, is not.
    expect(mails.map((m) => m.to).sort()).toEqual(['cofounder@demo.test', 'mentor@demo.test']);
    const liam = mails.find((m) => m.to === 'cofounder@demo.test')!;
    expect(liam.text).toContain('Marcus Bell: 2');
    expect(liam.text).toContain('Orbital Labs team: 1');
    expect(liam.subject).toMatch(/You have 3 unread messages in the chat$/);

    await ok(t.app, DEMO, coach, SEND, { conversationId: withLiam._id, body: 'And the pricing sheet, please.' });
    await setFlag(t, 'demo', 'liveChat', true, false);
    try {
      expect(await pass(later(40))).toBe(0);
    } finally {
      await setFlag(t, 'demo', 'liveChat', true, true);
    }
    expect(await pass(later(40))).toBe(1);
    // Another tenant (no chat in its plan) mailed nothing.
    const acme = await t.db.tenant(t.incubatorIds.acme!, (tx) => tx.select({ to: mailMessages.to }).from(mailMessages).where(like(mailMessages.subject, '%unread message%')));
    expect(acme).toEqual([]);
  });
});
