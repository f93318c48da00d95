/**
 * The startups list as the viewer's role may see it (D1 §6 visibility, issue 4 item 2): ALL, ASSIGNED (assigned to
 * or member of), SELECTED (the role's startups) or NONE. The limit is applied in the query, so paging and counts
 * only ever cover visible rows.
 */
import { and, asc, count, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { startupPeople, startups } from '../../db/schema/index.js';
import { requireViewer } from '../../graphql/guards.js';
import type { AppContext } from '../../http/context.js';
import { decodeCursor, encodeCursor, likePattern, parseInput } from '../permissions/guards.js';
import { loadVisibility } from '../permissions/visibility.js';

export const STARTUP_PAGE_MAX = 100;

const listSchema = z.object({
  search: z.string().trim().max(100).optional(),
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
}

export interface StartupPage {
  results: StartupListItem[];
  totalCount: number;
  nextCursor: string | null;
}

export async function listVisibleStartups(ctx: AppContext, raw: { search?: string | null; cursor?: string | null; limit?: number | null }): Promise<StartupPage> {
  const viewer = requireViewer(ctx);
  const input = parseInput(listSchema, { search: raw.search ?? undefined, cursor: raw.cursor ?? undefined, limit: raw.limit ?? undefined });
  const offset = decodeCursor(input.cursor);
  const visibility = await loadVisibility(ctx, viewer);
  const scope = visibility.startups;
  if (scope.kind === 'ids' && scope.ids.length === 0) return { results: [], totalCount: 0, nextCursor: null };
  const conditions: SQL[] = [];
  if (scope.kind === 'ids') conditions.push(inArray(startups.id, [...scope.ids]));
  if (input.search) conditions.push(ilike(startups.name, likePattern(input.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  return ctx.data.run(async (tx) => {
    const [total] = await tx.select({ n: count() }).from(startups).where(where);
    const rows = await tx
      .select({
        _id: startups.id,
        name: startups.name,
        logo: startups.logo,
        website: startups.website,
        createdAt: startups.createdAt,
        initialCategorizationComplete: startups.initialCategorizationComplete,
        peopleCount: sql<number>`(select count(*) from ${startupPeople} p where p.startup_id = ${startups.id})::int`,
      })
      .from(startups)
      .where(where)
      .orderBy(asc(startups.name), asc(startups.id))
      .limit(input.limit)
      .offset(offset);
    const totalCount = Number(total?.n ?? 0);
    return { results: rows, totalCount, nextCursor: offset + rows.length < totalCount ? encodeCursor(offset + rows.length) : null };
  });
}

/** Startup names by id (for the role editor's SELECTED picker); admin callers only, checked by the caller. */
export async function startupNames(ctx: AppContext, ids: readonly string[]): Promise<Array<{ _id: string; name: string }>> {
  if (ids.length === 0) return [];
  return ctx.data.run((tx) => tx.select({ _id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, [...ids])));
}

