/**
 * Files attached to a user (referenceType `user`: the avatar and cover pictures, D-87): read by whoever may see the
 * user under the role's user visibility (ALL, SELECTED role types, ASSIGNED: the people of one's startups; everyone
 * sees themselves), changed by the user, an administrator, or a holder of USER:EDIT who sees the user.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq, ne } from 'drizzle-orm';
import { isUuid } from '../../../db/index.js';
import { roles, users } from '../../../db/schema/index.js';
import { requireViewer } from '../../../core/viewer.js';
import type { AppContext } from '../../../http/context.js';
import { registerFileReference } from '../../files/index.js';
import { can, loadActor } from '../../permissions/index.js';
import { loadVisibility } from '../../permissions/index.js';

async function userRights(ctx: AppContext, userId: string): Promise<{ sees: boolean; edits: boolean }> {
  const viewer = requireViewer(ctx);
  if (!isUuid(userId)) return { sees: false, edits: false };
  const [visibility, actor] = await Promise.all([loadVisibility(ctx, viewer), loadActor(ctx, viewer)]);
  const [user] = await ctx.data.run((tx) =>
    tx
      .select({ id: users.id, roleType: roles.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, userId), ne(users.status, 'deleted')))
      .limit(1),
  );
  if (!user) return { sees: false, edits: false };
  const self = user.id === viewer.userId;
  const scope = visibility.users;
  const sees =
    self ||
    isInRoleGroup(viewer.roleType, 'admin') ||
    scope.kind === 'all' ||
    (scope.kind === 'roles' && scope.roles.includes(user.roleType)) ||
    (scope.kind === 'ids' && scope.ids.includes(user.id));
  const edits = sees && (self || isInRoleGroup(viewer.roleType, 'admin') || can(actor, 'USER:EDIT'));
  return { sees, edits };
}

registerFileReference('user', {
  attachable: true,
  canSeeReference: async (ctx, id) => (await userRights(ctx, id)).sees,
  canEditReference: async (ctx, id) => (await userRights(ctx, id)).edits,
});
