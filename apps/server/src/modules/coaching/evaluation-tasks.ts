/**
 * The repeating job that asks hosts to evaluate the sessions they held (issue 17 item 3; D-450): every 15 minutes,
 * for each tenant, the hosts of sessions that took place in the last 30 days, have no evaluation yet and have an
 * evaluation form configured for them get a coachingEvaluation task (one per host and session; opening twice does
 * nothing). A job rather than a hook on "held", so sessions that simply end (scheduled, past) are asked about too and
 * the session services need not know about tasks. Each tenant in its own transaction; one failing is logged.
 */
import type { Database } from '../../db/contract.js';
import { incubators } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import type { EffectContext } from '../notifications/index.js';
import { flushTaskEffects, noEffects, openCoachingEvaluationTask } from '../tasks/index.js';
import { loadEvaluationRules } from './evaluation-forms.service.js';
import { loadSessionTopicIds, ruleForHost, sessionsAwaitingEvaluation } from './evaluation.service.js';

export const EVALUATION_TASKS_JOB = 'coaching.evaluationTasks';
export const EVALUATION_TASKS_INTERVAL_MS = 15 * 60_000;
/** Older sessions are not asked about any more: a task months late helps nobody. */
export const EVALUATION_LOOKBACK_DAYS = 30;

export interface EvaluationTasksDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
}

/** Opens the tasks of one tenant; answers how many were opened. */
export async function openEvaluationTasks(ctx: EffectContext, now = new Date()): Promise<number> {
  const effects = noEffects();
  const opened = await ctx.data.run(async (tx) => {
    const rules = await loadEvaluationRules(tx);
    if (rules.length === 0) return 0;
    const since = new Date(now.getTime() - EVALUATION_LOOKBACK_DAYS * 86_400_000);
    let count = 0;
    const topics = new Map<string, string[]>();
    for (const { session, hostUserId, hostRole } of await sessionsAwaitingEvaluation(tx, since, now)) {
      if (!topics.has(session.id)) topics.set(session.id, await loadSessionTopicIds(tx, session.id));
      if (!ruleForHost(rules, session, topics.get(session.id)!, hostRole)) continue;
      const id = await openCoachingEvaluationTask(tx, ctx, { sessionId: session.id, userId: hostUserId, startupId: session.startupId, startupName: session.startupName }, effects);
      if (id) count += 1;
    }
    return count;
  });
  await flushTaskEffects(ctx, effects);
  return opened;
}

export async function runEvaluationTasks(deps: EvaluationTasksDeps, now = new Date()): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  let opened = 0;
  for (const incubator of tenants) {
    try {
      opened += await openEvaluationTasks({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) }, now);
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'coaching evaluation tasks failed for a tenant');
    }
  }
  return opened;
}

export async function scheduleEvaluationTasks(runner: JobRunner, deps: EvaluationTasksDeps, intervalMs = EVALUATION_TASKS_INTERVAL_MS): Promise<void> {
  runner.define(EVALUATION_TASKS_JOB, async () => {
    await runEvaluationTasks(deps);
  });
  await runner.every(EVALUATION_TASKS_JOB, intervalMs);
}
