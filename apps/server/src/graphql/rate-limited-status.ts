/**
 * A GraphQL answer whose only errors are RateLimited (a throttled secret check, D-85) leaves as HTTP 429 with
 * Retry-After, as the REST endpoints do, instead of Yoga's usual 200: a proxy, a client's retry logic and a person
 * reading the network log all see the refusal for what it is. The body keeps `extensions.code` 'RateLimited' and
 * `extensions.retryAfterSeconds`; clients that ask for application/graphql-response+json (Apollo Client 4 does)
 * still read it as a GraphQL result. Any other error in the same answer keeps the usual status rules.
 */
import { ERROR_CODES } from '@hatchery/domain';
import type { Plugin } from 'graphql-yoga';

interface ErrorWithExtensions {
  readonly extensions?: Readonly<Record<string, unknown>> | undefined;
}

/** Retry-After for the answer: the longest wait of its errors; none when some account is locked (no wait helps). */
export function retryAfterOf(errors: readonly ErrorWithExtensions[]): string | null {
  const waits = errors.map((error) => error.extensions?.retryAfterSeconds);
  if (!waits.every((wait): wait is number => typeof wait === 'number')) return null;
  return String(Math.max(...waits));
}

export function useRateLimitedHttpStatus(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const errors: readonly ErrorWithExtensions[] = result.errors ?? [];
      if (errors.length === 0 || !errors.every((error) => error.extensions?.code === ERROR_CODES.rateLimited)) return;
      const retryAfter = retryAfterOf(errors);
      // Yoga reads `extensions.http` for the status and headers, then strips it from the body.
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 429, headers: retryAfter ? { 'retry-after': retryAfter } : {} } } });
    },
  };
}
