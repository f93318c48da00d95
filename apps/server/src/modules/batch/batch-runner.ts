/**
 * The worker of a bulk action (D-132): claims pending items (SELECT … FOR UPDATE SKIP LOCKED, a few per transaction),
 * does each one's effect and marks it succeeded or failed in the same transaction, then publishes the items' updates.
 * A crash before the commit leaves the items pending (nothing of them happened); after the commit they are done and
 * never claimed again — so every item happens exactly once however many workers run the job and however often it is restarted.
 * The worker that finds nothing pending left marks the job completed (once: guarded by its status) and says so.
 * Jobs run on the process's job runner (`batch.run`; BullMQ with REDIS_URL, else in-process); on start every job
 * still running is handed to it again (`resumeBatchJobs`).
 */
import { isAppError } from '../../core/errors.js';
import { BATCH_ACTIONS, ERROR_CODES, type BatchAction, type BatchItemFailureReason } from '@hatchery/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { batchJobItems, batchJobs, incubators, type BatchJob } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { deliverQueuedMail, queueMailsInTx } from '../mail/index.js';
import { deliverNotifications, type EffectContext } from '../notifications/index.js';
import { applyItem, type ItemOutcome } from './batch-actions.js';
import { completionHook } from './batch-effects.js';
import { publishBatchUpdate } from './batch-channels.js';

export const BATCH_JOB = 'batch.run';

export interface RunOptions {
  /** Stop after this many items, leaving the rest pending (tests: a worker that dies mid-way). */
  maxItems?: number;
  /** Stop dead right after the first transaction's commit, before any delivery (tests: a kill -9 at that point). */
  crashAfterCommit?: boolean;
}

/** What `crashAfterCommit` throws: the worker is "killed" between the commit and the deliveries. */
export class SimulatedCrash extends Error {
  constructor() {
    super('simulated crash after commit');
  }
}

/** An item done in a claimed transaction, and the ids of the outbox rows its mail was queued as (D-385). */
type Claimed = { itemId: string; outcome: ItemOutcome; outbox: string[] };

/** Items claimed and done per transaction: fewer round trips, and still all-or-nothing per item (savepoints). */
const ITEMS_PER_TRANSACTION = 25;

function isBatchAction(value: string): value is BatchAction {
  return (BATCH_ACTIONS as readonly string[]).includes(value);
}

/** An error thrown by an effect, as the reason the item failed. */
function reasonOf(error: unknown): BatchItemFailureReason {
  // The one refusal a role change makes in its transaction is the licensed-seat limit (plan gating).
  if (isAppError(error) && error.code === ERROR_CODES.forbidden) return 'licenceLimit';
  if (isAppError(error) && error.code === ERROR_CODES.notFound) return error.message.startsWith('Role') ? 'roleUnavailable' : 'notFound';
  return 'unexpected';
}

/** The next pending items, locked for this transaction; items other workers hold are skipped. */
async function claimNext(tx: Tx, jobId: string, limit: number): Promise<Array<{ id: string; itemId: string }>> {
  return tx
    .select({ id: batchJobItems.id, itemId: batchJobItems.itemId })
    .from(batchJobItems)
    .where(and(eq(batchJobItems.jobId, jobId), eq(batchJobItems.status, 'pending')))
    .orderBy(asc(batchJobItems.position))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims up to `limit` pending items and does them, in one transaction; [] when none is left to claim. Each effect
 * runs in a savepoint: one that throws is rolled back alone (nothing of it happened) and its item fails with the
 * reason, while the others commit with their marks.
 */
async function claimAndApply(ctx: EffectContext, job: BatchJob, limit: number): Promise<Claimed[]> {
  const env = { incubatorId: ctx.incubator.id, incubatorName: ctx.incubator.name, actorUserId: job.createdBy };
  return ctx.data.run(async (tx: Tx) => {
    const rows = await claimNext(tx, job.id, limit);
    const claimed: Claimed[] = [];
    for (const row of rows) {
      let outcome: ItemOutcome;
      try {
        outcome = await tx.transaction((savepoint) => applyItem(savepoint as unknown as Tx, env, job.action, row.itemId, job.params));
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === 'unexpected') ctx.log.error({ err: error, batchJobId: job.id }, 'bulk action: item failed');
        outcome = { status: 'failed', reason };
      }
      // The item's mail goes to the outbox in the transaction that marks it done: committed together or not at all,
      // so a kill after the commit leaves it for the outbox job instead of losing it (D-385, closing D-312's gap).
      const outbox = outcome.status === 'succeeded' ? [...(outcome.after.queued ?? []), ...(await queueMailsInTx(tx, ctx.incubator.id, outcome.after.mail))] : [];
      await tx
        .update(batchJobItems)
        .set({ status: outcome.status, reason: outcome.status === 'failed' ? outcome.reason : null, processedAt: new Date() })
        .where(eq(batchJobItems.id, row.id));
      claimed.push({ itemId: row.itemId, outcome, outbox });
    }
    return claimed;
  });
}

/** After the commit of claimed items: their notifications, then their queued mail in one outbox pass (D-385). */
async function afterCommit(ctx: EffectContext, claimed: readonly Claimed[]): Promise<void> {
  const outbox: string[] = [];
  for (const item of claimed) {
    if (item.outcome.status !== 'succeeded') continue;
    await deliverNotifications(ctx, item.outcome.after.notifications);
    outbox.push(...item.outbox);
  }
  await deliverQueuedMail(ctx, outbox);
}

/**
 * Marks the job completed when no item is pending; true for the one worker that did. A registered action's completion
 * hook (batch-effects.ts) runs in the same transaction, so it happens exactly when the job completes.
 */
async function completeIfDone(ctx: EffectContext, job: BatchJob): Promise<boolean> {
  return ctx.data.run(async (tx) => {
    const rows = await tx
      .update(batchJobs)
      .set({ status: 'completed', finishedAt: new Date() })
      .where(
        and(
          eq(batchJobs.id, job.id),
          eq(batchJobs.status, 'running'),
          sql`not exists (select 1 from batch_job_items i where i.job_id = ${job.id} and i.status = 'pending')`,
        ),
      )
      .returning({ id: batchJobs.id });
    if (rows.length === 0) return false;
    const hook = completionHook(job.action);
    if (hook) await hook(tx, { incubatorId: ctx.incubator.id, incubatorName: ctx.incubator.name, actorUserId: job.createdBy }, job.id, job.params);
    return true;
  });
}

/** Runs (or resumes) a job until no item is left to claim. Safe to run several times at once. */
export async function runBatchJob(ctx: EffectContext, jobId: string, options: RunOptions = {}): Promise<void> {
  const [job] = await ctx.data.run((tx) => tx.select().from(batchJobs).where(eq(batchJobs.id, jobId)).limit(1));
  if (!job || job.status !== 'running' || !isBatchAction(job.action)) return;
  const publish = (updateType: 'ITEM_SUCCEEDED' | 'ITEM_FAILED' | 'COMPLETED' | 'VALIDATION_SUCCEEDED', itemId: string | null, reason: BatchItemFailureReason | null = null) =>
    publishBatchUpdate(ctx.services.pubsub, ctx.incubator.id, { operationId: job.id, updateType, itemId, reason }).catch((error: unknown) =>
      ctx.log.error({ err: error, batchJobId: job.id }, 'bulk action: update not published'),
    );
  await publish('VALIDATION_SUCCEEDED', null);
  let processed = 0;
  while (options.maxItems === undefined || processed < options.maxItems) {
    const limit = Math.min(ITEMS_PER_TRANSACTION, (options.maxItems ?? Infinity) - processed);
    const claimed = await claimAndApply(ctx, job, limit);
    if (claimed.length === 0) break;
    processed += claimed.length;
    // After the commit: deliveries first, then the updates (published together, so subscribers are re-checked in one go).
    if (options.crashAfterCommit) throw new SimulatedCrash();
    await afterCommit(ctx, claimed);
    await Promise.all(
      claimed.map((item) =>
        item.outcome.status === 'succeeded' ? publish('ITEM_SUCCEEDED', item.itemId) : publish('ITEM_FAILED', item.itemId, item.outcome.reason),
      ),
    );
  }
  if (options.maxItems !== undefined && processed >= options.maxItems) return;
  if (await completeIfDone(ctx, job)) await publish('COMPLETED', null);
}

export interface BatchDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
}

async function contextFor(deps: BatchDeps, incubatorId: string): Promise<EffectContext | null> {
  const [incubator] = await deps.db.registry((tx) => tx.select().from(incubators).where(eq(incubators.id, incubatorId)).limit(1));
  return incubator ? { services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubatorId) } : null;
}

/** Registers the worker with the runner (main.ts): it finds its tenant from the payload. */
export function registerBatchJob(runner: JobRunner, deps: BatchDeps): void {
  runner.define(BATCH_JOB, async (payload) => {
    const incubatorId = String(payload.incubatorId ?? '');
    const jobId = String(payload.jobId ?? '');
    if (!isUuid(incubatorId) || !isUuid(jobId)) return;
    const ctx = await contextFor(deps, incubatorId);
    if (ctx) await runBatchJob(ctx, jobId);
  });
}

/** On start: every job of every tenant still running goes back to the runner (items done stay done). */
export async function resumeBatchJobs(runner: JobRunner, deps: BatchDeps): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select({ id: incubators.id }).from(incubators));
  let resumed = 0;
  // A job id of its own per start: BullMQ keeps a finished or failed job's id for a while and would drop a repeat;
  // a second worker on a job is harmless (items are claimed, D-132).
  const startedAt = Date.now();
  for (const { id: incubatorId } of tenants) {
    const running = await deps.db.tenant(incubatorId, (tx) =>
      tx.select({ id: batchJobs.id }).from(batchJobs).where(eq(batchJobs.status, 'running')).orderBy(asc(batchJobs.createdAt)),
    );
    for (const job of running) {
      await runner.enqueue(BATCH_JOB, { incubatorId, jobId: job.id }, { jobId: `batch-${job.id}-resume-${startedAt}` });
      resumed += 1;
    }
  }
  if (resumed > 0) deps.log.info({ resumed }, 'bulk actions resumed');
  return resumed;
}
