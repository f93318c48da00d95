/**
 * The portfolio list (issue 14 item 3): /startups for the staff roles and /coaching for a coach, mentor or expert
 * (only the startups assigned to them). Search, filters (program, tag, industry, stage, status, assigned mentor,
 * needs attention), sort, opaque offset cursors; always within the viewer's startup visibility (ALL, ASSIGNED,
 * SELECTED, NONE — `loadVisibility` of modules/permissions, which also carries a Sub-Admin's program scope). A page
 * is one statement whatever its size (D-122, D-140): the rows with their programs, tags, industries, mentors, attention
 * figures and the total count.
 */
import { portfolioViewStateSchema, PORTFOLIO_PAGE_MAX, STARTUP_STAGES, type PortfolioViewState, type StartupStage, type StartupStatus } from '@hatchery/domain';
import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { Tx } from '../../db/contract.js';
import { startups } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { loadVisibility, type IdScope } from '../permissions/index.js';
import { attentionOfRow, startupFacts, tenantAttention, type AttentionReason, type AttentionTargets } from './portfolio-attention.js';
import { runRendered, sqlConstant } from '../../db/rendered-statements.js';

export interface Named {
  _id: string;
  name: string;
}

export interface PortfolioEntry {
  startup: { _id: string; name: string; logo: string | null; createdAt: Date; programs: Named[] };
  stage: StartupStage | null;
  status: StartupStatus;
  location: string | null;
  teamSize: number | null;
  foundedOn: string | null;
  industries: Named[];
  tags: Array<Named & { color: string | null }>;
  mentors: Array<{ _id: string; fullName: string }>;
  lastContactAt: Date | null;
  attention: AttentionReason[];
}

export interface PortfolioPage {
  results: PortfolioEntry[];
  totalCount: number;
  nextCursor: string | null;
}

const listSchema = z.object({
  view: portfolioViewStateSchema.default({}),
  coaching: z.boolean().default(false),
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(PORTFOLIO_PAGE_MAX).default(25),
});

export interface PortfolioListInput {
  view?: unknown;
  coaching?: boolean | null;
  cursor?: string | null;
  limit?: number | null;
}

/** Drops the nulls GraphQL hands over for fields not given, so the schema sees them as absent. */
export function withoutNulls(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/** `stage` sorts by the order of the stages, not alphabetically. */
const STAGE_ORDER = sql`array_position(array[${sql.join(STARTUP_STAGES.map((s) => sqlConstant(s)), sql`, `)}]::text[], ${startups.stage})`;

function orderBy(view: PortfolioViewState): SQL[] {
  const dir = view.direction === 'desc' ? desc : asc;
  const nullsLast = (column: SQL | typeof startups.createdAt) => sql`${column} ${sql.raw(view.direction === 'desc' ? 'desc' : 'asc')} nulls last`;
  switch (view.sort ?? 'name') {
    case 'createdAt':
      return [dir(startups.createdAt), asc(startups.id)];
    case 'foundedOn':
      return [nullsLast(sql`${startups.foundedOn}`), asc(startups.name), asc(startups.id)];
    case 'teamSize':
      return [nullsLast(sql`${startups.teamSize}`), asc(startups.name), asc(startups.id)];
    case 'stage':
      return [nullsLast(STAGE_ORDER), asc(startups.name), asc(startups.id)];
    default:
      return [dir(startups.name), asc(startups.id)];
  }
}

/** The conditions of a view: SQL with placeholders, their values, and the shape that decides the SQL's text. */
interface ViewConditions {
  where: SQL[];
  values: Record<string, unknown>;
  shape: string;
}

/** `column = any($name::<type>[])`: one placeholder for a list of any length. */
function anyOf(column: SQL | typeof startups.id, name: string, type: 'uuid' | 'text'): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::${sql.raw(type)}[])`;
}

/** The startups linked to any of the placeholder's ids through a link table (a subquery on its tenant index). */
function linkedTo(table: string, column: string, name: string): SQL {
  return sql`${startups.id} in (select l.startup_id from ${sql.identifier(table)} l where l.${sql.identifier(column)} = any(${sql.placeholder(name)}::uuid[]))`;
}

/**
 * The conditions of a view for this viewer, or null when nothing can match (a NONE visibility, an empty scope).
 * Values go as placeholders (D-197): the text depends only on which conditions there are, which `shape` names.
 */
async function conditionsFor(tx: Tx, viewer: Viewer, scope: IdScope, view: PortfolioViewState, coaching: boolean): Promise<ViewConditions | null> {
  if (scope.kind === 'ids' && scope.ids.length === 0) return null;
  const where: SQL[] = [sql`${startups.status} = ${sql.placeholder('status')}`];
  const values: Record<string, unknown> = { status: view.status ?? 'active' };
  const shape: string[] = [scope.kind];
  const add = (name: string, condition: SQL, value: unknown) => {
    where.push(condition);
    values[name] = value;
    shape.push(name);
  };
  if (scope.kind === 'ids') add('scope', anyOf(startups.id, 'scope', 'uuid'), [...scope.ids]);
  if (coaching) add('coach', sql`${startups.id} in (select l.startup_id from user_assigned_startups l where l.user_id = ${sql.placeholder('coach')}::uuid)`, viewer.userId);
  if (view.search) add('search', sql`${startups.name} ilike ${sql.placeholder('search')}`, likePattern(view.search));
  if (view.stages?.length) add('stages', anyOf(sql`${startups.stage}`, 'stages', 'text'), view.stages);
  if (view.programIds?.length) add('programs', linkedTo('startup_programs', 'program_id', 'programs'), view.programIds);
  if (view.tagIds?.length) add('tags', linkedTo('startup_tags', 'tag_id', 'tags'), view.tagIds);
  if (view.industryIds?.length) add('industries', linkedTo('startup_industries', 'industry_id', 'industries'), view.industryIds);
  if (view.mentorIds?.length) add('mentors', linkedTo('user_assigned_startups', 'user_id', 'mentors'), view.mentorIds);
  if (view.needsAttention !== undefined) {
    const flagged = [...(await tenantAttention(tx)).entries()].filter(([, a]) => a.reasons.length > 0).map(([id]) => id);
    if (view.needsAttention) {
      if (flagged.length === 0) return null;
      add('flagged', anyOf(startups.id, 'flagged', 'uuid'), flagged);
    } else {
      add('unflagged', sql`${startups.id} <> all(${sql.placeholder('unflagged')}::uuid[])`, flagged);
    }
  }
  return { where, values, shape: shape.join(',') };
}

/** The columns of a page's select (named as in the table: the statement reads them back by name). */
const PAGE_COLUMNS = {
  id: startups.id,
  incubatorId: startups.incubatorId,
  createdAt: startups.createdAt,
  name: startups.name,
  logo: startups.logo,
  stage: startups.stage,
  status: startups.status,
  location: startups.location,
  teamSize: startups.teamSize,
  foundedOn: startups.foundedOn,
};

export async function listPortfolio(ctx: AppContext, raw: PortfolioListInput): Promise<PortfolioPage> {
  const viewer = requireViewer(ctx);
  const input = parseInput(listSchema, {
    view: withoutNulls(raw.view ?? undefined) ?? undefined,
    coaching: raw.coaching ?? undefined,
    cursor: raw.cursor ?? undefined,
    limit: raw.limit ?? undefined,
  });
  const offset = decodeCursor(input.cursor);
  // Read before the transaction below: it opens its own, and PGlite has one connection.
  const scope = (await loadVisibility(ctx, viewer)).startups;
  return ctx.data.run(async (tx) => {
    const conditions = await conditionsFor(tx, viewer, scope, input.view, input.coaching);
    if (!conditions) return { results: [], totalCount: 0, nextCursor: null };
    const condition = and(...conditions.where);
    const sort = `${input.view.sort ?? 'name'} ${input.view.direction ?? 'asc'}`;
    const page = () => tx.select(PAGE_COLUMNS).from(startups).where(condition).orderBy(...orderBy(input.view)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).getSQL();
    // The count rides along as a column of every row (computed once); a page past the end has no row to carry it.
    const { entries, total } = await readEntries(
      tx,
      { page, shape: `page:${conditions.shape}:${sort}`, values: { ...conditions.values, limit: input.limit, offset } },
      () => sql`(select count(*) from ${startups} where ${condition}) as total`,
    );
    const totalCount = total ?? (offset === 0 ? 0 : await countOf(tx, condition, conditions));
    return { results: entries, totalCount, nextCursor: offset + entries.length < totalCount ? encodeCursor(offset + entries.length) : null };
  });
}

/** The number of startups of a view (for a cursor past its end, where no row carries the total). */
async function countOf(tx: Tx, condition: SQL | undefined, conditions: ViewConditions): Promise<number> {
  const [row] = await runRendered<{ n: number | string }>(tx, `count:${conditions.shape}`, () => sql`select count(*) as n from ${startups} where ${condition}`, conditions.values);
  return Number(row?.n ?? 0);
}

/** The lists of a startup the page shows, as the statement's JSON columns. */
type EntryLists = {
  programs: Named[];
  tags: Array<Named & { color: string | null }>;
  industries: Named[];
  mentors: Array<{ _id: string; fullName: string }>;
};

/** A row of the page's statement: the startup, its lists, and `total` when the caller asked for it. */
type EntryFacts = EntryLists & {
  name: string;
  logo: string | null;
  stage: StartupStage | null;
  status: StartupStatus;
  location: string | null;
  team_size: number | null;
  founded_on: string | null;
  total?: number | string;
};

/**
 * The page's columns and lists, read by the attention statement (`t` is the startup there), each list in the order the
 * list shows it. Every join names `incubator_id`: the tables' keys and indexes lead with it.
 */
const ENTRY_COLUMNS = sql`t.name, t.logo, t.stage, t.status, t.location, t.team_size, t.founded_on::text as founded_on,
  (select coalesce(json_agg(json_build_object('_id', p.id, 'name', p.name) order by p.name), '[]'::json)
     from startup_programs sp join programs p on p.incubator_id = sp.incubator_id and p.id = sp.program_id
     where sp.incubator_id = t.incubator_id and sp.startup_id = t.id) as programs,
  (select coalesce(json_agg(json_build_object('_id', g.id, 'name', g.name, 'color', g.color) order by g.name), '[]'::json)
     from startup_tags st join tags g on g.incubator_id = st.incubator_id and g.id = st.tag_id
     where st.incubator_id = t.incubator_id and st.startup_id = t.id) as tags,
  (select coalesce(json_agg(json_build_object('_id', i.id, 'name', i.name) order by i.name), '[]'::json)
     from startup_industries si join industries i on i.incubator_id = si.incubator_id and i.id = si.industry_id
     where si.incubator_id = t.incubator_id and si.startup_id = t.id) as industries,
  (select coalesce(json_agg(json_build_object('_id', u.id, 'fullName', u.full_name) order by u.full_name), '[]'::json)
     from user_assigned_startups ua join users u on u.incubator_id = ua.incubator_id and u.id = ua.user_id
     where ua.incubator_id = t.incubator_id and ua.startup_id = t.id) as mentors`;

/**
 * The entries of a page's select (PAGE_COLUMNS, in its order) with programs, tags, industries, mentors and attention:
 * one statement for any page size (D-140). `extra` adds columns to it (the list's total).
 */
async function readEntries(tx: Tx, page: Exclude<AttentionTargets, 'all' | readonly string[]>, extra?: () => SQL): Promise<{ entries: PortfolioEntry[]; total: number | null }> {
  const now = new Date();
  const rows = await startupFacts<EntryFacts>(tx, page, now, () => (extra ? sql`${ENTRY_COLUMNS}, ${extra()}` : ENTRY_COLUMNS));
  const entries = rows.map((f): PortfolioEntry => {
    const attention = attentionOfRow(f, now);
    return {
      startup: { _id: f.id, name: f.name, logo: f.logo, createdAt: new Date(f.created_at), programs: f.programs },
      stage: f.stage,
      status: f.status,
      location: f.location,
      teamSize: f.team_size,
      foundedOn: f.founded_on,
      industries: f.industries,
      tags: f.tags,
      mentors: f.mentors,
      lastContactAt: attention.lastContactAt,
      attention: attention.reasons,
    };
  });
  return { entries, total: rows[0]?.total === undefined ? null : Number(rows[0].total) };
}

/** The ids of every startup of the view, in its order (the export records them when asked, so the job keeps the viewer's scope). */
export async function portfolioIds(ctx: AppContext, raw: Omit<PortfolioListInput, 'cursor' | 'limit'>): Promise<string[]> {
  const viewer = requireViewer(ctx);
  const input = parseInput(listSchema, { view: withoutNulls(raw.view ?? undefined) ?? undefined, coaching: raw.coaching ?? undefined });
  // Read before the transaction below: it opens its own, and PGlite has one connection.
  const scope = (await loadVisibility(ctx, viewer)).startups;
  return ctx.data.run(async (tx) => {
    const conditions = await conditionsFor(tx, viewer, scope, input.view, input.coaching);
    if (!conditions) return [];
    const sort = `${input.view.sort ?? 'name'} ${input.view.direction ?? 'asc'}`;
    const rows = await runRendered<{ id: string }>(
      tx,
      `ids:${conditions.shape}:${sort}`,
      () => tx.select({ id: startups.id }).from(startups).where(and(...conditions.where)).orderBy(...orderBy(input.view)).getSQL(),
      conditions.values,
    );
    return rows.map((r) => r.id);
  });
}

/** The entries of these startups, in the given order (the export's slices). */
export async function entriesByIds(tx: Tx, ids: readonly string[]): Promise<PortfolioEntry[]> {
  if (ids.length === 0) return [];
  const { entries } = await readEntries(tx, { page: () => tx.select(PAGE_COLUMNS).from(startups).where(inArray(startups.id, [...ids])).getSQL() });
  const byId = new Map(entries.map((e) => [e.startup._id, e]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
