/** sidebarV2, sitemap (D1 §7.4, CHR-13/14/18) and userProfileCard (CHR-44) for the signed-in viewer. */
import { and, eq, ne } from 'drizzle-orm';
import { startupPeople, users } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { loadUserRecord, type UserSource } from '../identity/users/index.js';
import { listFeatureFlags } from '../incubator/index.js';
import { mayManageMetricsSetup, mayRequestAnyMetricData } from '../metrics/index.js';
import { loadActor } from '../permissions/index.js';
import { resolveVisibility } from '../permissions/index.js';
import { buildSidebar, buildSitemap, type NavigationEntry, type NavigationFacts } from './navigation.catalogue.js';

async function loadFacts(ctx: AppContext): Promise<NavigationFacts> {
  const viewer = requireViewer(ctx);
  const [actor, flags, visibility, startupCount] = await Promise.all([
    loadActor(ctx, viewer),
    listFeatureFlags(ctx),
    ctx.data.run((tx) => resolveVisibility(tx, viewer)),
    ctx.data.run(async (tx) => (await tx.select({ id: startupPeople.startupId }).from(startupPeople).where(eq(startupPeople.userId, viewer.userId))).length),
  ]);
  return {
    roleType: viewer.roleType,
    permissions: new Set(actor.permissions.keys()),
    userVisibility: visibility.userSetting,
    startupVisibility: visibility.startupSetting,
    startupCount,
    usesDataCollection: mayManageMetricsSetup(viewer, actor) || mayRequestAnyMetricData(actor),
    flags: new Map(flags.map((flag) => [flag.name, { enabled: flag.enabled, activated: flag.activated }])),
  };
}

export async function sidebarFor(ctx: AppContext): Promise<NavigationEntry[]> {
  return buildSidebar(await loadFacts(ctx));
}

export async function sitemapFor(ctx: AppContext): Promise<NavigationEntry[]> {
  return buildSitemap(await loadFacts(ctx));
}

/**
 * The hover card of a user of the viewer's tenant (RLS keeps other tenants' users out: NotFound; deleted users too).
 * It is the one `User` (D-107a): the record comes from the request's user loader, so its role label follows the same
 * Founder rule as everywhere, and the fields the viewer may not see resolve to null in the type.
 */
export async function userProfileCard(ctx: AppContext, id: string): Promise<UserSource> {
  requireViewer(ctx);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFoundError('User not found');
  const [row] = await ctx.data.run((tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.incubatorId, ctx.incubator.id), ne(users.status, 'deleted')))
      .limit(1),
  );
  const record = row ? await loadUserRecord(ctx, row.id) : null;
  if (!record) throw notFoundError('User not found');
  return record;
}
