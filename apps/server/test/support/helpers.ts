/** Integration-test harness: a seeded database (PGlite, or PostgreSQL with DATABASE_URL), the app, requests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { testConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { seedDatabase, SEED_PASSWORD } from '../../src/seed/index.js';
import { createTestDatabase } from '../../src/db/testing.js';
import { onFileEnd } from './file-end.js';

export { SEED_PASSWORD };
export const DEMO = 'demo.localhost:3000';
export const ACME = 'acme.localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  incubatorIds: Record<string, string>;
  close(): Promise<void>;
}

let shared: { db: Database; incubatorIds: Record<string, string>; cleanup(): Promise<void> } | null = null;

/**
 * One seeded database per test file; apps over it may differ by config. This module outlives the file (files of a
 * worker share the module graph, D-541), so the database is also closed when the file ends, whether or not the file
 * called closeTestDatabase: the next file never inherits it.
 */
export async function testDatabase(): Promise<{ db: Database; incubatorIds: Record<string, string> }> {
  if (!shared) {
    const { db, cleanup } = await createTestDatabase();
    onFileEnd(closeTestDatabase);
    const summary = await seedDatabase(db);
    shared = { db, incubatorIds: summary.incubators, cleanup };
  }
  return shared;
}

/** `services`: injected process services (e.g. a fake domain probe), the rest as buildApp makes them. */
export async function startTestApp(overrides: Partial<AppConfig> = {}, services: Pick<BuildAppOptions, 'domainProbe'> = {}): Promise<TestApp> {
  const { db, incubatorIds } = await testDatabase();
  const config = testConfig(overrides);
  // testConfig gives each app its own throttle key prefix in Redis (see AppConfig.throttleKeyPrefix).
  const app = await buildApp({ config, db, logger: pino({ level: config.logLevel }), ...services });
  await app.ready();
  return {
    app,
    db,
    incubatorIds,
    close: async () => {
      await app.close();
    },
  };
}

/**
 * The usual lifecycle of an API test file in one call: the app starts before the file's tests and stops (with
 * its database) after them. The returned object is filled in by `beforeAll`.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(overrides));
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });
  return t;
}

export async function closeTestDatabase(): Promise<void> {
  if (shared) await shared.cleanup();
  shared = null;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export async function login(app: FastifyInstance, host: string, email: string, password = SEED_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth/local', headers: { host }, payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
  return json<{ token: string }>(response).token;
}

export interface GqlOptions {
  token?: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface GqlBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  host: string,
  query: string,
  options: GqlOptions = {},
): Promise<{ status: number; body: GqlBody<T> }> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host,
      'content-type': 'application/json',
      [PREFLIGHT_HEADER]: 'true',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: JSON.stringify({ query, variables: options.variables }),
  });
  return { status: response.statusCode, body: json<GqlBody<T>>(response) };
}

/** Runs a GraphQL operation and returns data, failing the test with the errors when there are any. */
export async function ok<T>(app: FastifyInstance, host: string, token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(app, host, query, { ...(token ? { token } : {}), variables });
  if (res.body.errors?.length || !res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data;
}

/** Runs a GraphQL operation expected to fail; returns its first error's code and message. */
export async function fails(app: FastifyInstance, host: string, token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<{ code: string | undefined; message: string; status: number }> {
  const res = await gql(app, host, query, { ...(token ? { token } : {}), variables });
  const error = res.body.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(res.body.data)}`);
  return { code: error.extensions?.code, message: error.message, status: res.status };
}

export async function countTokens(db: Database, incubatorId: string): Promise<number> {
  const { authTokens } = await import('../../src/db/schema/index.js');
  const rows = await db.tenant(incubatorId, (tx) => tx.select({ id: authTokens.id }).from(authTokens));
  return rows.length;
}
