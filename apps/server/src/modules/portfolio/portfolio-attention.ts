/**
 * The needs-attention signal (issue 14 item 3, D-121): why a startup of the portfolio wants someone's time, computed
 * from data the product already holds. Four set-based statements for any number of startups (a page, or the whole
 * scope for the home and the needsAttention filter), each an index range over the tenant's rows:
 * - the latest timeline activity by a coach, mentor or expert (coaching sessions do not exist yet);
 * - open tasks of the startup past their due date;
 * - data forms still pending a grace period after they were due;
 * - latest metric values outside the cohort's usual range: Tukey fences over every value the tenant's startups
 *   reported for the same metric and period.
 */
import {
  ATTENTION_CONTACT_DAYS,
  ATTENTION_METRICS_GRACE_DAYS,
  ATTENTION_RANGE_IQR_FACTOR,
  ATTENTION_RANGE_MIN_COHORT,
  COACHING_CONTACT_ROLES,
  type AttentionReasonKind,
} from '@hatchery/domain';
import { and, count, eq, inArray, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { pendingDataForms, roles, startups, tasks, timelineEvents, users } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AttentionReason {
  kind: AttentionReasonKind;
  /** NO_RECENT_CONTACT: days since the last contact (or since the startup was created, when never). */
  days: number | null;
  /** OVERDUE_TASKS: open tasks past due; METRICS_OVERDUE: pending forms; METRICS_OUT_OF_RANGE: metrics. */
  count: number | null;
}

export interface StartupAttention {
  lastContactAt: Date | null;
  reasons: AttentionReason[];
}

/** Which startups: these ids, or every startup the statement may see (the caller's scope is applied after). */
export type AttentionTargets = readonly string[] | 'all';

type UuidColumn = typeof timelineEvents.startupId | typeof tasks.startupId | typeof pendingDataForms.startupId;
const within = (column: UuidColumn, targets: AttentionTargets): SQL | undefined => (targets === 'all' ? undefined : inArray(column, [...targets]));

/** The last coaching contact per startup: the newest timeline item written by a coach, mentor or expert. */
async function lastContacts(tx: Tx, targets: AttentionTargets): Promise<Map<string, Date>> {
  const rows = await tx
    .select({ startupId: timelineEvents.startupId, at: max(timelineEvents.createdAt) })
    .from(timelineEvents)
    .innerJoin(users, eq(users.id, timelineEvents.createdBy))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(within(timelineEvents.startupId, targets), inArray(roles.type, [...COACHING_CONTACT_ROLES])))
    .groupBy(timelineEvents.startupId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.startupId, r.at] as const] : [])));
}

async function overdueTasks(tx: Tx, targets: AttentionTargets, now: Date): Promise<Map<string, number>> {
  const rows = await tx
    .select({ startupId: tasks.startupId, n: count() })
    .from(tasks)
    .where(and(within(tasks.startupId, targets), sql`${tasks.startupId} is not null`, isNull(tasks.completedAt), lt(tasks.dueDate, now)))
    .groupBy(tasks.startupId);
  return new Map(rows.flatMap((r) => (r.startupId ? [[r.startupId, Number(r.n)] as const] : [])));
}

async function overdueForms(tx: Tx, targets: AttentionTargets, now: Date): Promise<Map<string, number>> {
  const dueBefore = new Date(now.getTime() - ATTENTION_METRICS_GRACE_DAYS * DAY_MS);
  const rows = await tx
    .select({ startupId: pendingDataForms.startupId, n: count() })
    .from(pendingDataForms)
    .where(and(within(pendingDataForms.startupId, targets), eq(pendingDataForms.status, 'PENDING'), lt(pendingDataForms.dueAt, dueBefore)))
    .groupBy(pendingDataForms.startupId);
  return new Map(rows.map((r) => [r.startupId, Number(r.n)]));
}

/**
 * Per startup, how many of its latest metric values lie outside the fences of the cohort (every value reported
 * for the same metric and period in the tenant, when there are at least ATTENTION_RANGE_MIN_COHORT of them).
 */
async function outOfRange(tx: Tx, targets: AttentionTargets): Promise<Map<string, number>> {
  const filter = targets === 'all' ? sql`true` : targets.length ? sql`startup_id in (${sql.join(targets.map((id) => sql`${id}::uuid`), sql`, `)})` : sql`false`;
  const k = ATTENTION_RANGE_IQR_FACTOR;
  const result = await tx.execute<{ startup_id: string; n: number | string }>(sql`
    with latest as (
      select distinct on (startup_id, metric_id) startup_id, metric_id, period_start, numeric_value
      from metric_values
      where ${filter} and numeric_value is not null
      order by startup_id, metric_id, period_start desc
    ),
    fences as (
      select mv.metric_id, mv.period_start,
        percentile_cont(0.25) within group (order by mv.numeric_value) as q1,
        percentile_cont(0.75) within group (order by mv.numeric_value) as q3
      from metric_values mv
      where (mv.metric_id, mv.period_start) in (select metric_id, period_start from latest) and mv.numeric_value is not null
      group by mv.metric_id, mv.period_start
      having count(*) >= ${ATTENTION_RANGE_MIN_COHORT}
    )
    select l.startup_id, count(*) as n
    from latest l join fences f on f.metric_id = l.metric_id and f.period_start = l.period_start
    where l.numeric_value < f.q1 - ${k} * (f.q3 - f.q1) or l.numeric_value > f.q3 + ${k} * (f.q3 - f.q1)
    group by l.startup_id`);
  return new Map(result.rows.map((r) => [r.startup_id, Number(r.n)]));
}

/** The reasons of each startup (every target gets an entry; a startup with no reason has an empty list). */
export async function startupAttention(
  tx: Tx,
  targets: ReadonlyArray<{ id: string; createdAt: Date }>,
  now = new Date(),
): Promise<Map<string, StartupAttention>> {
  const ids = targets.map((t) => t.id);
  if (ids.length === 0) return new Map();
  return attentionOf(tx, ids, targets, now);
}

/** The same for every startup of the tenant (the home, the needsAttention filter): four statements, no id list. */
export async function tenantAttention(tx: Tx, now = new Date()): Promise<Map<string, StartupAttention>> {
  const all = await tx.select({ id: startups.id, createdAt: startups.createdAt }).from(startups).where(eq(startups.status, 'active'));
  return attentionOf(tx, 'all', all, now);
}

async function attentionOf(
  tx: Tx,
  targets: AttentionTargets,
  rows: ReadonlyArray<{ id: string; createdAt: Date }>,
  now: Date,
): Promise<Map<string, StartupAttention>> {
  const contacts = await lastContacts(tx, targets);
  const tasksDue = await overdueTasks(tx, targets, now);
  const forms = await overdueForms(tx, targets, now);
  const ranges = await outOfRange(tx, targets);
  const result = new Map<string, StartupAttention>();
  for (const { id, createdAt } of rows) {
    const lastContactAt = contacts.get(id) ?? null;
    result.set(id, { lastContactAt, reasons: reasonsFor({ lastContactAt, createdAt, overdueTasks: tasksDue.get(id) ?? 0, overdueForms: forms.get(id) ?? 0, outOfRange: ranges.get(id) ?? 0 }, now) });
  }
  return result;
}

/** The rule itself, pure (unit-tested): which reasons these counts make. */
export function reasonsFor(
  facts: { lastContactAt: Date | null; createdAt: Date; overdueTasks: number; overdueForms: number; outOfRange: number },
  now: Date,
): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  const since = facts.lastContactAt ?? facts.createdAt;
  const days = Math.floor((now.getTime() - since.getTime()) / DAY_MS);
  if (days >= ATTENTION_CONTACT_DAYS) reasons.push({ kind: 'NO_RECENT_CONTACT', days, count: null });
  if (facts.overdueTasks > 0) reasons.push({ kind: 'OVERDUE_TASKS', days: null, count: facts.overdueTasks });
  if (facts.overdueForms > 0) reasons.push({ kind: 'METRICS_OVERDUE', days: null, count: facts.overdueForms });
  if (facts.outOfRange > 0) reasons.push({ kind: 'METRICS_OUT_OF_RANGE', days: null, count: facts.outOfRange });
  return reasons;
}
