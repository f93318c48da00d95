/**
 * Metrics and timeline test harness: the app over the file's seeded database with a pub/sub and mailer the test can
 * reach, the services the collection cycle needs (so tests call the job with an injected clock), an in-process job
 * runner bound to the app's config (exports run as background jobs), and small GraphQL helpers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { testConfig, type AppConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { incubators, startups, users } from '../../src/db/schema/index.js';
import { tenantData, type AppServices } from '../../src/http/context.js';
import { bindJobRunner, createInProcessJobRunner, type InProcessJobRunner } from '../../src/jobs/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { registerMetricExportJob } from '../../src/modules/metrics/metric-export.service.js';
import { runMetricsCycle, type CycleSummary } from '../../src/modules/metrics/metrics-cycle.js';
import type { EffectContext } from '../../src/modules/notifications/notifications.service.js';
import { createMemoryPubSub, type PubSub } from '../../src/realtime/pubsub.js';
import { login, testDatabase } from '../support/helpers.js';

export interface MetricsApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  pubsub: PubSub;
  services: AppServices;
  jobs: InProcessJobRunner;
  incubatorIds: Record<string, string>;
  /** Runs the collection cycle as the job does, at `now`. */
  cycle(now?: Date): Promise<CycleSummary>;
  effectContext(slug: string): Promise<EffectContext>;
  userId(slug: string, email: string): Promise<string>;
  startupId(slug: string, name: string): Promise<string>;
  token(host: string, email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startMetricsApp(): Promise<MetricsApp> {
  const { db, incubatorIds } = await testDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hatchery-metrics-'));
  const config = testConfig({ dataDir });
  const pubsub = createMemoryPubSub();
  const mailer = createMailboxMailer();
  const viewers = createViewerCache({ ttlMs: config.viewerCacheTtlMs });
  const services: AppServices = { config, pubsub, mailer, viewers };
  const logger = pino({ level: 'silent' });
  const app = await buildApp({ config, db, logger, pubsub, mailer, viewers });
  await app.ready();
  const jobs = createInProcessJobRunner({ log: logger, firstRunDelayMs: 0 });
  registerMetricExportJob(jobs, { db, services, log: logger });
  bindJobRunner(config, jobs);
  await jobs.start();
  const tokens = new Map<string, string>();
  const ids = new Map<string, string>();
  const lookup = async (key: string, find: () => Promise<string | undefined>) => {
    let id = ids.get(key);
    if (!id) {
      id = await find();
      if (!id) throw new Error(`not found: ${key}`);
      ids.set(key, id);
    }
    return id;
  };
  return {
    app,
    db,
    config,
    pubsub,
    services,
    jobs,
    incubatorIds,
    cycle: (now) => runMetricsCycle({ db, services, log: app.log, now: () => now ?? new Date() }),
    effectContext: async (slug) => {
      const [incubator] = await db.registry((tx) => tx.select().from(incubators).where(eq(incubators.slug, slug)));
      if (!incubator) throw new Error(`no incubator ${slug}`);
      return { services, log: app.log, incubator, data: tenantData(db, incubator.id) };
    },
    userId: (slug, email) =>
      lookup(`${slug}:u:${email}`, async () => (await db.tenant(incubatorIds[slug]!, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email))))[0]?.id),
    startupId: (slug, name) =>
      lookup(`${slug}:s:${name}`, async () => (await db.tenant(incubatorIds[slug]!, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name))))[0]?.id),
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { fails, ok } from '../support/helpers.js';
