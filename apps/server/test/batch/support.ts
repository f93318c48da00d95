/**
 * Bulk-action test harness: the app over the file's seeded database with a pub/sub the test can reach and an
 * in-process job runner bound to its config. `startJobs: false` leaves the runner stopped — a process that took the
 * operation and died before running it — so a test can run the worker itself (runBatchJob) as often as it likes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database, Tx } from '../../src/db/contract.js';
import { batchJobs, incubators, startups, users } from '../../src/db/schema/index.js';
import { tenantData, type AppServices } from '../../src/http/context.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { bindJobRunner, createInProcessJobRunner, type InProcessJobRunner } from '../../src/jobs/index.js';
import { registerBatchJob } from '../../src/modules/batch/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import type { EffectContext } from '../../src/modules/notifications/notifications.service.js';
import { createMemoryPubSub, type PubSub } from '../../src/realtime/pubsub.js';
import { login, testDatabase } from '../support/helpers.js';

export interface BatchApp {
  app: FastifyInstance;
  db: Database;
  pubsub: PubSub;
  services: AppServices;
  jobs: InProcessJobRunner;
  incubatorIds: Record<string, string>;
  effectContext(slug: string): Promise<EffectContext>;
  tenant<T>(slug: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
  userId(slug: string, email: string): Promise<string>;
  startupId(slug: string, name: string): Promise<string>;
  token(host: string, email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBatchApp(options: { startJobs?: boolean } = {}): Promise<BatchApp> {
  const { db, incubatorIds } = await testDatabase();
  const config = testConfig();
  const pubsub = createMemoryPubSub();
  const mailer = createMailboxMailer();
  const viewers = createViewerCache({ ttlMs: config.viewerCacheTtlMs });
  const services: AppServices = { config, pubsub, mailer, viewers };
  const logger = pino({ level: process.env.BATCH_LOG ?? 'silent' });
  const app = await buildApp({ config, db, logger, pubsub, mailer, viewers });
  await app.ready();
  const jobs = createInProcessJobRunner({ log: logger });
  registerBatchJob(jobs, { db, services, log: logger });
  bindJobRunner(config, jobs);
  if (options.startJobs !== false) await jobs.start();
  const tokens = new Map<string, string>();
  const tenant = <T>(slug: string, fn: (tx: Tx) => Promise<T>) => db.tenant(incubatorIds[slug]!, fn);
  return {
    app,
    db,
    pubsub,
    services,
    jobs,
    incubatorIds,
    tenant,
    effectContext: async (slug) => {
      const [incubator] = await db.registry((tx) => tx.select().from(incubators).where(eq(incubators.slug, slug)));
      if (!incubator) throw new Error(`no incubator ${slug}`);
      return { services, log: app.log, incubator, data: tenantData(db, incubator.id) };
    },
    userId: async (slug, email) => {
      const [row] = await tenant(slug, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    startupId: async (slug, name) => {
      const [row] = await tenant(slug, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name)));
      if (!row) throw new Error(`no startup ${name}`);
      return row.id;
    },
    token: async (host, email) => {
      const key = `${host}|${email}`;
      let token = tokens.get(key);
      if (!token) {
        token = await login(app, host, email);
        tokens.set(key, token);
      }
      return token;
    },
    close: async () => {
      await jobs.close();
      await app.close();
      await pubsub.close();
    },
  };
}

/**
 * A batch app for the test file, started before its tests and closed after them (as `useTestApp`): the object is
 * filled in `beforeAll`, so a file declares `const t = useBatchApp()` (and `useBatchApp({ startJobs: false })` for the
 * stopped process) at the top.
 */
export function useBatchApp(options: { startJobs?: boolean } = {}): BatchApp {
  const holder = {} as BatchApp;
  beforeAll(async () => {
    Object.assign(holder, await startBatchApp(options));
  }, 120_000);
  afterAll(async () => {
    if ('close' in holder) await holder.close();
  });
  return holder;
}

/** Waits (up to 10 s) until a batch job of the demo tenant is completed or failed. */
export async function waitForBatchJob(app: BatchApp, id: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [job] = await app.tenant('demo', (tx) => tx.select({ status: batchJobs.status }).from(batchJobs).where(eq(batchJobs.id, id)));
    if (job!.status === 'completed' || job!.status === 'failed' || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const START_STARTUPS = `mutation Start($input: StartStartupBatchOperationInput!) {
  startStartupBatchOperation(input: $input) { id count kind action status reason }
}`;
export const START_USERS = `mutation Start($input: StartUserBatchOperationInput!) {
  startUserBatchOperation(input: $input) { id count kind action status reason }
}`;
export const OPERATION = `query Op($id: ID!) { batchOperation(id: $id) { id count status reason succeeded failed failures { itemId reason } } }`;

export interface OperationAnswer {
  id: string;
  count: number;
  kind: string;
  action: string;
  status: string;
  reason: string | null;
}
