/** Issue 4 item 4: after a settings or flag change, open sessions of the same tenant (only) hear incubatorUpdated. */
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';

const SUBSCRIPTION = 'subscription { incubatorUpdated { incubatorId sections updatedAt } }';

function socketForHost(host: string): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class HostWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  };
}

interface Listener {
  client: Client;
  events: unknown[];
  errors: unknown[];
}

function listen(url: string, host: string, token: string | null): Listener {
  const client = createClient({ url, webSocketImpl: socketForHost(host), connectionParams: { authToken: token ?? undefined }, retryAttempts: 0, lazy: false });
  const listener: Listener = { client, events: [], errors: [] };
  client.subscribe({ query: SUBSCRIPTION }, { next: (value) => listener.events.push(value), error: (error) => listener.errors.push(error), complete: () => undefined });
  return listener;
}

const waitFor = async (check: () => boolean, ms = 3000): Promise<void> => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('incubatorUpdated subscription', () => {
  let t: TestApp;
  let url: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/subscriptions`;
    tokens.admin = await login(t.app, DEMO, 'admin@demo.test');
    tokens.cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    tokens.acme = await login(t.app, ACME, 'cofounder@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('reaches signed-in users of the same tenant, not another tenant; anonymous subscribers are refused', async () => {
    const demoUser = listen(url, DEMO, tokens.cofounder!);
    const acmeUser = listen(url, ACME, tokens.acme!);
    const anonymous = listen(url, DEMO, null);
    // Refused at subscribe time: one result carrying the error, then the operation ends.
    await waitFor(() => anonymous.events.length + anonymous.errors.length > 0);
    expect(JSON.stringify([...anonymous.events, ...anonymous.errors])).toContain('AuthenticationRequiredError');
    // Let both subscriptions register before publishing.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const changed = await gql(t.app, DEMO, 'mutation { setFeatureFlag(name: "zoomIntegration", enabled: true, activated: true) { name } }', { token: tokens.admin });
    expect(changed.body.errors).toBeUndefined();
    await waitFor(() => demoUser.events.length > 0);
    expect(demoUser.events[0]).toMatchObject({ data: { incubatorUpdated: { incubatorId: t.incubatorIds.demo, sections: ['flags'] } } });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(acmeUser.events).toEqual([]);
    expect(JSON.stringify(anonymous.events)).not.toContain('incubatorUpdated":{');
    await Promise.all([demoUser.client.dispose(), acmeUser.client.dispose(), anonymous.client.dispose()]);
  });
});
