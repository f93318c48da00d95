import { ERROR_CODES } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, users } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/core/bearer-token.js';
import { countTokens, DEMO, gql, json, login, SEED_PASSWORD, useTestApp } from '../../support/helpers.js';

const INVALID_CREDENTIALS = { error: ERROR_CODES.invalidCredentials, message: 'Invalid email or password' };

describe('POST /auth/local', () => {
  const t = useTestApp();

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO, ...headers }, payload: payload as string });

  it('answers an opaque token that is stored only as its SHA-256 hash', async () => {
    const response = await post({ email: 'admin@demo.test', password: SEED_PASSWORD, incubator: 'demo' });
    expect(response.statusCode).toBe(200);
    const { token } = json<{ token: string }>(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const demoId = t.incubatorIds.demo ?? '';
    const rows = await t.db.tenant(demoId, (tx) =>
      tx.select({ tokenHash: authTokens.tokenHash, expiresAt: authTokens.expiresAt }).from(authTokens).where(eq(authTokens.tokenHash, hashToken(token))),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('accepts the email in any case', async () => {
    const response = await post({ email: ' Admin@Demo.TEST ', password: SEED_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await post({ email: 'admin@demo.test', password: 'wrong-password' });
    const unknown = await post({ email: 'nobody@demo.test', password: SEED_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(INVALID_CREDENTIALS);
    expect(json(unknown)).toEqual(INVALID_CREDENTIALS);
  });

  it('refuses a user of another tenant (acme account on demo host)', async () => {
    const response = await post({ email: 'admin@acme.test', password: SEED_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(INVALID_CREDENTIALS);
  });

  it.each(['deleted', 'unactive', 'archived', 'deny'] as const)('refuses a %s user, and their existing tokens', async (status) => {
    const demoId = t.incubatorIds.demo ?? '';
    const token = await login(t.app, DEMO, 'community@demo.test');
    await t.db.tenant(demoId, (tx) => tx.update(users).set({ status }).where(eq(users.email, 'community@demo.test')));
    try {
      const response = await post({ email: 'community@demo.test', password: SEED_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual(INVALID_CREDENTIALS);
      const me = await gql(t.app, DEMO, '{ currentUser { _id } }', { token });
      expect(me.status).toBe(401);
    } finally {
      await t.db.tenant(demoId, (tx) => tx.update(users).set({ status: 'active' }).where(eq(users.email, 'community@demo.test')));
    }
  });

  describe('bad input gets a 4xx and changes nothing', () => {
    const cases: Array<[string, () => Promise<{ statusCode: number; body: string }>, number, string]> = [
      ['malformed JSON', () => post('{"email": "admin@demo.test", "password": ', { 'content-type': 'application/json' }), 400, ERROR_CODES.badRequest],
      ['missing password', () => post({ email: 'admin@demo.test' }), 400, ERROR_CODES.badRequest],
      ['missing email', () => post({ password: SEED_PASSWORD }), 400, ERROR_CODES.badRequest],
      ['not an email', () => post({ email: 'admin', password: SEED_PASSWORD }), 400, ERROR_CODES.badRequest],
      ['an array body', () => post(JSON.stringify([1, 2]), { 'content-type': 'application/json' }), 400, ERROR_CODES.badRequest],
      ['empty JSON body', () => post('', { 'content-type': 'application/json' }), 400, ERROR_CODES.badRequest],
      [
        'a body over 1 MB',
        () => post({ email: 'admin@demo.test', password: SEED_PASSWORD, padding: 'x'.repeat(1_100_000) }),
        413,
        ERROR_CODES.payloadTooLarge,
      ],
    ];
    it.each(cases)('%s', async (_name, send, status, code) => {
      const demoId = t.incubatorIds.demo ?? '';
      const before = await countTokens(t.db, demoId);
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = json<{ error: string; message: string }>(response as Parameters<typeof json>[0]);
      expect(body.error).toBe(code);
      expect(typeof body.message).toBe('string');
      expect(await countTokens(t.db, demoId)).toBe(before);
    });
  });
});

describe('logout and token checks', () => {
  const t = useTestApp();

  it('POST /auth/logout revokes the token (204), after which it is refused (401)', async () => {
    const token = await login(t.app, DEMO, 'staff@demo.test');
    expect((await gql(t.app, DEMO, '{ currentUser { email } }', { token })).status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { host: DEMO, authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(204);
    const after = await gql(t.app, DEMO, '{ currentUser { email } }', { token });
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    const again = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { host: DEMO, authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(401);
    expect(json(again)).toMatchObject({ error: ERROR_CODES.authenticationRequired });
  });

  it('mutation logout revokes the token', async () => {
    const token = await login(t.app, DEMO, 'coach@demo.test');
    const out = await gql<{ logout: boolean }>(t.app, DEMO, 'mutation Logout { logout }', { token });
    expect(out.body).toEqual({ data: { logout: true } });
    expect((await gql(t.app, DEMO, '{ currentUser { email } }', { token })).status).toBe(401);
  });

  it('logout without a token is AuthenticationRequiredError', async () => {
    const out = await gql(t.app, DEMO, 'mutation { logout }');
    expect(out.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    const rest = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { host: DEMO } });
    expect(rest.statusCode).toBe(401);
  });

  it('an expired token is refused', async () => {
    const token = await login(t.app, DEMO, 'mentor@demo.test');
    const demoId = t.incubatorIds.demo ?? '';
    await t.db.tenant(demoId, (tx) =>
      tx.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(token))),
    );
    expect((await gql(t.app, DEMO, '{ currentUser { email } }', { token })).status).toBe(401);
  });

  it('a made-up token is refused with 401 on GraphQL, even for public fields', async () => {
    const out = await gql(t.app, DEMO, '{ publicIncubator { name } }', { token: 'made-up-token' });
    expect(out.status).toBe(401);
    expect(out.body).toEqual({ errors: [{ message: 'Authentication required', extensions: { code: ERROR_CODES.authenticationRequired } }] });
  });

  it('"Bearer null" from a signed-out client counts as no token', async () => {
    const out = await gql(t.app, DEMO, '{ publicIncubator { slug } }', { headers: { authorization: 'Bearer null' } });
    expect(out.body).toEqual({ data: { publicIncubator: { slug: 'demo' } } });
  });
});
