/**
 * SSO end to end against a real OpenID provider (oidc-provider on loopback, not a mock): start → provider login
 * (its interaction endpoints driven with fetch + cookies) → callback → our token works; and the failure paths.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubators } from '../../../src/db/schema/index.js';
import { SSO_TEST_CLIENT } from '../../../src/seed/data.js';
import { readSsoSettings, type SsoSettings } from '../../../src/modules/identity/sso/sso-settings.js';
import { closeTestDatabase, DEMO, gql, json, login, startTestApp, type TestApp } from '../../support/helpers.js';
import { startTestOidcProvider, type TestOidcProvider } from '../../support/oidc-provider.js';

const SSO = 'sso.localhost:3000';
const ORIGIN = `http://${SSO}`;

/** A minimal browser: follows redirects by hand and keeps cookies per origin. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookieHeader(url: URL): string {
    return [...(this.jar.get(url.origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(url: URL, response: Response): void {
    const cookies = this.jar.get(url.origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (value === '' || /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.origin, cookies);
  }

  async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader(url) } });
    this.store(url, response);
    return response;
  }

  /** Follows redirects while they stay on the provider; returns the first URL outside it. */
  async follow(start: string, providerOrigin: string): Promise<{ url: URL; page?: string }> {
    let url = new URL(start);
    for (let i = 0; i < 10; i++) {
      if (url.origin !== providerOrigin) return { url };
      const response = await this.request(url);
      const location = response.headers.get('location');
      if (!location) return { url, page: await response.text() };
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }
}

interface Flow {
  location: string;
  fragment: URLSearchParams;
}

describe('single sign-on (OIDC) against a real provider', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let ssoId: string;

  /** Our app at /api/sso/... through inject, the provider through real HTTP. */
  async function signIn(options: { loginAs?: string; abort?: boolean; returnTo?: string; tamperState?: boolean; path?: string }): Promise<Flow> {
    const browser = new Browser();
    const startPath = options.path ?? `/api/sso/${SSO_TEST_CLIENT.connectionId}/start`;
    const start = await t.app.inject({ method: 'GET', url: `${startPath}?returnTo=${encodeURIComponent(options.returnTo ?? '/tasks')}`, headers: { host: SSO } });
    expect(start.statusCode).toBe(302);
    const authorize = String(start.headers.location);
    if (!authorize.startsWith(provider.issuer)) return { location: authorize, fragment: new URLSearchParams(authorize.split('#')[1] ?? '') };
    const ourCookie = String(start.headers['set-cookie']).split(';')[0]!;
    const atLogin = await browser.follow(authorize, provider.issuer);
    expect(atLogin.page).toContain('Test identity provider');
    const action = options.abort ? 'abort' : 'login';
    const submit = await browser.request(new URL(`${atLogin.url.pathname}/${action}`, provider.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: options.loginAs ?? '' }).toString(),
    });
    const back = await browser.follow(new URL(submit.headers.get('location')!, provider.issuer).href, provider.issuer);
    expect(back.url.origin).toBe(ORIGIN);
    let query = back.url.search;
    if (options.tamperState) query = query.replace(/state=[^&]+/, 'state=forged');
    const callback = await t.app.inject({ method: 'GET', url: `${back.url.pathname}${query}`, headers: { host: SSO, cookie: ourCookie } });
    expect(callback.statusCode).toBe(302);
    const location = String(callback.headers.location);
    return { location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
  }

  beforeAll(async () => {
    t = await startTestApp();
    ssoId = t.incubatorIds.sso!;
    provider = await startTestOidcProvider({
      port: 0,
      clientId: SSO_TEST_CLIENT.clientId,
      clientSecret: SSO_TEST_CLIENT.clientSecret,
      redirectUris: [`${ORIGIN}/api/sso/callback`],
      users: [
        { sub: 'u-admin', email: 'admin@sso.test', name: 'Nora Lindqvist' },
        { sub: 'u-cofounder', email: 'Cofounder@SSO.test', name: 'Omar Farouk' },
        { sub: 'u-stranger', email: 'stranger@sso.test', name: 'Not In Tenant' },
        { sub: 'u-unverified', email: 'admin@sso.test', name: 'Unverified', emailVerified: false },
      ],
    });
    // Point the seeded tenant at this run's provider port.
    await t.db.registry(async (tx) => {
      const [row] = await tx.select().from(incubators).where(eq(incubators.id, ssoId));
      const settings = readSsoSettings(row!.ssoConfig);
      const linkedin = { ...settings.linkedin!, ...provider.linkedin, enabled: true };
      const next: SsoSettings = { ...settings, issuer: provider.issuer, linkedin };
      await tx.update(incubators).set({ ssoConfig: next }).where(eq(incubators.id, ssoId));
    });
    t.app.incubatorLookup.clear();
  });

  afterAll(async () => {
    await t.close();
    await provider.close();
    await closeTestDatabase();
  });

  it('AUTH-03: ssoConfiguration is public and never shows the secret', async () => {
    const { body } = await gql(t.app, SSO, '{ ssoConfiguration { enabled organization oauthConnections { id protocol provider name } } }');
    expect(body.data).toEqual({
      ssoConfiguration: { enabled: true, organization: 'Northstar Labs', oauthConnections: [{ id: 'northstar', protocol: 'oidc', provider: 'oidc', name: 'Northstar SSO' }] },
    });
    expect(JSON.stringify(body)).not.toContain(SSO_TEST_CLIENT.clientSecret);
  });

  it('AUTH-05: start redirects to the provider with openid email profile, prompt=login, state, nonce and PKCE', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/sso/northstar/start?returnTo=/x', headers: { host: SSO } });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/sso/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)?.length).toBeGreaterThanOrEqual(22);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/^hatchery_sso=[A-Za-z0-9_-]+; Path=\/api\/sso; Max-Age=600; HttpOnly; SameSite=Lax/);
    // Sealed: neither the state nor the verifier can be read from the cookie.
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('signs in end to end and the issued token works on currentUser; returnTo comes back', async () => {
    const flow = await signIn({ loginAs: 'u-admin', returnTo: '/startups?tab=1' });
    expect(flow.location.startsWith('/auth/callback#')).toBe(true);
    expect(flow.fragment.get('returnTo')).toBe('/startups?tab=1');
    const token = flow.fragment.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await gql<{ currentUser: { email: string } }>(t.app, SSO, '{ currentUser { email } }', { token });
    expect(me.body.data?.currentUser.email).toBe('admin@sso.test');
    // The token is the tenant's: another tenant refuses it.
    const foreign = await gql(t.app, DEMO, '{ currentUser { email } }', { token });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('matches the email case-insensitively (provider says Cofounder@SSO.test)', async () => {
    const flow = await signIn({ loginAs: 'u-cofounder' });
    const me = await gql<{ currentUser: { email: string } }>(t.app, SSO, '{ currentUser { email } }', { token: flow.fragment.get('token')! });
    expect(me.body.data?.currentUser.email).toBe('cofounder@sso.test');
  });

  it('an email with no account in the tenant → #error', async () => {
    const flow = await signIn({ loginAs: 'u-stranger' });
    expect(flow.location.startsWith('/auth/callback#error=')).toBe(true);
    expect(flow.fragment.get('error')).toContain('There is no account for stranger@sso.test in Northstar Labs');
    expect(flow.fragment.get('token')).toBeNull();
  });

  it('an email the provider marks unverified → #error', async () => {
    const flow = await signIn({ loginAs: 'u-unverified' });
    expect(flow.fragment.get('error')).toMatch(/not verified/);
  });

  it('a forged state → #error, no token', async () => {
    const flow = await signIn({ loginAs: 'u-admin', tamperState: true });
    expect(flow.fragment.get('error')).toMatch(/expired or was started elsewhere/);
    expect(flow.fragment.get('token')).toBeNull();
  });

  it('the provider refusing (user cancels) → #error with its description', async () => {
    const flow = await signIn({ abort: true });
    expect(flow.fragment.get('error')).toMatch(/The identity provider refused the sign-in: End-User aborted interaction/);
  });

  it('a callback without our state cookie → #error and the cookie is cleared', async () => {
    const noCookie = await t.app.inject({ method: 'GET', url: '/api/sso/callback?code=abc&state=xyz', headers: { host: SSO } });
    expect(noCookie.statusCode).toBe(302);
    expect(String(noCookie.headers.location)).toMatch(/^\/auth\/callback#error=/);
    expect(String(noCookie.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('an inactive user → #error', async () => {
    await t.db.tenant(ssoId, async (tx) => {
      const { users } = await import('../../../src/db/schema/index.js');
      await tx.update(users).set({ status: 'unactive' }).where(eq(users.email, 'cofounder@sso.test'));
    });
    try {
      const flow = await signIn({ loginAs: 'u-cofounder' });
      expect(flow.fragment.get('error')).toMatch(/not active/);
    } finally {
      await t.db.tenant(ssoId, async (tx) => {
        const { users } = await import('../../../src/db/schema/index.js');
        await tx.update(users).set({ status: 'active' }).where(eq(users.email, 'cofounder@sso.test'));
      });
    }
  });

  it('unknown connection or a tenant without SSO → #error, never a provider redirect', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/sso/nope/start', headers: { host: SSO } });
    expect(String(unknown.headers.location)).toMatch(/^\/auth\/callback#error=Single\+sign-on\+is\+not\+set\+up/);
    const demo = await t.app.inject({ method: 'GET', url: '/api/sso/northstar/start', headers: { host: DEMO } });
    expect(String(demo.headers.location)).toMatch(/^\/auth\/callback#error=/);
  });

  it('returnTo must be a same-site relative path (no open redirect)', async () => {
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/ok\r\nLocation: x']) {
      const flow = await signIn({ loginAs: 'u-admin', returnTo: evil });
      expect(flow.fragment.get('returnTo')).toBe('/');
    }
  });

  it('AUTH-19: the professional-network flow (plain OAuth 2.0, r_basicprofile r_emailaddress) signs in', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/sso/linkedin/start?returnTo=/me', headers: { host: SSO } });
    const url = new URL(String(start.headers.location));
    expect(url.searchParams.get('scope')).toBe('r_basicprofile r_emailaddress');
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/sso/linkedin/callback`);
    const flow = await signIn({ loginAs: 'u-admin', path: '/api/sso/linkedin/start', returnTo: '/me' });
    expect(flow.fragment.get('returnTo')).toBe('/me');
    const me = await gql<{ currentUser: { email: string } }>(t.app, SSO, '{ currentUser { email } }', { token: flow.fragment.get('token')! });
    expect(me.body.data?.currentUser.email).toBe('admin@sso.test');
  });

  it('password sign-in is refused with 403 SsoRequired while SSO is on; demo (no SSO) still signs in', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/auth/local', headers: { host: SSO }, payload: { email: 'admin@sso.test', password: 'Demo!2026' } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ error: 'SsoRequired' });
    expect(await login(t.app, DEMO, 'admin@demo.test')).toMatch(/.+/);
  });

  describe('updateSsoConfiguration', () => {
    const MUTATION = `mutation($input: SsoConfigurationInput!) { updateSsoConfiguration(input: $input) { enabled organization oauthConnections { id name } } }`;
    const input = (extra: Record<string, unknown> = {}) => ({
      enabled: true,
      organization: 'Demo IdP',
      issuer: provider.issuer,
      clientId: 'demo-client',
      clientSecret: 'demo-secret-value',
      connections: [{ id: 'demo-idp', protocol: 'oidc', provider: 'oidc', name: 'Demo IdP' }],
      ...extra,
    });

    it('admin group only: a coach or a cofounder is refused, another tenant is not touched', async () => {
      for (const email of ['coach@demo.test', 'cofounder@demo.test', 'staff@demo.test']) {
        const token = await login(t.app, DEMO, email);
        const { body } = await gql(t.app, DEMO, MUTATION, { token, variables: { input: input() } });
        expect(body.errors?.[0]?.extensions?.code).toBe('Forbidden');
      }
      const anonymous = await gql(t.app, DEMO, MUTATION, { variables: { input: input() } });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    });

    it('an admin saves it (secret kept server-side, omitted secret kept), bad input refused, then turns it off', async () => {
      const token = await login(t.app, DEMO, 'admincoach@demo.test');
      const bad = await gql(t.app, DEMO, MUTATION, { token, variables: { input: input({ issuer: 'http://idp.example.com' }) } });
      expect(bad.body.errors?.[0]?.extensions?.code).toBe('BadRequest');
      const noConnection = await gql(t.app, DEMO, MUTATION, { token, variables: { input: input({ connections: [] }) } });
      expect(noConnection.body.errors?.[0]?.extensions?.code).toBe('BadRequest');

      const saved = await gql(t.app, DEMO, MUTATION, { token, variables: { input: input() } });
      expect(saved.body.errors).toBeUndefined();
      expect(saved.body.data).toEqual({ updateSsoConfiguration: { enabled: true, organization: 'Demo IdP', oauthConnections: [{ id: 'demo-idp', name: 'Demo IdP' }] } });
      expect(JSON.stringify(saved.body)).not.toContain('demo-secret-value');
      const visible = await gql<{ ssoConfiguration: { enabled: boolean } }>(t.app, DEMO, '{ ssoConfiguration { enabled } }');
      expect(visible.body.data?.ssoConfiguration.enabled).toBe(true);

      const again = await gql(t.app, DEMO, MUTATION, { token, variables: { input: input({ clientSecret: null, organization: 'Renamed' }) } });
      expect(again.body.errors).toBeUndefined();
      const [row] = await t.db.registry((tx) => tx.select().from(incubators).where(eq(incubators.id, t.incubatorIds.demo!)));
      expect(readSsoSettings(row!.ssoConfig)).toMatchObject({ clientSecret: 'demo-secret-value', organization: 'Renamed' });

      const off = await gql(t.app, DEMO, MUTATION, { token, variables: { input: { enabled: false, connections: [] } } });
      expect(off.body.data).toEqual({ updateSsoConfiguration: { enabled: false, organization: null, oauthConnections: [] } });
      expect(await login(t.app, DEMO, 'admin@demo.test')).toMatch(/.+/);
    });
  });
});
