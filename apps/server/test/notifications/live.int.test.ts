/**
 * Live updates over the websocket (D1 §7.6; TSK-09, NTF-08): notificationCreated and tasksUpdatedForUser reach only the
 * intended user, and the permission is re-checked before each event (a deactivated user or a revoked token gets nothing).
 */
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, calendarDateIn } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/core/bearer-token.js';
import { notifyUsers } from '../../src/modules/notifications/notifications.service.js';
import { userChannel } from '../../src/modules/notifications/user-channels.js';
import { ACME, closeTestDatabase, DEMO, gql, login } from '../support/helpers.js';
import { startWatchedApp, type WatchedApp } from '../tasks/support.js';
import { connect, NOTIFICATION_CREATED, subscribe, TASKS_UPDATED, type LiveSubscription } from './ws-client.js';

const CREATE = `mutation($name: String, $dueDate: String, $assignees: [TaskAssigneeInput!]) { createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id dueDate } }`;

let t: WatchedApp;
let url: string;
let ids: Record<string, string>;
let demoId: string;
const clients: Client[] = [];
const tokens: Record<string, string> = {};

const due = () => {
  const d = calendarDateIn(new Date(Date.now() + 2 * 86_400_000), 'America/New_York');
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

async function token(email: string): Promise<string> {
  tokens[email] ??= await login(t.app, email.endsWith('@acme.test') ? ACME : DEMO, email);
  return tokens[email]!;
}

async function live(email: string, query: string, variables: Record<string, unknown> = {}): Promise<LiveSubscription> {
  const acme = email.endsWith('@acme.test');
  const client = connect(url, acme ? ACME : DEMO, await token(email), acme ? 'acme' : 'demo');
  clients.push(client);
  return subscribe(client, query, variables);
}

/** Waits until the server holds `n` subscriptions on the channel (so nothing published afterwards is missed). */
async function listening(incubatorId: string, userId: string, topic: 'tasks' | 'notifications', n = 1): Promise<void> {
  const deadline = Date.now() + 5000;
  while (t.pubsub.listenerCount(userChannel(incubatorId, userId, topic)) < n) {
    if (Date.now() > deadline) throw new Error(`no subscriber on ${topic} of ${userId}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function assign(email: string, name: string): Promise<{ _id: string; dueDate: string }> {
  const res = await gql<{ createTask: { _id: string; dueDate: string } }>(t.app, DEMO, CREATE, {
    token: await token('staff@demo.test'),
    variables: { name, dueDate: due(), assignees: [{ type: 'User', value: ids[email] }] },
  });
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createTask;
}

beforeAll(async () => {
  t = await startWatchedApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/subscriptions`;
  ids = await t.userIds('demo');
  demoId = t.incubatorIds.demo!;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await t.close();
  await closeTestDatabase();
});

describe('live task and notification events', () => {
  it('reach the assignee only: not another user, not another tenant', async () => {
    const mineTasks = await live('cofounder@demo.test', TASKS_UPDATED, { userId: ids['cofounder@demo.test'] });
    const mineNotes = await live('cofounder@demo.test', NOTIFICATION_CREATED);
    const colleague = await live('cofounder2@demo.test', NOTIFICATION_CREATED);
    const colleagueTasks = await live('cofounder2@demo.test', TASKS_UPDATED, { userId: ids['cofounder2@demo.test'] });
    const acmeId = t.incubatorIds.acme!;
    const acmeIds = await t.userIds('acme');
    const other = await live('cofounder@acme.test', NOTIFICATION_CREATED);
    await listening(demoId, ids['cofounder@demo.test']!, 'tasks');
    await listening(demoId, ids['cofounder@demo.test']!, 'notifications');
    await listening(demoId, ids['cofounder2@demo.test']!, 'notifications');
    await listening(demoId, ids['cofounder2@demo.test']!, 'tasks');
    await listening(acmeId, acmeIds['cofounder@acme.test']!, 'notifications');

    const task = await assign('cofounder@demo.test', 'Live one');
    expect(await mineTasks.waitFor(1)).toEqual([{ data: { tasksUpdatedForUser: { updateType: 'ADDED', taskId: task._id, task: { _id: task._id, dueDate: task.dueDate } } } }]);
    const [note] = await mineNotes.waitFor(1);
    expect(note?.data?.notificationCreated).toMatchObject({ isRead: false, notificationStyle: 'startupFileUpdate', notification: { notificationType: 'taskAssigned', url: '/tasks' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(colleague.values).toEqual([]);
    expect(colleagueTasks.values).toEqual([]);
    expect(other.values).toEqual([]);
  });

  it("subscribing to someone else's task list is refused", async () => {
    const spy = await live('cofounder2@demo.test', TASKS_UPDATED, { userId: ids['cofounder@demo.test'] });
    const [value] = await spy.waitFor(1);
    expect(value?.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
    expect(t.pubsub.listenerCount(userChannel(demoId, ids['cofounder@demo.test']!, 'tasks'))).toBeLessThanOrEqual(1);
  });

  it('D-114: the event answers the one Task — the fields it does not carry are the task as the subscriber sees it', async () => {
    const email = 'mentor@demo.test';
    const FULL = `subscription($userId: ID!) { tasksUpdatedForUser(userId: $userId) { updateType task { __typename _id dueDate name taskType viewerCanCheck viewerDone } } }`;
    const list = await live(email, FULL, { userId: ids[email] });
    await listening(demoId, ids[email]!, 'tasks');
    const task = await assign(email, 'One task type');
    const [event] = await list.waitFor(1);
    expect(event?.errors).toBeUndefined();
    expect(event?.data?.tasksUpdatedForUser).toEqual({
      updateType: 'ADDED',
      task: { __typename: 'Task', _id: task._id, dueDate: task.dueDate, name: 'One task type', taskType: 'normal', viewerCanCheck: true, viewerDone: false },
    });
    // The same fields through `tasks` (the cached Task the event merges into) are equal.
    const { body } = await gql<{ tasks: { results: Array<Record<string, unknown>> } }>(
      t.app,
      DEMO,
      '{ tasks { results { __typename _id dueDate name taskType viewerCanCheck viewerDone } } }',
      { token: await token(email) },
    );
    expect(body.data?.tasks.results.find((r) => r._id === task._id)).toEqual((event?.data?.tasksUpdatedForUser as { task: unknown }).task);
  });

  it('is re-checked before each event: a deactivated user or a revoked token receives nothing more', async () => {
    const email = 'expert@demo.test';
    const notes = await live(email, NOTIFICATION_CREATED);
    const list = await live(email, TASKS_UPDATED, { userId: ids[email] });
    await listening(demoId, ids[email]!, 'notifications');
    await listening(demoId, ids[email]!, 'tasks');
    await assign(email, 'Before');
    expect(await notes.waitFor(1)).toHaveLength(1);
    expect(await list.waitFor(1)).toHaveLength(1);

    await t.db.tenant(demoId, (tx) => tx.update(users).set({ status: 'unactive' }).where(eq(users.id, ids[email]!)));
    // A deactivated user cannot be assigned any more: publish on their channels directly, as a late event would.
    const ctx = await t.effectContext('demo');
    await notifyUsers(ctx, { type: 'meetingScheduled', message: 'late', recipientUserIds: [ids[email]!] });
    await t.pubsub.publish(userChannel(demoId, ids[email]!, 'tasks'), { updateType: 'ADDED', taskId: ids[email], task: { _id: ids[email], dueDate: new Date().toISOString() } });
    await new Promise((r) => setTimeout(r, 300));
    expect(notes.values).toHaveLength(1);
    expect(list.values).toHaveLength(1);

    await t.db.tenant(demoId, (tx) => tx.update(users).set({ status: 'active' }).where(eq(users.id, ids[email]!)));
    await t.db.tenant(demoId, (tx) => tx.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.tokenHash, hashToken(tokens[email]!))));
    await assign(email, 'After logout');
    await new Promise((r) => setTimeout(r, 300));
    expect(notes.values).toHaveLength(1);
    expect(list.values).toHaveLength(1);
  });
});
