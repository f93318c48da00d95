/**
 * The throttling rule (NIST 800-63B §5.2.2 style), as a pure function so the memory store, the Redis script and
 * the unit tests agree: a few free attempts, then a delay that doubles with each further failure up to a cap, and
 * optionally a block after N consecutive failures that only an explicit reset lifts.
 */

export interface ThrottleRule {
  /** Failures allowed before any delay (the delay starts after this many). */
  freeAttempts: number;
  /** Delay after the first failure past the free ones; doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Consecutive failures after which the key is blocked until reset; null = never blocked. */
  blockAfter: number | null;
  /** A record untouched for this long is forgotten (a blocked one never is). */
  idleResetMs: number;
}

export interface ThrottleRecord {
  failures: number;
  /** Epoch ms before which a new attempt is refused. */
  nextAllowedAt: number;
  blocked: boolean;
  /** Epoch ms of the last counted attempt (for idle reset). */
  lastAt: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; blocked: boolean; retryAfterMs: number };

export const MINUTE_MS = 60_000;

/** Sign-in per account: 5 free, 1 s, 2 s, 4 s … capped at 15 min, blocked after 100 consecutive failures. */
export const ACCOUNT_LOGIN_RULE: ThrottleRule = {
  freeAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE_MS,
  blockAfter: 100,
  idleResetMs: 30 * 24 * 60 * MINUTE_MS,
};

/** Per client IP (and the mail/reset/sign-up endpoints): the same growing delay, no block, forgotten after 1 h. */
export const IP_RULE: ThrottleRule = {
  freeAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE_MS,
  blockAfter: null,
  idleResetMs: 60 * MINUTE_MS,
};

/**
 * Answers sent to a shared form without an account, per client address and form (D-187): 5 free, then 1 min, 2 min …
 * capped at 1 h, never blocked, forgotten after an idle day.
 */
export const SHARED_FORM_RULE: ThrottleRule = {
  freeAttempts: 5,
  baseDelayMs: MINUTE_MS,
  maxDelayMs: 60 * MINUTE_MS,
  blockAfter: null,
  idleResetMs: 24 * 60 * MINUTE_MS,
};

export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeAttempts) return 0;
  const exponent = Math.min(failures - rule.freeAttempts, 40);
  return Math.min(rule.baseDelayMs * 2 ** exponent, rule.maxDelayMs);
}

function live(record: ThrottleRecord | null, now: number, rule: ThrottleRule): ThrottleRecord | null {
  if (!record) return null;
  if (!record.blocked && now - record.lastAt > rule.idleResetMs) return null;
  return record;
}

/** Whether an attempt may be made now, without counting it. */
export function peekAttempt(record: ThrottleRecord | null, now: number, rule: ThrottleRule): ThrottleDecision {
  const current = live(record, now, rule);
  if (!current) return { allowed: true };
  if (current.blocked) return { allowed: false, blocked: true, retryAfterMs: 0 };
  if (now < current.nextAllowedAt) return { allowed: false, blocked: false, retryAfterMs: current.nextAllowedAt - now };
  return { allowed: true };
}

/**
 * Counts one attempt as a failure up front (so parallel requests cannot all slip through before the first answer);
 * a success later resets or refunds it. A refused attempt is not counted.
 */
export function applyAttempt(
  record: ThrottleRecord | null,
  now: number,
  rule: ThrottleRule,
): { decision: ThrottleDecision; record: ThrottleRecord | null } {
  const decision = peekAttempt(record, now, rule);
  if (!decision.allowed) return { decision, record };
  const failures = (live(record, now, rule)?.failures ?? 0) + 1;
  const blocked = rule.blockAfter !== null && failures >= rule.blockAfter;
  const delay = delayAfter(failures, rule);
  return { decision, record: { failures, blocked, nextAllowedAt: delay > 0 ? now + delay : 0, lastAt: now } };
}

/** Takes back one counted attempt (it turned out not to be a failure). */
export function applyRefund(record: ThrottleRecord | null, now: number, rule: ThrottleRule): ThrottleRecord | null {
  const current = live(record, now, rule);
  if (!current || current.failures <= 0) return null;
  const failures = current.failures - 1;
  if (failures === 0) return null;
  const blocked = rule.blockAfter !== null && failures >= rule.blockAfter;
  const delay = delayAfter(failures, rule);
  return { failures, blocked, nextAllowedAt: delay > 0 ? Math.min(current.nextAllowedAt, current.lastAt + delay) : 0, lastAt: current.lastAt };
}
