/**
 * Pub/sub behind one interface (DEVELOPERS.md, "Scale-out"): in-process by default, Redis when REDIS_URL is set
 * so every server instance sees every event. Channel names carry the tenant id (`tenantChannel`); payloads are
 * JSON. Events are published after the transaction that caused them commits (callers' rule).
 */
import { redisPackage } from '../core/lazy-packages.js';

/** One subscriber's stream of payloads. `return()` (called by graphql-ws on completion) unsubscribes. */
export interface PubSubSubscription<T = unknown> extends AsyncIterableIterator<T> {
  /** Resolves once the subscription is live: anything published afterwards is delivered. */
  readonly ready: Promise<void>;
}

export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe<T = unknown>(channel: string): PubSubSubscription<T>;
  /** Live subscriptions on this instance for the channel (diagnostics and tests). */
  listenerCount(channel: string): number;
  close(): Promise<void>;
}

/** `t:<incubatorId>:<topic>`: a subscriber can only ever name channels of its own tenant. */
export function tenantChannel(incubatorId: string, topic: string): string {
  return `t:${incubatorId}:${topic}`;
}

/** A slow consumer keeps at most this many undelivered events; older ones are dropped. */
const MAX_QUEUED = 1000;

type Listener = (payload: unknown) => void;

/** The local fan-out both implementations use: channel → listeners, each feeding one async iterator. */
class LocalHub {
  private readonly channels = new Map<string, Set<Listener>>();

  count(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  dispatch(channel: string, payload: unknown): void {
    for (const listener of this.channels.get(channel) ?? []) listener(payload);
  }

  /** Adds a listener; returns true when it is the channel's first. */
  add(channel: string, listener: Listener): boolean {
    let set = this.channels.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(listener);
    return first;
  }

  /** Removes a listener; returns true when the channel has none left. */
  remove(channel: string, listener: Listener): boolean {
    const set = this.channels.get(channel);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  clear(): void {
    this.channels.clear();
  }
}

/** An async iterator over pushed values; `onEnd` runs once, when the consumer stops or the hub closes it. */
function createSubscription<T>(attach: (push: Listener) => { detach: () => void; ready: Promise<void> }): PubSubSubscription<T> {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let done = false;
  const { detach, ready } = attach((payload) => {
    if (done) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: payload as T, done: false });
      return;
    }
    queue.push(payload as T);
    if (queue.length > MAX_QUEUED) queue.shift();
  });
  const finish = (): IteratorResult<T> => {
    if (!done) {
      done = true;
      queue.length = 0;
      detach();
      const resolve = waiting;
      waiting = null;
      resolve?.({ value: undefined, done: true });
    }
    return { value: undefined, done: true };
  };
  const iterator: PubSubSubscription<T> = {
    ready,
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as T, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: () => Promise.resolve(finish()),
    throw: (error?: unknown) => {
      finish();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** Single-process pub/sub: enough for one server instance, and the default. */
export function createMemoryPubSub(): PubSub {
  const hub = new LocalHub();
  return {
    kind: 'memory',
    publish: async (channel, payload) => {
      // A structured copy, so a subscriber never shares (or mutates) the publisher's object, as with Redis.
      hub.dispatch(channel, JSON.parse(JSON.stringify(payload)) as unknown);
    },
    subscribe: <T>(channel: string) =>
      createSubscription<T>((push) => {
        hub.add(channel, push);
        return { detach: () => hub.remove(channel, push), ready: Promise.resolve() };
      }),
    listenerCount: (channel) => hub.count(channel),
    close: async () => hub.clear(),
  };
}

export interface RedisPubSubOptions {
  /** Called with errors of the Redis connections (they reconnect by themselves). */
  onError?: (error: Error) => void;
}

/**
 * Redis pub/sub: one connection publishes, one (in subscriber mode) listens. Each channel is SUBSCRIBEd once
 * per instance however many local subscribers it has, and UNSUBSCRIBEd when the last one leaves.
 */
export function createRedisPubSub(url: string, options: RedisPubSubOptions = {}): PubSub {
  const { Redis } = redisPackage();
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
  const onError = (error: Error) => options.onError?.(error);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const hub = new LocalHub();
  const live = new Map<string, Promise<void>>();
  const acknowledged = new Set<string>();

  subscriber.on('message', (channel: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message) as unknown;
    } catch (error) {
      onError(error as Error);
      return;
    }
    hub.dispatch(channel, payload);
  });

  return {
    kind: 'redis',
    publish: async (channel, payload) => {
      await publisher.publish(channel, JSON.stringify(payload));
    },
    subscribe: <T>(channel: string) =>
      createSubscription<T>((push) => {
        if (hub.add(channel, push)) {
          const subscribed: Promise<void> = subscriber.subscribe(channel).then(() => {
            if (live.get(channel) === subscribed) acknowledged.add(channel);
          });
          subscribed.catch(onError);
          live.set(channel, subscribed);
        }
        const detach = () => {
          if (hub.remove(channel, push)) {
            live.delete(channel);
            acknowledged.delete(channel);
            subscriber.unsubscribe(channel).catch(onError);
          }
        };
        return { detach, ready: live.get(channel) ?? Promise.resolve() };
      }),
    listenerCount: (channel) => (acknowledged.has(channel) ? hub.count(channel) : 0),
    close: async () => {
      hub.clear();
      live.clear();
      acknowledged.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** REDIS_URL set → Redis, else in-process. */
export function createPubSub(redisUrl: string | undefined, options: RedisPubSubOptions = {}): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, options) : createMemoryPubSub();
}
