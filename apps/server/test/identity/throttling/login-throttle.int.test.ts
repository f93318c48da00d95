/** Login throttling over the real /auth/local route: per account, per IP, the 100-failure block and its unlock. */
import { ERROR_CODES } from '@hatchery/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { testConfig } from '../../../src/config.js';
import { clearLoginFailures, createLoginThrottle, LoginThrottle } from '../../../src/modules/identity/throttling/login-throttle.js';
import { ACCOUNT_LOGIN_RULE, IP_RULE } from '../../../src/modules/identity/throttling/throttle-rule.js';
import { createRedisThrottleStore } from '../../../src/modules/identity/throttling/throttle-store.js';
import { closeTestDatabase, DEMO, gql, json, login, SEED_PASSWORD, startTestApp, testDatabase, type TestApp } from '../../support/helpers.js';

function attempt(t: TestApp, email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO }, remoteAddress: ip, payload: { email, password } });
}

describe('login throttling (memory store)', () => {
  // A fake clock: with the files on two workers of a loaded machine, five failed sign-ins (argon2 each) once outlasted
  // the 1 s back-off they set, and a real clock then let the sixth attempt through (D-500).
  let clock = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    const { db, incubatorIds } = await testDatabase();
    const app = await buildApp({ config: testConfig(), db, logger: pino({ level: 'silent' }), loginThrottle: createLoginThrottle({ now: () => clock }) });
    await app.ready();
    t = { app, db, incubatorIds, close: () => app.close() };
  });
  afterAll(async () => {
    await t.close();
  });

  it('per account: 5 failures, then 429 RateLimited with retryAfterSeconds (even with the right password); success resets', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(t, 'staff@demo.test', 'wrong-password', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const limited = await attempt(t, 'STAFF@demo.test', SEED_PASSWORD, '10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(json(limited)).toMatchObject({ error: ERROR_CODES.rateLimited, retryAfterSeconds: 1, locked: false });
    clock += 1100;
    expect((await attempt(t, 'staff@demo.test', SEED_PASSWORD, '10.0.0.99')).statusCode).toBe(200);
    // The counter restarted: one more failure is a plain 401 again.
    expect((await attempt(t, 'staff@demo.test', 'wrong-password', '10.0.0.98')).statusCode).toBe(401);
    expect((await attempt(t, 'staff@demo.test', SEED_PASSWORD, '10.0.0.98')).statusCode).toBe(200);
  });

  it('per IP: failures across accounts from one address are delayed too; other addresses are not', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(t, `nobody${i}@demo.test`, 'wrong-password', '10.1.1.1')).statusCode).toBe(401);
    const limited = await attempt(t, 'coach@demo.test', SEED_PASSWORD, '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ error: 'RateLimited', retryAfterSeconds: 1 });
    expect((await attempt(t, 'coach@demo.test', SEED_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(t, 'mentor@demo.test', `wrong-${i}`, `10.2.0.${i + 1}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });
});

describe('login throttling: block after 100 consecutive failures (fake clock)', () => {
  let clock = Date.now();
  let t: TestApp;
  beforeAll(async () => {
    const { db, incubatorIds } = await testDatabase();
    const config = testConfig();
    const app = await buildApp({ config, db, logger: pino({ level: 'silent' }), loginThrottle: createLoginThrottle({ now: () => clock }) });
    await app.ready();
    t = { app, db, incubatorIds, close: () => app.close() };
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('blocks the account (locked, no retry time) until clearLoginFailures; the admin can unlock through GraphQL', async () => {
    for (let i = 1; i <= 100; i++) {
      const response = await attempt(t, 'expert@demo.test', 'wrong-password', `10.3.${Math.floor(i / 200)}.${i}`);
      expect(response.statusCode).toBe(401);
      clock += 16 * 60_000; // past the (capped) delay
    }
    const locked = await attempt(t, 'expert@demo.test', SEED_PASSWORD, '10.4.0.1');
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({ error: 'RateLimited', locked: true, retryAfterSeconds: null });
    clock += 365 * 24 * 3_600_000;
    expect((await attempt(t, 'expert@demo.test', SEED_PASSWORD, '10.4.0.2')).statusCode).toBe(429);

    // A password reset calls this (identity module); an admin uses the mutation.
    await clearLoginFailures(t.app, t.incubatorIds.demo!, 'Expert@demo.test');
    expect((await attempt(t, 'expert@demo.test', SEED_PASSWORD, '10.4.0.3')).statusCode).toBe(200);

    for (let i = 1; i <= 100; i++) {
      await attempt(t, 'evaluator@demo.test', 'wrong-password', `10.5.0.${i}`);
      clock += 16 * 60_000;
    }
    expect(await t.app.loginThrottle.isLocked(t.incubatorIds.demo!, 'evaluator@demo.test')).toBe(true);
    const mutation = 'mutation { clearLoginFailures(email: "evaluator@demo.test") }';
    const coach = await gql(t.app, DEMO, mutation, { token: await login(t.app, DEMO, 'coach@demo.test') });
    expect(coach.body.errors?.[0]?.extensions?.code).toBe('Forbidden');
    const admin = await gql(t.app, DEMO, mutation, { token: await login(t.app, DEMO, 'admin@demo.test') });
    expect(admin.body.data).toEqual({ clearLoginFailures: true });
    expect((await attempt(t, 'evaluator@demo.test', SEED_PASSWORD, '10.5.1.1')).statusCode).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('login throttling: Redis store (REDIS_URL)', () => {
  it('applies the same rule atomically, blocks, refunds and resets', async () => {
    let clock = 1_000_000;
    const store = createRedisThrottleStore({ url: process.env.REDIS_URL!, prefix: `test:throttle:${process.pid}:${Date.now()}:`, now: () => clock });
    const throttle = new LoginThrottle(store);
    try {
      const parallel = await Promise.all(Array.from({ length: 10 }, () => store.attempt('acct', ACCOUNT_LOGIN_RULE)));
      expect(parallel.filter((d) => d.allowed)).toHaveLength(5);
      expect(await store.attempt('acct', ACCOUNT_LOGIN_RULE)).toEqual({ allowed: false, blocked: false, retryAfterMs: 1000 });
      for (let i = 6; i <= 100; i++) {
        clock += 16 * 60_000;
        expect((await store.attempt('acct', ACCOUNT_LOGIN_RULE)).allowed).toBe(true);
      }
      expect(await store.inspect('acct')).toMatchObject({ failures: 100, blocked: true });
      clock += 365 * 24 * 3_600_000;
      expect(await store.peek('acct', ACCOUNT_LOGIN_RULE)).toEqual({ allowed: false, blocked: true, retryAfterMs: 0 });
      await store.reset('acct');
      expect(await store.peek('acct', ACCOUNT_LOGIN_RULE)).toEqual({ allowed: true });

      await store.attempt('ip', IP_RULE);
      await store.refund('ip', IP_RULE);
      expect(await store.inspect('ip')).toBeNull();

      await store.attempt(LoginThrottle.accountKey('login', 'tenant', 'a@b.c'), ACCOUNT_LOGIN_RULE);
      await throttle.clearLoginFailures('tenant', 'A@B.c');
      expect(await store.inspect(LoginThrottle.accountKey('login', 'tenant', 'a@b.c'))).toBeNull();
    } finally {
      await throttle.close();
    }
  });

  it('an app built with REDIS_URL uses the Redis store', async () => {
    const t = await startTestApp({ redisUrl: process.env.REDIS_URL });
    try {
      expect(t.app.loginThrottle.store.kind).toBe('redis');
      const run = Math.random().toString(36).slice(2);
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 5; i++) expect((await attempt(t, `nobody-${run}@demo.test`, 'wrong-password', ip)).statusCode).toBe(401);
      const limited = await attempt(t, `nobody-${run}@demo.test`, 'wrong-password', `${ip.slice(0, -1)}7`);
      expect(limited.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
