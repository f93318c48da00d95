/** Security headers, GraphQL limits that make login-by-GraphQL brute force moot, introspection, websocket Origin. */
import type { AddressInfo } from 'node:net';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { CONTENT_SECURITY_POLICY } from '../../src/http/security-headers.js';
import { checkWebsocketOrigin } from '../../src/http/ws-origin.js';
import { closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';

describe('security headers', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    proxied = await startTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('CSP, referrer policy, nosniff and frame denial on REST, GraphQL and error answers', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'POST', url: '/graphql', headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true' }, payload: '{"query":"{ startupLabel }"}' }),
      await t.app.inject({ method: 'GET', url: '/api/nope', headers: { host: DEMO } }),
    ];
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: https:");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self' ws: wss:");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('HSTS only behind TLS: x-forwarded-proto https counts only with TRUST_PROXY', async () => {
    const untrusted = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const trusted = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('TRUST_PROXY is read from the environment', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('behind a trusted proxy, RFC 7239 Forwarded proto=https and an https PUBLIC_URL count as TLS (D-88)', async () => {
    const forwarded = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { forwarded: 'for=203.0.113.9;proto=https;host=demo.example' } });
    expect(forwarded.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const chained = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chained.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { forwarded: 'proto=https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const silentProxy = await startTestApp({ trustProxy: true, publicUrl: 'https://hatchery.example' });
    try {
      const silent = await silentProxy.app.inject({ method: 'GET', url: '/healthz' });
      expect(silent.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const saidHttp = await silentProxy.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
      expect(saidHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await silentProxy.close();
    }
  });

  it('cookies are Secure behind a trusted TLS proxy, not over plain http', async () => {
    const start = (app: TestApp, headers: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: '/api/sso/linkedin/start', headers: { host: DEMO, ...headers } });
    const overTls = await start(proxied, { 'x-forwarded-proto': 'https' });
    expect(String(overTls.headers['set-cookie'])).toMatch(/; Secure/);
    const plain = await start(proxied, { 'x-forwarded-proto': 'http' });
    expect(plain.headers['set-cookie']).toBeDefined();
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    const untrusted = await start(t, { 'x-forwarded-proto': 'https' });
    expect(String(untrusted.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('GraphQL cannot multiply attempts (sign-in is REST only)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await login(t.app, DEMO, 'admin@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('the schema has no sign-in mutation', async () => {
    const { body } = await gql<{ __schema: { mutationType: { fields: Array<{ name: string }> } } }>(t.app, DEMO, '{ __schema { mutationType { fields { name } } } }');
    const names = body.data!.__schema.mutationType.fields.map((f) => f.name);
    expect(names.some((n) => /^(login|signIn|authenticate)/i.test(n))).toBe(false);
  });

  it('a request with 100 aliases of a field is refused before execution', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: isUserAuthorized(permission: "ARTICLES:EDIT")`).join(' ');
    const { body } = await gql(t.app, DEMO, `{ ${aliases} }`, { token });
    expect(body.data ?? null).toBeNull();
    expect(JSON.stringify(body.errors)).toMatch(/alias/i);
  });

  it('a batched array of 100 operations is refused', async () => {
    const batch = Array.from({ length: 100 }, () => ({ query: '{ currentUser { email } }' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', authorization: `Bearer ${token}` },
      payload: JSON.stringify(batch),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('admin@demo.test');
  });
});

describe('introspection in production (NODE_ENV=production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const production = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    t = await startTestApp({ nodeEnv: production.nodeEnv, isProduction: production.isProduction });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses __schema; __type (allowed alone for the GraphQL-over-HTTP audit, D-88) reveals no type of ours', async () => {
    const { body } = await gql(t.app, DEMO, '{ __schema { types { name } } }');
    expect(body.data ?? null).toBeNull();
    expect(JSON.stringify(body.errors)).toMatch(/introspection/i);
    const lookup = await gql(t.app, DEMO, '{ __type(name: "Query") { name fields { name } } }');
    expect(lookup.body).toEqual({ data: { __type: null } });
  });
});

describe('websocket upgrade checks Origin', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  function open(headers: Record<string, string>): Promise<{ opened: boolean; status?: number }> {
    return new Promise((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/subscriptions`, 'graphql-transport-ws', { headers });
      ws.on('open', () => {
        ws.close();
        resolve({ opened: true });
      });
      ws.on('unexpected-response', (_req, res) => resolve({ opened: false, status: res.statusCode }));
      ws.on('error', () => resolve({ opened: false }));
    });
  }

  it('same host is accepted, another site is refused with 403, no Origin (not a browser) is accepted', async () => {
    expect(await open({ host: DEMO, origin: `http://${DEMO}` })).toEqual({ opened: true });
    expect(await open({ host: DEMO, origin: 'https://evil.example' })).toEqual({ opened: false, status: 403 });
    expect(await open({ host: DEMO, origin: 'http://acme.localhost:3000' })).toEqual({ opened: false, status: 403 });
    expect(await open({ host: DEMO, origin: 'null' })).toEqual({ opened: false, status: 403 });
    expect(await open({ host: DEMO })).toEqual({ opened: true });
  });

  it('the rule: api sub-domain and API_HOSTS origins of the same tenant', () => {
    const options = { defaultTenant: 'demo', apiHosts: ['api.hatchery.test'] };
    expect(checkWebsocketOrigin({ host: 'demo.api.hatchery.test', origin: 'https://demo.hatchery.test' }, options)).toEqual({ allowed: true, tenant: 'demo' });
    expect(checkWebsocketOrigin({ host: 'demo.api.hatchery.test', origin: 'https://acme.hatchery.test' }, options).allowed).toBe(false);
    expect(checkWebsocketOrigin({ host: 'api.hatchery.test', origin: 'https://acme.hatchery.test' }, options)).toEqual({ allowed: true, tenant: 'acme' });
    expect(checkWebsocketOrigin({ host: 'api.hatchery.test', origin: 'https://acme.evil.test' }, options).allowed).toBe(false);
    expect(checkWebsocketOrigin({ host: 'demo.hatchery.test', origin: 'https://demo.hatchery.test.evil.com' }, options).allowed).toBe(false);
  });
});
