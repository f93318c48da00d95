import { describe, expect, it } from 'vitest';
import { ACCOUNT_LOGIN_RULE, applyAttempt, applyRefund, delayAfter, IP_RULE, MINUTE_MS, type ThrottleRecord } from './throttle-rule.js';
import { createMemoryThrottleStore } from './throttle-store.js';

describe('throttle rule', () => {
  it('5 free failures, then 1 s, 2 s, 4 s … capped at 15 min', () => {
    expect([1, 4].map((n) => delayAfter(n, ACCOUNT_LOGIN_RULE))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfter(n, ACCOUNT_LOGIN_RULE))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(15, ACCOUNT_LOGIN_RULE)).toBe(15 * MINUTE_MS);
    expect(delayAfter(99, ACCOUNT_LOGIN_RULE)).toBe(15 * MINUTE_MS);
  });

  it('refuses during the delay without counting, blocks the account after 100 consecutive failures', () => {
    let now = 0;
    let record: ThrottleRecord | null = null;
    for (let i = 1; i <= 5; i++) {
      const step = applyAttempt(record, now, ACCOUNT_LOGIN_RULE);
      expect(step.decision.allowed).toBe(true);
      record = step.record;
    }
    const refused = applyAttempt(record, now + 500, ACCOUNT_LOGIN_RULE);
    expect(refused.decision).toEqual({ allowed: false, blocked: false, retryAfterMs: 500 });
    expect(refused.record).toBe(record);
    for (let i = 6; i <= 100; i++) {
      now = record!.nextAllowedAt;
      const step = applyAttempt(record, now, ACCOUNT_LOGIN_RULE);
      expect(step.decision.allowed).toBe(true);
      record = step.record;
    }
    expect(record).toMatchObject({ failures: 100, blocked: true });
    // Blocked forever: even a year later, until reset.
    expect(applyAttempt(record, now + 365 * 24 * 60 * MINUTE_MS, ACCOUNT_LOGIN_RULE).decision).toEqual({ allowed: false, blocked: true, retryAfterMs: 0 });
  });

  it('IP records never block and are forgotten after an idle hour; a refund takes one failure back', () => {
    let record: ThrottleRecord | null = null;
    for (let i = 0; i < 200; i++) record = applyAttempt(record, i * 16 * MINUTE_MS, IP_RULE).record ?? record;
    expect(record!.blocked).toBe(false);
    expect(applyAttempt(record, record!.lastAt + 61 * MINUTE_MS, IP_RULE).record!.failures).toBe(1);
    const one = applyAttempt(null, 0, IP_RULE).record;
    expect(applyRefund(one, 1, IP_RULE)).toBeNull();
  });

  it('the memory store applies it atomically per key', async () => {
    let now = 1000;
    const store = createMemoryThrottleStore(() => now);
    const results = await Promise.all(Array.from({ length: 10 }, () => store.attempt('k', ACCOUNT_LOGIN_RULE)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    now += 1000;
    expect((await store.attempt('k', ACCOUNT_LOGIN_RULE)).allowed).toBe(true);
    await store.reset('k');
    expect(await store.inspect('k')).toBeNull();
  });
});
