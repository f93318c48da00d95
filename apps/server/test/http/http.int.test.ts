import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@hatchery/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestDatabase, DEMO, json, startTestApp, type TestApp, useTestApp } from '../support/helpers.js';

describe('HTTP surface', () => {
  const t = useTestApp();

  it('/healthz and /readyz', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(json(health)).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready' });
  });

  it.each(['/api/nothing', '/auth/nothing', '/graphql/nothing', '/nothing'])('unknown route %s → 404 JSON', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: DEMO, accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toContain('<html');
  });

  it('a GraphQL body over 1 MB is 413 PayloadTooLarge', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ __typename } #${'x'.repeat(1_100_000)}` }),
    });
    expect(response.statusCode).toBe(413);
    expect(JSON.stringify(json(response))).toContain(ERROR_CODES.payloadTooLarge);
  });

  it('malformed JSON on /graphql is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(json(response))).toContain(ERROR_CODES.badRequest);
  });

  it('the benchmark route is off unless BENCH_RAW_ROUTE=1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/bench/raw-current-user', headers: { host: DEMO } });
    expect(response.statusCode).toBe(404);
  });
});

describe('production static serving', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'hatchery-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body>Hatchery SPA</body></html>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await startTestApp({ nodeEnv: 'production', isProduction: true, webDist, benchRawRoute: true });
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the SPA for page navigations, with index.html not cached', async () => {
    for (const url of ['/', '/tasks', '/admin/configuration/plan']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: DEMO, accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Hatchery SPA');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long cache headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { host: DEMO } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never answers API or GraphQL paths with the SPA', async () => {
    for (const url of ['/api/nothing', '/graphql/x', '/brand/none.svg']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: DEMO, accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Hatchery SPA');
    }
  });

  it("answers the SPA's own /auth pages (SSO callbacks) with the SPA, while the server's /auth routes stay JSON", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/auth/callback', headers: { host: DEMO, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hatchery SPA');
    const api = await t.app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO }, payload: {} });
    expect(api.statusCode).toBe(400);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('the raw benchmark route answers the same data as currentUser', async () => {
    const { login } = await import('../support/helpers.js');
    const token = await login(t.app, DEMO, 'founder@demo.test');
    const response = await t.app.inject({ method: 'GET', url: '/bench/raw-current-user', headers: { host: DEMO, authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { currentUser: { email: 'founder@demo.test', role: { label: 'Founder' } } } });
    const anonymous = await t.app.inject({ method: 'GET', url: '/bench/raw-current-user', headers: { host: DEMO } });
    expect(anonymous.statusCode).toBe(401);
  });
});
