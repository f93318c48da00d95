/**
 * The job runner when REDIS_URL is set: one BullMQ queue (`hatchery-jobs`) and a worker in every API process. A
 * repeating job is a job scheduler (upsertJobScheduler, keyed by the job name), so however many processes start, each
 * interval produces one job, taken by one worker; the first is due at once (the run "shortly after start"). One-off
 * jobs are taken by whichever worker is free, with retries. Note: bullmq's msgpackr-extract is pinned by the root
 * package.json override (its 3.0.7 lockfile breaks `npm ci`).
 */
import type { ConnectionOptions, Worker } from 'bullmq';
import { bullmqPackage } from '../core/lazy-packages.js';
import { UnknownJobError, type EnqueueOptions, type JobHandler, type JobLogger, type JobPayload, type JobRunner } from './job-runner.js';

export const QUEUE_NAME = 'hatchery-jobs';

export interface BullmqRunnerOptions {
  redisUrl: string;
  log: JobLogger;
  concurrency?: number;
  /** Queue name (tests use their own). */
  queueName?: string;
}

function connectionOf(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) || 0 } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    // Required by BullMQ workers (blocking commands must not be retried by ioredis).
    maxRetriesPerRequest: null,
  };
}

export function createBullmqJobRunner(options: BullmqRunnerOptions): JobRunner {
  const { Queue, Worker } = bullmqPackage();
  const handlers = new Map<string, JobHandler>();
  const connection = connectionOf(options.redisUrl);
  const queueName = options.queueName ?? QUEUE_NAME;
  const queue = new Queue(queueName, { connection });
  queue.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  let worker: Worker | null = null;

  return {
    kind: 'bullmq',
    define(name, handler) {
      if (handlers.has(name)) throw new Error(`Job ${name} is already defined`);
      handlers.set(name, handler);
    },
    async enqueue(name, payload: JobPayload = {}, enqueueOptions: EnqueueOptions = {}) {
      if (!handlers.has(name)) throw new UnknownJobError(name);
      await queue.add(name, payload, {
        ...(enqueueOptions.jobId ? { jobId: enqueueOptions.jobId } : {}),
        attempts: 3,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
    },
    async every(name, intervalMs, payload: JobPayload = {}) {
      if (!handlers.has(name)) throw new UnknownJobError(name);
      await queue.upsertJobScheduler(name, { every: intervalMs }, { name, data: payload, opts: { removeOnComplete: 100, removeOnFail: 500 } });
    },
    async start() {
      if (worker) return;
      worker = new Worker(
        queueName,
        async (job) => {
          const handler = handlers.get(job.name);
          if (!handler) throw new UnknownJobError(job.name);
          await handler((job.data ?? {}) as JobPayload);
        },
        { connection, concurrency: Math.max(1, options.concurrency ?? 2) },
      );
      worker.on('failed', (job, error) => options.log.error({ err: error, job: job?.name, id: job?.id }, 'job failed'));
      worker.on('error', (error) => options.log.error({ err: error }, 'job worker error'));
    },
    async close() {
      await worker?.close();
      await queue.close();
    },
  };
}
