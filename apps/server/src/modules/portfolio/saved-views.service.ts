/**
 * Saved views of a list — the portfolio's (issue 14 item 3, flag savedViewsStartups) and the applications overview's
 * (issue 16 item 3, flag savedViewsApplications): a viewer's own named filters, sort and columns. Each view belongs to one user; another user's view (or another tenant's, which RLS hides) is not
 * found. Off when the flag is off: Forbidden naming the feature.
 */
import { featureState, portfolioViewStateSchema, SAVED_VIEW_NAME_MAX, SAVED_VIEWS_PER_USER_MAX, type FeatureFlagName, type PortfolioViewState, type SavedViewScope } from '@hatchery/domain';
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

export interface SavedViewView<S = PortfolioViewState> {
  _id: string;
  name: string;
  state: S;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One list's saved views (D-294): the same table and rules for every list, told apart by `scope` — the portfolio's
 * (savedViewsStartups) and the applications overview's (savedViewsApplications). Each list brings its flag and the
 * schema of its state.
 */
export interface SavedViewScopeConfig<S> {
  scope: SavedViewScope;
  flag: FeatureFlagName;
  offMessage: string;
  stateSchema: z.ZodType<S>;
}

const nameSchema = z.string().trim().min(1, 'required').max(SAVED_VIEW_NAME_MAX);

function toView<S>(config: SavedViewScopeConfig<S>, row: SavedView): SavedViewView<S> {
  // A stored state that no longer parses (a column removed since) falls back to the default view.
  const state = config.stateSchema.safeParse(row.state);
  return { _id: row.id, name: row.name, state: state.success ? state.data : ({} as S), createdAt: row.createdAt, updatedAt: row.updatedAt };
}

async function requireSavedViews(ctx: AppContext, config: SavedViewScopeConfig<unknown>): Promise<void> {
  if (featureState(await listFeatureFlags(ctx), config.flag) !== 'on') throw forbiddenError(config.offMessage);
}

const duplicate = () => validationError('name: you already have a view with this name');

/** The saved views of one list: list, create, update and delete, each the viewer's own only. */
export function savedViewStore<S>(config: SavedViewScopeConfig<S>) {
  const createSchema = z.object({ name: nameSchema, state: config.stateSchema });
  const updateSchema = z.object({ id: z.string(), name: nameSchema.optional(), state: config.stateSchema.optional() });
  const own = (userId: string) => and(eq(savedViews.userId, userId), eq(savedViews.scope, config.scope));
  return {
    async list(ctx: AppContext): Promise<Array<SavedViewView<S>>> {
      const viewer = requireViewer(ctx);
      await requireSavedViews(ctx, config);
      const rows = await ctx.data.run((tx) => tx.select().from(savedViews).where(own(viewer.userId)).orderBy(asc(sql`lower(${savedViews.name})`)));
      return rows.map((row) => toView(config, row));
    },
    async create(ctx: AppContext, raw: { name: string; state: unknown }): Promise<SavedViewView<S>> {
      const viewer = requireViewer(ctx);
      const input = parseInput(createSchema, { name: raw.name, state: withoutNulls(raw.state) });
      await requireSavedViews(ctx, config);
      try {
        return await ctx.data.run(async (tx) => {
          const [held] = await tx.select({ n: count() }).from(savedViews).where(own(viewer.userId));
          if (Number(held?.n ?? 0) >= SAVED_VIEWS_PER_USER_MAX) throw validationError(`name: at most ${SAVED_VIEWS_PER_USER_MAX} saved views`);
          const [row] = await tx
            .insert(savedViews)
            .values({ incubatorId: ctx.incubator.id, userId: viewer.userId, scope: config.scope, name: input.name, state: input.state as Record<string, unknown> })
            .returning();
          return toView(config, row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },
    async update(ctx: AppContext, raw: { id: string; name?: string | null; state?: unknown }): Promise<SavedViewView<S>> {
      const viewer = requireViewer(ctx);
      const input = parseInput(updateSchema, { id: raw.id, name: raw.name ?? undefined, state: raw.state == null ? undefined : withoutNulls(raw.state) });
      await requireSavedViews(ctx, config);
      if (!isUuid(input.id)) throw notFoundError('Saved view not found');
      try {
        return await ctx.data.run(async (tx) => {
          const [row] = await tx
            .update(savedViews)
            .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.state !== undefined ? { state: input.state as Record<string, unknown> } : {}), updatedAt: new Date() })
            .where(and(eq(savedViews.id, input.id), own(viewer.userId)))
            .returning();
          if (!row) throw notFoundError('Saved view not found');
          return toView(config, row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },
    async remove(ctx: AppContext, id: string): Promise<boolean> {
      const viewer = requireViewer(ctx);
      await requireSavedViews(ctx, config);
      if (!isUuid(id)) throw notFoundError('Saved view not found');
      const deleted = await ctx.data.run((tx) => tx.delete(savedViews).where(and(eq(savedViews.id, id), own(viewer.userId))).returning({ id: savedViews.id }));
      if (deleted.length === 0) throw notFoundError('Saved view not found');
      return true;
    },
  };
}

const portfolioViews = savedViewStore<PortfolioViewState>({
  scope: 'startups',
  flag: 'savedViewsStartups',
  offMessage: 'Saved views are switched off for this organisation.',
  stateSchema: portfolioViewStateSchema,
});

export const listSavedViews = (ctx: AppContext) => portfolioViews.list(ctx);
export const createSavedView = (ctx: AppContext, raw: { name: string; state: unknown }) => portfolioViews.create(ctx, raw);
export const updateSavedView = (ctx: AppContext, raw: { id: string; name?: string | null; state?: unknown }) => portfolioViews.update(ctx, raw);
export const deleteSavedView = (ctx: AppContext, id: string) => portfolioViews.remove(ctx, id);
