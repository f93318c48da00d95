import type { ApolloClient } from '@apollo/client';
import { batchUpdateFromPayload, type BatchOperationKind, type BatchUpdateType } from '@hatchery/domain';
import { batchOperations, type BatchOperationStore } from './batchOperationStore';
import { APPLICATION_BATCH_UPDATED, STARTUP_BATCH_UPDATED, STARTUP_BULK_MENTOR_ASSIGN, USER_BATCH_UPDATED, type StartedOperation } from './documents';

/** Which subscription of D1 §7.6 feeds a panel: bulk mentor assignments have their own (GAP-32). */
export type BatchFeed = 'startups' | 'startupMentors' | 'users' | 'applications';

interface Payload {
  updateType: BatchUpdateType;
  startupId?: string | null;
  userId?: string | null;
  applicationId?: string | null;
}

interface Listener {
  next: (data: unknown) => void;
  error: () => void;
}

function subscribe(client: ApolloClient, feed: BatchFeed, operationId: string, listener: Listener): { unsubscribe(): void } {
  const variables = { operationId };
  const observer = { next: (result: { data?: unknown }) => listener.next(result.data), error: listener.error };
  switch (feed) {
    case 'startups':
      return client.subscribe({ query: STARTUP_BATCH_UPDATED, variables }).subscribe(observer);
    case 'startupMentors':
      return client.subscribe({ query: STARTUP_BULK_MENTOR_ASSIGN, variables }).subscribe(observer);
    case 'users':
      return client.subscribe({ query: USER_BATCH_UPDATED, variables }).subscribe(observer);
    case 'applications':
      return client.subscribe({ query: APPLICATION_BATCH_UPDATED, variables }).subscribe(observer);
  }
}

function payloadOf(data: unknown): Payload | null {
  if (!data || typeof data !== 'object') return null;
  const value = Object.values(data)[0];
  return value && typeof value === 'object' && 'updateType' in value ? (value as Payload) : null;
}

/**
 * BAT-02: opens the panel of an operation just started and feeds it from its subscription until the operation has a
 * result or the panel is closed. A refused start (status FAILED) ends red at once, with nothing to follow. The server
 * replays what already happened to a new subscriber, so updates sent before the subscription opened are not lost.
 */
export function followBatchOperation(
  client: ApolloClient,
  feed: BatchFeed,
  operation: StartedOperation,
  store: BatchOperationStore = batchOperations,
  /** Called once when the operation has its result (e.g. the list on screen reads its records again). */
  onResult?: () => void,
): () => void {
  const kind: BatchOperationKind = feed === 'users' ? 'users' : feed === 'applications' ? 'applications' : 'startups';
  store.start(kind, { id: operation.id, count: operation.count });
  if (operation.status === 'FAILED') {
    store.update(kind, operation.id, { updateType: 'VALIDATION_FAILED' });
    return () => undefined;
  }
  const open = () => store.get().find((p) => p.kind === kind && p.state.id === operation.id);
  const subscription = subscribe(client, feed, operation.id, {
    next: (data) => {
      const payload = payloadOf(data);
      if (payload) store.update(kind, operation.id, batchUpdateFromPayload(kind, payload));
      if (open()?.state.result !== null) stop();
    },
    // A broken stream leaves the panel as it was; its close button still removes it.
    error: () => stopListening(),
  });
  const stopListening = store.subscribe(() => {
    if (open()?.state.result !== null) stop();
  });
  let stopped = false;
  function stop(): void {
    if (stopped) return;
    stopped = true;
    subscription.unsubscribe();
    stopListening();
    if (open()?.state.result) onResult?.();
  }
  return stop;
}
