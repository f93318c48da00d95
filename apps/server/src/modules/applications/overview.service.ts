/**
 * The applications overview (issue 16 item 3; contract §3.4, D-250): the paged list with its filters and the
 * pipeline's counts per round × status. Both read through `readableApplicationsCondition`, so the list and the counts
 * show exactly what the file would open. Paging is a keyset on (created_at desc, id desc), nulls last — the order of the
 * overview indexes (funnel, status, …) and (funnel, round, status, …), so a call, round and status filter reads its
 * page straight from the index (D-310) and a page costs the same on page 1 and page 500.
 */
import {
  APPLICATION_BULK_TAGS_MAX,
  APPLICATION_QUEUE_STAGES,
  APPLICATION_SOURCES,
  APPLICATION_STATUSES,
  APPLICATIONS_MESSAGES as M,
  decodeApplicationCursor,
  encodeApplicationCursor,
  isInRoleGroup,
  overviewStatuses,
  APPLICATION_BULK_ACTIONS,
  featureState,
  planFeatureState,
  type ApplicationBulkAction,
  type ApplicationQueueStage,
  type ApplicationStatus,
  type FeatureState,
} from '@hatchery/domain';
import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { isUuid } from '../../db/index.js';
import { applications, applicationTags, funnelRounds, funnels, type Application } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { requireViewer } from '../../core/viewer.js';
import { listFeatureFlags } from '../incubator/index.js';
import { loadActor } from '../permissions/index.js';
import { QUEUE_STAGE_CONDITIONS } from './queue-stages.js';
import {
  applicationAccess,
  applicationCriterion,
  readableApplicationsCondition,
  rememberReach,
  type ApplicationAccess,
  type ApplicationKey,
} from './application-access.js';
import { asValue, onceValueOf, recordingPlaceholders, runRenderedSelect, withOnceColumn, type BindValue } from '../../db/rendered-statements.js';
import { rowsFromJson } from '../../db/json-rows.js';
import { applicationLoaders } from './application-loaders.js';

const PAGE_DEFAULT = 25;

/**
 * Newest first, in the overview indexes' own order (D-310): they are built `desc nulls last`, and a plain `desc` means
 * `nulls first`, which no index in that order can give — every page then read all the rows its filter matches and
 * sorted them. Neither column is ever null, so the rows and the keyset are the same.
 */
const NEWEST_FIRST = [sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`];
const PAGE_MAX = 100;

/** The overview page's rows inside its statement, and the funnels and rounds they name (as JSON rows, once). */
const PAGE_CTE = 'application_page';
type PageRefs = { funnels: Array<Record<string, unknown>>; rounds: Array<Record<string, unknown>> };
const PAGE_REFS = sql`select json_build_object(
  'funnels', (select coalesce(json_agg(to_json(f)), '[]'::json) from ${funnels} f where f.id in (select ${sql.identifier(PAGE_CTE)}."funnel_id" from ${sql.identifier(PAGE_CTE)})),
  'rounds', (select coalesce(json_agg(to_json(r)), '[]'::json) from ${funnelRounds} r where r.id in (select ${sql.identifier(PAGE_CTE)}."round_id" from ${sql.identifier(PAGE_CTE)})))`;

const uuid = z.string().refine(isUuid, M.funnelNotFound);

const filterSchema = z.object({
  funnelId: uuid.nullish(),
  roundId: z.string().refine(isUuid, M.roundNotFound).nullish(),
  statuses: z.array(z.enum(APPLICATION_STATUSES)).max(APPLICATION_STATUSES.length).nullish(),
  group: z.enum(['allPending', 'evaluationInProgress']).nullish(),
  search: z.string().trim().max(200, M.tooLong).nullish(),
  sources: z.array(z.enum(APPLICATION_SOURCES)).max(APPLICATION_SOURCES.length).nullish(),
  tagIds: z.array(z.string().refine(isUuid, 'not an id')).max(APPLICATION_BULK_TAGS_MAX).nullish(),
  queue: z.enum(APPLICATION_QUEUE_STAGES).nullish(),
});
export const applicationFilterSchema = filterSchema;
export type ApplicationFilterInput = z.output<typeof filterSchema>;

const listSchema = z.object({
  filter: filterSchema.nullish(),
  first: z.number().int().min(1).max(PAGE_MAX).nullish(),
  after: z.string().max(200).nullish(),
});

export interface ApplicationPage {
  results: Application[];
  nextCursor: string | null;
  /** Every application the filter matches (not only this page). */
  totalCount: number;
}

const encodeCursor = (row: Application) => Buffer.from(encodeApplicationCursor(row.createdAt, row.id), 'utf8').toString('base64url');

function decodeCursor(cursor: string) {
  const decoded = decodeApplicationCursor(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!decoded) throw validationError('after: not a cursor of this list');
  return decoded;
}

/**
 * The search condition. Title is who applied, so under blind review it matches only applications the viewer reaches
 * as staff: an external evaluator's search must not tell them which hidden application is "Acme" (D-250).
 */
function searchCondition(access: ApplicationAccess, search: string, bind: BindValue, shape: string[]): SQL {
  const byTitle = ilike(applications.title, bind('search', likePattern(search)) as string);
  if (!access.blindReview || access.staffFunnels === null) return mark(shape, 'search', byTitle);
  if (access.staffFunnels.size === 0) return mark(shape, 'search-none', sql`false`);
  return mark(shape, 'search-staff', and(byTitle, sql`${applications.funnelId} = any(${bind('searchFunnels', [...access.staffFunnels])}::uuid[])`)!);
}

/** Notes which form a condition took, for the statement's shape (D-539), and returns it. */
function mark<T>(shape: string[], token: string, condition: T): T {
  shape.push(token);
  return condition;
}

/** The conditions every overview read shares: the viewer's reach, drafts only with APPLICATION:DRAFT_ACCESS. */
function baseConditions(access: ApplicationAccess, bind: BindValue, shape: string[]): SQL[] {
  const conditions: SQL[] = [];
  const reach = readableApplicationsCondition(access, bind);
  shape.push(access.staffFunnels === null ? 'reach-all' : access.staffFunnels.size === 0 ? 'reach-evaluator' : 'reach-staff');
  if (reach) conditions.push(reach);
  // Drafts are the applicant's own until submitted; staff read them only with DRAFT_ACCESS (contract §3.1).
  if (!applicationCriterion(access.viewer, access.actor, 'APPLICATION:DRAFT_ACCESS')) conditions.push(mark(shape, 'no-drafts', sql`${applications.status} <> 'draft'`));
  conditions.push(isNull(applications.archivedAt));
  return conditions;
}

/**
 * The filter's conditions over the viewer's reach (the list, the queue bar, and the export of a filtered view: D-295).
 * `bind` names each value (plain parameters by default; placeholders for a kept statement) and `shape` gets a token
 * for every form a condition takes, so two filters with one shape make the same SQL text (D-539). A queue stage's
 * conditions carry plain values (queue-stages.ts): with one, the shape is `null` — build the statement each time.
 */
export function filterConditions(access: ApplicationAccess, filter: ApplicationFilterInput, bind: BindValue = asValue, shape: string[] = []): SQL[] {
  const conditions = baseConditions(access, bind, shape);
  if (filter.funnelId) conditions.push(mark(shape, 'funnel', eq(applications.funnelId, bind('funnelId', filter.funnelId) as string)));
  if (filter.roundId) conditions.push(mark(shape, 'round', eq(applications.roundId, bind('roundId', filter.roundId) as string)));
  const statuses = overviewStatuses(filter.statuses as ApplicationStatus[] | null | undefined, filter.group);
  if (statuses) {
    conditions.push(statuses.length > 0 ? mark(shape, 'statuses', sql`${applications.status} = any(${bind('statuses', statuses)}::text[])`) : mark(shape, 'statuses-none', sql`false`));
  }
  if (filter.sources && filter.sources.length > 0) conditions.push(mark(shape, 'sources', sql`${applications.source} = any(${bind('sources', filter.sources)}::text[])`));
  if (filter.search) conditions.push(searchCondition(access, filter.search, bind, shape));
  // Any of the tags (D-292): an application carrying one of them.
  if (filter.tagIds && filter.tagIds.length > 0) {
    const tagIds = bind('tagIds', filter.tagIds);
    conditions.push(mark(shape, 'tags', sql`exists (select 1 from ${applicationTags} at where at.application_id = ${applications.id} and at.tag_id = any(${tagIds}::uuid[]))`));
  }
  if (filter.queue) conditions.push(mark(shape, `queue-${filter.queue}`, QUEUE_STAGE_CONDITIONS[filter.queue]));
  return conditions;
}

/** applications(filter, first, after): newest first, keyset paged. */
export async function listApplications(ctx: AppContext, raw: unknown): Promise<ApplicationPage> {
  const input = parseInput(listSchema, raw);
  const filter = input.filter ?? {};
  const first = input.first ?? PAGE_DEFAULT;
  const cursor = input.after ? decodeCursor(input.after) : null;
  const access = await applicationAccess(ctx);
  // Values as placeholders and the statement kept per shape (D-539); a queue stage's plain values make it unkept.
  const { bind, values } = recordingPlaceholders();
  const shapeTokens: string[] = [];
  const where = and(...filterConditions(access, filter, bind, shapeTokens)) ?? sql`true`;
  const shape = filter.queue ? null : shapeTokens.join(',');
  const page = cursor ? and(where, sql`(${applications.createdAt}, ${applications.id}) < (${bind('afterAt', cursor.createdAt.toISOString())}::timestamptz, ${bind('afterId', cursor.id)}::uuid)`) : where;
  values.limit = first + 1;
  type Found = { application: Application; total: number; refs: PageRefs | null };
  const { rows, total, refs } = await ctx.data.run(async (tx) => {
    // One statement (D-532): the page, the count of everything the filter matches — an uncorrelated sub-select, run
    // once; its `applications` is its own (the innermost FROM of that name), so the filter's references bind to it —
    // and the funnels and rounds of the page's rows, once for the page (D-546: joined, each row carried its funnel's
    // and round's every column again), primed below into the loaders the rows' fields read.
    const found = await runRenderedSelect<Found>(
      tx,
      shape === null ? null : `applications:${shape}:${cursor ? 'after' : 'first'}`,
      (t) =>
        withOnceColumn(
          t
            .select({ application: applications, total: sql<number>`(select count(*) from ${applications} where ${where})`.mapWith(Number) })
            .from(applications)
            .where(page)
            .orderBy(...NEWEST_FIRST)
            .limit(sql.placeholder('limit')),
          PAGE_CTE,
          'refs',
          PAGE_REFS,
          sql`${sql.identifier(PAGE_CTE)}."created_at" desc nulls last, ${sql.identifier(PAGE_CTE)}."id" desc nulls last`,
        ),
      values,
    );
    // Past the last page the statement has no row to carry the count: ask for it alone (rare).
    if (found.length === 0 && cursor) {
      const [counted] = await runRenderedSelect<{ n: number }>(tx, null, (t) => t.select({ n: count() }).from(applications).where(where), values);
      return { rows: found, total: counted?.n ?? 0, refs: null };
    }
    return { rows: found, total: found[0]?.total ?? 0, refs: onceValueOf<PageRefs>(found, 'refs') };
  });
  const kept = rows.slice(0, first);
  const loaders = applicationLoaders(ctx);
  for (const funnel of rowsFromJson(funnels, refs?.funnels ?? null)) loaders.funnels.prime(funnel.id, funnel);
  for (const round of rowsFromJson(funnelRounds, refs?.rounds ?? null)) loaders.rounds.prime(round.id, round);
  const results = kept.map((row) => row.application);
  // The staff reach is known from the scope without a query; evaluator rows are resolved per row when asked.
  for (const row of results) if (access.staffFunnels === null || access.staffFunnels.has(row.funnelId)) rememberReach(ctx, row.id, 'staff');
  return { results, nextCursor: rows.length > first ? encodeCursor(results[results.length - 1]!) : null, totalCount: total };
}

export interface ApplicationCount {
  roundId: string | null;
  status: ApplicationStatus;
  count: number;
}

/** applicationCounts(funnelId): the pipeline — how many applications the viewer reaches per round and status. */
export async function applicationCounts(ctx: AppContext, funnelId: string): Promise<ApplicationCount[]> {
  if (!isUuid(funnelId)) throw notFoundError(M.funnelNotFound);
  const access = await applicationAccess(ctx);
  return ctx.data.run(async (tx) => {
    // Another tenant's funnel is invisible (RLS) and answers like an unknown id.
    const [funnel] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.id, funnelId)).limit(1);
    if (!funnel) throw notFoundError(M.funnelNotFound);
    const rows = await tx
      .select({ roundId: applications.roundId, status: applications.status, count: count() })
      .from(applications)
      .where(and(eq(applications.funnelId, funnelId), ...baseConditions(access, asValue, [])))
      .groupBy(applications.roundId, applications.status);
    return rows;
  });
}

export type ApplicationQueueBar = Record<ApplicationQueueStage, number>;

const queueBarSchema = z.object({ funnelId: uuid.nullish(), roundId: z.string().refine(isUuid, M.roundNotFound).nullish() });

/**
 * applicationQueueBar(funnelId, roundId) (APPLICATION:QUEUE_BAR, D-386): how many of the applications the viewer reaches
 * (the overview's reach: the list below shows the same rows) are in each stage of the work, for the call or round.
 */
export async function applicationQueueBar(ctx: AppContext, raw: { funnelId?: string | null; roundId?: string | null }): Promise<ApplicationQueueBar> {
  const input = parseInput(queueBarSchema, raw);
  const access = await applicationAccess(ctx);
  return ctx.data.run(async (tx) => {
    // Another tenant's call is invisible (RLS) and answers like an unknown id, as the pipeline does.
    if (input.funnelId) {
      const [funnel] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.id, input.funnelId)).limit(1);
      if (!funnel) throw notFoundError(`funnelId: ${M.funnelNotFound}`);
    }
    const scope = filterConditions(access, { funnelId: input.funnelId, roundId: input.roundId });
    const counted = Object.fromEntries(APPLICATION_QUEUE_STAGES.map((stage) => [stage, sql<number>`count(*) filter (where ${QUEUE_STAGE_CONDITIONS[stage]})`.mapWith(Number)]));
    const [row] = await tx.select(counted).from(applications).where(and(...scope));
    return Object.fromEntries(APPLICATION_QUEUE_STAGES.map((stage) => [stage, Number(row?.[stage] ?? 0)])) as ApplicationQueueBar;
  });
}

export interface ApplicationAbilities {
  /** The queue bar (APPLICATION:QUEUE_BAR and a staff reach) — else an evaluator sees what is left to them. */
  queueBar: boolean;
  /** Internal roles evaluate (myEvaluationQueue): the evaluator's side of the bar. */
  evaluates: boolean;
  viewerCanRead: boolean;
  viewerCanDecide: boolean;
  viewerCanListFunnels: boolean;
  bulkActions: ApplicationBulkAction[];
  exportState: FeatureState | null;
  savedViews: boolean;
}

/** D-290: the keys each bulk action needs (the batch start checks the same with the ids). */
const BULK_KEYS: Record<ApplicationBulkAction, readonly ApplicationKey[]> = {
  MOVE_ROUND: ['APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'],
  ASSIGN_EVALUATORS: ['APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'],
  TAG: ['APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'],
  DECIDE: ['APPLICATION:DECIDE_ROUND'],
  EXPORT: ['APPLICATION:EXPORT'],
};

const FUNNEL_KEYS = ['FUNNEL:LIST_VIEW', 'FUNNEL:EDIT', 'FUNNEL:CREATE', 'FUNNEL:DELETE'];

/** applicationAbilities: the same keys the root rules of applications.policy.ts check, for the pages' gates. */
export async function applicationAbilities(ctx: AppContext): Promise<ApplicationAbilities> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  const admin = isInRoleGroup(viewer.roleType, 'admin');
  const flags = await listFeatureFlags(ctx);
  // A key held 'assigned' reaches applications only for staff (application-access.ts): an evaluator's does not count.
  const holds = (key: ApplicationKey) => {
    const criterion = applicationCriterion(viewer, actor, key);
    return criterion === 'all' || (criterion === 'assigned' && isInRoleGroup(viewer.roleType, 'staff'));
  };
  const exportState = planFeatureState(flags, 'bulkApplicationExport');
  const reads = holds('APPLICATION:VIEW_ALL');
  return {
    queueBar: reads && (admin || actor.permissions.has('APPLICATION:QUEUE_BAR')),
    evaluates: isInRoleGroup(viewer.roleType, 'internal'),
    viewerCanRead: applicationCriterion(viewer, actor, 'APPLICATION:VIEW_ALL') !== null,
    viewerCanDecide: applicationCriterion(viewer, actor, 'APPLICATION:DECIDE_ROUND') !== null,
    viewerCanListFunnels: admin || FUNNEL_KEYS.some((key) => actor.permissions.has(key)),
    // EXPORT only while the plan gate "bulk application export" is open; exportState lets the bar say why not.
    bulkActions: APPLICATION_BULK_ACTIONS.filter((action) => BULK_KEYS[action].every(holds) && (action !== 'EXPORT' || exportState === 'on')),
    exportState: holds('APPLICATION:EXPORT') ? exportState : null,
    savedViews: featureState(flags, 'savedViewsApplications') === 'on',
  };
}
