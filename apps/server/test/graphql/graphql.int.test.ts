import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, PREFLIGHT_HEADER } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { printSchemaSdl } from '../../src/schema.js';
import { DEMO, gql, json, login, useTestApp } from '../support/helpers.js';

const CURRENT_USER = /* GraphQL */ `
  query CurrentUser {
    currentUser {
      _id fullName email timezone status validated language info
      role { _id type label userAccess { roles visibilitySettings } startupAccess { visibilitySettings } }
      startups { _id name }
    }
  }
`;

interface CurrentUserData {
  currentUser: {
    _id: string;
    fullName: string;
    email: string;
    status: string;
    validated: boolean;
    info: unknown;
    role: { _id: string; type: string[]; label: string; userAccess: { roles: string[]; visibilitySettings: string }; startupAccess: { visibilitySettings: string } };
    startups: Array<{ _id: string; name: string }>;
  };
}

describe('GraphQL', () => {
  const t = useTestApp();

  it('currentUser has the D1 §3 shape; a Cofounder alone in their startup is labelled Founder', async () => {
    const token = await login(t.app, DEMO, 'founder@demo.test');
    const { status, body } = await gql<CurrentUserData>(t.app, DEMO, CURRENT_USER, { token });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const user = body.data?.currentUser;
    expect(user).toMatchObject({
      email: 'founder@demo.test',
      status: 'active',
      role: { type: ['Cofounder'], label: 'Founder' },
      startups: [{ name: 'Solo Robotics' }],
    });
    expect(user?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.fullName.length).toBeGreaterThan(0);
    expect(typeof user?.validated).toBe('boolean');
    expect(user?.role.userAccess).toEqual({ roles: expect.any(Array), visibilitySettings: expect.any(String) });
    expect(user?.role.startupAccess).toEqual({ visibilitySettings: expect.any(String) });
    expect(user?.info).toEqual(expect.any(Object));
  });

  it('a Cofounder sharing a startup keeps the Co/Founder label; other roles their own labels', async () => {
    const cofounder = await gql<CurrentUserData>(t.app, DEMO, CURRENT_USER, { token: await login(t.app, DEMO, 'cofounder@demo.test') });
    expect(cofounder.body.data?.currentUser.role.label).toBe('Co/Founder');
    expect(cofounder.body.data?.currentUser.startups.map((s) => s.name)).toContain('Orbital Labs');
    const admincoach = await gql<CurrentUserData>(t.app, DEMO, CURRENT_USER, { token: await login(t.app, DEMO, 'admincoach@demo.test') });
    expect(admincoach.body.data?.currentUser.role).toMatchObject({ type: ['AdminCoach'], label: 'Admin & Coach' });
  });

  it('currentUser without a token is AuthenticationRequiredError', async () => {
    const { body } = await gql(t.app, DEMO, CURRENT_USER);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Authentication required', extensions: { code: ERROR_CODES.authenticationRequired } })]);
  });

  it('publicIncubator, startupLabel and ssoConfiguration answer before sign-in', async () => {
    const { body } = await gql<{
      publicIncubator: { name: string; currency: string; brandPalette: { sidebar: { logoType: string } }; featureFlags: Array<{ name: string; enabled: boolean }> };
      startupLabel: string;
      ssoConfiguration: { enabled: boolean; oauthConnections: unknown[] };
    }>(
      t.app,
      DEMO,
      '{ publicIncubator { name currency logo brandPalette { sidebar { logoType backgroundColor } login { logoType } } featureFlags { name enabled activated } incubatorSeo { active } } startupLabel ssoConfiguration { enabled organization oauthConnections { id } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.publicIncubator.name).toBe('Demo Accelerator');
    expect(body.data?.publicIncubator.currency).toBe('USD');
    expect(body.data?.publicIncubator.featureFlags.length).toBeGreaterThan(30);
    expect(typeof body.data?.startupLabel).toBe('string');
    expect(body.data?.ssoConfiguration.oauthConnections).toEqual(expect.any(Array));
  });

  it('GET with the preflight header and ?operationName= works', async () => {
    const query = encodeURIComponent('query Brand { publicIncubator { slug } }');
    const response = await t.app.inject({
      method: 'GET',
      url: `/graphql?operationName=Brand&query=${query}`,
      headers: { host: DEMO, [PREFLIGHT_HEADER]: 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { publicIncubator: { slug: 'demo' } } });
  });

  it('POST with ?operationName= in the URL works', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql?operationName=Brand',
      headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true' },
      payload: { query: 'query Brand { publicIncubator { slug } }', operationName: 'Brand' },
    });
    expect(json(response)).toEqual({ data: { publicIncubator: { slug: 'demo' } } });
  });

  it('refuses a CSRF-unsafe request: GET without the preflight header, a text/plain POST', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query=%7BpublicIncubator%7Bslug%7D%7D', headers: { host: DEMO } });
    expect(get.statusCode).toBe(403);
    expect(get.body).not.toContain('"slug"');
    const form = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(form.statusCode).toBe(403);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=%7BpublicIncubator%7Bslug%7D%7D',
    });
    expect(urlencoded.statusCode).toBe(415);
  });

  it('refuses an over-deep query, too many aliases and too many tokens', async () => {
    let deep = 'slug';
    for (let i = 0; i < 12; i++) deep = `publicIncubator { ${deep} }`;
    // Depth is checked on the query's shape before field existence matters.
    const tooDeep = await gql(t.app, DEMO, `{ ${deep} }`);
    expect(tooDeep.body.data).toBeFalsy();
    expect(JSON.stringify(tooDeep.body.errors)).toMatch(/depth/i);

    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: startupLabel`).join(' ');
    const tooManyAliases = await gql(t.app, DEMO, `{ ${aliases} }`);
    expect(tooManyAliases.body.data).toBeFalsy();
    expect(JSON.stringify(tooManyAliases.body.errors)).toMatch(/alias/i);

    const tokens = Array.from({ length: 2100 }, () => '__typename').join(' ');
    const tooManyTokens = await gql(t.app, DEMO, `{ ${tokens} }`);
    expect(tooManyTokens.body.data).toBeFalsy();
    expect(JSON.stringify(tooManyTokens.body.errors)).toMatch(/token/i);
  });

  it('an unknown field or a syntax error is a 4xx-style GraphQL error, never a 500', async () => {
    const unknown = await gql(t.app, DEMO, '{ nope }');
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.body.errors?.length).toBeGreaterThan(0);
    const syntax = await gql(t.app, DEMO, '{ publicIncubator { ');
    expect(syntax.status).toBeLessThan(500);
    expect(syntax.body.errors?.length).toBeGreaterThan(0);
  });

  it('the committed schema.graphql equals the printed schema', () => {
    const committed = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql'), 'utf8');
    expect(committed, 'run `npm run schema:print -w @hatchery/server` and commit the result').toBe(printSchemaSdl());
  });
});

describe('GraphQL in production mode', () => {
  const t = useTestApp({ nodeEnv: 'production', isProduction: true });

  it('disables introspection', async () => {
    const { body } = await gql(t.app, DEMO, '{ __schema { types { name } } }');
    expect(body.data).toBeFalsy();
    expect(JSON.stringify(body.errors)).toMatch(/introspection/i);
  });
});
