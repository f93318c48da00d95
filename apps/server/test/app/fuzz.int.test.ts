/**
 * Issue 11 item 3, as a property: no input makes the server fail. Every Mutation field and every Query field with
 * arguments (read from the schema the app serves, so new operations are covered without being listed) and every
 * REST route (as Fastify registers them) gets seeded, bounded, arbitrary input — NUL bytes, unpaired surrogates,
 * huge and empty strings, broken date-times, edge numbers, wrong types, violated nullability, truncated multipart —
 * as the demo tenant's administrator, a co-founder or nobody. Never a 5xx, never INTERNAL_SERVER_ERROR, and a
 * refused request leaves the tenant's data as it was.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { destination, pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { buildSchema } from '../../src/schema.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { bindJobRunner, createInProcessJobRunner, type InProcessJobRunner } from '../../src/jobs/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { registerMetricExportJob } from '../../src/modules/metrics/metric-export.service.js';
import { registerBatchJob } from '../../src/modules/batch/index.js';
import { registerPortfolioExportJob } from '../../src/modules/portfolio/index.js';
import { registerApplicationsExportJob } from '../../src/modules/applications/index.js';
import { registerFormResponsesExportJob } from '../../src/modules/forms/index.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { closeTestDatabase, DEMO, login, testDatabase } from '../support/helpers.js';
import { dbFingerprint, nextTransactionId, sampleIds, type DbFingerprint } from './fuzz/db-fingerprint.js';
import { operationsFor } from './fuzz/graphql-operations.js';
import { requestsFor, type RestRequest, type RestRoute } from './fuzz/rest-requests.js';

/** Fixed, so a failure replays; FUZZ_SEED picks another sequence when digging locally. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124) || 20_261_124;

/** One seed per operation (from its name), so operations do not all draw the same sequence of shapes. */
function seedOf(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
/** Runs per operation; FUZZ_SCALE=10 (say) digs deeper locally, CI keeps the bounded default. */
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1) || 1);
const GRAPHQL_RUNS = 16 * SCALE;
const REST_RUNS = 16 * SCALE;

/** Operations left out, each because a success would end the run, not because it fails. */
const EXCLUDED_MUTATIONS: Record<string, string> = {
  logout: 'revokes the bearer token the rest of the run signs in with',
};
const EXCLUDED_ROUTES: Record<string, string> = {
  'POST /auth/logout': 'revokes the bearer token the rest of the run signs in with',
};

type Persona = 'admin' | 'cofounder' | 'anonymous';
const persona = fc.constantFrom<Persona>('admin', 'admin', 'admin', 'cofounder', 'anonymous');

interface Run {
  app: FastifyInstance;
  /** The background jobs (exports), run in this process as main.ts runs them, so the test can wait for them. */
  jobs: InProcessJobRunner;
  close(): Promise<void>;
  db: Database;
  demoId: string;
  host: string;
  tokens: Record<Persona, string | null>;
  fingerprint: DbFingerprint;
  ids: Map<string, string[]>;
}

/** Built while the file is collected (top-level await): the routes must be known to name one test per route. */
async function startRun(routes: RestRoute[]): Promise<Run> {
  const { db, incubatorIds } = await testDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hatchery-fuzz-'));
  const config = testConfig({ dataDir });
  // FUZZ_LOG=<file> keeps the server's warnings and errors of a run (to read what a failure was).
  const logger = process.env.FUZZ_LOG ? pino({ level: 'warn' }, destination(process.env.FUZZ_LOG)) : pino({ level: 'silent' });
  const services = { config, pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: config.viewerCacheTtlMs }) };
  const app = await buildApp({
    ...services,
    db,
    logger,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  const jobs = createInProcessJobRunner({ log: logger, firstRunDelayMs: 0 });
  registerMetricExportJob(jobs, { db, services, log: logger });
  registerBatchJob(jobs, { db, services, log: logger });
  registerPortfolioExportJob(jobs, { db, services, log: logger });
  registerApplicationsExportJob(jobs, { db, services, log: logger });
  registerFormResponsesExportJob(jobs, { db, services, log: logger });
  bindJobRunner(config, jobs);
  await jobs.start();
  const demoId = incubatorIds.demo!;
  const tokens: Record<Persona, string | null> = {
    admin: await login(app, DEMO, 'admin@demo.test'),
    cofounder: await login(app, DEMO, 'cofounder@demo.test'),
    anonymous: null,
  };
  const fingerprint = await dbFingerprint(db, demoId);
  // The acting users (and their tokens) are kept out of the id pool: deactivating one would end the run's reach.
  const acting = await db.tenant(demoId, async (tx) =>
    (
      await tx.execute<{ id: string }>(sql`
        select u.id::text as id from users u where u.email in ('admin@demo.test', 'cofounder@demo.test')
        union all select t.id::text from auth_tokens t join users u on u.id = t.user_id where u.email in ('admin@demo.test', 'cofounder@demo.test')`)
    ).rows.map((row) => row.id),
  );
  const ids = await sampleIds(db, demoId, fingerprint.tables, new Set(acting));
  const close = async () => {
    await jobs.close();
    await app.close();
    await services.pubsub.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { app, jobs, close, db, demoId, host: DEMO, tokens, fingerprint, ids };
}

const routes: RestRoute[] = [];
const run = await startRun(routes);

afterAll(async () => {
  await run.close();
  await closeTestDatabase();
});

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The last fingerprint taken and the transaction id it was taken at: still true while no transaction has run since. */
let picture: { xid: string; print: string } | null = null;

async function currentPicture(): Promise<{ xid: string; print: string }> {
  const xid = await nextTransactionId(run.db);
  if (picture?.xid !== xid) picture = { xid, print: await run.fingerprint() };
  return picture;
}

/**
 * After a success: wait until background work it started (jobs, notifications after commit) has written, so the
 * next refused request is compared against a still picture; and follow the tenant if its address changed.
 */
async function settle(): Promise<void> {
  await run.jobs.idle();
  let last = await nextTransactionId(run.db);
  for (let stable = 0, i = 0; stable < 2 && i < 60; i += 1) {
    await sleep(10);
    const now = await nextTransactionId(run.db);
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  const [row] = await run.db.registry(async (tx) => (await tx.execute<{ slug: string }>(sql`select slug from incubators where id = ${run.demoId}`)).rows);
  run.host = `${row!.slug}.localhost:3000`;
}

function changedTables(before: string, after: string): string {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((part) => !old.has(part))
    .map((part) => part.split('=')[0])
    .join(', ');
}

function describeCall(what: string, response: LightMyRequestResponse): string {
  return `${what}\n→ ${response.statusCode} ${response.body.slice(0, 600)}`;
}

/** An internal error in either shape: GraphQL `extensions.code`, REST `error`. */
function isInternalError(response: LightMyRequestResponse): boolean {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return false;
  }
  const { error, errors } = (body ?? {}) as { error?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> };
  return error === 'InternalServerError' || (Array.isArray(errors) && errors.some((e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR'));
}

/** Operations (and routes) that succeeded at least once: the run must reach past the edge, not only be refused there. */
const succeeded = new Set<string>();

/** Sends one request; a problem is thrown (fast-check reports it with the input). */
async function check(label: string, request: RestRequest, who: Persona, isRefused: (response: LightMyRequestResponse) => boolean): Promise<void> {
  const token = run.tokens[who];
  const before = await currentPicture();
  const response = await run.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { host: run.host, [PREFLIGHT_HEADER]: 'true', ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const what = `${label} as ${who}: ${request.method} ${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 600)}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${describeCall(what, response)}`);
  if (isInternalError(response)) throw new Error(`internal error: ${describeCall(what, response)}`);
  if (isRefused(response)) {
    // No transaction since the picture was taken: nothing can have been written (the common case, and cheap).
    if ((await nextTransactionId(run.db)) === before.xid) return;
    const after = await currentPicture();
    if (after.print !== before.print) throw new Error(`refused but wrote (${changedTables(before.print, after.print)}): ${describeCall(what, response)}`);
  } else {
    succeeded.add(label);
    await settle();
  }
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

function graphqlRefused(field: string) {
  return (response: LightMyRequestResponse): boolean => {
    if (response.statusCode >= 400) return true;
    const body = JSON.parse(response.body) as GraphqlAnswer;
    return (body.errors?.length ?? 0) > 0 && (body.data?.[field] ?? null) === null;
  };
}

const schema = buildSchema();
const mutationFields = Object.values(schema.getMutationType()!.getFields()).filter((field) => !(field.name in EXCLUDED_MUTATIONS));
const queryFields = Object.values(schema.getQueryType()!.getFields()).filter((field) => field.args.length > 0);

describe.each([
  ['mutation', mutationFields],
  ['query', queryFields],
] as const)('GraphQL %s fields: arbitrary arguments never cause an internal error', (kind, fields) => {
  it.each(fields.map((field) => [field.name, field] as const))('%s', async (name, field) => {
    await fc.assert(
      fc.asyncProperty(operationsFor(kind, field, run.ids), persona, async (operation, who) => {
        const payload = JSON.stringify({ query: operation.query, variables: operation.variables });
        await check(`${kind} ${name}`, { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload }, who, graphqlRefused(name));
      }),
      { seed: seedOf(`${kind} ${name}`), numRuns: GRAPHQL_RUNS, endOnFailure: true, includeErrorInReport: true },
    );
  });
});

const fuzzedRoutes = routes.filter((route) => !(`${route.method} ${route.url}` in EXCLUDED_ROUTES));

describe('REST routes: arbitrary paths, queries and bodies never cause a server error', () => {
  it('every registered route is fuzzed but the listed exclusions', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(['PUT /user', 'POST /api/users/signup', 'POST /api/attachment/upload', ...Object.keys(EXCLUDED_ROUTES)]));
    expect(fuzzedRoutes.length).toBe(routes.length - Object.keys(EXCLUDED_ROUTES).length);
  });

  it.each(fuzzedRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', async (name, route) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(route, [...run.ids.values()].flat()), persona, async (request, who) => {
        await check(name, request, who, (response) => response.statusCode >= 400);
      }),
      { seed: seedOf(name), numRuns: REST_RUNS, endOnFailure: true, includeErrorInReport: true },
    );
  });
});

describe('the run itself', () => {
  it('reached past the edge: most operations succeeded at least once, and the acting users are still signed in', async () => {
    const operations = [...mutationFields.map((f) => `mutation ${f.name}`), ...queryFields.map((f) => `query ${f.name}`)];
    const reached = operations.filter((name) => succeeded.has(name));
    expect(reached.length, `succeeded: ${reached.join(', ')}`).toBeGreaterThan(operations.length / 2);
    for (const who of ['admin', 'cofounder'] as const) {
      const response = await run.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { host: run.host, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', authorization: `Bearer ${run.tokens[who]}` },
        payload: JSON.stringify({ query: '{ currentUser { email } }' }),
      });
      expect(response.body, who).toContain(`${who}@demo.test`);
    }
  });
});
