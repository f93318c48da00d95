/**
 * The bearer-token viewer cache (D-79) through the real app: a token's viewer is remembered between writes, any write
 * in the tenant (on this instance or another one sharing the pub/sub) drops it, and a write elsewhere does not.
 * The token is revoked straight in the database (as an operator would), so only the cache can still accept it.
 */
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { authTokens } from '../../src/db/schema/index.js';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../src/core/bearer-token.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { ACME, closeTestDatabase, DEMO, gql, login, testDatabase } from '../support/helpers.js';

const ME = '{ currentUser { _id } }';

describe('viewer cache', () => {
  const pubsub = createMemoryPubSub();
  let nodeA: FastifyInstance;
  let nodeB: FastifyInstance;
  let demoId: string;
  let db: Awaited<ReturnType<typeof testDatabase>>['db'];

  beforeAll(async () => {
    const shared = await testDatabase();
    db = shared.db;
    demoId = shared.incubatorIds.demo!;
    const config = testConfig({ viewerCacheTtlMs: 60_000 });
    // Two instances over one database and one pub/sub, as two API nodes behind a balancer.
    nodeA = await buildApp({ config, db, logger: pino({ level: 'silent' }), pubsub });
    nodeB = await buildApp({ config, db, logger: pino({ level: 'silent' }), pubsub });
    await Promise.all([nodeA.ready(), nodeB.ready()]);
  });

  afterAll(async () => {
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    await pubsub.close();
    await closeTestDatabase();
  });

  const revokeInDatabase = (token: string) =>
    db.tenant(demoId, (tx) => tx.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(token))));

  /** A harmless write in a tenant: somebody signs out. */
  const someoneLogsOut = async (app: FastifyInstance, host: string, email: string) => {
    const other = await login(app, host, email);
    const out = await gql<{ logout: boolean }>(app, host, 'mutation { logout }', { token: other });
    expect(out.body.data?.logout).toBe(true);
  };

  it('remembers a viewer between writes, and forgets it at the next write in its tenant', async () => {
    const token = await login(nodeA, DEMO, 'staff@demo.test');
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
    await revokeInDatabase(token);
    // No write since: the remembered viewer answers.
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
    await someoneLogsOut(nodeA, DEMO, 'coach@demo.test');
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(401);
  });

  it('a write in another tenant leaves this tenant’s viewers alone', async () => {
    const token = await login(nodeA, DEMO, 'staff@demo.test');
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
    await revokeInDatabase(token);
    await someoneLogsOut(nodeA, ACME, 'admin@acme.test');
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
  });

  it('a write on another instance reaches this one through pub/sub', async () => {
    const token = await login(nodeA, DEMO, 'staff@demo.test');
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
    await revokeInDatabase(token);
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
    await someoneLogsOut(nodeB, DEMO, 'coach@demo.test');
    await expect.poll(async () => (await gql(nodeA, DEMO, ME, { token })).status, { timeout: 2000 }).toBe(401);
  });

  it('signing out through the API is seen by the next request on every instance', async () => {
    const token = await login(nodeA, DEMO, 'staff@demo.test');
    expect((await gql(nodeA, DEMO, ME, { token })).status).toBe(200);
    expect((await gql(nodeB, DEMO, ME, { token })).status).toBe(200);
    const out = await nodeB.inject({ method: 'POST', url: '/auth/logout', headers: { host: DEMO, authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    expect((await gql(nodeB, DEMO, ME, { token })).status).toBe(401);
    await expect.poll(async () => (await gql(nodeA, DEMO, ME, { token })).status, { timeout: 2000 }).toBe(401);
  });
});
