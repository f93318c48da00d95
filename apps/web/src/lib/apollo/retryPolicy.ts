import { HTTP_RETRY } from '@hatchery/domain';

/** HTTP retry policy of D1 §7.1 (TRN-09, TRN-10). Pure, so the counts and delays are unit-tested. */
export interface RetryConfig {
  /** Total attempts including the first request. */
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

function envNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Spec values, overridable at build time for end-to-end runs (VITE_HTTP_RETRY_INITIAL_MS / _MAX_MS). */
export function defaultRetryConfig(env: Record<string, unknown> = import.meta.env): RetryConfig {
  return {
    attempts: HTTP_RETRY.attempts,
    initialDelayMs: envNumber(env.VITE_HTTP_RETRY_INITIAL_MS) ?? HTTP_RETRY.initialDelayMs,
    maxDelayMs: envNumber(env.VITE_HTTP_RETRY_MAX_MS) ?? HTTP_RETRY.maxDelayMs,
  };
}

/** The HTTP status of a failed request, if the error carries one (Apollo's ServerError has statusCode). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * `attempt` is the number of attempts made so far (1 after the first failure). Network failures and server
 * errors (5xx, 408, 429) are retried; never 401 or 403 — nor other 4xx, which would fail the same way again.
 */
export function shouldRetry(attempt: number, error: unknown, config: RetryConfig = defaultRetryConfig()): boolean {
  if (attempt >= config.attempts) return false;
  const status = statusOf(error);
  if (status === undefined) return true;
  if (status === 401 || status === 403) return false;
  if (status >= 400 && status < 500) return status === 408 || status === 429;
  return true;
}

/**
 * Exponential back-off from the initial delay, capped at the maximum, with up to +50 % jitter — always within
 * [initialDelayMs, maxDelayMs].
 */
export function retryDelay(attempt: number, config: RetryConfig = defaultRetryConfig(), random: () => number = Math.random): number {
  const base = Math.min(config.maxDelayMs, config.initialDelayMs * 2 ** Math.max(0, attempt - 1));
  const jittered = base + random() * (base / 2);
  return Math.round(Math.min(config.maxDelayMs, Math.max(config.initialDelayMs, jittered)));
}
