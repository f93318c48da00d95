/**
 * Background jobs behind one interface (DEVELOPERS.md "Scale-out": in-process by default, BullMQ when REDIS_URL is
 * set). A job is a name and a JSON payload; handlers are registered by name (`define`) by the modules that own them,
 * with whatever they need closed over. `every` makes a job repeat; `enqueue` runs one once, soon. Handlers must be
 * idempotent: a repeat can run on several API nodes (in-process runners) or be retried (BullMQ).
 */

export type JobPayload = Record<string, unknown>;
export type JobHandler = (payload: JobPayload) => Promise<void>;

export interface EnqueueOptions {
  /** A job with the same id is only queued once (BullMQ; the in-process runner ignores duplicates while queued). */
  jobId?: string;
}

export interface JobRunner {
  readonly kind: 'in-process' | 'bullmq';
  /** Registers the handler of a job name (once per name). */
  define(name: string, handler: JobHandler): void;
  /** Runs the job once, as soon as a worker is free. */
  enqueue(name: string, payload?: JobPayload, options?: EnqueueOptions): Promise<void>;
  /** Runs the job every `intervalMs` (and once shortly after start). */
  every(name: string, intervalMs: number, payload?: JobPayload): Promise<void>;
  /** Starts working (timers, worker). Jobs enqueued before start wait for it. */
  start(): Promise<void>;
  /** Stops taking work and waits for running handlers. */
  close(): Promise<void>;
}

/** Structural subset of a pino logger. */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No handler for job ${name}`);
    this.name = 'UnknownJobError';
  }
}
