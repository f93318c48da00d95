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
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { accessAllows } from '../permissions/index.js';
import { can, loadActor, type Actor } from '../permissions/index.js';
import { MANAGE_METRICS_SETUP, VIEW_METRICS_PORTFOLIO } from './metrics.policy.js';

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

/**
 * The rules themselves, pure, so the services that enforce them and the ability fields that tell the client
 * (metricsAbilities, startupAbilities, StartupListItem.viewerCanRequestMetricData) cannot disagree (D-92).
 */
export function mayEditStartupMetrics(actor: Actor, startupId: string, member: boolean): boolean {
  return member || can(actor, 'METRICS:EDIT', { startupIds: [startupId] });
}

export function mayViewStartupMetrics(actor: Actor, startupId: string, member: boolean): boolean {
  const resource = { startupIds: [startupId] };
  return member || can(actor, 'METRICS/EDIT:VIEW', resource) || can(actor, 'METRICS:EDIT', resource);
}

/** Set-up: the root fields' rule itself (the admin group, or METRICS:EDIT for every startup — metrics.policy.ts). */
export function mayManageMetricsSetup(viewer: Viewer, actor: Actor): boolean {
  return accessAllows(MANAGE_METRICS_SETUP, viewer, actor);
}

/** Asking a startup for its data by hand: METRICS:EDIT with the startup in scope. */
export function mayRequestMetricData(actor: Actor, startupId: string): boolean {
  return can(actor, 'METRICS:EDIT', { startupIds: [startupId] });
}

/** Some startup may be asked: METRICS:EDIT for all, or for assigned ones when the viewer has any. */
export function mayRequestAnyMetricData(actor: Actor): boolean {
  const criteria = actor.permissions.get('METRICS:EDIT');
  return criteria === 'all' || (criteria === 'assigned' && actor.assignedStartupIds.size > 0);
}

/**
 * The startups the portfolio views cover: all, the assigned ones, or none (null) — null exactly when the root fields'
 * rule (VIEW_METRICS_PORTFOLIO) refuses the viewer.
 */
export function portfolioScope(viewer: Viewer, actor: Actor): 'all' | ReadonlySet<string> | null {
  if (!accessAllows(VIEW_METRICS_PORTFOLIO, viewer, actor)) return null;
  const criteria = actor.permissions.get('METRICS/EDIT:VIEW');
  if (criteria === 'all' || isInRoleGroup(viewer.roleType, 'admin')) return 'all';
  return actor.assignedStartupIds;
}

/** Reading or saving a startup's pending data, categorization and periods. */
export async function requireMetricsEditor(ctx: AppContext, startupId: string): Promise<StartupMetricsAccess> {
  const access = await startupForViewer(ctx, startupId);
  if (mayEditStartupMetrics(access.actor, startupId, access.member)) return access;
  throw forbiddenError('You cannot update the metrics of this startup');
}

/** Reading a startup's metric charts. */
export async function requireMetricsViewer(ctx: AppContext, startupId: string): Promise<StartupMetricsAccess> {
  const access = await startupForViewer(ctx, startupId);
  if (mayViewStartupMetrics(access.actor, startupId, access.member)) return access;
  throw forbiddenError('You cannot see the metrics of this startup');
}

/**
 * Portfolio views: the startups METRICS/EDIT:VIEW covers — every startup ('all') or the viewer's assigned ones. The
 * root field's rule (VIEW_METRICS_PORTFOLIO) has already let the viewer in; its refusal here only guards a caller
 * that bypassed it.
 */
export async function requirePortfolioViewer(ctx: AppContext): Promise<{ viewer: Viewer; actor: Actor; startupIds: 'all' | ReadonlySet<string> }> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  const startupIds = portfolioScope(viewer, actor);
  if (startupIds) return { viewer, actor, startupIds };
  throw VIEW_METRICS_PORTFOLIO.refused();
}

export interface MetricsAbilities {
  viewerCanManageSetup: boolean;
  viewerCanRequestData: boolean;
  viewerCanViewPortfolio: boolean;
}

/** What the viewer may do in the metrics area, by the rules above (the pages show only that). */
export async function metricsAbilities(ctx: AppContext): Promise<MetricsAbilities> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  return {
    viewerCanManageSetup: mayManageMetricsSetup(viewer, actor),
    viewerCanRequestData: mayRequestAnyMetricData(actor),
    viewerCanViewPortfolio: portfolioScope(viewer, actor) !== null,
  };
}

/** For a startups list: may the viewer ask this startup for its data (requestMetricData)? */
export async function viewerMayRequestMetricData(ctx: AppContext, startupId: string): Promise<boolean> {
  const actor = await loadActor(ctx, requireViewer(ctx));
  return mayRequestMetricData(actor, startupId);
}

const memberships = new WeakMap<AppContext, Promise<ReadonlySet<string>>>();

/** The startups the viewer is one of the people of, once per request (a list asks for each of its rows). */
function memberStartupIds(ctx: AppContext, viewer: Viewer): Promise<ReadonlySet<string>> {
  let found = memberships.get(ctx);
  if (!found) {
    found = ctx.data.run(async (tx) => {
      const rows = await tx.select({ startupId: startupPeople.startupId }).from(startupPeople).where(eq(startupPeople.userId, viewer.userId));
      return new Set(rows.map((r) => r.startupId));
    });
    memberships.set(ctx, found);
  }
  return found;
}

/**
 * May the viewer read and save this startup's pending data and categorisation (its people, or METRICS:EDIT with it
 * in scope)? Once-per-request facts, so a list asks cheaply; signed-out viewers may not.
 */
export async function viewerMayEditStartupMetrics(ctx: AppContext, startupId: string): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  const [actor, members] = await Promise.all([loadActor(ctx, viewer), memberStartupIds(ctx, viewer)]);
  return mayEditStartupMetrics(actor, startupId, members.has(startupId));
}

/** For a startups list: may the viewer see this startup's metric charts (startupMetricSeries)? */
export async function viewerMaySeeStartupMetrics(ctx: AppContext, startupId: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const [actor, members] = await Promise.all([loadActor(ctx, viewer), memberStartupIds(ctx, viewer)]);
  return mayViewStartupMetrics(actor, startupId, members.has(startupId));
}
