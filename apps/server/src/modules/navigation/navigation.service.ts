/** sidebarV2, sitemap (D1 §7.4, CHR-13/14/18) and userProfileCard (CHR-44) for the signed-in viewer. */
import { ROLE_LABELS, roleLabel, type RoleType } from '@hatchery/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { roles, startupPeople, startups, users } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
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

export interface UserProfileCard {
  _id: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  cover: string | null;
  timezone: string | null;
  role: { label: string; type: RoleType };
  startups: Array<{ _id: string; name: string; people: Array<{ _id: string; fullName: string }> }>;
}

const displayName = (u: { fullName: string; firstName: string | null; lastName: string | null }): string =>
  u.fullName || [u.firstName, u.lastName].filter(Boolean).join(' ');

/** The hover card of a user of the viewer's tenant (RLS keeps other tenants' users out: NotFound). */
export async function userProfileCard(ctx: AppContext, id: string): Promise<UserProfileCard> {
  requireViewer(ctx);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFoundError('User not found');
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, id), eq(users.incubatorId, ctx.incubator.id), ne(users.status, 'deleted')))
      .limit(1);
    if (!row) throw notFoundError('User not found');
    const memberships = await tx
      .select({ id: startups.id, name: startups.name })
      .from(startupPeople)
      .innerJoin(startups, eq(startups.id, startupPeople.startupId))
      .where(eq(startupPeople.userId, id))
      .orderBy(asc(startups.name));
    const startupIds = memberships.map((s) => s.id);
    const people =
      startupIds.length === 0
        ? []
        : await tx
            .select({ startupId: startupPeople.startupId, id: users.id, fullName: users.fullName, firstName: users.firstName, lastName: users.lastName })
            .from(startupPeople)
            .innerJoin(users, eq(users.id, startupPeople.userId))
            .where(inArray(startupPeople.startupId, startupIds))
            .orderBy(asc(users.fullName));
    const { user, role } = row;
    const soleCount = memberships.length === 1 ? people.length : null;
    return {
      _id: user.id,
      fullName: displayName(user),
      firstName: user.firstName,
      lastName: user.lastName,
      avatar: user.avatar,
      cover: user.cover,
      timezone: user.timezone,
      role: {
        type: role.type,
        label: roleLabel({ type: role.type, label: role.label !== ROLE_LABELS[role.type] ? role.label : null, startupPeopleCount: soleCount }),
      },
      startups: memberships.map((s) => ({
        _id: s.id,
        name: s.name,
        people: people.filter((p) => p.startupId === s.id).map((p) => ({ _id: p.id, fullName: displayName(p) })),
      })),
    };
  });
}
