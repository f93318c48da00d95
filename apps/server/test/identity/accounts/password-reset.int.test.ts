/**
 * Forgot password → dev mailbox → /reset/<token> → new password (AUTH-06, AUTH-07, TRN-15, TRN-16): the link
 * works end to end, once, for an hour, only on its own tenant; no account enumeration; the policy applies;
 * all of the user's sessions and tokens end.
 */
import { ERROR_CODES } from '@hatchery/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions, userTokens, users } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/core/bearer-token.js';
import { ACME, closeTestDatabase, DEMO, gql, json, login, SEED_PASSWORD } from '../../support/helpers.js';
import { lastMailTo, mailbox, post, startIdentityApp, tokenFromLink, type IdentityApp } from '../../support/identity.js';

const INVALID_TOKEN = { error: 'InvalidToken', message: 'This link is invalid or has expired.' };
const WEAK = { error: 'WeakPassword', message: 'Password must be 8 to 128 characters and not a commonly used password.' };

let t: IdentityApp;
let demoId: string;

beforeAll(async () => {
  t = await startIdentityApp();
  demoId = t.incubatorIds.demo!;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function requestReset(host: string, email: string): Promise<string> {
  const response = await post(t.app, host, '/api/users/sendresetpassword', { email });
  expect(response.statusCode).toBe(200);
  expect(json(response)).toEqual({ ok: true });
  const mail = await lastMailTo(t.app, host, email.toLowerCase());
  expect(mail, `a mail to ${email}`).toBeDefined();
  return tokenFromLink(mail!.text, `http://${host}/reset/`);
}

const reset = (host: string, token: string, newPassword: string) => post(t.app, host, '/api/users/resetpassword', { token, newPassword });

describe('password reset', () => {
  it('mails a link built from the request origin; the link sets a new password and ends every session and token', async () => {
    const oldToken = await login(t.app, DEMO, 'mentor@demo.test');
    const session = await gql<{ upsertSession: { _id: string } }>(t.app, DEMO, 'mutation { upsertSession { _id } }', { token: oldToken });
    const sessionId = session.body.data!.upsertSession._id;

    const token = await requestReset(DEMO, 'Mentor@Demo.test');
    const mail = await lastMailTo(t.app, DEMO, 'mentor@demo.test');
    expect(mail).toMatchObject({ subject: 'Reset your Demo Accelerator password' });
    expect(mail!.html).toContain(`href="http://demo.localhost:3000/reset/${token}"`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 is stored, expiring in an hour.
    const [stored] = await t.db.tenant(demoId, (tx) => tx.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(token))));
    expect(stored?.kind).toBe('reset');
    expect(Math.abs(stored!.expiresAt.getTime() - (Date.now() + 3_600_000))).toBeLessThan(60_000);

    const response = await reset(DEMO, token, 'Violet-Harbour-42');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    expect((await gql(t.app, DEMO, '{ currentUser { email } }', { token: oldToken })).status).toBe(401);
    const [row] = await t.db.tenant(demoId, (tx) => tx.select({ status: userSessions.status }).from(userSessions).where(eq(userSessions.id, sessionId)));
    expect(row?.status).toBe('logged_out');
    await login(t.app, DEMO, 'mentor@demo.test', 'Violet-Harbour-42');
    const oldPassword = await post(t.app, DEMO, '/auth/local', { email: 'mentor@demo.test', password: SEED_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);

    // Single use.
    const again = await reset(DEMO, token, 'Another-Fine-Pass-9');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual(INVALID_TOKEN);
  });

  it('answers the same for an unknown address and sends nothing (no account enumeration)', async () => {
    const before = (await mailbox(t.app, DEMO)).length;
    const response = await post(t.app, DEMO, '/api/users/sendresetpassword', { email: 'nobody@demo.test' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    // Another tenant's account is unknown here too.
    expect((await post(t.app, DEMO, '/api/users/sendresetpassword', { email: 'admin@acme.test' })).statusCode).toBe(200);
    expect((await mailbox(t.app, DEMO)).length).toBe(before);
  });

  it('refuses a bad email with 400', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}, { email: 42 }]) {
      const response = await post(t.app, DEMO, '/api/users/sendresetpassword', payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe(ERROR_CODES.badRequest);
    }
  });

  it('refuses weak and common passwords without spending the token', async () => {
    const token = await requestReset(DEMO, 'expert@demo.test');
    for (const weak of ['short1!', 'password1', 'Baseball', 'y'.repeat(129)]) {
      const response = await reset(DEMO, token, weak);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual(WEAK);
    }
    expect((await reset(DEMO, token, 'Copper-Meadow-31')).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await requestReset(DEMO, 'evaluator@demo.test');
    await t.db.tenant(demoId, (tx) =>
      tx.update(userTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userTokens.tokenHash, hashToken(token))),
    );
    const response = await reset(DEMO, token, 'Copper-Meadow-31');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(INVALID_TOKEN);
    await login(t.app, DEMO, 'evaluator@demo.test');
  });

  it("refuses another tenant's token (an acme reset link used on demo's host)", async () => {
    const acmeToken = await requestReset(ACME, 'cofounder@acme.test');
    expect(acmeToken).toBeTruthy();
    const response = await reset(DEMO, acmeToken, 'Copper-Meadow-31');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(INVALID_TOKEN);
    // Still good on its own tenant.
    expect((await reset(ACME, acmeToken, 'Copper-Meadow-31')).statusCode).toBe(200);
  });

  it('refuses made-up, malformed and validation tokens', async () => {
    for (const token of ['made-up', 'x'.repeat(600), '']) {
      const response = await reset(DEMO, token, 'Copper-Meadow-31');
      expect(response.statusCode).toBe(400);
      expect([INVALID_TOKEN.error, ERROR_CODES.badRequest]).toContain(json(response).error);
    }
    // A token of another kind (validation) is not a reset token.
    const applicant = await login(t.app, DEMO, 'applicant@demo.test');
    await t.db.tenant(demoId, (tx) => tx.update(users).set({ validated: false }).where(eq(users.email, 'applicant@demo.test')));
    await gql(t.app, DEMO, 'mutation { resendConfirmationEmail }', { token: applicant });
    const mail = await lastMailTo(t.app, DEMO, 'applicant@demo.test');
    const validateToken = tokenFromLink(mail!.text, 'http://demo.localhost:3000/validate/');
    expect(json(await reset(DEMO, validateToken, 'Copper-Meadow-31'))).toEqual(INVALID_TOKEN);
    const unused = await t.db.tenant(demoId, (tx) =>
      tx.select().from(userTokens).where(and(eq(userTokens.tokenHash, hashToken(validateToken)), sql`${userTokens.usedAt} is null`)),
    );
    expect(unused).toHaveLength(1);
  });
});

describe('password reset links and the Host header', () => {
  it('builds the link from PUBLIC_URL and the tenant, never from a spoofed Host', async () => {
    const spoofed = 'demo.evil.example';
    const response = await post(t.app, spoofed, '/api/users/sendresetpassword', { email: 'expert@demo.test' });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, DEMO, 'expert@demo.test');
    expect(mail!.text).toContain('http://demo.localhost:3000/reset/');
    expect(mail!.text).not.toContain('evil');
  });
});

describe('password reset and the login block', () => {
  it('a successful reset lifts the throttle on the account, so the owner can sign in at once', async () => {
    const email = 'staff@demo.test';
    // Each attempt from its own address: only the per-account counter is in play.
    const signIn = (n: number, password: string) =>
      t.app.inject({ method: 'POST', url: '/auth/local', remoteAddress: `10.77.0.${n}`, headers: { host: DEMO }, payload: { email, password } });
    for (let i = 1; i <= 5; i++) expect((await signIn(i, 'not-the-password')).statusCode).toBe(401);
    const throttled = await signIn(9, 'Amber-Lantern-77');
    expect(throttled.statusCode).toBe(429);
    const token = await requestReset(DEMO, email);
    expect((await reset(DEMO, token, 'Amber-Lantern-77')).statusCode).toBe(200);
    expect((await signIn(10, 'Amber-Lantern-77')).statusCode).toBe(200);
  });
});

describe('GET /api/dev/mailbox', () => {
  it("lists only this tenant's mail, newest first", async () => {
    await requestReset(ACME, 'admin@acme.test');
    const demo = await mailbox(t.app, DEMO);
    const acme = await mailbox(t.app, ACME);
    expect(demo.every((m) => m.to.endsWith('@demo.test'))).toBe(true);
    expect(acme.every((m) => m.to.endsWith('@acme.test'))).toBe(true);
    expect(acme[0]).toMatchObject({ to: 'admin@acme.test', subject: 'Reset your Acme Ventures password' });
    const times = demo.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is 404 in production unless DEV_MAILBOX=1 or an admin asks, and always with SMTP configured', async () => {
    const production = await startIdentityApp({ nodeEnv: 'production', isProduction: true });
    const optedIn = await startIdentityApp({ nodeEnv: 'production', isProduction: true, devMailbox: true });
    const smtp = await startIdentityApp({ smtpUrl: 'smtp://127.0.0.1:1', devMailbox: true, nodeEnv: 'production', isProduction: true });
    try {
      const get = (app: IdentityApp, token?: string) =>
        app.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { host: DEMO, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      const closed = await get(production);
      expect(closed.statusCode).toBe(404);
      expect(json(closed).error).toBe(ERROR_CODES.notFound);
      expect((await get(production, await login(production.app, DEMO, 'cofounder@demo.test'))).statusCode).toBe(404);
      expect((await get(production, await login(production.app, DEMO, 'coach@demo.test'))).statusCode).toBe(404);
      const admin = await get(production, await login(production.app, DEMO, 'admin@demo.test'));
      expect(admin.statusCode).toBe(200);
      expect(json<{ messages: Array<{ to: string }> }>(admin).messages.every((m) => m.to.endsWith('@demo.test'))).toBe(true);
      const otherTenantAdmin = await get(production, await login(production.app, ACME, 'admin@acme.test'));
      expect(otherTenantAdmin.statusCode).toBe(401);
      expect((await get(optedIn)).statusCode).toBe(200);
      expect((await get(smtp)).statusCode).toBe(404);
      expect((await get(smtp, await login(smtp.app, DEMO, 'admin@demo.test'))).statusCode).toBe(404);
    } finally {
      await Promise.all([production.close(), optedIn.close(), smtp.close()]);
    }
  });
});
