/**
 * Where the updates of one bulk action travel (D1 §7.6, BAT-02): one channel per operation, carrying the tenant id
 * (`tenantChannel`), so a subscriber can only ever follow an operation of its own tenant. The three subscriptions of
 * batch.graphql.ts read it and name the item startupId or userId.
 */
import type { BatchItemFailureReason, BatchUpdateType, BatchValidationReason } from '@hatchery/domain';
import { tenantChannel, type PubSub } from '../../realtime/pubsub.js';

/** What is published: the update, the item it concerns (item updates) and, for failures, why. */
export interface BatchUpdateWire {
  operationId: string;
  updateType: BatchUpdateType;
  itemId: string | null;
  reason: BatchItemFailureReason | BatchValidationReason | null;
}

export function batchChannel(incubatorId: string, operationId: string): string {
  return tenantChannel(incubatorId, `batch:${operationId}`);
}

/** Publishes after the commit of what it reports; a lost publish is made good by the replay of a new subscriber. */
export async function publishBatchUpdate(pubsub: PubSub, incubatorId: string, update: BatchUpdateWire): Promise<void> {
  await pubsub.publish(batchChannel(incubatorId, update.operationId), update);
}

/**
 * Yields `first` (the operation's state so far, read after the live stream was opened), then the live stream: an
 * update that happened between the two comes twice, and the panel reducer counts an item once. A plain iterator, so
 * `return()` ends the live stream at once (see realtime/filter.ts).
 */
export function replayThenLive<T>(first: readonly T[], live: AsyncIterator<T>): AsyncIterableIterator<T> {
  const queue = [...first];
  let finished = false;
  const iterator: AsyncIterableIterator<T> = {
    next: async () => {
      if (finished) return { value: undefined, done: true };
      const head = queue.shift();
      if (head !== undefined) return { value: head, done: false };
      return live.next();
    },
    return: async () => {
      finished = true;
      await live.return?.();
      return { value: undefined, done: true };
    },
    throw: async (error?: unknown) => {
      finished = true;
      await live.return?.();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
