/**
 * Closing a funnel (issue 16 item 1, D-234): when its closing date passes, a published funnel becomes closed and its
 * drafts are archived (they can no longer be submitted; the applicant still sees them). The rule runs in one tenant
 * transaction (closeDueFunnels), by the repeating job for every tenant, and by hand (closeFunnel). Idempotent: a
 * closed funnel is not touched again, so several nodes running the job at once do no harm.
 */
import { APPLICATIONS_MESSAGES as M } from '@hatchery/domain';
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../db/contract.js';
import { applications, funnels, incubators, type Funnel } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { tenantData, type AppContext } from '../../http/context.js';
import type { JobLogger, JobRunner } from '../../jobs/index.js';
import { recordActivity } from '../activity/index.js';
import { editableFunnel, funnelAccess } from './funnels.service.js';

export const FUNNEL_CLOSING_JOB = 'funnels.close-due';
export const FUNNEL_CLOSING_INTERVAL_MS = 60_000;

async function closeFunnels(tx: Tx, incubatorId: string, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const drafts = await tx
    .update(applications)
    .set({ archivedAt: now })
    .where(and(inArray(applications.funnelId, [...ids]), eq(applications.status, 'draft'), isNull(applications.archivedAt)))
    .returning({ id: applications.id });
  for (const id of ids) {
    await recordActivity(tx, incubatorId, null, { action: 'funnel.closed', entityType: 'funnel', entityId: id });
  }
  return drafts.length;
}

/** Closes this tenant's published funnels whose closing date is at or before `now`; answers what it closed. */
export async function closeDueFunnels(tx: Tx, incubatorId: string, now: Date): Promise<{ funnels: number; archivedDrafts: number }> {
  const closed = await tx
    .update(funnels)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(funnels.status, 'published'), isNotNull(funnels.closesAt), lte(funnels.closesAt, now)))
    .returning({ id: funnels.id });
  const ids = closed.map((f) => f.id);
  return { funnels: ids.length, archivedDrafts: await closeFunnels(tx, incubatorId, ids, now) };
}

/** Staff close a published funnel now (before or without a closing date). */
export async function closeFunnel(ctx: AppContext, id: string): Promise<Funnel> {
  const access = await funnelAccess(ctx);
  return ctx.data.run(async (tx) => {
    const { funnel } = await editableFunnel(access, tx, id);
    if (funnel.status !== 'published') throw validationError(`funnelId: ${M.notPublished}`);
    const now = new Date();
    const [row] = await tx.update(funnels).set({ status: 'closed', closedAt: now }).where(eq(funnels.id, funnel.id)).returning();
    await closeFunnels(tx, ctx.incubator.id, [funnel.id], now);
    return row!;
  });
}

export interface FunnelClosingDeps {
  db: Database;
  log: JobLogger;
  now?: () => Date;
}

/** One pass over every tenant. */
export async function runFunnelClosing(deps: FunnelClosingDeps): Promise<{ funnels: number; archivedDrafts: number }> {
  const now = deps.now?.() ?? new Date();
  const tenants = await deps.db.registry((tx) => tx.select({ id: incubators.id }).from(incubators));
  const total = { funnels: 0, archivedDrafts: 0 };
  for (const tenant of tenants) {
    try {
      const done = await tenantData(deps.db, tenant.id).run((tx) => closeDueFunnels(tx, tenant.id, now));
      total.funnels += done.funnels;
      total.archivedDrafts += done.archivedDrafts;
    } catch (error) {
      deps.log.error({ err: error, incubatorId: tenant.id }, 'closing funnels failed for a tenant');
    }
  }
  if (total.funnels > 0) deps.log.info({ ...total }, 'funnels closed');
  return total;
}

/** Registers the repeating job with the runner (main.ts). */
export async function scheduleFunnelClosing(runner: JobRunner, deps: FunnelClosingDeps, intervalMs = FUNNEL_CLOSING_INTERVAL_MS): Promise<void> {
  runner.define(FUNNEL_CLOSING_JOB, async () => {
    await runFunnelClosing(deps);
  });
  await runner.every(FUNNEL_CLOSING_JOB, intervalMs);
}
