/**
 * One throttle for every secret check (D-85). Sign-in, the current password of changePassword and every one-time
 * link (reset, e-mail validation, invitation) go through the counters of login-throttle.ts: per client address and,
 * where the secret names one, per account, with the growing delay and — for passwords — the block after 100.
 *
 * Every request context carries a gate bound to its tenant and client address (`ctx.secretChecks`, built with the
 * context in http/tenancy.ts for HTTP and websocket alike). Service code wraps a check in `withSecretCheckThrottle`;
 * the REST hooks of login-throttle.ts use the gate directly. The primitives that verify a secret (`checkPassword`,
 * the one-time token lookups of identity/user-tokens.ts) demand the `SecretCheck` the gate hands out, and only the
 * gate can make one, so a new secret check cannot skip the throttle and still compile.
 */
import { verifyPassword } from '../../../db/password.js';
import type { AppContext } from '../../../http/context.js';
import { LoginThrottle, rateLimitedError } from './login-throttle.js';
import { ACCOUNT_LOGIN_RULE, IP_RULE, SHARED_FORM_RULE, type ThrottleRule } from './throttle-rule.js';

/** What one kind of secret check counts. */
export interface SecretScope {
  /** Counter namespace: checks sharing it share counts (sign-in and changePassword share 'login'). */
  readonly name: string;
  readonly accountRule: ThrottleRule;
  /**
   * A passed check ends the run of consecutive failures of the account and of the client (sign-in); otherwise the
   * attempt is only taken back. One-time links only take back: an attacker can mint valid links of their own
   * (sign-up, resend confirmation), and a success that reset the client's count would let them guess for ever.
   */
  readonly resetOnSuccess: boolean;
}

/**
 * Passwords block the account after 100 consecutive failures, exactly as sign-in; one-time links use the client
 * rule for the account too, so no one is ever locked out of recovering.
 */
export const SECRET_SCOPES = {
  password: { name: 'login', accountRule: ACCOUNT_LOGIN_RULE, resetOnSuccess: true },
  resetToken: { name: 'reset', accountRule: IP_RULE, resetOnSuccess: false },
  invitationToken: { name: 'invitation', accountRule: IP_RULE, resetOnSuccess: false },
  validationToken: { name: 'validate', accountRule: IP_RULE, resetOnSuccess: false },
  // The private calendar feed's address (D-474): only an unknown token counts; a known one, live or revoked, is taken back.
  calendarFeedToken: { name: 'calfeed', accountRule: IP_RULE, resetOnSuccess: false },
  // Not a secret: answers to a shared form, counted per client address and form (the "account" is form + address)
  // and never taken back, like the mail-sending endpoints (D-187).
  sharedFormAnswer: { name: 'sharedform', accountRule: SHARED_FORM_RULE, resetOnSuccess: false },
} as const satisfies Record<string, SecretScope>;

interface CountedKey {
  key: string;
  rule: ThrottleRule;
}

/**
 * One attempt, counted up front on every key (so parallel guesses cannot all slip through before the first answer).
 * Nominal (ECMAScript private fields), and only its type is exported: the gate is the only way to get one.
 */
class SecretCheck {
  readonly #throttle: LoginThrottle;
  readonly #scope: SecretScope;
  readonly #incubatorId: string;
  readonly #keys: CountedKey[];
  #failed = false;
  #settled = false;

  constructor(throttle: LoginThrottle, scope: SecretScope, incubatorId: string, keys: CountedKey[]) {
    this.#throttle = throttle;
    this.#scope = scope;
    this.#incubatorId = incubatorId;
    this.#keys = keys;
  }

  /** The secret did not match: the attempt stays counted. Returns `error`, for `throw check.fail(error)`. */
  fail<E>(error: E): E {
    this.#failed = true;
    return error;
  }

  get failed(): boolean {
    return this.#failed;
  }

  /**
   * The secret turned out to name an account (the owner of a one-time token): the attempt counts on that account
   * too. A delayed account refuses with RateLimited, and the attempt is taken back everywhere (refusals are free).
   */
  async forAccount(account: string): Promise<void> {
    const counted = { key: LoginThrottle.accountKey(this.#scope.name, this.#incubatorId, account), rule: this.#scope.accountRule };
    if (this.#keys.some(({ key }) => key === counted.key)) return;
    const decision = await this.#throttle.begin([counted]);
    if (!decision.allowed) {
      await this.settle(false);
      throw rateLimitedError(decision);
    }
    this.#keys.push(counted);
  }

  /** Ends the attempt once: a failure stays counted; a pass resets (if the scope says so); anything else is refunded. */
  async settle(passed: boolean): Promise<void> {
    if (this.#settled) return;
    this.#settled = true;
    if (this.#failed) return;
    const { store } = this.#throttle;
    for (const { key, rule } of this.#keys) {
      if (passed && this.#scope.resetOnSuccess) await store.reset(key);
      else await store.refund(key, rule);
    }
  }
}

export type { SecretCheck };

/**
 * The password check of request code: it takes the throttled attempt, so it cannot run outside one. False (never a
 * throw) for a wrong password or a malformed stored hash; the caller decides whether that is `check.fail`.
 */
export function checkPassword(_check: SecretCheck, passwordHash: string, password: string): Promise<boolean> {
  return verifyPassword(passwordHash, password);
}

/** The request's way into the throttle, bound to its tenant and client address. */
export interface SecretCheckGate {
  readonly clientIp: string;
  /** Refuses with RateLimited (nothing counted) or counts one attempt on the client and, when given, the account. */
  begin(scope: SecretScope, account: string | null): Promise<SecretCheck>;
}

export function createSecretCheckGate(throttle: LoginThrottle, incubatorId: string, clientIp: string): SecretCheckGate {
  return {
    clientIp,
    async begin(scope, account) {
      const keys: CountedKey[] = [];
      if (account !== null) keys.push({ key: LoginThrottle.accountKey(scope.name, incubatorId, account), rule: scope.accountRule });
      keys.push({ key: LoginThrottle.ipKey(scope.name, clientIp), rule: IP_RULE });
      const decision = await throttle.begin(keys);
      if (!decision.allowed) throw rateLimitedError(decision);
      return new SecretCheck(throttle, scope, incubatorId, keys);
    },
  };
}

export interface SecretCheckTarget {
  scope: SecretScope;
  /** The account the caller names up front (sign-in email, the viewer's own email); a token's owner is added later. */
  account?: string | null;
}

/**
 * Runs `fn` as one throttled secret check: refused up front when delayed (RateLimited); `fn` marks a wrong secret
 * with `check.fail(error)`; a normal return counts as passed, any other throw is taken back.
 */
export async function withSecretCheckThrottle<T>(
  ctx: Pick<AppContext, 'secretChecks'>,
  { scope, account = null }: SecretCheckTarget,
  fn: (check: SecretCheck) => Promise<T>,
): Promise<T> {
  const check = await ctx.secretChecks.begin(scope, account);
  let value: T;
  try {
    value = await fn(check);
  } catch (error) {
    await check.settle(false);
    throw error;
  }
  await check.settle(true);
  return value;
}
