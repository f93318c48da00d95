/**
 * Funnel analytics (issue 16 item 8; docs/contract-applications.md §3.5, D-270..D-273): how applications move through a
 * call's rounds (from the status history), how long they stay in each, where they come from, how far each evaluator
 * is, and how the criteria are scored. Every number is an SQL aggregate over the funnel's rows — one query per block,
 * whatever the number of applications.
 *
 * Access: the key APPLICATION:DASHBOARD (declared in applications.policy.ts) with the staff reach of D-240 — 'all', or
 * the funnels of the programs the viewer runs and the funnels they created ('assigned'). An evaluator's reach is per
 * application, so it opens no funnel's analytics. The flag applicationsDashboard must be on. A funnel out of reach,
 * unknown or another tenant's answers NotFound.
 */
import { APPLICATIONS_MESSAGES, featureState, isInRoleGroup, funnelPhase, type ApplicationSource, type FunnelPhase, type RoundKind } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { listFeatureFlags } from '../incubator/index.js';
import { applicationAccess, applicationCriterion, type ApplicationAccess } from './application-access.js';
import { loadActor, type Actor } from '../permissions/index.js';

export interface RoundConversion {
  roundId: string;
  position: number;
  name: string;
  kind: RoundKind;
  /** Applications that ever entered the round (status history). */
  entered: number;
  /** Applications in the round now, not decided. */
  inRound: number;
  /** Applications that went on to a later round from this one. */
  advanced: number;
  /** Applications rejected or delay-rejected in this round. */
  rejected: number;
  /** Applications accepted in this round (the last round's acceptances). */
  accepted: number;
  /** Median days between entering the round and leaving it (next round or decision); null when none left yet. */
  medianDays: number | null;
  /** How many stays the median is over. */
  completedStays: number;
}

export interface EvaluatorProgress {
  userId: string;
  name: string;
  notStarted: number;
  inProgress: number;
  submitted: number;
  cancelled: number;
}

export interface CriterionDistribution {
  criterionId: string;
  name: string;
  roundName: string;
  weight: number;
  count: number;
  mean: number | null;
  /** Submitted scores per value (rounded to the nearest whole score), ascending. */
  buckets: Array<{ score: number; count: number }>;
}

export interface FunnelAnalytics {
  funnelId: string;
  funnelName: string;
  phase: FunnelPhase;
  started: number;
  submitted: number;
  drafts: number;
  decided: number;
  accepted: number;
  rounds: RoundConversion[];
  sources: Array<{ source: ApplicationSource; count: number }>;
  evaluators: EvaluatorProgress[];
  criteria: CriterionDistribution[];
}

export interface AnalyticsOptions {
  featureOn: boolean;
  allowed: boolean;
  funnels: Array<{ id: string; name: string; phase: FunnelPhase; applicationCount: number }>;
}

async function analyticsFeatureOn(ctx: AppContext): Promise<boolean> {
  const flags = await listFeatureFlags(ctx);
  return featureState(flags.map((f) => ({ name: f.name, enabled: f.enabled, activated: f.activated })), 'applicationsDashboard') === 'on';
}

/** The funnels condition of the staff reach, as SQL on the alias `f` (null: every funnel). */
function reachCondition(access: ApplicationAccess) {
  if (access.staffFunnels === null) return sql`true`;
  if (access.staffFunnels.size === 0) return sql`false`;
  return sql`f.id in (${sql.join([...access.staffFunnels].map((id) => sql`${id}`), sql`, `)})`;
}

/**
 * What the analytics page may show the viewer (the page asks this first, so it never fires a query the server
 * refuses): whether the feature is on, whether the viewer holds the key, and the funnels in their reach.
 */
export async function getAnalyticsOptions(ctx: AppContext): Promise<AnalyticsOptions> {
  const viewer = requireViewer(ctx);
  const [featureOn, actor] = await Promise.all([analyticsFeatureOn(ctx), loadActor(ctx, viewer)]);
  const allowed = viewerMayReadAnalytics(viewer, actor);
  if (!featureOn || !allowed) return { featureOn, allowed, funnels: [] };
  const access = await applicationAccess(ctx, 'APPLICATION:DASHBOARD');
  const now = new Date();
  const rows = await ctx.data.run((tx) =>
    tx.execute<{ id: string; name: string; status: 'draft' | 'published' | 'closed' | 'archived'; opens_at: string | null; closes_at: string | null; applications: number }>(sql`
      select f.id, f.name, f.status, f.opens_at, f.closes_at, (select count(*)::int from applications a where a.funnel_id = f.id) as applications
      from funnels f where f.status <> 'archived' and ${reachCondition(access)}
      order by (f.status = 'published') desc, f.opens_at desc nulls last, f.name`),
  );
  return {
    featureOn,
    allowed,
    funnels: rows.rows.map((r) => ({ id: r.id, name: r.name, phase: funnelPhase({ status: r.status, opensAt: r.opens_at, closesAt: r.closes_at }, now), applicationCount: r.applications })),
  };
}

/**
 * D-272: the staff reach only — the key held 'all', or 'assigned' by a staff-group viewer. An evaluator's 'assigned'
 * key (their role-type default) reaches applications one by one; a funnel's numbers would show them other
 * evaluators' progress and scores and applications outside their assignments, so it opens no analytics.
 */
function viewerMayReadAnalytics(viewer: Viewer, actor: Actor): boolean {
  const criterion = applicationCriterion(viewer, actor, 'APPLICATION:DASHBOARD');
  return criterion === 'all' || (criterion === 'assigned' && isInRoleGroup(viewer.roleType, 'staff'));
}

export async function getFunnelAnalytics(ctx: AppContext, input: { funnelId: string }): Promise<FunnelAnalytics> {
  if (!viewerMayReadAnalytics(requireViewer(ctx), await loadActor(ctx, requireViewer(ctx)))) throw forbiddenError();
  if (!(await analyticsFeatureOn(ctx))) throw forbiddenError(APPLICATIONS_MESSAGES.analyticsOff);
  const access = await applicationAccess(ctx, 'APPLICATION:DASHBOARD');
  const notFound = () => notFoundError(`funnelId: ${APPLICATIONS_MESSAGES.funnelNotFound}`);
  if (!isUuid(input.funnelId)) throw notFound();
  return ctx.data.run(async (tx) => {
    const [funnel] = (
      await tx.execute<{ id: string; name: string; status: 'draft' | 'published' | 'closed' | 'archived'; opens_at: string | null; closes_at: string | null }>(sql`
        select f.id, f.name, f.status, f.opens_at, f.closes_at from funnels f where f.id = ${input.funnelId} and ${reachCondition(access)}`)
    ).rows;
    if (!funnel) throw notFound();
    const [totals, rounds, sources, evaluators, criteria] = [await loadTotals(tx, funnel.id), await loadRounds(tx, funnel.id), await loadSources(tx, funnel.id), await loadEvaluators(tx, funnel.id), await loadCriteria(tx, funnel.id)];
    return {
      funnelId: funnel.id,
      funnelName: funnel.name,
      phase: funnelPhase({ status: funnel.status, opensAt: funnel.opens_at, closesAt: funnel.closes_at }, new Date()),
      ...totals,
      rounds,
      sources,
      evaluators,
      criteria,
    };
  });
}

async function loadTotals(tx: Tx, funnelId: string): Promise<Pick<FunnelAnalytics, 'started' | 'submitted' | 'drafts' | 'decided' | 'accepted'>> {
  const [row] = (
    await tx.execute<{ started: number; submitted: number; drafts: number; decided: number; accepted: number }>(sql`
      select count(*)::int as started,
        count(*) filter (where status <> 'draft')::int as submitted,
        count(*) filter (where status = 'draft')::int as drafts,
        count(*) filter (where status in ('accepted', 'rejected', 'delay_rejected'))::int as decided,
        count(*) filter (where status = 'accepted')::int as accepted
      from applications where funnel_id = ${funnelId}`)
  ).rows;
  return row!;
}

/**
 * Per round: entries from the history (a row whose to_round differs from its from_round), the current occupants, the
 * outcomes, and the median stay — from each entry to the application's next event that leaves the round or decides.
 */
async function loadRounds(tx: Tx, funnelId: string): Promise<RoundConversion[]> {
  const rows = await tx.execute<{ round_id: string; position: number; name: string; kind: RoundKind; entered: number; in_round: number; advanced: number; rejected: number; accepted: number; median_seconds: number | null; stays: number }>(sql`
    with events as (
      select e.application_id, e.from_round_id, e.to_round_id, e.to_status, e.created_at
      from application_status_events e join applications a on a.id = e.application_id where a.funnel_id = ${funnelId}
    ),
    entries as (
      select application_id, to_round_id as round_id, created_at from events where to_round_id is not null and to_round_id is distinct from from_round_id
    ),
    stays as (
      select en.round_id, extract(epoch from (x.left_at - en.created_at)) as seconds
      from entries en cross join lateral (
        select min(e2.created_at) as left_at from events e2
        where e2.application_id = en.application_id and e2.created_at > en.created_at
          and (e2.to_round_id is distinct from en.round_id or e2.to_status in ('accepted', 'rejected', 'delay_rejected'))
      ) x where x.left_at is not null
    ),
    entered as (select round_id, count(distinct application_id)::int as n from entries group by round_id),
    advanced as (
      select from_round_id as round_id, count(distinct application_id)::int as n from events
      where from_round_id is not null and to_round_id is not null and to_round_id is distinct from from_round_id group by from_round_id
    ),
    now_in as (
      select round_id,
        count(*) filter (where status not in ('accepted', 'rejected', 'delay_rejected'))::int as in_round,
        count(*) filter (where status in ('rejected', 'delay_rejected'))::int as rejected,
        count(*) filter (where status = 'accepted')::int as accepted
      from applications where funnel_id = ${funnelId} and round_id is not null group by round_id
    ),
    medians as (select round_id, percentile_cont(0.5) within group (order by seconds) as median_seconds, count(*)::int as stays from stays group by round_id)
    select r.id as round_id, r.position, r.name, r.kind,
      coalesce(en.n, 0) as entered, coalesce(ni.in_round, 0) as in_round, coalesce(ad.n, 0) as advanced,
      coalesce(ni.rejected, 0) as rejected, coalesce(ni.accepted, 0) as accepted, m.median_seconds, coalesce(m.stays, 0) as stays
    from funnel_rounds r
      left join entered en on en.round_id = r.id left join advanced ad on ad.round_id = r.id
      left join now_in ni on ni.round_id = r.id left join medians m on m.round_id = r.id
    where r.funnel_id = ${funnelId} order by r.position`);
  return rows.rows.map((r) => ({
    roundId: r.round_id,
    position: r.position,
    name: r.name,
    kind: r.kind,
    entered: r.entered,
    inRound: r.in_round,
    advanced: r.advanced,
    rejected: r.rejected,
    accepted: r.accepted,
    medianDays: r.median_seconds === null ? null : Math.round((Number(r.median_seconds) / 86400) * 10) / 10,
    completedStays: r.stays,
  }));
}

async function loadSources(tx: Tx, funnelId: string): Promise<FunnelAnalytics['sources']> {
  const rows = await tx.execute<{ source: ApplicationSource; count: number }>(sql`
    select source, count(*)::int as count from applications where funnel_id = ${funnelId} and status <> 'draft' group by source order by count desc, source`);
  return rows.rows;
}

/** Assignments of the funnel's rounds per evaluator: not started, in progress (a draft evaluation), submitted, cancelled. */
async function loadEvaluators(tx: Tx, funnelId: string): Promise<EvaluatorProgress[]> {
  const rows = await tx.execute<{ user_id: string; name: string; not_started: number; in_progress: number; submitted: number; cancelled: number }>(sql`
    select ea.evaluator_user_id as user_id, u.full_name as name,
      count(*) filter (where ea.status = 'pending' and ev.id is null)::int as not_started,
      count(*) filter (where ea.status = 'pending' and ev.id is not null)::int as in_progress,
      count(*) filter (where ea.status = 'submitted')::int as submitted,
      count(*) filter (where ea.status = 'cancelled')::int as cancelled
    from evaluator_assignments ea
      join funnel_rounds r on r.id = ea.round_id
      join users u on u.id = ea.evaluator_user_id
      left join evaluations ev on ev.assignment_id = ea.id and ev.status = 'draft'
    where r.funnel_id = ${funnelId}
    group by ea.evaluator_user_id, u.full_name order by u.full_name`);
  return rows.rows.map((r) => ({ userId: r.user_id, name: r.name, notStarted: r.not_started, inProgress: r.in_progress, submitted: r.submitted, cancelled: r.cancelled }));
}

/** Submitted scores per criterion of the funnel's rounds, as a histogram over whole scores. */
async function loadCriteria(tx: Tx, funnelId: string): Promise<CriterionDistribution[]> {
  const rows = await tx.execute<{ criterion_id: string; name: string; round_name: string; weight: number; score: number | null; count: number; total: number; mean: number | null }>(sql`
    with scored as (
      select s.criterion_id, round(s.score)::int as score, s.score as raw
      from evaluation_scores s join evaluations ev on ev.id = s.evaluation_id and ev.status = 'submitted'
    )
    select c.id as criterion_id, c.name, r.name as round_name, c.weight, b.score, coalesce(b.count, 0) as count,
      coalesce(t.total, 0) as total, t.mean
    from evaluation_criteria c
      join funnel_rounds r on r.id = c.round_id
      left join (select criterion_id, count(*)::int as total, avg(raw) as mean from scored group by criterion_id) t on t.criterion_id = c.id
      left join (select criterion_id, score, count(*)::int as count from scored group by criterion_id, score) b on b.criterion_id = c.id
    where r.funnel_id = ${funnelId}
    order by r.position, c.position, c.name, b.score`);
  // Fold the (criterion × score) rows into one entry per criterion; the rows are already grouped by SQL.
  const byCriterion = new Map<string, CriterionDistribution>();
  for (const r of rows.rows) {
    let entry = byCriterion.get(r.criterion_id);
    if (!entry) {
      entry = { criterionId: r.criterion_id, name: r.name, roundName: r.round_name, weight: r.weight, count: r.total, mean: r.mean === null ? null : Math.round(Number(r.mean) * 100) / 100, buckets: [] };
      byCriterion.set(r.criterion_id, entry);
    }
    if (r.score !== null) entry.buckets.push({ score: r.score, count: r.count });
  }
  return [...byCriterion.values()];
}
