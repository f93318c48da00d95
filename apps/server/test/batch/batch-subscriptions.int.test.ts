/**
 * The batch subscriptions of D1 §7.6 over the websocket (BAT-02, GAP-32): a subscriber gets the operation's updates so
 * far, then the live ones through COMPLETED; validation FAILED arrives with its reason; only the starter (or the admin
 * group) of this tenant may follow an operation, and each subscription only its kind of operation.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs, startups } from '../../src/db/schema/index.js';
import { runBatchJob } from '../../src/modules/batch/index.js';
import { ACME, closeTestDatabase, DEMO, gql } from '../support/helpers.js';
import { START_STARTUPS, START_USERS, startBatchApp, type BatchApp, type OperationAnswer } from './support.js';

function socketForHost(host: string): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class HostWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  };
}

interface Update {
  updateType: string;
  startupId?: string | null;
  userId?: string | null;
  reason: string | null;
}

/** Follows one subscription; `until` ends it (resolving with everything received), an error ends it too. */
function follow(client: Client, query: string, variables: Record<string, unknown>, field: string, until: (u: Update) => boolean) {
  const received: Update[] = [];
  let onFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (onFirst = resolve));
  const done = new Promise<{ updates: Update[]; error?: unknown }>((resolve) => {
    const stop = client.subscribe<Record<string, Update>>(
      { query, variables },
      {
        next: (value) => {
          const update = value.data?.[field];
          if (!update) return resolve({ updates: received, error: value.errors });
          received.push(update);
          onFirst();
          if (until(update)) {
            stop();
            resolve({ updates: received });
          }
        },
        error: (error) => resolve({ updates: received, error }),
        complete: () => resolve({ updates: received }),
      },
    );
  });
  return { first, done };
}

const STARTUP_SUB = `subscription S($id: ID!) { startupBatchOperationUpdated(operationId: $id) { operationId updateType startupId reason } }`;
const MENTOR_SUB = `subscription S($id: ID!) { startupBulkMentorAssignNotification(operationId: $id) { operationId updateType startupId reason } }`;
const USER_SUB = `subscription S($id: ID!) { userBatchOperationUpdated(operationId: $id) { operationId updateType userId reason } }`;
const ended = (u: Update) => u.updateType === 'COMPLETED' || u.updateType === 'VALIDATION_FAILED';

describe('batch subscriptions', () => {
  let t: BatchApp;
  let url: string;
  const clients: Client[] = [];
  let adminToken: string;

  const client = (host: string, token: string, incubator = 'demo'): Client => {
    const c = createClient({ url, webSocketImpl: socketForHost(host), connectionParams: { sessionId: 's', incubator, userAgent: 'vitest', authToken: token }, retryAttempts: 0 });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    // The runner never starts: the test runs the worker itself once the subscriber is live.
    t = await startBatchApp({ startJobs: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/subscriptions`;
    adminToken = await t.token(DEMO, 'admin@demo.test');
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
    await closeTestDatabase();
  });

  async function startStartups(input: Record<string, unknown>, token = adminToken): Promise<OperationAnswer> {
    const res = await gql<{ startStartupBatchOperation: OperationAnswer }>(t.app, DEMO, START_STARTUPS, { token, variables: { input } });
    return res.body.data!.startStartupBatchOperation;
  }

  async function fresh(n: number, prefix: string): Promise<string[]> {
    const rows = await t.tenant('demo', (tx) =>
      tx.insert(startups).values(Array.from({ length: n }, (_, i) => ({ incubatorId: t.incubatorIds.demo!, name: `${prefix} ${i}` }))).returning({ id: startups.id }),
    );
    return rows.map((r) => r.id);
  }

  it('replays, then delivers every item live, then COMPLETED', async () => {
    const ids = await fresh(3, 'Live');
    const [program] = await t.tenant('demo', (tx) => tx.select({ id: programs.id }).from(programs).where(eq(programs.name, 'Climate Track')));
    const op = await startStartups({ action: 'ASSIGN_PROGRAM', startupIds: ids, programId: program!.id });
    const sub = follow(client(DEMO, adminToken), STARTUP_SUB, { id: op.id }, 'startupBatchOperationUpdated', ended);
    await sub.first; // the replay's VALIDATION_SUCCEEDED: the live stream is open
    await runBatchJob(await t.effectContext('demo'), op.id);
    const { updates, error } = await sub.done;
    expect(error).toBeUndefined();
    expect(updates[0]).toEqual({ operationId: op.id, updateType: 'VALIDATION_SUCCEEDED', startupId: null, reason: null });
    const items = updates.filter((u) => u.updateType === 'ITEM_SUCCEEDED');
    expect(new Set(items.map((u) => u.startupId))).toEqual(new Set(ids));
    expect(updates.at(-1)?.updateType).toBe('COMPLETED');
  });

  it('a late subscriber gets the whole story from the replay; a refused operation gives VALIDATION_FAILED with its reason', async () => {
    const ids = await fresh(2, 'Late');
    const op = await startStartups({ action: 'ARCHIVE', startupIds: ids });
    await runBatchJob(await t.effectContext('demo'), op.id);
    const late = await follow(client(DEMO, adminToken), STARTUP_SUB, { id: op.id }, 'startupBatchOperationUpdated', ended).done;
    expect(late.updates.map((u) => u.updateType)).toEqual(['VALIDATION_SUCCEEDED', 'ITEM_SUCCEEDED', 'ITEM_SUCCEEDED', 'COMPLETED']);
    const acmeStartup = (await t.tenant('acme', (tx) => tx.select({ id: startups.id }).from(startups).limit(1)))[0]!.id;
    const refused = await startStartups({ action: 'ARCHIVE', startupIds: [acmeStartup] });
    const red = await follow(client(DEMO, adminToken), STARTUP_SUB, { id: refused.id }, 'startupBatchOperationUpdated', ended).done;
    expect(red.updates).toEqual([{ operationId: refused.id, updateType: 'VALIDATION_FAILED', startupId: null, reason: 'notVisible' }]);
  });

  it('the bulk mentor assign notification follows ASSIGN_MENTOR operations only; users follow on their own subscription', async () => {
    const ids = await fresh(2, 'Mentor sub');
    const mentorId = await t.userId('demo', 'mentor@demo.test');
    const op = await startStartups({ action: 'ASSIGN_MENTOR', startupIds: ids, mentorId });
    await runBatchJob(await t.effectContext('demo'), op.id);
    const viaMentor = await follow(client(DEMO, adminToken), MENTOR_SUB, { id: op.id }, 'startupBulkMentorAssignNotification', ended).done;
    expect(viaMentor.updates.filter((u) => u.updateType === 'ITEM_SUCCEEDED')).toHaveLength(2);
    const archive = await startStartups({ action: 'ARCHIVE', startupIds: ids });
    const wrongKind = await follow(client(DEMO, adminToken), MENTOR_SUB, { id: archive.id }, 'startupBulkMentorAssignNotification', ended).done;
    expect(JSON.stringify(wrongKind.error)).toContain('NotFound');

    const target = await t.userId('demo', 'staff@demo.test');
    const users = await gql<{ startUserBatchOperation: OperationAnswer }>(t.app, DEMO, START_USERS, { token: adminToken, variables: { input: { action: 'INVITE', userIds: [target] } } });
    const userOp = users.body.data!.startUserBatchOperation;
    await runBatchJob(await t.effectContext('demo'), userOp.id);
    const viaUsers = await follow(client(DEMO, adminToken), USER_SUB, { id: userOp.id }, 'userBatchOperationUpdated', ended).done;
    expect(viaUsers.updates).toContainEqual({ operationId: userOp.id, updateType: 'ITEM_FAILED', userId: target, reason: 'alreadyActive' });
    const asStartups = await follow(client(DEMO, adminToken), STARTUP_SUB, { id: userOp.id }, 'startupBatchOperationUpdated', ended).done;
    expect(JSON.stringify(asStartups.error)).toContain('NotFound');
  });

  it('another user of the tenant and another tenant cannot follow the operation', async () => {
    const ids = await fresh(1, 'Secret');
    const op = await startStartups({ action: 'ARCHIVE', startupIds: ids });
    const coach = await t.token(DEMO, 'coach@demo.test');
    const other = await follow(client(DEMO, coach), STARTUP_SUB, { id: op.id }, 'startupBatchOperationUpdated', ended).done;
    expect(other.updates).toEqual([]);
    expect(JSON.stringify(other.error)).toContain('NotFound');
    const acme = await t.token(ACME, 'admin@acme.test');
    const foreign = await follow(client(ACME, acme, 'acme'), STARTUP_SUB, { id: op.id }, 'startupBatchOperationUpdated', ended).done;
    expect(foreign.updates).toEqual([]);
    expect(JSON.stringify(foreign.error)).toContain('NotFound');
  });
});
