/**
 * Roles of a tenant (D1 §6, D2 §3.2, ROL-13): the default role of each type and custom roles built from a base type
 * with their own label, permissions from the catalogue and user/startup visibility. Admin group only; custom roles
 * are plan-gated (D1 §6 "custom roles"). Every change is written to the activity log in the same transaction.
 */
import { planFeatureState, roleLabel, type RoleType, type VisibilitySetting } from '@hatchery/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { incubatorFeatureFlags, roles, startups, users, type Role, type RolePermission } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { changedFields, recordActivity } from '../activity/index.js';
import { PERMISSION_CATALOGUE, permissionDefinition } from '../permissions/index.js';
import { FULL_ACCESS_ROLES } from '../permissions/index.js';
import { requireViewer } from '../../core/viewer.js';
import { parseInput } from '../../core/input.js';
import { planGatedError } from '../permissions/index.js';
import { validationError } from '../../core/errors.js';
import { effectivePermissions } from '../permissions/index.js';
import { createRoleSchema, updateRoleSchema, type UpdateRoleInput } from './roles.schemas.js';

export interface RolePermissionView {
  key: string;
  name: string;
  permissionCriteria: 'all' | 'assigned';
  permissionCriteriaTypes: Array<'all' | 'assigned'>;
}

export interface RoleView {
  _id: string;
  type: RoleType;
  label: string;
  isDefault: boolean;
  /** Admin, AdminCoach and System hold every permission and see everything: nothing of them can be edited. */
  fullAccess: boolean;
  permissions: RolePermissionView[];
  userAccess: { roles: RoleType[]; visibilitySettings: VisibilitySetting };
  startupAccess: { visibilitySettings: VisibilitySetting; startups: string[] };
  userCount: number;
}

const CATALOGUE_ORDER = new Map(PERMISSION_CATALOGUE.map((p, index) => [p.key, index]));

function toRoleView(role: Role, userCount: number): RoleView {
  const held = effectivePermissions(role.type, role.permissions, role.isDefault);
  const permissions = [...held]
    .sort(([a], [b]) => (CATALOGUE_ORDER.get(a) ?? 0) - (CATALOGUE_ORDER.get(b) ?? 0))
    .map(([key, permissionCriteria]): RolePermissionView => {
      const definition = permissionDefinition(key);
      return {
        key,
        name: definition?.name ?? key,
        permissionCriteria,
        permissionCriteriaTypes: definition?.assignable ? ['all', 'assigned'] : ['all'],
      };
    });
  return {
    _id: role.id,
    type: role.type,
    label: roleLabel({ type: role.type, label: role.label }),
    isDefault: role.isDefault,
    fullAccess: FULL_ACCESS_ROLES.has(role.type),
    permissions,
    userAccess: { roles: role.userAccess.roles ?? [], visibilitySettings: role.userAccess.visibilitySettings },
    startupAccess: { visibilitySettings: role.startupAccess.visibilitySettings, startups: role.startupAccess.startups ?? [] },
    userCount,
  };
}

async function userCounts(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ roleId: users.roleId, n: count() }).from(users).groupBy(users.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

/** Every role but System, default roles first, then custom roles by label. */
export async function listRoles(ctx: AppContext): Promise<RoleView[]> {
  // Inviters (USER:INVITE) read the list too: the query's rule in roles.policy.ts says who.
  return ctx.data.run(async (tx) => {
    const rows = await tx.select().from(roles).orderBy(asc(roles.label));
    const counts = await userCounts(tx);
    return rows
      .filter((r) => r.type !== 'System')
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
      .map((r) => toRoleView(r, counts.get(r.id) ?? 0));
  });
}

export async function getRole(ctx: AppContext, roleId: string): Promise<RoleView> {
  return ctx.data.run(async (tx) => {
    const role = await findRole(tx, roleId);
    return toRoleView(role, (await userCounts(tx)).get(role.id) ?? 0);
  });
}

async function findRole(tx: Tx, roleId: string): Promise<Role> {
  const [role] = isUuid(roleId) ? await tx.select().from(roles).where(eq(roles.id, roleId)).limit(1) : [];
  if (!role || role.type === 'System') throw notFoundError('Role not found');
  return role;
}

/** Catalogue keys only (canonical spelling), once each; 'assigned' only where the key supports it. */
function checkPermissions(list: readonly RolePermission[]): RolePermission[] {
  const seen = new Set<string>();
  return list.map(({ key, permissionCriteria }, index) => {
    const definition = permissionDefinition(key);
    if (!definition) throw validationError(`permissions.${index}.key: unknown permission ${key}`);
    if (seen.has(definition.key)) throw validationError(`permissions.${index}.key: ${definition.key} is listed twice`);
    seen.add(definition.key);
    if (permissionCriteria === 'assigned' && !definition.assignable) {
      throw validationError(`permissions.${index}.permissionCriteria: ${definition.key} has no 'assigned' criterion`);
    }
    return { key: definition.key, permissionCriteria };
  });
}

async function checkAccess(
  tx: Tx,
  userAccess: { visibilitySettings: VisibilitySetting; roles: readonly RoleType[] },
  startupAccess: { visibilitySettings: VisibilitySetting; startups: readonly string[] },
): Promise<Pick<Role, 'userAccess' | 'startupAccess'>> {
  const roleTypes = [...new Set(userAccess.roles)].filter((type) => type !== 'System');
  if (userAccess.visibilitySettings === 'SELECTED' && roleTypes.length === 0) throw validationError('userAccess.roles: choose at least one role');
  const startupIds = [...new Set(startupAccess.startups)];
  if (startupAccess.visibilitySettings === 'SELECTED') {
    if (startupIds.length === 0) throw validationError('startupAccess.startups: choose at least one startup');
    const found = await tx.select({ id: startups.id }).from(startups).where(inArray(startups.id, startupIds));
    if (found.length !== startupIds.length) throw validationError('startupAccess.startups: unknown startup');
  }
  return {
    userAccess: { visibilitySettings: userAccess.visibilitySettings, roles: userAccess.visibilitySettings === 'SELECTED' ? roleTypes : [] },
    startupAccess:
      startupAccess.visibilitySettings === 'SELECTED'
        ? { visibilitySettings: 'SELECTED', startups: startupIds }
        : { visibilitySettings: startupAccess.visibilitySettings },
  };
}

async function assertLabelFree(tx: Tx, label: string, exceptId?: string): Promise<void> {
  const rows = await tx.select({ id: roles.id, label: roles.label, type: roles.type }).from(roles);
  const wanted = label.toLocaleLowerCase();
  if (rows.some((r) => r.id !== exceptId && roleLabel({ type: r.type, label: r.label }).toLocaleLowerCase() === wanted)) {
    throw validationError('label: a role with this label already exists');
  }
}

async function customRolesLocked(tx: Tx): Promise<boolean> {
  const flags = await tx
    .select({ name: incubatorFeatureFlags.flagName, enabled: incubatorFeatureFlags.enabled, activated: incubatorFeatureFlags.activated })
    .from(incubatorFeatureFlags);
  return planFeatureState(flags, 'customRoles') === 'locked';
}

const snapshot = (role: Pick<Role, 'label' | 'permissions' | 'userAccess' | 'startupAccess'>) => ({
  label: role.label,
  permissions: role.permissions,
  userAccess: role.userAccess,
  startupAccess: role.startupAccess,
});

export async function createRole(ctx: AppContext, raw: unknown): Promise<RoleView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(createRoleSchema, raw);
  const permissions = checkPermissions(input.permissions);
  return ctx.data.run(async (tx) => {
    if (await customRolesLocked(tx)) throw planGatedError();
    await assertLabelFree(tx, input.label);
    const access = await checkAccess(tx, input.userAccess, input.startupAccess);
    const [role] = await tx
      .insert(roles)
      .values({ incubatorId: ctx.incubator.id, type: input.type, label: input.label, isDefault: false, permissions, ...access })
      .returning();
    if (!role) throw new Error('role not written');
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'role.created',
      entityType: 'role',
      entityId: role.id,
      after: { type: role.type, ...snapshot(role) },
    });
    return toRoleView(role, 0);
  });
}

export async function updateRole(ctx: AppContext, roleId: string, raw: unknown): Promise<RoleView> {
  const viewer = requireViewer(ctx);
  const input: UpdateRoleInput = parseInput(updateRoleSchema, raw);
  const permissions = input.permissions ? checkPermissions(input.permissions) : undefined;
  return ctx.data.run(async (tx) => {
    const role = await findRole(tx, roleId);
    if (FULL_ACCESS_ROLES.has(role.type)) throw forbiddenError("The administrators' roles cannot be edited.");
    if (input.label !== undefined) await assertLabelFree(tx, input.label, role.id);
    const access = await checkAccess(tx, input.userAccess ?? { visibilitySettings: role.userAccess.visibilitySettings, roles: role.userAccess.roles ?? [] }, input.startupAccess ?? {
      visibilitySettings: role.startupAccess.visibilitySettings,
      startups: role.startupAccess.startups ?? [],
    });
    const patch = {
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(permissions ? { permissions } : {}),
      ...(input.userAccess ? { userAccess: access.userAccess } : {}),
      ...(input.startupAccess ? { startupAccess: access.startupAccess } : {}),
    };
    const diff = changedFields(snapshot(role), patch);
    if (Object.keys(diff.after).length === 0) return toRoleView(role, (await userCounts(tx)).get(role.id) ?? 0);
    const [updated] = await tx.update(roles).set(patch).where(eq(roles.id, role.id)).returning();
    if (!updated) throw notFoundError('Role not found');
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'role.updated', entityType: 'role', entityId: role.id, ...diff });
    return toRoleView(updated, (await userCounts(tx)).get(role.id) ?? 0);
  });
}

export async function deleteRole(ctx: AppContext, roleId: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const role = await findRole(tx, roleId);
    if (role.isDefault) throw forbiddenError('Default roles cannot be deleted.');
    const holders = (await userCounts(tx)).get(role.id) ?? 0;
    if (holders > 0) throw validationError(`This role is held by ${holders} user(s); give them another role first.`);
    await tx.delete(roles).where(eq(roles.id, role.id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'role.deleted',
      entityType: 'role',
      entityId: role.id,
      before: { type: role.type, ...snapshot(role) },
    });
    return true;
  });
}
