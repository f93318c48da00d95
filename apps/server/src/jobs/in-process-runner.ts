/**
 * The default job runner: timers and a small queue in this process. Repeating jobs run once shortly after start, then
 * every interval (a run still going is not started twice); one-off jobs run in order, `concurrency` at a time. With
 * several API nodes each runs its own timers — the handlers are idempotent (see metrics-cycle.ts).
 */
import { UnknownJobError, type EnqueueOptions, type JobHandler, type JobLogger, type JobPayload, type JobRunner } from './job-runner.js';

export interface InProcessRunnerOptions {
  log: JobLogger;
  concurrency?: number;
  /** Delay of the first run of a repeating job after start (default 1 s; tests use 0). */
  firstRunDelayMs?: number;
}

interface Queued {
  name: string;
  payload: JobPayload;
  jobId: string | undefined;
}

export interface InProcessJobRunner extends JobRunner {
  /** Resolves when nothing is queued or running (tests). */
  idle(): Promise<void>;
}

export function createInProcessJobRunner(options: InProcessRunnerOptions): InProcessJobRunner {
  const handlers = new Map<string, JobHandler>();
  const repeats: Array<{ name: string; intervalMs: number; payload: JobPayload }> = [];
  const timers: Array<ReturnType<typeof setTimeout>> = [];
  const running = new Set<Promise<void>>();
  const busyRepeats = new Set<string>();
  const queue: Queued[] = [];
  const concurrency = Math.max(1, options.concurrency ?? 2);
  let started = false;
  let closed = false;
  let active = 0;
  let idleWaiters: Array<() => void> = [];

  const run = async (name: string, payload: JobPayload): Promise<void> => {
    const handler = handlers.get(name);
    if (!handler) throw new UnknownJobError(name);
    await handler(payload);
  };

  const settleIdle = () => {
    if (active === 0 && queue.length === 0 && running.size === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => {
      running.delete(work);
      settleIdle();
    });
  };

  const pump = () => {
    while (started && !closed && active < concurrency && queue.length > 0) {
      const job = queue.shift()!;
      active++;
      track(
        run(job.name, job.payload)
          .catch((error: unknown) => options.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => {
            active--;
            pump();
          }),
      );
    }
    settleIdle();
  };

  const tick = (name: string, payload: JobPayload) => {
    if (closed || busyRepeats.has(name)) return;
    busyRepeats.add(name);
    track(
      run(name, payload)
        .catch((error: unknown) => options.log.error({ err: error, job: name }, 'repeating job failed'))
        .finally(() => busyRepeats.delete(name)),
    );
  };

  const schedule = (name: string, intervalMs: number, payload: JobPayload) => {
    const first = setTimeout(() => tick(name, payload), options.firstRunDelayMs ?? 1000);
    const interval = setInterval(() => tick(name, payload), intervalMs);
    first.unref();
    interval.unref();
    timers.push(first, interval);
  };

  return {
    kind: 'in-process',
    define(name, handler) {
      if (handlers.has(name)) throw new Error(`Job ${name} is already defined`);
      handlers.set(name, handler);
    },
    async enqueue(name, payload = {}, enqueueOptions: EnqueueOptions = {}) {
      if (closed) throw new Error('The job runner is closed');
      if (!handlers.has(name)) throw new UnknownJobError(name);
      if (enqueueOptions.jobId && queue.some((q) => q.jobId === enqueueOptions.jobId)) return;
      queue.push({ name, payload, jobId: enqueueOptions.jobId });
      pump();
    },
    async every(name, intervalMs, payload = {}) {
      if (!handlers.has(name)) throw new UnknownJobError(name);
      repeats.push({ name, intervalMs, payload });
      if (started) schedule(name, intervalMs, payload);
    },
    async start() {
      if (started) return;
      started = true;
      for (const r of repeats) schedule(r.name, r.intervalMs, r.payload);
      pump();
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      queue.length = 0;
      await Promise.allSettled([...running]);
    },
    idle() {
      if (active === 0 && queue.length === 0 && running.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
