import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRetryLink } from './client';
import { retryDelay, shouldRetry, type RetryConfig } from './retryPolicy';

const SPEC: RetryConfig = { attempts: 6, initialDelayMs: 3000, maxDelayMs: 20_000 };
const httpError = (statusCode: number) => Object.assign(new Error(`status ${statusCode}`), { statusCode });

describe('HTTP retry policy (TRN-09, TRN-10)', () => {
  it('retries network failures until 6 attempts were made', () => {
    const network = new TypeError('Failed to fetch');
    expect([1, 2, 3, 4, 5].every((n) => shouldRetry(n, network, SPEC))).toBe(true);
    expect(shouldRetry(6, network, SPEC)).toBe(false);
  });

  it('never retries 401 or 403, nor other client errors; retries server errors', () => {
    expect(shouldRetry(1, httpError(401), SPEC)).toBe(false);
    expect(shouldRetry(1, httpError(403), SPEC)).toBe(false);
    expect(shouldRetry(1, httpError(400), SPEC)).toBe(false);
    expect(shouldRetry(1, httpError(503), SPEC)).toBe(true);
    expect(shouldRetry(1, httpError(429), SPEC)).toBe(true);
  });

  it('delays start at 3 s, grow, and stay within 3–20 s whatever the jitter', () => {
    for (const r of [0, 0.5, 0.999]) {
      const delays = [1, 2, 3, 4, 5].map((n) => retryDelay(n, SPEC, () => r));
      delays.forEach((d) => {
        expect(d).toBeGreaterThanOrEqual(3000);
        expect(d).toBeLessThanOrEqual(20_000);
      });
      expect(delays[4]).toBe(20_000);
      for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    }
    expect(retryDelay(1, SPEC, () => 0)).toBe(3000);
    expect(retryDelay(1, SPEC, () => 0.999)).toBeGreaterThan(3000); // jitter
  });
});

describe('RetryLink wired with the policy', () => {
  afterEach(() => vi.useRealTimers());

  function clientFailingWith(error: () => Error) {
    let calls = 0;
    const failing = new ApolloLink(
      () =>
        new Observable((observer) => {
          calls += 1;
          observer.error(error());
        }),
    );
    const link = ApolloLink.from([createRetryLink({ attempts: 6, initialDelayMs: 1, maxDelayMs: 2 }), failing]);
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    return { client, calls: () => calls };
  }
  const QUERY = gql`
    query Probe {
      probe
    }
  `;

  it('makes 6 attempts on a network failure', async () => {
    const { client, calls } = clientFailingWith(() => new TypeError('Failed to fetch'));
    await expect(client.query({ query: QUERY })).rejects.toBeTruthy();
    expect(calls()).toBe(6);
  });

  it('makes a single attempt on 401 and on 403', async () => {
    for (const status of [401, 403]) {
      const { client, calls } = clientFailingWith(() => httpError(status));
      await expect(client.query({ query: QUERY })).rejects.toBeTruthy();
      expect(calls()).toBe(1);
    }
  });
});
