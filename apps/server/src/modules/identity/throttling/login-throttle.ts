/**
 * Login throttling (issue 3 item 6, NIST 800-63B): per account (tenant + email) and per client IP, a growing
 * delay after 5 consecutive failures (1 s, 2 s, 4 s … capped at 15 min); a successful sign-in ends the run for
 * both. An account is blocked after 100 consecutive failures until `clearLoginFailures` runs (a successful
 * password reset or an admin unlock); an IP is never blocked and is forgotten after an idle hour.
 * Every secret check — sign-in, changePassword, one-time links — counts here through secret-check.ts (D-85); the
 * route-keyed hooks below remain for the mail-sending endpoints, which check no secret but must not be flooded.
 * Sign-in is REST only, so GraphQL aliases or batches cannot multiply attempts.
 */
import { ERROR_CODES } from '@hatchery/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors.js';
import { requireContext } from '../../../http/tenancy.js';
import type { SecretCheck, SecretScope } from './secret-check.js';
import { IP_RULE, type ThrottleDecision, type ThrottleRule } from './throttle-rule.js';
import { createMemoryThrottleStore, createRedisThrottleStore, type Clock, type ThrottleStore } from './throttle-store.js';

/** What a throttled endpoint counts. */
interface ThrottledEndpoint {
  scope: SecretScope;
  /** Body field naming the account (counted per tenant + value), if any. */
  accountField?: string;
  /** Answers that count as a failed attempt; 'every' = every request counts (mail senders). */
  failures: ReadonlySet<number> | 'every';
}

const statuses = (...codes: number[]): ReadonlySet<number> => new Set(codes);

/**
 * Endpoints throttled by route. Secret checks are not listed: they are throttled where the secret is checked
 * (secret-check.ts), so a GraphQL or websocket path to the same check cannot miss it. These send mail or create
 * accounts; they use the IP rule for the account too, so they never lock anyone out.
 */
export const THROTTLED_ENDPOINTS: Readonly<Record<string, ThrottledEndpoint>> = {
  'POST /api/users/sendresetpassword': {
    scope: { name: 'resetmail', accountRule: IP_RULE, resetOnSuccess: false },
    accountField: 'email',
    failures: 'every',
  },
  'POST /api/users/signup': {
    scope: { name: 'signup', accountRule: IP_RULE, resetOnSuccess: false },
    accountField: 'email',
    failures: statuses(400, 409),
  },
};

export interface RateLimitedBody {
  error: 'RateLimited';
  message: string;
  retryAfterSeconds: number | null;
  locked: boolean;
}

export const LOCKED_MESSAGE =
  'This account is locked after too many failed sign-in attempts. Reset your password or ask an administrator to unlock it.';

/** RateLimited (429): with Retry-After while delayed; `locked` (no retry time) once the account is blocked. */
export function rateLimitedError(decision: Exclude<ThrottleDecision, { allowed: true }>): AppError {
  const retryAfterSeconds = decision.blocked ? null : Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  const message = decision.blocked ? LOCKED_MESSAGE : `Too many attempts. Try again in ${retryAfterSeconds} seconds.`;
  const details: Omit<RateLimitedBody, 'error' | 'message'> = { retryAfterSeconds, locked: decision.blocked };
  return new AppError(ERROR_CODES.rateLimited, message, 429, {
    details,
    headers: retryAfterSeconds === null ? {} : { 'retry-after': String(retryAfterSeconds) },
  });
}

export class LoginThrottle {
  constructor(readonly store: ThrottleStore) {}

  static accountKey(scope: string, incubatorId: string, email: string): string {
    return `${scope}:acct:${incubatorId}:${email.trim().toLowerCase()}`;
  }

  static ipKey(scope: string, ip: string): string {
    return `${scope}:ip:${ip}`;
  }

  /** Checks every key first, then counts the attempt on each; refused attempts are not counted. */
  async begin(keys: ReadonlyArray<{ key: string; rule: ThrottleRule }>): Promise<ThrottleDecision> {
    for (const { key, rule } of keys) {
      const decision = await this.store.peek(key, rule);
      if (!decision.allowed) return decision;
    }
    for (const { key, rule } of keys) {
      const decision = await this.store.attempt(key, rule);
      if (!decision.allowed) return decision;
    }
    return { allowed: true };
  }

  /** Ends the block and the delay of an account: call after a successful password reset or an admin unlock. */
  async clearLoginFailures(incubatorId: string, email: string): Promise<void> {
    await this.store.reset(LoginThrottle.accountKey('login', incubatorId, email));
  }

  async isLocked(incubatorId: string, email: string): Promise<boolean> {
    const record = await this.store.inspect(LoginThrottle.accountKey('login', incubatorId, email));
    return record?.blocked ?? false;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

export interface LoginThrottleOptions {
  redisUrl?: string | undefined;
  now?: Clock;
  redisPrefix?: string;
}

export function createLoginThrottle({ redisUrl, now, redisPrefix }: LoginThrottleOptions = {}): LoginThrottle {
  const store = redisUrl
    ? createRedisThrottleStore({ url: redisUrl, ...(now ? { now } : {}), ...(redisPrefix ? { prefix: redisPrefix } : {}) })
    : createMemoryThrottleStore(now);
  return new LoginThrottle(store);
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
  interface FastifyRequest {
    throttledAttempt: SecretCheck | null;
  }
}

/**
 * For the identity module: `clearLoginFailures(request.server, incubatorId, email)` after a successful password
 * reset (and from an admin unlock).
 */
export function clearLoginFailures(app: FastifyInstance, incubatorId: string, email: string): Promise<void> {
  return app.loginThrottle.clearLoginFailures(incubatorId, email);
}

function endpointOf(request: FastifyRequest): ThrottledEndpoint | undefined {
  return THROTTLED_ENDPOINTS[`${request.method} ${request.routeOptions.url ?? ''}`];
}

function accountValue(body: unknown, field: string): string | null {
  if (body === null || typeof body !== 'object' || !(field in body)) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 320 ? value : null;
}

/** Installs the app-wide throttle (decorator) — call once on the root instance. */
export function decorateLoginThrottle(app: FastifyInstance, throttle: LoginThrottle, closeWithApp: boolean): void {
  app.decorate('loginThrottle', throttle);
  app.decorateRequest('throttledAttempt', null);
  if (closeWithApp) {
    app.addHook('onClose', async () => {
      await throttle.close();
    });
  }
}

/** Hooks for a tenancy scope: must be registered after registerTenancy (needs the tenant and the client address). */
export function registerLoginThrottleHooks(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request) => {
    const endpoint = endpointOf(request);
    if (!endpoint) return;
    const email = endpoint.accountField ? accountValue(request.body, endpoint.accountField) : null;
    // A refusal throws RateLimited: the error handler answers 429 with Retry-After.
    request.throttledAttempt = await requireContext(request).secretChecks.begin(endpoint.scope, email);
  });

  scope.addHook('onResponse', async (request, reply) => {
    const endpoint = endpointOf(request);
    const attempt = request.throttledAttempt;
    if (!endpoint || !attempt) return;
    if (endpoint.failures === 'every' || endpoint.failures.has(reply.statusCode)) attempt.fail(null);
    await attempt.settle(reply.statusCode >= 200 && reply.statusCode < 300);
  });
}
