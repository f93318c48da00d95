/**
 * Login throttling (issue 3 item 6, NIST 800-63B): per account (tenant + email) and per client IP, a growing
 * delay after 5 consecutive failures (1 s, 2 s, 4 s … capped at 15 min); a successful sign-in ends the run for
 * both. An account is blocked after 100 consecutive failures until `clearLoginFailures` runs (a successful
 * password reset or an admin unlock); an IP is never blocked and is forgotten after an idle hour.
 * Sign-in is REST only, so GraphQL aliases or batches cannot multiply attempts.
 */
import { ERROR_CODES } from '@hatchery/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireContext } from '../../http/tenancy.js';
import { ACCOUNT_LOGIN_RULE, IP_RULE, type ThrottleDecision, type ThrottleRule } from './throttle-rule.js';
import { createMemoryThrottleStore, createRedisThrottleStore, type Clock, type ThrottleStore } from './throttle-store.js';

/** What a throttled endpoint counts. */
interface ThrottledEndpoint {
  /** Counter namespace: endpoints sharing it share counts. */
  scope: string;
  /** Body field naming the account (counted per tenant + value), if any. */
  accountField?: string;
  accountRule: ThrottleRule;
  /** Answers that count as a failed attempt; 'every' = every request counts (mail senders). */
  failures: ReadonlySet<number> | 'every';
  /** A 2xx answer ends the run of consecutive failures of the account and of the IP (sign-in). */
  resetOnSuccess: boolean;
}

const statuses = (...codes: number[]): ReadonlySet<number> => new Set(codes);

/**
 * Sign-in counts wrong credentials (401) only: malformed input (400) never checked a password. Recovery endpoints
 * use the IP rule for the account too: they must never lock anyone out of recovering.
 */
export const THROTTLED_ENDPOINTS: Readonly<Record<string, ThrottledEndpoint>> = {
  'POST /auth/local': { scope: 'login', accountField: 'email', accountRule: ACCOUNT_LOGIN_RULE, failures: statuses(401), resetOnSuccess: true },
  'POST /api/users/sendresetpassword': { scope: 'resetmail', accountField: 'email', accountRule: IP_RULE, failures: 'every', resetOnSuccess: false },
  'POST /api/users/resetpassword': { scope: 'reset', accountRule: IP_RULE, failures: statuses(400), resetOnSuccess: false },
  'POST /api/users/signup': { scope: 'signup', accountField: 'email', accountRule: IP_RULE, failures: statuses(400, 409), resetOnSuccess: false },
  'POST /api/users/acceptinvitation': { scope: 'invitation', accountRule: IP_RULE, failures: statuses(400), resetOnSuccess: false },
};

export interface RateLimitedBody {
  error: 'RateLimited';
  message: string;
  retryAfterSeconds: number | null;
  locked: boolean;
}

export const LOCKED_MESSAGE =
  'This account is locked after too many failed sign-in attempts. Reset your password or ask an administrator to unlock it.';

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
    throttleKeys: Array<{ key: string; rule: ThrottleRule }> | null;
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

function refuse(reply: FastifyReply, decision: Exclude<ThrottleDecision, { allowed: true }>): FastifyReply {
  const retryAfterSeconds = decision.blocked ? null : Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  if (retryAfterSeconds !== null) void reply.header('retry-after', String(retryAfterSeconds));
  const body: RateLimitedBody = {
    error: ERROR_CODES.rateLimited,
    message: decision.blocked ? LOCKED_MESSAGE : `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
    locked: decision.blocked,
  };
  return reply.status(429).type('application/json; charset=utf-8').send(body);
}

/** Installs the app-wide throttle (decorator) — call once on the root instance. */
export function decorateLoginThrottle(app: FastifyInstance, throttle: LoginThrottle, closeWithApp: boolean): void {
  app.decorate('loginThrottle', throttle);
  app.decorateRequest('throttleKeys', null);
  if (closeWithApp) {
    app.addHook('onClose', async () => {
      await throttle.close();
    });
  }
}

/** Hooks for a tenancy scope: must be registered after registerTenancy (needs the tenant). */
export function registerLoginThrottleHooks(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request, reply) => {
    const endpoint = endpointOf(request);
    if (!endpoint) return;
    const ctx = requireContext(request);
    const keys: Array<{ key: string; rule: ThrottleRule }> = [];
    const email = endpoint.accountField ? accountValue(request.body, endpoint.accountField) : null;
    if (email) keys.push({ key: LoginThrottle.accountKey(endpoint.scope, ctx.incubator.id, email), rule: endpoint.accountRule });
    keys.push({ key: LoginThrottle.ipKey(endpoint.scope, request.ip), rule: IP_RULE });
    const decision = await request.server.loginThrottle.begin(keys);
    if (!decision.allowed) return refuse(reply, decision);
    request.throttleKeys = keys;
    return undefined;
  });

  scope.addHook('onResponse', async (request, reply) => {
    const endpoint = endpointOf(request);
    const keys = request.throttleKeys;
    if (!endpoint || !keys) return;
    if (endpoint.failures === 'every' || endpoint.failures.has(reply.statusCode)) return; // stays counted
    const { store } = request.server.loginThrottle;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    for (const { key, rule } of keys) {
      // A success ends the run of consecutive failures; any other answer just takes its own attempt back.
      if (success && endpoint.resetOnSuccess) await store.reset(key);
      else await store.refund(key, rule);
    }
  });
}
