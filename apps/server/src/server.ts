/**
 * The server, started by main.ts: config → database (migrated; seeded when empty; help pages indexed) → HTTP + websocket server → job
 * runner (the metrics collection cycle; BullMQ with REDIS_URL, else in-process); graceful stop.
 */
import type { Logger } from 'pino';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { scheduleDatabaseMaintenance } from './db/maintenance.js';
import type { PgliteHost } from './db/pglite-host.js';
import { incubators } from './db/schema/index.js';
import { seedDatabase } from './seed/index.js';
import { bindJobRunner, createJobRunner } from './jobs/index.js';
import { indexHelpArticles } from './modules/help/index.js';
import { clearSlugSpaceDomains } from './modules/settings/index.js';
import { createMailer, devMailboxAccess, mailDestination, scheduleMailOutbox } from './modules/mail/index.js';
import { registerMetricExportJob } from './modules/metrics/index.js';
import { registerPortfolioExportJob } from './modules/portfolio/index.js';
import { registerFormResponsesExportJob } from './modules/forms/index.js';
import { registerApplicationsExportJob, scheduleApplicationEmails, scheduleFunnelClosing } from './modules/applications/index.js';
import { scheduleMetricsCycle } from './modules/metrics/index.js';
import { registerBatchJob, resumeBatchJobs } from './modules/batch/index.js';
import { scheduleFeedbackReminders } from './modules/feedback/index.js';
import { scheduleEvaluationTasks, scheduleInvitationExpiry } from './modules/coaching/index.js';
import { registerEventAttendeesExportJob, scheduleEventReminders } from './modules/events/index.js';
import { scheduleScheduledEmails } from './modules/emails/index.js';
import { scheduleChatDigest } from './modules/chat/index.js';
import { createPubSub } from './realtime/pubsub.js';
import { createViewerCache } from './http/viewer-cache.js';
import type { Database } from './db/contract.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  const existing = await db.registry((tx) => tx.select({ id: incubators.id }).from(incubators).limit(1));
  if (existing.length > 0) return;
  logger.info('empty database: seeding demo data');
  await seedDatabase(db);
  // Statistics for the planner now, not when autovacuum next looks (PostgreSQL) or the maintenance job runs (D-534).
  await db.analyze();
}

export interface RunServerOptions {
  config: AppConfig;
  logger: Logger;
  /** When main.ts started it: the embedded engine, already opening while this module loaded (D-435). */
  embedded?: Promise<PgliteHost> | undefined;
  /** performance.now() at process start, for the "serving" line. */
  started: number;
}

export async function runServer({ config, logger, embedded, started }: RunServerOptions): Promise<void> {
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    logger,
    pgliteHost: embedded,
    pgliteEngine: config.embeddedEngine,
  });
  await seedIfEmpty(db, logger);
  await clearSlugSpaceDomains(db, config, logger);
  // The documentation search reads the shipped help pages; without them it is empty, not broken.
  await indexHelpArticles(db, { logger }).catch((error: unknown) => logger.error({ err: error }, 'help articles not indexed'));
  // Pub/sub and mail are made here (not by buildApp) so the background jobs share them with the requests.
  const pubsub = createPubSub(config.redisUrl, { onError: (error) => logger.error({ err: error }, 'redis pub/sub error') });
  const mailer = createMailer(config);
  const viewers = createViewerCache({ ttlMs: config.viewerCacheTtlMs });
  const services = { config, pubsub, mailer, viewers };
  const app = await buildApp({ config, db, logger, pubsub, mailer, viewers });
  const jobs = createJobRunner({ redisUrl: config.redisUrl, log: logger });
  bindJobRunner(config, jobs);
  registerMetricExportJob(jobs, { db, services, log: logger });
  registerPortfolioExportJob(jobs, { db, services, log: logger });
  registerApplicationsExportJob(jobs, { db, services, log: logger });
  registerFormResponsesExportJob(jobs, { db, services, log: logger });
  registerEventAttendeesExportJob(jobs, { db, services, log: logger });
  await scheduleMetricsCycle(jobs, { db, services, log: logger });
  await scheduleFeedbackReminders(jobs, { db, services, log: logger });
  // Registrants of group events get one reminder e-mail 24 h before, while emailEvents is on (issue 18, D-484).
  await scheduleEventReminders(jobs, { db, services, log: logger });
  // Unanswered coaching invitations expire and give their hosts' time back (issue 17 item 2, D-399).
  await scheduleInvitationExpiry(jobs, { db, services, log: logger });
  // Hosts of sessions that took place are asked to evaluate them (coachingEvaluation tasks, D-450).
  await scheduleEvaluationTasks(jobs, { db, services, log: logger });
  // Funnels past their closing date close and archive their drafts (issue 16 item 1, D-234).
  await scheduleFunnelClosing(jobs, { db, log: logger });
  // Decision e-mails set for a round's scheduledAt go out when due (issue 16 item 7, D-253).
  await scheduleApplicationEmails(jobs, { db, services, log: logger });
  // Emails scheduled in the emails area go out when due, as their scheduler (D-590).
  await scheduleScheduledEmails(jobs, { db, services, log: logger });
  // D-593: unread chat messages e-mailed once, after 15 minutes.
  await scheduleChatDigest(jobs, { db, services, log: logger });
  // Mail queued in the outbox and not yet delivered (a crash after the commit, a failed SMTP send) goes out (D-385).
  await scheduleMailOutbox(jobs, { db, services, log: logger });
  // The embedded engine has no autovacuum: statistics and dead rows are looked after by a job (D-534).
  await scheduleDatabaseMaintenance(jobs, db, logger);
  registerBatchJob(jobs, { db, services, log: logger });
  // Bulk actions a stopped process left unfinished carry on (their done items stay done, D-132).
  await resumeBatchJobs(jobs, { db, services, log: logger });

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await jobs.close();
      await app.close();
      await pubsub.close();
      await mailer.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await jobs.start();
  logger.info(
    { port: config.port, engine: db.kind, jobs: jobs.kind, ms: Math.round(performance.now() - started) },
    `Hatchery serving on http://localhost:${config.port} (try http://${config.defaultTenant}.localhost:${config.port})`,
  );
  logger.info({ mail: mailer.kind }, mailDestination(config, devMailboxAccess(mailer, config)));
}

