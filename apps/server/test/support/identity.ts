/**
 * Identity test harness: the app over the file's seeded database, with a pub/sub the test can watch — Redis
 * when REDIS_URL is set in the environment (CI runs the suite with and without it), else in-process.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { pino } from 'pino';
import WebSocket from 'ws';
import { buildApp } from '../../src/app.js';
import { testConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { createPubSub, type PubSub } from '../../src/realtime/pubsub.js';
import { json, testDatabase } from './helpers.js';

export const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

export interface IdentityApp {
  app: FastifyInstance;
  db: Database;
  pubsub: PubSub;
  incubatorIds: Record<string, string>;
  close(): Promise<void>;
}

export async function startIdentityApp(overrides: Partial<AppConfig> = {}): Promise<IdentityApp> {
  const { db, incubatorIds } = await testDatabase();
  const config = testConfig({ redisUrl: REDIS_URL, ...overrides });
  const pubsub = createPubSub(config.redisUrl);
  const app = await buildApp({ config, db, logger: pino({ level: config.logLevel }), pubsub });
  await app.ready();
  return {
    app,
    db,
    pubsub,
    incubatorIds,
    close: async () => {
      await app.close();
      await pubsub.close();
    },
  };
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function mailbox(app: FastifyInstance, host: string): Promise<MailboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { host } });
  if (response.statusCode !== 200) throw new Error(`mailbox: ${response.statusCode} ${response.body}`);
  return json<{ messages: MailboxMessage[] }>(response).messages;
}

/** The newest mail to `to`, or undefined. */
export async function lastMailTo(app: FastifyInstance, host: string, to: string): Promise<MailboxMessage | undefined> {
  return (await mailbox(app, host)).find((m) => m.to === to);
}

/** The token at the end of the first link in the mail text that starts with `prefix`. */
export function tokenFromLink(text: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no link ${prefix}… in: ${text}`);
  return match[1];
}

let clientNumber = 0;

/**
 * A fresh client address per request: the sign-in/recovery throttle (src/modules/identity/throttling) counts per IP, and
 * these tests exercise flows, not the throttle.
 */
export function nextClientAddress(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

export function post(app: FastifyInstance, host: string, url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: nextClientAddress(),
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A ws client that sends a chosen Host header (tenants are picked by host). */
function socketForHost(host: string): new (url: string | URL, protocols?: string | string[]) => WebSocket {
  return class HostWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { host } });
    }
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/subscriptions`;
}

export interface LiveSubscription {
  values: unknown[];
  errors: unknown[];
  /** Resolves with the first value (or rejects with the first error). */
  first: Promise<unknown>;
  client: Client;
  dispose(): Promise<void>;
}

/** Opens a graphql-ws subscription that stays open; values collect in `values`. */
export function openSubscription(url: string, host: string, authToken: string, query: string, variables: Record<string, unknown>): LiveSubscription {
  const client = createClient({
    url,
    webSocketImpl: socketForHost(host),
    connectionParams: { incubator: host.split('.')[0], userAgent: 'vitest', authToken },
    retryAttempts: 0,
    lazy: true,
  });
  const values: unknown[] = [];
  const errors: unknown[] = [];
  let resolveFirst: (value: unknown) => void = () => undefined;
  let rejectFirst: (error: unknown) => void = () => undefined;
  const first = new Promise<unknown>((resolve, reject) => {
    resolveFirst = resolve;
    rejectFirst = reject;
  });
  first.catch(() => undefined);
  const unsubscribe = client.subscribe(
    { query, variables },
    {
      next: (value) => {
        values.push(value);
        resolveFirst(value);
      },
      error: (error) => {
        errors.push(error);
        rejectFirst(error);
      },
      complete: () => rejectFirst(new Error('completed without a value')),
    },
  );
  return {
    values,
    errors,
    first,
    client,
    dispose: async () => {
      unsubscribe();
      await client.dispose();
    },
  };
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
