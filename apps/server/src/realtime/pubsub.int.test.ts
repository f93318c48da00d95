/**
 * Both pub/sub implementations behind the same contract. The Redis one runs against the server of REDIS_URL:
 * CI runs the integration suite once with it set and once without.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { filterSubscription } from './filter.js';
import { createMemoryPubSub, createPubSub, createRedisPubSub, tenantChannel, type PubSub } from './pubsub.js';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

type Pair = { publisher: PubSub; subscriber: PubSub; close(): Promise<void> };

const implementations: Array<[string, () => Pair]> = [
  [
    'in-process',
    () => {
      const bus = createMemoryPubSub();
      return { publisher: bus, subscriber: bus, close: () => bus.close() };
    },
  ],
  ...(REDIS_URL
    ? ([
        [
          'redis (two instances, as two servers)',
          () => {
            const publisher = createRedisPubSub(REDIS_URL);
            const subscriber = createRedisPubSub(REDIS_URL);
            return { publisher, subscriber, close: async () => void (await Promise.all([publisher.close(), subscriber.close()])) };
          },
        ],
      ] as Array<[string, () => Pair]>)
    : []),
];

const channel = () => tenantChannel(randomUUID(), `session:${randomUUID()}`);

async function nextWithin<T>(iterator: AsyncIterator<T>, ms = 2000): Promise<IteratorResult<T> | 'timeout'> {
  return Promise.race([iterator.next(), new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);
}

describe('createPubSub', () => {
  it('picks Redis exactly when a URL is given', async () => {
    const memory = createPubSub(undefined);
    expect(memory.kind).toBe('memory');
    await memory.close();
    if (REDIS_URL) {
      const redis = createPubSub(REDIS_URL);
      expect(redis.kind).toBe('redis');
      await redis.close();
    }
  });

  it('names channels with the tenant id', () => {
    expect(tenantChannel('00000000-0000-0000-0000-000000000001', 'session:abc')).toBe('t:00000000-0000-0000-0000-000000000001:session:abc');
  });
});

describe.each(implementations)('pub/sub: %s', (_name, make) => {
  it('delivers JSON payloads published after the subscription is ready, in order, to every subscriber', async () => {
    const { publisher, subscriber, close } = make();
    try {
      const name = channel();
      const a = subscriber.subscribe<{ n: number }>(name);
      const b = subscriber.subscribe<{ n: number }>(name);
      await Promise.all([a.ready, b.ready]);
      expect(subscriber.listenerCount(name)).toBe(2);
      const payload = { n: 1, nested: { at: '2026-01-01T00:00:00.000Z' } };
      await publisher.publish(name, payload);
      await publisher.publish(name, { n: 2 });
      const first = await nextWithin(a);
      expect(first).toEqual({ value: payload, done: false });
      expect(first !== 'timeout' && first.value).not.toBe(payload);
      expect(await nextWithin(a)).toEqual({ value: { n: 2 }, done: false });
      expect(await nextWithin(b)).toEqual({ value: payload, done: false });
      await a.return?.();
      await b.return?.();
    } finally {
      await close();
    }
  });

  it('keeps channels apart', async () => {
    const { publisher, subscriber, close } = make();
    try {
      const mine = channel();
      const other = channel();
      const subscription = subscriber.subscribe(mine);
      await subscription.ready;
      await publisher.publish(other, { wrong: true });
      await publisher.publish(mine, { right: true });
      expect(await nextWithin(subscription)).toEqual({ value: { right: true }, done: false });
      await subscription.return?.();
    } finally {
      await close();
    }
  });

  it('return() ends a pending next() at once and unsubscribes', async () => {
    const { publisher, subscriber, close } = make();
    try {
      const name = channel();
      const subscription = subscriber.subscribe(name);
      await subscription.ready;
      const pending = subscription.next();
      await subscription.return?.();
      expect(await pending).toEqual({ value: undefined, done: true });
      expect(subscriber.listenerCount(name)).toBe(0);
      await publisher.publish(name, { late: true });
      expect(await subscription.next()).toEqual({ value: undefined, done: true });
    } finally {
      await close();
    }
  });

  it('filterSubscription drops events failing the check and stops its source on return()', async () => {
    const { publisher, subscriber, close } = make();
    try {
      const name = channel();
      const source = subscriber.subscribe<{ n: number }>(name);
      await source.ready;
      const filtered = filterSubscription(source, async (event) => event.n % 2 === 0);
      await publisher.publish(name, { n: 1 });
      await publisher.publish(name, { n: 2 });
      expect(await nextWithin(filtered)).toEqual({ value: { n: 2 }, done: false });
      const pending = filtered.next();
      await filtered.return?.();
      expect(await pending).toEqual({ value: undefined, done: true });
      expect(subscriber.listenerCount(name)).toBe(0);
    } finally {
      await close();
    }
  });
});
