/**
 * Saved views of the portfolio list (issue 14 item 3, flag savedViewsStartups): a viewer's own named filters, sort
 * and columns. Each view belongs to one user; another user's view (or another tenant's, which RLS hides) is not
 * found. Off when the flag is off: Forbidden naming the feature.
 */
import { featureState, portfolioViewStateSchema, SAVED_VIEW_NAME_MAX, SAVED_VIEWS_PER_USER_MAX, type PortfolioViewState } from '@hatchery/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import { isUuid } from '../../db/index.js';
import { savedViews, type SavedView } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { listFeatureFlags } from '../incubator/index.js';
import { withoutNulls } from './portfolio-list.service.js';

export interface SavedViewView {
  _id: string;
  name: string;
  state: PortfolioViewState;
  createdAt: Date;
  updatedAt: Date;
}

const nameSchema = z.string().trim().min(1, 'required').max(SAVED_VIEW_NAME_MAX);
const createSchema = z.object({ name: nameSchema, state: portfolioViewStateSchema });
const updateSchema = z.object({ id: z.string(), name: nameSchema.optional(), state: portfolioViewStateSchema.optional() });

function toView(row: SavedView): SavedViewView {
  // A stored state that no longer parses (a column removed since) falls back to the default view.
  const state = portfolioViewStateSchema.safeParse(row.state);
  return { _id: row.id, name: row.name, state: state.success ? state.data : {}, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

async function requireSavedViews(ctx: AppContext): Promise<void> {
  if (featureState(await listFeatureFlags(ctx), 'savedViewsStartups') !== 'on') throw forbiddenError('Saved views are switched off for this organisation.');
}

const duplicate = () => validationError('name: you already have a view with this name');

export async function listSavedViews(ctx: AppContext): Promise<SavedViewView[]> {
  const viewer = requireViewer(ctx);
  await requireSavedViews(ctx);
  const rows = await ctx.data.run((tx) =>
    tx
      .select()
      .from(savedViews)
      .where(and(eq(savedViews.userId, viewer.userId), eq(savedViews.scope, 'startups')))
      .orderBy(asc(sql`lower(${savedViews.name})`)),
  );
  return rows.map(toView);
}

export async function createSavedView(ctx: AppContext, raw: { name: string; state: unknown }): Promise<SavedViewView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(createSchema, { name: raw.name, state: withoutNulls(raw.state) });
  await requireSavedViews(ctx);
  try {
    return await ctx.data.run(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(savedViews).where(and(eq(savedViews.userId, viewer.userId), eq(savedViews.scope, 'startups')));
      if (Number(held?.n ?? 0) >= SAVED_VIEWS_PER_USER_MAX) throw validationError(`name: at most ${SAVED_VIEWS_PER_USER_MAX} saved views`);
      const [row] = await tx
        .insert(savedViews)
        .values({ incubatorId: ctx.incubator.id, userId: viewer.userId, scope: 'startups', name: input.name, state: input.state })
        .returning();
      return toView(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateSavedView(ctx: AppContext, raw: { id: string; name?: string | null; state?: unknown }): Promise<SavedViewView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(updateSchema, { id: raw.id, name: raw.name ?? undefined, state: raw.state == null ? undefined : withoutNulls(raw.state) });
  await requireSavedViews(ctx);
  if (!isUuid(input.id)) throw notFoundError('Saved view not found');
  try {
    return await ctx.data.run(async (tx) => {
      const [row] = await tx
        .update(savedViews)
        .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.state !== undefined ? { state: input.state } : {}), updatedAt: new Date() })
        .where(and(eq(savedViews.id, input.id), eq(savedViews.userId, viewer.userId)))
        .returning();
      if (!row) throw notFoundError('Saved view not found');
      return toView(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function deleteSavedView(ctx: AppContext, id: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  await requireSavedViews(ctx);
  if (!isUuid(id)) throw notFoundError('Saved view not found');
  const deleted = await ctx.data.run((tx) =>
    tx.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.userId, viewer.userId))).returning({ id: savedViews.id }),
  );
  if (deleted.length === 0) throw notFoundError('Saved view not found');
  return true;
}
