import { ERROR_CODES, PREFLIGHT_HEADER } from '@hatchery/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, json, login, SEED_PASSWORD, startTestApp, type TestApp } from '../support/helpers.js';
import { fakeDomainNetwork, proveDomain } from '../settings/domain-support.js';

const REST_INVALID = { error: ERROR_CODES.invalidIncubator, message: 'Unknown organisation' };
const GRAPHQL_INVALID = { errors: [{ message: 'Unknown organisation', extensions: { code: ERROR_CODES.invalidIncubator } }] };

describe('tenancy', () => {
  let t: TestApp;
  let acmeToken: string;
  let demoToken: string;
  const network = fakeDomainNetwork();
  beforeAll(async () => {
    t = await startTestApp({ apiHosts: ['api.hatchery.test'] }, { domainProbe: network.probe });
    acmeToken = await login(t.app, ACME, 'admin@acme.test');
    demoToken = await login(t.app, DEMO, 'admin@demo.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('the host picks the tenant; plain localhost is the default tenant', async () => {
    const demo = await gql<{ publicIncubator: { slug: string; name: string } }>(t.app, DEMO, '{ publicIncubator { slug name } }');
    const acme = await gql<{ publicIncubator: { slug: string; name: string } }>(t.app, ACME, '{ publicIncubator { slug name } }');
    const local = await gql<{ publicIncubator: { slug: string } }>(t.app, 'localhost:3000', '{ publicIncubator { slug } }');
    expect(demo.body.data?.publicIncubator).toEqual({ slug: 'demo', name: 'Demo Accelerator' });
    expect(acme.body.data?.publicIncubator).toEqual({ slug: 'acme', name: 'Acme Ventures' });
    expect(local.body.data?.publicIncubator.slug).toBe('demo');
  });

  it('an unknown tenant gets 403 InvalidIncubator on REST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { host: 'nowhere.localhost:3000' },
      payload: { email: 'admin@demo.test', password: SEED_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual(REST_INVALID);
  });

  it('an unknown tenant gets 403 InvalidIncubator on GraphQL (POST and GET)', async () => {
    const post = await gql(t.app, 'nowhere.localhost:3000', '{ publicIncubator { name } }');
    expect(post.status).toBe(403);
    expect(post.body).toEqual(GRAPHQL_INVALID);
    const get = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BpublicIncubator%7Bname%7D%7D',
      headers: { host: 'nowhere.localhost', [PREFLIGHT_HEADER]: 'true' },
    });
    expect(get.statusCode).toBe(403);
    expect(json(get)).toEqual(GRAPHQL_INVALID);
  });

  it('an x-incubator header that disagrees with the host is refused (403), one that agrees is fine', async () => {
    const disagree = await gql(t.app, DEMO, '{ publicIncubator { slug } }', { headers: { 'x-incubator': 'acme' } });
    expect(disagree.status).toBe(403);
    expect(disagree.body).toEqual(GRAPHQL_INVALID);
    const agree = await gql(t.app, DEMO, '{ publicIncubator { slug } }', { headers: { 'x-incubator': 'demo' } });
    expect(agree.body.data).toEqual({ publicIncubator: { slug: 'demo' } });
  });

  it('a body incubator that disagrees with the host is refused on /auth/local', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { host: DEMO },
      payload: { email: 'admin@acme.test', password: SEED_PASSWORD, incubator: 'acme' },
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual(REST_INVALID);
  });

  it('on a configured API host the header names the tenant', async () => {
    const acme = await gql<{ publicIncubator: { slug: string } }>(t.app, 'api.hatchery.test', '{ publicIncubator { slug } }', {
      headers: { 'x-incubator': 'acme' },
    });
    expect(acme.body.data?.publicIncubator.slug).toBe('acme');
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/local',
      headers: { host: 'api.hatchery.test' },
      payload: { email: 'cofounder@acme.test', password: SEED_PASSWORD, incubator: 'acme' },
    });
    expect(token.statusCode).toBe(200);
    const none = await gql(t.app, 'api.hatchery.test', '{ publicIncubator { slug } }');
    expect(none.status).toBe(403);
  });

  it("acme's token is refused on demo's host (REST and GraphQL) and reads nothing", async () => {
    const rest = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { host: DEMO, authorization: `Bearer ${acmeToken}` } });
    expect(rest.statusCode).toBe(401);
    const graph = await gql(t.app, DEMO, '{ currentUser { email } }', { token: acmeToken });
    expect(graph.status).toBe(401);
    expect(graph.body.data).toBeUndefined();
    expect(graph.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    // Claiming acme by header from demo's host does not help either.
    const claimed = await gql(t.app, DEMO, '{ currentUser { email } }', { token: acmeToken, headers: { 'x-incubator': 'acme' } });
    expect(claimed.status).toBe(403);
    // The token still works on its own tenant; and demo's token is refused on acme.
    const own = await gql<{ currentUser: { email: string } }>(t.app, ACME, '{ currentUser { email } }', { token: acmeToken });
    expect(own.body.data?.currentUser.email).toBe('admin@acme.test');
    expect((await gql(t.app, ACME, '{ currentUser { email } }', { token: demoToken })).status).toBe(401);
  });
  it('a verified custom domain picks its tenant: sign-in and GraphQL work there, a claim must still agree', async () => {
    const DOMAIN = 'mutation($input: DomainSettingsInput!) { updateDomainSettings(input: $input) { customDomain } }';
    // Through the verification step (D-84): the domain serves acme's token on the (fake) network.
    await proveDomain(t, network, ACME, acmeToken, 'portal.acme-ventures.org');
    try {
      const host = 'portal.acme-ventures.org';
      const viaDomain = await gql<{ publicIncubator: { slug: string } }>(t.app, host, '{ publicIncubator { slug } }');
      expect(viaDomain.body.data?.publicIncubator.slug).toBe('acme');
      // What a browser on the custom domain claims before it knows the slug (the host's first label), or the slug.
      for (const claim of ['portal', 'acme']) {
        const agreed = await gql<{ publicIncubator: { slug: string } }>(t.app, `${host}:443`, '{ publicIncubator { slug } }', { headers: { 'x-incubator': claim } });
        expect(agreed.body.data?.publicIncubator.slug).toBe('acme');
      }
      const other = await gql(t.app, host, '{ publicIncubator { slug } }', { headers: { 'x-incubator': 'demo' } });
      expect(other.status).toBe(403);
      const signIn = await t.app.inject({ method: 'POST', url: '/auth/local', headers: { host }, payload: { email: 'admin@acme.test', password: SEED_PASSWORD, incubator: 'portal' } });
      expect(signIn.statusCode).toBe(200);
      // Demo's users do not exist on Acme's domain.
      const wrongTenant = await t.app.inject({ method: 'POST', url: '/auth/local', headers: { host }, payload: { email: 'admin@demo.test', password: SEED_PASSWORD } });
      expect(wrongTenant.statusCode).not.toBe(200);
      // The tenant's own slug host keeps working.
      const viaSlug = await gql<{ publicIncubator: { slug: string } }>(t.app, ACME, '{ publicIncubator { slug } }');
      expect(viaSlug.body.data?.publicIncubator.slug).toBe('acme');
    } finally {
      const cleared = await gql(t.app, ACME, DOMAIN, { token: acmeToken, variables: { input: { customDomain: null } } });
      expect(cleared.body.errors).toBeUndefined();
    }
    // Once removed, the domain no longer names a tenant (its first label is no tenant either).
    const after = await gql(t.app, 'portal.acme-ventures.org', '{ publicIncubator { slug } }');
    expect(after.status).toBe(403);
  });
});
