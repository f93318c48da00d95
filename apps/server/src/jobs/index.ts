/**
 * The process's job runner: BullMQ when REDIS_URL is set, else in-process (createJobRunner, called by main.ts), and
 * how request code reaches it. The request context carries the config object the runner was bound to (`bindJobRunner`
 * in main.ts, or a test), so `jobRunnerFor(ctx.services.config)` finds it without a global; null when no runner is
 * bound (then callers do the work in-process themselves).
 */
import { createBullmqJobRunner } from './bullmq-runner.js';
import { createInProcessJobRunner } from './in-process-runner.js';
import type { JobLogger, JobRunner } from './job-runner.js';

export * from './job-runner.js';
export { createInProcessJobRunner, type InProcessJobRunner } from './in-process-runner.js';
export { createBullmqJobRunner } from './bullmq-runner.js';

export function createJobRunner(options: { redisUrl: string | undefined; log: JobLogger }): JobRunner {
  return options.redisUrl ? createBullmqJobRunner({ redisUrl: options.redisUrl, log: options.log }) : createInProcessJobRunner({ log: options.log });
}

const bound = new WeakMap<object, JobRunner>();

export function bindJobRunner(config: object, runner: JobRunner): void {
  bound.set(config, runner);
}

export function jobRunnerFor(config: object): JobRunner | null {
  return bound.get(config) ?? null;
}
