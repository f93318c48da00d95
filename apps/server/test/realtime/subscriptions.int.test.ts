import type { AddressInfo } from 'node:net';
import { ERROR_CODES } from '@hatchery/domain';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, login, startTestApp, type TestApp } from '../support/helpers.js';

const PING = 'subscription Ping { ping(intervalMs: 10) }';

/** A ws client that sends a chosen Host header (tenants are picked by host). */
function socketForHost(host: string): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class HostWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  };
}

interface Outcome {
  values: unknown[];
  error?: unknown;
  closeCode?: number;
}

function closeCodeOf(value: unknown): number | undefined {
  return value !== null && typeof value === 'object' && 'code' in value && typeof value.code === 'number' ? value.code : undefined;
}

function subscribeOnce(url: string, host: string, connectionParams: Record<string, unknown>, query: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let closeCode: number | undefined;
    const client = createClient({
      url,
      webSocketImpl: socketForHost(host),
      connectionParams,
      retryAttempts: 0,
      on: { closed: (event) => (closeCode = closeCodeOf(event)) },
    });
    const values: unknown[] = [];
    const finish = (outcome: Outcome) => {
      void client.dispose();
      resolve(outcome);
    };
    client.subscribe(
      { query },
      {
        next: (value) => values.push(value),
        error: (error) => finish({ values, error, closeCode: closeCode ?? closeCodeOf(error) }),
        complete: () => finish({ values, closeCode }),
      },
    );
  });
}

describe('websocket /subscriptions', () => {
  let t: TestApp;
  let url: string;
  let demoToken: string;
  let acmeToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/subscriptions`;
    demoToken = await login(t.app, DEMO, 'admin@demo.test');
    acmeToken = await login(t.app, ACME, 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  const params = (authToken: string | undefined, incubator = 'demo') => ({
    sessionId: 'test-session',
    incubator,
    userAgent: 'vitest',
    authToken,
  });

  it('a valid token of the host tenant receives pongs then completion', async () => {
    const outcome = await subscribeOnce(url, DEMO, params(demoToken), PING);
    expect(outcome.error).toBeUndefined();
    expect(outcome.values).toEqual([
      { data: { ping: 'pong' } },
      { data: { ping: 'pong' } },
      { data: { ping: 'pong' } },
    ]);
  });

  it("acme's token on demo's host is refused (4403)", async () => {
    const outcome = await subscribeOnce(url, DEMO, params(acmeToken), PING);
    expect(outcome.values).toEqual([]);
    expect(outcome.closeCode).toBe(4403);
  });

  it("acme's token with incubator=acme on demo's host is refused too", async () => {
    const outcome = await subscribeOnce(url, DEMO, params(acmeToken, 'acme'), PING);
    expect(outcome.values).toEqual([]);
    expect(outcome.closeCode).toBe(4403);
  });

  it('an unknown tenant host and a made-up token are refused', async () => {
    expect((await subscribeOnce(url, 'nowhere.localhost', params(undefined, 'nowhere'), PING)).closeCode).toBe(4403);
    expect((await subscribeOnce(url, DEMO, params('made-up'), PING)).closeCode).toBe(4403);
  });

  it('without a token the connection may only run public operations', async () => {
    const ping = await subscribeOnce(url, DEMO, params(undefined), PING);
    expect(ping.values).toEqual([
      { errors: [expect.objectContaining({ extensions: { code: ERROR_CODES.authenticationRequired } })] },
    ]);
    const pub = await subscribeOnce(url, DEMO, params(undefined), '{ publicIncubator { slug } }');
    expect(pub.values).toEqual([{ data: { publicIncubator: { slug: 'demo' } } }]);
  });

  it('a "Bearer <token>" authToken works as well, and queries see the viewer', async () => {
    const me = await subscribeOnce(url, DEMO, params(`Bearer ${demoToken}`), '{ currentUser { email } }');
    expect(me.values).toEqual([{ data: { currentUser: { email: 'admin@demo.test' } } }]);
  });

  it('limits apply over the websocket too', async () => {
    let deep = 'slug';
    for (let i = 0; i < 12; i++) deep = `publicIncubator { ${deep} }`;
    const outcome = await subscribeOnce(url, DEMO, params(demoToken), `{ ${deep} }`);
    expect(outcome.values).toEqual([]);
    expect(JSON.stringify(outcome.error)).toMatch(/depth/i);
    expect(outcome.closeCode).toBeUndefined();
  });

  it('upgrades on other paths are dropped', async () => {
    const other = url.replace('/subscriptions', '/graphql');
    const result = await new Promise<string>((resolve) => {
      const socket = new WebSocket(other, 'graphql-transport-ws', { headers: { host: DEMO } });
      socket.on('open', () => resolve('open'));
      socket.on('error', () => resolve('error'));
    });
    expect(result).toBe('error');
  });
});
