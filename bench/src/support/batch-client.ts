/**
 * What the bulk-action benches share (bench:batch, bench:application-batch): signing in as the demo administrator, one
 * GraphQL request, and a graphql-ws subscriber that counts the item updates of one operation until COMPLETED.
 */
import { createClient } from 'graphql-ws';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { request, type BenchServer } from './bench-server.js';

export const HOST = 'demo.localhost';
const PASSWORD = 'Demo!2026';

/** One GraphQL request whose errors throw (timedGql without the timing). */
export async function gql<T>(server: BenchServer, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await timedGql<T>(server, token, query, variables);
  if (!answer.data || answer.error) throw new Error(`GraphQL failed: ${answer.error ? `${answer.error.code ?? ''} ${answer.error.message}` : 'no data'}`);
  return answer.data;
}

/** A GraphQL answer as a racing client sees it: how long it took, its data and its first error (code and message). */
export interface TimedAnswer<T> {
  ms: number;
  data: T | null;
  error: { code: string | null; message: string } | null;
}

/** One GraphQL call timed from send to answer, errors returned rather than thrown (the race benches count them). */
export async function timedGql<T>(server: BenchServer, token: string, query: string, variables: Record<string, unknown>): Promise<TimedAnswer<T>> {
  const started = performance.now();
  const res = await request(
    server.port,
    HOST,
    'POST',
    '/graphql',
    { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    JSON.stringify({ query, variables }),
  );
  const ms = performance.now() - started;
  const body = JSON.parse(res.body) as { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  const first = body.errors?.[0];
  return { ms, data: body.data ?? null, error: first ? { code: first.extensions?.code ?? null, message: first.message } : null };
}

export async function login(server: BenchServer, email = 'admin@demo.test'): Promise<string> {
  const res = await request(server.port, HOST, 'POST', '/auth/local', { 'content-type': 'application/json' }, JSON.stringify({ email, password: PASSWORD }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { token: string }).token;
}

export interface FollowReport {
  /** Distinct items reported (ITEM_SUCCEEDED or ITEM_FAILED). */
  items: number;
  /** Item updates received (more than `items` when an item was reported twice). */
  reports: number;
  failed: number;
  completedAt: number;
}

/**
 * Counts the updates of one operation until COMPLETED. `field` is the subscription (`startupBatchOperationUpdated`,
 * `applicationBatchOperationUpdated`), `itemField` the update's item id (`startupId`, `applicationId`).
 */
export function follow(server: BenchServer, token: string, operationId: string, field: string, itemField: string): { done: Promise<FollowReport>; close: () => Promise<void> } {
  const client = createClient({
    url: `ws://127.0.0.1:${server.port}/subscriptions`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols, { headers: { host: `${HOST}:${server.port}` } });
      }
    },
    connectionParams: { sessionId: 'bench', incubator: 'demo', userAgent: 'bench', authToken: token },
    retryAttempts: 0,
  });
  const items = new Set<string>();
  let reports = 0;
  let failed = 0;
  const query = `subscription Follow($id: ID!) { ${field}(operationId: $id) { updateType ${itemField} } }`;
  const done = new Promise<FollowReport>((resolve, reject) => {
    client.subscribe<Record<string, { updateType: string } & Record<string, string | null>>>(
      { query, variables: { id: operationId } },
      {
        next: (value) => {
          const update = value.data?.[field];
          if (!update) return reject(new Error(JSON.stringify(value.errors)));
          if (update.updateType === 'ITEM_SUCCEEDED' || update.updateType === 'ITEM_FAILED') {
            reports += 1;
            if (update.updateType === 'ITEM_FAILED') failed += 1;
            const item = update[itemField];
            if (item) items.add(item);
          }
          if (update.updateType === 'COMPLETED') resolve({ items: items.size, reports, failed, completedAt: performance.now() });
        },
        error: reject,
        complete: () => reject(new Error('subscription ended before COMPLETED')),
      },
    );
  });
  return { done, close: () => client.dispose() as Promise<void> };
}

/** A connection to the bench database as the owner (past row-level security), closed after `fn`. */
export async function withDb<T>(server: BenchServer, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: server.dbUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
