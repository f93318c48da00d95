/**
 * The permission policy: `can(actor, key, resource?)`. An actor holds each key with the criterion 'all' (any
 * record of the tenant) or 'assigned' (only records whose startup is among the actor's assignments: startups they
 * are assigned to as mentor/coach/expert (user_assigned_startups), belong to (startup_people) or whose program they
 * administer (program_admins)).
 */
import type { RoleType } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { roles, type PermissionCriteria, type RolePermission } from '../../db/schema/index.js';
import type { AppContext, Viewer, ViewerGrants } from '../../http/context.js';
import { canonicalKey, permissionDefinition, type PermissionResource } from './catalogue.js';
import { DEFAULT_PERMISSIONS, FULL_ACCESS_ROLES } from './defaults.js';
import { assignedStartupIds } from './visibility.js';

export interface Actor {
  readonly userId: string;
  readonly roleType: RoleType;
  readonly permissions: ReadonlyMap<string, PermissionCriteria>;
  readonly assignedStartupIds: ReadonlySet<string>;
}

/** What an 'assigned' check looks at: the startups a record belongs to. */
export interface PermissionResourceRef {
  startupIds: readonly string[];
}

/**
 * The effective permissions of a role: the stored list (unknown keys dropped), or the role type's defaults when a
 * default role stores none. A custom role (isDefault false) holds exactly what it stores, so a custom role saved with
 * no permissions holds none instead of silently inheriting its base type's defaults.
 */
export function effectivePermissions(
  roleType: RoleType,
  stored: readonly RolePermission[] | null | undefined,
  isDefaultRole = true,
): Map<string, PermissionCriteria> {
  const useDefaults = FULL_ACCESS_ROLES.has(roleType) || ((!stored || stored.length === 0) && isDefaultRole);
  const source = useDefaults ? DEFAULT_PERMISSIONS[roleType] : (stored ?? []);
  const result = new Map<string, PermissionCriteria>();
  for (const { key, permissionCriteria } of source) {
    const definition = permissionDefinition(key);
    if (!definition) continue;
    const criteria: PermissionCriteria = permissionCriteria === 'assigned' && definition.assignable ? 'assigned' : 'all';
    // 'all' wins when a key is listed twice.
    if (result.get(definition.key) !== 'all') result.set(definition.key, criteria);
  }
  return result;
}

export function can(actor: Actor, key: string, resource?: PermissionResourceRef): boolean {
  const criteria = actor.permissions.get(canonicalKey(key));
  if (!criteria) return false;
  if (criteria === 'all' || !resource) return true;
  return resource.startupIds.length > 0 && resource.startupIds.every((id) => actor.assignedStartupIds.has(id));
}

const actors = new WeakMap<AppContext, Promise<Actor>>();
/**
 * The effective permissions of grants a cached viewer carries (viewer-cache.ts keeps the same grants object for a few
 * seconds): computed once per grants object instead of once per request (1.5% of a navbar request's CPU, issue 19).
 */
const permissionsOfGrants = new WeakMap<ViewerGrants, ReadonlyMap<string, PermissionCriteria>>();

function permissionsOf(viewer: Viewer, grants: ViewerGrants): ReadonlyMap<string, PermissionCriteria> {
  let found = permissionsOfGrants.get(grants);
  if (!found) {
    found = effectivePermissions(viewer.roleType, grants.storedPermissions, grants.isDefaultRole);
    permissionsOfGrants.set(grants, found);
  }
  return found;
}

/** The viewer as an actor (role permissions + assignments), once per request; from the token's statement when it carried them. */
export function loadActor(ctx: AppContext, viewer: Viewer): Promise<Actor> {
  let actor = actors.get(ctx);
  if (!actor) {
    actor = (viewer.grants ? Promise.resolve(viewer.grants) : loadGrants(ctx, viewer)).then((grants) => ({
      userId: viewer.userId,
      roleType: viewer.roleType,
      permissions: permissionsOf(viewer, grants),
      assignedStartupIds: new Set(grants.startupIds),
    }));
    actors.set(ctx, actor);
  }
  return actor;
}

function loadGrants(ctx: AppContext, viewer: Viewer): Promise<ViewerGrants> {
  return ctx.data.run(async (tx) => {
    const [role] = await tx.select({ permissions: roles.permissions, isDefault: roles.isDefault }).from(roles).where(eq(roles.id, viewer.roleId)).limit(1);
    return {
      storedPermissions: role?.permissions ?? null,
      isDefaultRole: role?.isDefault ?? true,
      startupIds: await assignedStartupIds(tx, viewer.userId),
    };
  });
}

/**
 * Maps the data values of IsUserAuthorized to the startups of the records they name. Modules owning funnels,
 * sessions, courses or tasks register theirs; without one, an 'assigned' check with data fails closed.
 */
export type ResourceResolver = (ctx: AppContext, ids: readonly string[]) => Promise<PermissionResourceRef | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string): boolean => UUID.test(value);

const resolvers = new Map<PermissionResource, ResourceResolver>([
  ['startup', async (_ctx, ids) => (ids.every(isUuid) ? { startupIds: ids } : null)],
]);

export function registerResourceResolver(kind: PermissionResource, resolver: ResourceResolver): void {
  resolvers.set(kind, resolver);
}

/** IsUserAuthorized: holds the key, and for 'assigned' every data value names an assigned record. */
export async function isAuthorized(ctx: AppContext, viewer: Viewer, key: string, data: readonly string[]): Promise<boolean> {
  const definition = permissionDefinition(key);
  if (!definition) return false;
  const actor = await loadActor(ctx, viewer);
  const values = data.map((v) => v.trim()).filter((v) => v !== '');
  if (values.length === 0 || actor.permissions.get(definition.key) !== 'assigned') return can(actor, definition.key);
  const resolver = definition.resource ? resolvers.get(definition.resource) : undefined;
  const resource = resolver ? await resolver(ctx, values) : null;
  return resource !== null && can(actor, definition.key, resource);
}
