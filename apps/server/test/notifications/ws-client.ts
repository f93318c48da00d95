/** A graphql-ws client for tests: sends a chosen Host header and collects what a subscription delivers. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

function socketForHost(host: string): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class HostWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  };
}

export interface LiveSubscription {
  values: Array<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  error: unknown;
  /** Resolves with the values once `count` have arrived, or after `ms` with what there is. */
  waitFor(count: number, ms?: number): Promise<LiveSubscription['values']>;
  stop(): void;
}

export function connect(url: string, host: string, token: string, incubator: string): Client {
  return createClient({ url, webSocketImpl: socketForHost(host), connectionParams: { authToken: token, incubator, sessionId: 'test', userAgent: 'vitest' }, retryAttempts: 0, lazy: false });
}

export function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}): LiveSubscription {
  const live: LiveSubscription = {
    values: [],
    error: undefined,
    waitFor: async (count, ms = 3000) => {
      const deadline = Date.now() + ms;
      while (live.values.length < count && live.error === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      return live.values;
    },
    stop: () => unsubscribe(),
  };
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (value) => live.values.push(value as LiveSubscription['values'][number]),
      error: (error) => (live.error = error ?? 'error'),
      complete: () => undefined,
    },
  );
  return live;
}

export const NOTIFICATION_CREATED = `subscription { notificationCreated { _id isRead message notificationStyle notification { _id notificationType url } } }`;
export const TASKS_UPDATED = `subscription($userId: ID!) { tasksUpdatedForUser(userId: $userId) { updateType taskId task { _id dueDate } } }`;
