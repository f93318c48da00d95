/**
 * The needs-attention signal (issue 14 item 3, D-121): why a startup of the portfolio wants someone's time, computed
 * from data the product already holds, in ONE statement for any number of startups (a page, or the whole tenant for
 * the needsAttention filter; D-140). Per startup, each an index range over the tenant's rows:
 * - the latest timeline activity by a coach, mentor or expert (coaching sessions do not exist yet);
 * - open tasks of the startup past their due date;
 * - data forms still pending a grace period after they were due;
 * - latest metric values outside the cohort's usual range: Tukey fences over every value the tenant's startups
 *   reported for the same metric and period.
 * The portfolio page adds its lists (programs, tags, industries, mentors) to the same statement as JSON columns.
 */
import {
  ATTENTION_CONTACT_DAYS,
  ATTENTION_METRICS_GRACE_DAYS,
  ATTENTION_RANGE_IQR_FACTOR,
  ATTENTION_RANGE_MIN_COHORT,
  COACHING_CONTACT_ROLES,
  type AttentionReasonKind,
} from '@hatchery/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { uuidList } from '../../db/uuid-list.js';
import { runRendered, sqlConstant } from '../../db/rendered-statements.js';

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

/**
 * Which startups: these ids, every active startup of the tenant (the caller's scope is applied after), or `page`: a
 * select of startups (at least their id, incubator_id and created_at, in the order wanted; a list page's own select),
 * which the statement reads first, so the page, its figures and its lists are one round trip. A page may be given
 * with placeholders, its `values` and its `shape`: then the statement is rendered once per shape (D-197) and `page`
 * and `extra` are only called for the first page of a shape.
 */
export type AttentionTargets = readonly string[] | 'all' | { page: () => SQL; shape?: string; values?: Record<string, unknown> };

/** The figures of one startup the statement reads; `R` is what the caller added (`extra` columns). */
type FactsRow<R> = R & {
  id: string;
  created_at: Date | string;
  last_contact_at: Date | string | null;
  overdue_tasks: number | string;
  overdue_forms: number | string;
  out_of_range: number | string;
};

/**
 * One row per target startup with its attention figures and the caller's `extra` columns, in one statement.
 * `extra` may refer to the target as `t` (id, incubator_id, created_at; for a page, every column of its select).
 * In SQL rather than with Drizzle's builder: correlated subqueries over aliased tables, which the builder renders
 * unqualified.
 * The rows come in the order of the targets (`ord`, numbered as the page's select yields them). Every subquery names
 * `incubator_id` so it runs on the (incubator_id, startup_id, …) indexes; `out_of_range` is materialized and joined
 * once, since inlined as a subquery per startup it would compute the cohort's fences again for each; `fences` and
 * `contacts` (the tenant's coaches, mentors and experts) are materialized too, so each is computed once whatever the
 * planner's statistics say (without them — a fresh database, PGlite before its maintenance job — it rescanned both per
 * startup: 17 ms for a page of 25 on the seeded demo; D-534).
 */
export async function startupFacts<R extends Record<string, unknown> = Record<never, never>>(
  tx: Tx,
  targets: AttentionTargets,
  now: Date,
  extra?: () => SQL,
): Promise<Array<FactsRow<R>>> {
  if (Array.isArray(targets) && targets.length === 0) return [];
  const times = { at: now.toISOString(), formsDueBefore: new Date(now.getTime() - ATTENTION_METRICS_GRACE_DAYS * DAY_MS).toISOString() };
  if (targets !== 'all' && 'page' in targets) {
    const { page, shape, values } = targets;
    const rows = await runRendered<FactsRow<R>>(tx, shape === undefined ? null : `facts:${shape}`, () => factsStatement(page(), extra?.()), { ...values, ...times });
    return rows;
  }
  const page =
    targets === 'all'
      ? sql`select s.id, s.incubator_id, s.created_at from startups s where s.status = 'active'`
      : sql`select s.id, s.incubator_id, s.created_at from startups s where s.id in ${uuidList(targets as readonly string[])}`;
  // Drizzle types raw rows as Assume<…>, which a generic R does not narrow back.
  return runRendered<FactsRow<R>>(tx, targets === 'all' ? 'facts:all' : null, () => factsStatement(page, extra?.()), times);
}

/**
 * The statement of `startupFacts`: the page's values are its own placeholders, the times are the placeholders `at`
 * and `formsDueBefore`, and the code's constants are written into the text, so a statement of one shape can be kept.
 */
function factsStatement(page: SQL, extra: SQL | undefined): SQL {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const formsDueBefore = sql`${sql.placeholder('formsDueBefore')}::timestamptz`;
  const contactRoles = sql.join(COACHING_CONTACT_ROLES.map((role) => sqlConstant(role)), sql`, `);
  const k = sqlConstant(ATTENTION_RANGE_IQR_FACTOR);
  return sql`
    with t as materialized (select p.*, row_number() over () as ord from (${page}) p),
    latest as (
      select distinct on (startup_id, metric_id) startup_id, metric_id, period_start, numeric_value
      from metric_values
      where startup_id in (select id from t) and numeric_value is not null
      order by startup_id, metric_id, period_start desc
    ),
    fences as materialized (
      select mv.metric_id, mv.period_start,
        percentile_cont(0.25) within group (order by mv.numeric_value) as q1,
        percentile_cont(0.75) within group (order by mv.numeric_value) as q3
      from metric_values mv
      where (mv.metric_id, mv.period_start) in (select metric_id, period_start from latest) and mv.numeric_value is not null
      group by mv.metric_id, mv.period_start
      having count(*) >= ${sqlConstant(ATTENTION_RANGE_MIN_COHORT)}
    ),
    out_of_range as materialized (
      select l.startup_id, count(*) as n
      from latest l join fences f on f.metric_id = l.metric_id and f.period_start = l.period_start
      where l.numeric_value < f.q1 - ${k} * (f.q3 - f.q1) or l.numeric_value > f.q3 + ${k} * (f.q3 - f.q1)
      group by l.startup_id
    ),
    contacts as materialized (
      select u.id from users u join roles r on r.incubator_id = u.incubator_id and r.id = u.role_id
      where r.type in (${contactRoles})
    )
    select t.id, t.created_at,
      (select max(e.created_at) from timeline_events e
         where e.incubator_id = t.incubator_id and e.startup_id = t.id and e.created_by in (select id from contacts)) as last_contact_at,
      (select count(*) from tasks k
         where k.incubator_id = t.incubator_id and k.startup_id = t.id and k.completed_at is null and k.due_date < ${at}) as overdue_tasks,
      (select count(*) from pending_data_forms f
         where f.incubator_id = t.incubator_id and f.startup_id = t.id and f.status = 'PENDING' and f.due_at < ${formsDueBefore}) as overdue_forms,
      coalesce(o.n, 0) as out_of_range
      ${extra ? sql`, ${extra}` : sql``}
    from t left join out_of_range o on o.startup_id = t.id
    order by t.ord`;
}

/** The attention of a row of `startupFacts`. */
export function attentionOfRow(row: FactsRow<Record<never, never>>, now: Date): StartupAttention {
  const lastContactAt = row.last_contact_at === null ? null : new Date(row.last_contact_at);
  const facts = {
    lastContactAt,
    createdAt: new Date(row.created_at),
    overdueTasks: Number(row.overdue_tasks),
    overdueForms: Number(row.overdue_forms),
    outOfRange: Number(row.out_of_range),
  };
  return { lastContactAt, reasons: reasonsFor(facts, now) };
}

/** The same for every active startup of the tenant (the needsAttention filter): one statement, no id list. */
export async function tenantAttention(tx: Tx, now = new Date()): Promise<Map<string, StartupAttention>> {
  const rows = await startupFacts(tx, 'all', now);
  return new Map(rows.map((row) => [row.id, attentionOfRow(row, now)]));
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
