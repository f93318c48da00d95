/**
 * Where throttle counters live: process memory by default, Redis when REDIS_URL is set (so every instance
 * behind a load balancer sees the same counts). Both apply the same rule (throttle-rule.ts) atomically per key.
 */
import { redisPackage } from '../../../core/lazy-packages.js';
import {
  applyAttempt,
  applyRefund,
  peekAttempt,
  type ThrottleDecision,
  type ThrottleRecord,
  type ThrottleRule,
} from './throttle-rule.js';

export interface ThrottleStore {
  readonly kind: 'memory' | 'redis';
  peek(key: string, rule: ThrottleRule): Promise<ThrottleDecision>;
  /** Refuses (without counting) or counts one attempt as a failure. */
  attempt(key: string, rule: ThrottleRule): Promise<ThrottleDecision>;
  refund(key: string, rule: ThrottleRule): Promise<void>;
  reset(key: string): Promise<void>;
  inspect(key: string): Promise<ThrottleRecord | null>;
  close(): Promise<void>;
}

export type Clock = () => number;

const MAX_MEMORY_KEYS = 100_000;

export function createMemoryThrottleStore(now: Clock = Date.now): ThrottleStore {
  const records = new Map<string, ThrottleRecord>();
  const save = (key: string, record: ThrottleRecord | null) => {
    if (!record) {
      records.delete(key);
      return;
    }
    // Bounded: under a flood of distinct keys, forget the oldest unblocked ones (Map keeps insertion order).
    if (!records.has(key) && records.size >= MAX_MEMORY_KEYS) {
      for (const [oldKey, old] of records) {
        if (!old.blocked) {
          records.delete(oldKey);
          break;
        }
      }
    }
    records.set(key, record);
  };
  return {
    kind: 'memory',
    async peek(key, rule) {
      return peekAttempt(records.get(key) ?? null, now(), rule);
    },
    async attempt(key, rule) {
      const { decision, record } = applyAttempt(records.get(key) ?? null, now(), rule);
      if (decision.allowed) save(key, record);
      return decision;
    },
    async refund(key, rule) {
      save(key, applyRefund(records.get(key) ?? null, now(), rule));
    },
    async reset(key) {
      records.delete(key);
    },
    async inspect(key) {
      return records.get(key) ?? null;
    },
    async close() {
      records.clear();
    },
  };
}

/**
 * The same rule as throttle-rule.ts in Lua, so check-and-count is one atomic step in Redis.
 * ARGV: mode (peek|attempt|refund), now, freeAttempts, baseDelayMs, maxDelayMs, blockAfter (0 = never), idleResetMs.
 * Returns {allowed (1/0), blocked (1/0), retryAfterMs}.
 */
const THROTTLE_SCRIPT = `
local key = KEYS[1]
local mode = ARGV[1]
local now = tonumber(ARGV[2])
local free = tonumber(ARGV[3])
local base = tonumber(ARGV[4])
local cap = tonumber(ARGV[5])
local blockAfter = tonumber(ARGV[6])
local idle = tonumber(ARGV[7])
local f = tonumber(redis.call('HGET', key, 'f') or '0')
local n = tonumber(redis.call('HGET', key, 'n') or '0')
local b = redis.call('HGET', key, 'b') == '1'
local t = tonumber(redis.call('HGET', key, 't') or '0')
local function delay(failures)
  if failures < free then return 0 end
  local e = failures - free
  if e > 40 then e = 40 end
  local d = base * (2 ^ e)
  if d > cap then d = cap end
  return d
end
local function save(failures, blocked, nextAt, lastAt)
  if failures <= 0 then redis.call('DEL', key) return end
  redis.call('HSET', key, 'f', failures, 'n', nextAt, 'b', blocked and '1' or '0', 't', lastAt)
  if blocked then redis.call('PERSIST', key) else redis.call('PEXPIRE', key, idle) end
end
if mode == 'refund' then
  if f <= 0 then return {1, 0, 0} end
  local failures = f - 1
  local blocked = blockAfter > 0 and failures >= blockAfter
  local d = delay(failures)
  local nextAt = 0
  if d > 0 then nextAt = math.min(n, t + d) end
  save(failures, blocked, nextAt, t)
  return {1, 0, 0}
end
if b then return {0, 1, 0} end
if now < n then return {0, 0, n - now} end
if mode == 'peek' then return {1, 0, 0} end
local failures = f + 1
local blocked = blockAfter > 0 and failures >= blockAfter
local d = delay(failures)
local nextAt = 0
if d > 0 then nextAt = now + d end
save(failures, blocked, nextAt, now)
return {1, 0, 0}
`;

type Mode = 'peek' | 'attempt' | 'refund';

export interface RedisThrottleStoreOptions {
  url: string;
  /** Prefix of every key (tests use a unique one). */
  prefix?: string;
  now?: Clock;
}

export function createRedisThrottleStore({ url, prefix = 'hatchery:throttle:', now = Date.now }: RedisThrottleStoreOptions): ThrottleStore {
  const { Redis } = redisPackage();
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  const run = async (mode: Mode, key: string, rule: ThrottleRule): Promise<ThrottleDecision> => {
    const result = (await redis.eval(
      THROTTLE_SCRIPT,
      1,
      prefix + key,
      mode,
      String(now()),
      String(rule.freeAttempts),
      String(rule.baseDelayMs),
      String(rule.maxDelayMs),
      String(rule.blockAfter ?? 0),
      String(rule.idleResetMs),
    )) as [number, number, number];
    const [allowed, blocked, retryAfterMs] = result;
    return allowed === 1 ? { allowed: true } : { allowed: false, blocked: blocked === 1, retryAfterMs: Number(retryAfterMs) };
  };
  return {
    kind: 'redis',
    peek: (key, rule) => run('peek', key, rule),
    attempt: (key, rule) => run('attempt', key, rule),
    async refund(key, rule) {
      await run('refund', key, rule);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async inspect(key) {
      const hash = await redis.hgetall(prefix + key);
      if (hash.f === undefined) return null;
      return { failures: Number(hash.f), nextAllowedAt: Number(hash.n ?? 0), blocked: hash.b === '1', lastAt: Number(hash.t ?? 0) };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
