/**
 * The startups list as the viewer's role may see it (D1 §6 visibility, issue 4 item 2): ALL, ASSIGNED (assigned to
 * or member of), SELECTED (the role's startups) or NONE. The limit is applied in the query, so paging and counts
 * only ever cover visible rows.
 */
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { industries, programs, startupIndustries, startupPeople, startupPrograms, startups, startupTags, users, type Industry, type StartupInfo } from '../../db/schema/index.js';
import type { StartupStage, StartupStatus } from '@hatchery/domain';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { parseInput } from '../../core/input.js';
import { loadVisibility } from '../permissions/index.js';

export const STARTUP_PAGE_MAX = 100;

/** The columns of the `Startup` record (the list and the loader read the same). */
const STARTUP_COLUMNS = {
  _id: startups.id,
  name: startups.name,
  logo: startups.logo,
  website: startups.website,
  createdAt: startups.createdAt,
  initialCategorizationComplete: startups.initialCategorizationComplete,
  oneLiner: startups.oneLiner,
  description: startups.description,
  stage: startups.stage,
  foundedOn: startups.foundedOn,
  location: startups.location,
  teamSize: startups.teamSize,
  status: startups.status,
  archivedAt: startups.archivedAt,
  info: startups.info,
};

const listSchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** The community directory's filters (D-163): startups carrying this tag, in this industry. */
  tagId: z.string().refine(isUuid, 'not an id').optional(),
  industryId: z.string().refine(isUuid, 'not an id').optional(),
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(STARTUP_PAGE_MAX).default(25),
});

export interface StartupListItem {
  _id: string;
  name: string;
  logo: string | null;
  website: string | null;
  createdAt: Date;
  initialCategorizationComplete: boolean;
  peopleCount: number;
  /** ENT-12: the startup's people (cofounders and staff) and programs, by name. */
  people: Array<{ _id: string; fullName: string }>;
  programs: Array<{ _id: string; name: string }>;
  /** The profile (issue 14 item 1). */
  oneLiner: string | null;
  description: string | null;
  stage: StartupStage | null;
  foundedOn: string | null;
  location: string | null;
  teamSize: number | null;
  status: StartupStatus;
  archivedAt: Date | null;
  info: StartupInfo;
  industries: Industry[];
}

export interface StartupPage {
  results: StartupListItem[];
  totalCount: number;
  nextCursor: string | null;
}

export async function listVisibleStartups(
  ctx: AppContext,
  raw: { search?: string | null; tagId?: string | null; industryId?: string | null; cursor?: string | null; limit?: number | null },
): Promise<StartupPage> {
  const viewer = requireViewer(ctx);
  const input = parseInput(listSchema, {
    search: raw.search ?? undefined,
    tagId: raw.tagId ?? undefined,
    industryId: raw.industryId ?? undefined,
    cursor: raw.cursor ?? undefined,
    limit: raw.limit ?? undefined,
  });
  const offset = decodeCursor(input.cursor);
  const visibility = await loadVisibility(ctx, viewer);
  const scope = visibility.startups;
  if (scope.kind === 'ids' && scope.ids.length === 0) return { results: [], totalCount: 0, nextCursor: null };
  const conditions: SQL[] = [];
  if (scope.kind === 'ids') conditions.push(inArray(startups.id, [...scope.ids]));
  if (input.search) conditions.push(ilike(startups.name, likePattern(input.search)));
  return ctx.data.run(async (tx) => {
    // Uncorrelated subqueries (RLS keeps them in the tenant): the planner turns each into a semi-join.
    if (input.tagId) conditions.push(inArray(startups.id, tx.select({ id: startupTags.startupId }).from(startupTags).where(eq(startupTags.tagId, input.tagId))));
    if (input.industryId) {
      conditions.push(inArray(startups.id, tx.select({ id: startupIndustries.startupId }).from(startupIndustries).where(eq(startupIndustries.industryId, input.industryId))));
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await tx.select({ n: count() }).from(startups).where(where);
    const rows = await tx
      .select(STARTUP_COLUMNS)
      .from(startups)
      .where(where)
      .orderBy(asc(startups.name), asc(startups.id))
      .limit(input.limit)
      .offset(offset);
    const totalCount = Number(total?.n ?? 0);
    const results = await withPeopleAndPrograms(tx, rows);
    return { results, totalCount, nextCursor: offset + rows.length < totalCount ? encodeCursor(offset + rows.length) : null };
  });
}

/** Startup names by id (for the role editor's SELECTED picker); admin callers only, checked by the caller. */
export async function startupNames(ctx: AppContext, ids: readonly string[]): Promise<Array<{ _id: string; name: string }>> {
  if (ids.length === 0) return [];
  return ctx.data.run((tx) => tx.select({ _id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, [...ids])));
}

type StartupRow = Omit<StartupListItem, 'people' | 'programs' | 'peopleCount' | 'industries'>;

/** The `Startup` records of these ids (the startups list's columns, people and programs): three statements for any number. */
export async function loadStartupRecords(tx: Tx, ids: readonly string[]): Promise<StartupListItem[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select(STARTUP_COLUMNS)
    .from(startups)
    .where(inArray(startups.id, wanted));
  return withPeopleAndPrograms(tx, rows);
}

/** Three queries for the whole page (not one per startup). */
async function withPeopleAndPrograms(tx: Tx, rows: StartupRow[]): Promise<StartupListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r._id);
  const people = await tx
    .select({ startupId: startupPeople.startupId, _id: users.id, fullName: users.fullName })
    .from(startupPeople)
    .innerJoin(users, eq(users.id, startupPeople.userId))
    .where(inArray(startupPeople.startupId, ids))
    .orderBy(asc(users.fullName), asc(users.id));
  const enrolments = await tx
    .select({ startupId: startupPrograms.startupId, _id: programs.id, name: programs.name })
    .from(startupPrograms)
    .innerJoin(programs, eq(programs.id, startupPrograms.programId))
    .where(inArray(startupPrograms.startupId, ids))
    .orderBy(asc(programs.name), asc(programs.id));
  const sectors = await tx
    .select({ startupId: startupIndustries.startupId, industry: industries })
    .from(startupIndustries)
    .innerJoin(industries, eq(industries.id, startupIndustries.industryId))
    .where(inArray(startupIndustries.startupId, ids))
    .orderBy(asc(industries.name), asc(industries.id));
  return rows.map((row) => {
    const own = people.filter((p) => p.startupId === row._id).map(({ _id, fullName }) => ({ _id, fullName }));
    // The count is the people read here: the correlated count(*) this one-table select used to carry answered 0 for
    // every startup (found with D-107, now that other paths show the same Startup with its real count).
    return {
      ...row,
      peopleCount: own.length,
      people: own,
      programs: enrolments.filter((p) => p.startupId === row._id).map(({ _id, name }) => ({ _id, name })),
      industries: sectors.filter((i) => i.startupId === row._id).map((i) => i.industry),
    };
  });
}
