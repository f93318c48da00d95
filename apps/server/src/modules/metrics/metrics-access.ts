/**
 * Who may do what with metrics (docs/contract-metrics-timeline.md "Who"):
 * - set-up (metrics, categories, collections, the questionnaire): the admin group or METRICS:EDIT held for all startups;
 * - a startup's pending data, categorization and periods (read and save): its people, or METRICS:EDIT with the startup
 *   in scope;
 * - a startup's charts: its people, or METRICS/EDIT:VIEW (or METRICS:EDIT) with the startup in scope;
 * - portfolio comparison and exports: METRICS/EDIT:VIEW, limited to the startups it covers.
 * An unknown id — or another tenant's, which row-level security hides — is NotFound; a startup the viewer may not
 * touch is Forbidden.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { startupPeople, startups } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../errors.js';
import { requireViewer } from '../../graphql/guards.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { can, loadActor, type Actor } from '../permissions/policy.js';

export interface StartupRef {
  id: string;
  name: string;
  initialCategorizationComplete: boolean;
}

export interface StartupMetricsAccess {
  viewer: Viewer;
  actor: Actor;
  startup: StartupRef;
  /** The viewer is one of the startup's people. */
  member: boolean;
}

/** The startup and how the viewer relates to it; NotFound when it is not a startup of this tenant. */
export async function startupForViewer(ctx: AppContext, startupId: string): Promise<StartupMetricsAccess> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  const found = await ctx.data.run(async (tx) => {
    const [startup] = await tx
      .select({ id: startups.id, name: startups.name, initialCategorizationComplete: startups.initialCategorizationComplete })
      .from(startups)
      .where(eq(startups.id, startupId))
      .limit(1);
    if (!startup) return null;
    const [person] = await tx
      .select({ id: startupPeople.id })
      .from(startupPeople)
      .where(and(eq(startupPeople.startupId, startupId), eq(startupPeople.userId, viewer.userId)))
      .limit(1);
    return { startup, member: Boolean(person) };
  });
  if (!found) throw notFoundError('Startup not found');
  return { viewer, actor, ...found };
}

/** Reading or saving a startup's pending data, categorization and periods. */
export async function requireMetricsEditor(ctx: AppContext, startupId: string): Promise<StartupMetricsAccess> {
  const access = await startupForViewer(ctx, startupId);
  if (access.member || can(access.actor, 'METRICS:EDIT', { startupIds: [startupId] })) return access;
  throw forbiddenError('You cannot update the metrics of this startup');
}

/** Reading a startup's metric charts. */
export async function requireMetricsViewer(ctx: AppContext, startupId: string): Promise<StartupMetricsAccess> {
  const access = await startupForViewer(ctx, startupId);
  const resource = { startupIds: [startupId] };
  if (access.member || can(access.actor, 'METRICS/EDIT:VIEW', resource) || can(access.actor, 'METRICS:EDIT', resource)) return access;
  throw forbiddenError('You cannot see the metrics of this startup');
}

/** Metric set-up: the admin group, or METRICS:EDIT for every startup (criterion all). */
export async function requireMetricsSetup(ctx: AppContext): Promise<{ viewer: Viewer; actor: Actor }> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  if (isInRoleGroup(viewer.roleType, 'admin') || actor.permissions.get('METRICS:EDIT') === 'all') return { viewer, actor };
  throw forbiddenError('You cannot change the metrics set-up');
}

/**
 * Portfolio views: the startups METRICS/EDIT:VIEW covers — every startup ('all'), the viewer's assigned ones
 * ('assigned'), or Forbidden.
 */
export async function requirePortfolioViewer(ctx: AppContext): Promise<{ viewer: Viewer; actor: Actor; startupIds: 'all' | ReadonlySet<string> }> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  const criteria = actor.permissions.get('METRICS/EDIT:VIEW');
  if (criteria === 'all' || isInRoleGroup(viewer.roleType, 'admin')) return { viewer, actor, startupIds: 'all' };
  if (criteria === 'assigned') return { viewer, actor, startupIds: actor.assignedStartupIds };
  throw forbiddenError('You cannot see the metrics of the portfolio');
}
