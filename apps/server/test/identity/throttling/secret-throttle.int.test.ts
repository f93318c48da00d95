/**
 * D-85: every secret check goes through the sign-in throttle — changePassword's current password (HTTP and
 * websocket), reset links, e-mail validation links and invitation links (accept and look-up). Per client address
 * and per account, 429 / RateLimited with Retry-After, the block after 100 for passwords; a fake clock, no sleeping.
 */
import { ERROR_CODES, PREFLIGHT_HEADER } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../../src/app.js';
import { testConfig } from '../../../src/config.js';
import { hashPassword } from '../../../src/db/password.js';
import { roles, users } from '../../../src/db/schema/index.js';
import { clearLoginFailures, createLoginThrottle } from '../../../src/modules/identity/throttling/login-throttle.js';
import { closeTestDatabase, DEMO, json, login, SEED_PASSWORD, testDatabase, type TestApp } from '../../support/helpers.js';
import { lastMailTo, listen, tokenFromLink } from '../../support/identity.js';

const CHANGE =
  'mutation C($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: false) }';
const INVITE = 'mutation I($input: InviteUserInput!) { inviteUser(input: $input) { _id } }';
const INVALID_TOKEN = { error: 'InvalidToken', message: 'This link is invalid or has expired.' };
/** What Apollo Client 4 sends: the 429 body must still read as a GraphQL result. */
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

let clock = Date.now();
let t: TestApp;
let demoId: string;
let seedHash: string;
let addressCount = 0;

/** A client address no other request of this file uses: only the counter a test aims at is in play. */
function freshIp(): string {
  addressCount += 1;
  return `10.${90 + (addressCount >> 16)}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

beforeAll(async () => {
  const { db, incubatorIds } = await testDatabase();
  // TRUST_PROXY=1 so the websocket test can name its client address with X-Forwarded-For.
  const app = await buildApp({ config: testConfig({ trustProxy: true }), db, logger: pino({ level: 'silent' }), loginThrottle: createLoginThrottle({ now: () => clock }) });
  await app.ready();
  t = { app, db, incubatorIds, close: () => app.close() };
  demoId = incubatorIds.demo!;
  seedHash = await hashPassword(SEED_PASSWORD);
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

/**
 * A user of the demo tenant made for one test (password SEED_PASSWORD), so no seeded account is touched. An
 * applicant: it holds no licensed seat, so the invitation test still finds a free one.
 */
async function makeUser(email: string, { validated = true } = {}): Promise<string> {
  await t.db.tenant(demoId, async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Applicant')).limit(1);
    await tx.insert(users).values({ incubatorId: demoId, email, passwordHash: seedHash, firstName: 'T', lastName: 'User', fullName: 'T User', status: 'active', validated, roleId: role!.id });
  });
  return email;
}

interface GqlAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function changePassword(token: string, currentPassword: string, ip: string, extraHeaders: Record<string, string> = {}): Promise<GqlAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', authorization: `Bearer ${token}`, ...extraHeaders },
    payload: JSON.stringify({ query: CHANGE, variables: { currentPassword, newPassword: 'Quartz-Lantern-77' } }),
  });
  return { status: response.statusCode, headers: response.headers, body: json(response) };
}

const codeOf = (answer: GqlAnswer) => answer.body.errors?.[0]?.extensions?.code;

function signIn(email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/auth/local', remoteAddress: ip, headers: { host: DEMO }, payload: { email, password } });
}

function rest(method: 'GET' | 'POST', url: string, ip: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, remoteAddress: ip, headers: { host: DEMO }, ...(payload ? { payload } : {}) });
}

describe('changePassword: a wrong current password is a failed sign-in', () => {
  it('the 6th attempt on the account is RateLimited (HTTP 429, Retry-After), sign-in too; another account is not; a success resets', async () => {
    const email = await makeUser('cp-account@demo.test');
    const token = await login(t.app, DEMO, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await changePassword(token, 'not-my-password', freshIp());
      expect(wrong.status).toBe(200);
      expect(codeOf(wrong)).toBe(ERROR_CODES.validation);
    }
    const limited = await changePassword(token, SEED_PASSWORD, freshIp(), { accept: APOLLO_ACCEPT });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.headers['content-type']).toContain('application/graphql-response+json');
    expect(limited.body.errors).toHaveLength(1);
    expect(limited.body.errors?.[0]?.extensions).toEqual({ code: ERROR_CODES.rateLimited, retryAfterSeconds: 1, locked: false });
    // The same per-account counter as sign-in.
    const signInLimited = await signIn(email, SEED_PASSWORD, freshIp());
    expect(signInLimited.statusCode).toBe(429);
    expect(signInLimited.headers['retry-after']).toBe('1');

    // Another account, meanwhile, is untouched.
    const other = await makeUser('cp-other@demo.test');
    const otherToken = await login(t.app, DEMO, other);
    expect(codeOf(await changePassword(otherToken, 'not-my-password', freshIp()))).toBe(ERROR_CODES.validation);
    expect((await signIn(other, SEED_PASSWORD, freshIp())).statusCode).toBe(200);

    clock += 1100;
    const changed = await changePassword(token, SEED_PASSWORD, freshIp());
    expect(changed.body).toEqual({ data: { changePassword: true } });
    // The success ended the run: five more failures pass as plain errors before any delay.
    for (let i = 0; i < 5; i++) expect(codeOf(await changePassword(token, 'not-my-password', freshIp()))).toBe(ERROR_CODES.validation);
    expect(codeOf(await changePassword(token, 'not-my-password', freshIp()))).toBe(ERROR_CODES.rateLimited);
  });

  it('failures from one client address delay that address across accounts — and its sign-ins; other addresses are not', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const token = await login(t.app, DEMO, await makeUser(`cp-ip-${i}@demo.test`));
      expect(codeOf(await changePassword(token, 'not-my-password', ip))).toBe(ERROR_CODES.validation);
    }
    const email = await makeUser('cp-ip-next@demo.test');
    const token = await login(t.app, DEMO, email);
    const limited = await changePassword(token, SEED_PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(codeOf(limited)).toBe(ERROR_CODES.rateLimited);
    expect((await signIn(email, SEED_PASSWORD, ip)).statusCode).toBe(429);
    expect((await changePassword(token, SEED_PASSWORD, freshIp())).body).toEqual({ data: { changePassword: true } });
  });

  it('100 consecutive wrong current passwords lock the account for sign-in too, until clearLoginFailures', async () => {
    const email = await makeUser('cp-locked@demo.test');
    const bystander = await makeUser('cp-bystander@demo.test');
    const token = await login(t.app, DEMO, email);
    for (let i = 1; i <= 100; i++) {
      expect(codeOf(await changePassword(token, `wrong-${i}`, freshIp()))).toBe(ERROR_CODES.validation);
      clock += 16 * 60_000; // past the (capped) delay
    }
    const locked = await changePassword(token, SEED_PASSWORD, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeUndefined();
    expect(locked.body.errors?.[0]?.extensions).toEqual({ code: ERROR_CODES.rateLimited, retryAfterSeconds: null, locked: true });
    const signInLocked = await signIn(email, SEED_PASSWORD, freshIp());
    expect(signInLocked.statusCode).toBe(429);
    expect(json(signInLocked)).toMatchObject({ error: ERROR_CODES.rateLimited, locked: true, retryAfterSeconds: null });
    clock += 365 * 24 * 3_600_000;
    expect((await signIn(email, SEED_PASSWORD, freshIp())).statusCode).toBe(429);
    expect(await t.app.loginThrottle.isLocked(demoId, email)).toBe(true);
    expect((await signIn(bystander, SEED_PASSWORD, freshIp())).statusCode).toBe(200);

    await clearLoginFailures(t.app, demoId, email);
    expect((await signIn(email, SEED_PASSWORD, freshIp())).statusCode).toBe(200);
    expect((await changePassword(token, SEED_PASSWORD, freshIp())).body).toEqual({ data: { changePassword: true } });
  });

  it('over the websocket the check counts against the same client address (X-Forwarded-For with TRUST_PROXY=1)', async () => {
    const url = await listen(t.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const token = await login(t.app, DEMO, await makeUser(`cp-ws-${i}@demo.test`));
      expect(codeOf(await changePassword(token, 'not-my-password', '127.0.0.1', { 'x-forwarded-for': `${ip}, 10.0.0.1` }))).toBe(ERROR_CODES.validation);
    }
    const token = await login(t.app, DEMO, await makeUser('cp-ws-next@demo.test'));
    const overSocket = (forwardedFor: string) => {
      class ForwardedWebSocket extends WebSocket {
        constructor(address: string | URL, protocols?: string | string[]) {
          super(address, protocols, { headers: { host: DEMO, 'x-forwarded-for': forwardedFor } });
        }
      }
      const client = createClient({ url, webSocketImpl: ForwardedWebSocket, connectionParams: { incubator: 'demo', authToken: token }, retryAttempts: 0, lazy: true });
      return new Promise<GqlAnswer['body']>((resolve, reject) => {
        let result: GqlAnswer['body'] = {};
        client.subscribe(
          { query: CHANGE, variables: { currentPassword: SEED_PASSWORD, newPassword: 'Quartz-Lantern-77' } },
          { next: (value) => (result = value as GqlAnswer['body']), error: reject, complete: () => resolve(result) },
        );
      }).finally(() => client.dispose());
    };
    const limited = await overSocket(ip);
    expect(limited.errors?.[0]?.extensions).toEqual({ code: ERROR_CODES.rateLimited, retryAfterSeconds: 1, locked: false });
    expect(await overSocket(freshIp())).toEqual({ data: { changePassword: true } });
  });
});

describe('one-time links are throttled where they are checked', () => {
  async function requestResetLink(email: string): Promise<string> {
    expect((await rest('POST', '/api/users/sendresetpassword', freshIp(), { email })).statusCode).toBe(200);
    return tokenFromLink((await lastMailTo(t.app, DEMO, email))!.text, 'http://demo.localhost:3000/reset/');
  }

  async function invitationLink(email: string): Promise<string> {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const [mentor] = await t.db.tenant(demoId, (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Mentor')).limit(1));
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', authorization: `Bearer ${admin}` },
      payload: JSON.stringify({ query: INVITE, variables: { input: { email, firstName: 'I', lastName: 'N', roleId: mentor!.id } } }),
    });
    expect(json(response).errors).toBeUndefined();
    return tokenFromLink((await lastMailTo(t.app, DEMO, email))!.text, 'http://demo.localhost:3000/acceptinvitation?token=');
  }

  function expectRateLimited(response: Awaited<ReturnType<typeof rest>>, retryAfterSeconds = 1): void {
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
    expect(json(response)).toMatchObject({ error: ERROR_CODES.rateLimited, retryAfterSeconds, locked: false });
  }

  it('invitations: bad tokens on accept and look-up share one counter per client; a valid link then waits too; other clients do not; a success does not reset', async () => {
    const token = await invitationLink('inv-throttle@example.test');
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect(json(await rest('POST', '/api/users/acceptinvitation', ip, { token: `made-up-${i}`, firstName: 'A', lastName: 'B', password: 'Saffron-Glacier-64' }))).toEqual(INVALID_TOKEN);
    for (let i = 0; i < 2; i++) expect(json(await rest('GET', `/api/invitations/made-up-${i}`, ip))).toEqual(INVALID_TOKEN);
    expectRateLimited(await rest('GET', `/api/invitations/${token}`, ip));
    expectRateLimited(await rest('POST', '/api/users/acceptinvitation', ip, { token, firstName: 'I', lastName: 'N', password: 'Saffron-Glacier-64' }));
    expect((await rest('GET', `/api/invitations/${token}`, freshIp())).statusCode).toBe(200);

    clock += 1100;
    const accepted = await rest('POST', '/api/users/acceptinvitation', ip, { token, firstName: 'I', lastName: 'N', password: 'Saffron-Glacier-64' });
    expect(accepted.statusCode).toBe(200);
    // A valid link is only taken back, not a reset: anyone can mint links of their own (D-85).
    expectRateLimited(await rest('GET', '/api/invitations/made-up-again', ip));
  });

  it('reset links: bad tokens are delayed per client; a replayed used link counts against its account, whose next link waits; another account is not held up', async () => {
    const owner = await makeUser('reset-owner@demo.test');
    const other = await makeUser('reset-other@demo.test');
    const reset = (token: string, ip: string) => rest('POST', '/api/users/resetpassword', ip, { token, newPassword: 'Amber-Lantern-77' });

    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect(json(await reset(`made-up-${i}`, ip))).toEqual(INVALID_TOKEN);
    const first = await requestResetLink(owner);
    expectRateLimited(await reset(first, ip));
    expect((await reset(first, freshIp())).statusCode).toBe(200);

    // The used link, replayed from five addresses: each failure also counts against the owner's account.
    for (let i = 0; i < 5; i++) expect(json(await reset(first, freshIp()))).toEqual(INVALID_TOKEN);
    const second = await requestResetLink(owner);
    expectRateLimited(await reset(second, freshIp()));
    expect((await reset(await requestResetLink(other), freshIp())).statusCode).toBe(200);
    clock += 1100;
    expect((await reset(second, freshIp())).statusCode).toBe(200);
    expect((await signIn(owner, 'Amber-Lantern-77', freshIp())).statusCode).toBe(200);
  });

  it('e-mail validation links: bad tokens are delayed per client (429, Retry-After); other clients are not', async () => {
    const email = await makeUser('validate-throttle@demo.test', { validated: false });
    const token = await login(t.app, DEMO, email);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query: 'mutation R { resendConfirmationEmail }' }),
    });
    expect(json(resend)).toEqual({ data: { resendConfirmationEmail: true } });
    const link = tokenFromLink((await lastMailTo(t.app, DEMO, email))!.text, 'http://demo.localhost:3000/validate/');

    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect(json(await rest('POST', `/api/users/validate/made-up-${i}`, ip))).toEqual(INVALID_TOKEN);
    expectRateLimited(await rest('POST', `/api/users/validate/${link}`, ip));
    const [before] = await t.db.tenant(demoId, (tx) => tx.select({ validated: users.validated }).from(users).where(eq(users.email, email)));
    expect(before?.validated).toBe(false);
    expect((await rest('POST', `/api/users/validate/${link}`, freshIp())).statusCode).toBe(200);
  });
});
