/**
 * CORS (issue 11 item 5, D-84): /graphql and the REST routes answer a browser only for the tenant's own origins —
 * its slug host, its verified custom domain, the API hosts. A foreign origin, another tenant's, or an unproven domain
 * gets no access-control-allow-origin header, and its preflight is not answered.
 */
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';
import { fakeDomainNetwork, proveDomain, SET_DOMAIN } from '../settings/domain-support.js';

const DEMO_ORIGIN = 'http://demo.localhost:3000';
const ACME_ORIGIN = 'http://acme.localhost:3000';
const FOREIGN = 'https://evil.example';
const API_HOST = 'api.hatchery.test';

function graphqlFrom(t: TestApp, host: string, origin: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host, origin, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', ...headers },
    payload: JSON.stringify({ query: '{ publicIncubator { slug } }' }),
  });
}

/** A REST route (a failed sign-in would wake the login throttle). */
function restFrom(t: TestApp, host: string, origin: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/users/validate/not-a-token', headers: { host, origin }, payload: {} });
}

function preflight(t: TestApp, url: string, host: string, origin: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { host, origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });
}

function expectRefused(response: LightMyRequestResponse): void {
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  expect(response.headers['access-control-allow-methods']).toBeUndefined();
  expect(response.headers['access-control-allow-headers']).toBeUndefined();
}

function expectAllowed(response: LightMyRequestResponse, origin: string): void {
  expect(response.headers['access-control-allow-origin']).toBe(origin);
  expect(response.headers['access-control-allow-credentials']).toBe('true');
  expect(String(response.headers.vary)).toContain('Origin');
}

function expectPreflightAllowed(response: LightMyRequestResponse, origin: string): void {
  expect(response.statusCode).toBe(204);
  expectAllowed(response, origin);
  expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
  expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
}

describe('CORS: only the tenant’s own origins', () => {
  let t: TestApp;
  let acmeAdmin: string;
  const network = fakeDomainNetwork();
  beforeAll(async () => {
    t = await startTestApp({ apiHosts: [API_HOST] }, { domainProbe: network.probe });
    acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('a foreign origin gets no CORS header on /graphql and a REST route, and its preflight is refused', async () => {
    const graphql = await graphqlFrom(t, DEMO, FOREIGN);
    expect(graphql.statusCode).toBe(200);
    expectRefused(graphql);
    const rest = await restFrom(t, DEMO, FOREIGN);
    expect(rest.statusCode).toBeLessThan(500);
    expectRefused(rest);
    for (const url of ['/graphql', '/auth/local', '/api/users/sendresetpassword']) {
      const answer = await preflight(t, url, DEMO, FOREIGN);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expectRefused(answer);
    }
  });

  it("the tenant's own origin is allowed with credentials (request and preflight, GraphQL and REST)", async () => {
    expectAllowed(await graphqlFrom(t, DEMO, DEMO_ORIGIN), DEMO_ORIGIN);
    expectAllowed(await restFrom(t, DEMO, DEMO_ORIGIN), DEMO_ORIGIN);
    expectPreflightAllowed(await preflight(t, '/graphql', DEMO, DEMO_ORIGIN), DEMO_ORIGIN);
    expectPreflightAllowed(await preflight(t, '/auth/local', DEMO, DEMO_ORIGIN), DEMO_ORIGIN);
    // Outside production the dev server's port (Vite) is the tenant's too; PUBLIC_URL itself serves the default tenant.
    expectAllowed(await graphqlFrom(t, DEMO, 'http://demo.localhost:5173'), 'http://demo.localhost:5173');
    expectAllowed(await graphqlFrom(t, DEMO, 'http://localhost:3000'), 'http://localhost:3000');
  });

  it("another tenant's origin is refused, and so is a look-alike of the tenant's", async () => {
    for (const origin of [ACME_ORIGIN, 'http://demo.localhost.evil.example:3000', 'https://demo.localhost:3000', 'null']) {
      expectRefused(await graphqlFrom(t, DEMO, origin));
      expectRefused(await restFrom(t, DEMO, origin));
      expectRefused(await preflight(t, '/graphql', DEMO, origin));
    }
    // Acme's slug host is not the default tenant: the bare PUBLIC_URL origin is not acme's.
    expectRefused(await graphqlFrom(t, ACME, 'http://localhost:3000'));
    expectAllowed(await graphqlFrom(t, ACME, ACME_ORIGIN), ACME_ORIGIN);
  });

  it('a verified custom domain origin is allowed; a pending one is not', async () => {
    const pending = await gql(t.app, ACME, SET_DOMAIN, { token: acmeAdmin, variables: { input: { customDomain: 'portal.acme-ventures.org' } } });
    expect(pending.body.errors).toBeUndefined();
    const domainOrigin = 'http://portal.acme-ventures.org';
    expectRefused(await graphqlFrom(t, ACME, domainOrigin));
    expectRefused(await preflight(t, '/graphql', ACME, domainOrigin));

    await proveDomain(t, network, ACME, acmeAdmin, 'portal.acme-ventures.org');
    expectAllowed(await graphqlFrom(t, ACME, domainOrigin), domainOrigin);
    expectPreflightAllowed(await preflight(t, '/graphql', ACME, domainOrigin), domainOrigin);
    expectAllowed(await graphqlFrom(t, 'portal.acme-ventures.org', domainOrigin), domainOrigin);
    // It is acme's, not demo's.
    expectRefused(await graphqlFrom(t, DEMO, domainOrigin));
  });

  it('on an API host the named tenant decides; a preflight (which cannot name one) accepts an own origin only', async () => {
    expectAllowed(await graphqlFrom(t, API_HOST, ACME_ORIGIN, { 'x-incubator': 'acme' }), ACME_ORIGIN);
    expectRefused(await graphqlFrom(t, API_HOST, DEMO_ORIGIN, { 'x-incubator': 'acme' }));
    expectRefused(await graphqlFrom(t, API_HOST, FOREIGN, { 'x-incubator': 'acme' }));
    expectPreflightAllowed(await preflight(t, '/graphql', API_HOST, ACME_ORIGIN), ACME_ORIGIN);
    expectRefused(await preflight(t, '/graphql', API_HOST, FOREIGN));
    expectRefused(await preflight(t, '/graphql', API_HOST, 'http://nowhere.localhost:3000'));
  });

  it('an unknown tenant host allows nothing', async () => {
    expectRefused(await graphqlFrom(t, 'nowhere.localhost:3000', 'http://nowhere.localhost:3000'));
    expectRefused(await preflight(t, '/graphql', 'nowhere.localhost:3000', 'http://nowhere.localhost:3000'));
  });
});
