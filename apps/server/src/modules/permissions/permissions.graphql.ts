/**
 * RTE-62 / ROL-09..11: isUserAuthorized, criteriaForPermissions, userPermissions (and the catalogue for role editors).
 * Registered by src/schema.ts through registerPermissionsSchema rather than on import: graphql/ (the access plugin)
 * depends on this module's rules, so this module must not import graphql/ back (D-110: no folder cycles).
 */
import type { HatcheryBuilder } from '../../graphql/builder.js';
import { requireViewer } from '../../core/viewer.js';
import { badRequestError } from '../../core/errors.js';
import { PERMISSION_CATALOGUE, permissionDefinition, type PermissionDefinition } from './catalogue.js';
import { isAuthorized, loadActor } from './policy.js';
import { permissionsPolicy } from './permissions.policy.js';

const MAX_KEYS = 100;
const MAX_DATA = 50;

interface CriteriaRow {
  key: string;
  all: boolean;
  assigned: boolean;
}

interface HeldPermission {
  key: string;
  permissionCriteria: string;
}

export function registerPermissionsSchema(builder: HatcheryBuilder): void {
  const PermissionCriteriaRef = builder.objectRef<CriteriaRow>('PermissionCriteria').implement({
    description: 'How the viewer holds a permission: for every record (all) or for assigned ones only.',
    fields: (t) => ({
      key: t.exposeString('key'),
      permissionCriteriaIsAll: t.exposeBoolean('all'),
      permissionCriteriaIsAssigned: t.exposeBoolean('assigned'),
    }),
  });

  const UserPermissionRef = builder.objectRef<HeldPermission>('UserPermission').implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      permissionCriteria: t.exposeString('permissionCriteria', { description: 'all | assigned' }),
    }),
  });

  const UserPermissionsRef = builder.objectRef<HeldPermission[]>('UserPermissions').implement({
    fields: (t) => ({
      currentUserPermissions: t.field({ type: [UserPermissionRef], resolve: (list) => list }),
    }),
  });

  const PermissionDefinitionRef = builder.objectRef<PermissionDefinition>('PermissionDefinition').implement({
    description: 'A key of the permission catalogue (D2 §6.1).',
    fields: (t) => ({
      key: t.exposeString('key'),
      area: t.exposeString('area'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      supportsAssigned: t.exposeBoolean('assignable'),
    }),
  });

  builder.queryFields((t) => ({
    isUserAuthorized: t.boolean({
      access: permissionsPolicy.isUserAuthorized,
      description: 'Whether the viewer holds the permission; with data (record ids), for those records.',
      args: { permission: t.arg.string({ required: true }), data: t.arg.stringList() },
      resolve: async (_root, { permission, data }, ctx) => {
        const viewer = requireViewer(ctx);
        if ((data?.length ?? 0) > MAX_DATA) throw badRequestError(`At most ${MAX_DATA} data values`);
        return isAuthorized(ctx, viewer, permission, data ?? []);
      },
    }),
    criteriaForPermissions: t.field({
      access: permissionsPolicy.criteriaForPermissions,
      type: [PermissionCriteriaRef],
      description: 'Per requested key (same order): held for all records, for assigned ones, or neither (both false).',
      args: { permissions: t.arg.stringList({ required: true }) },
      resolve: async (_root, { permissions }, ctx) => {
        const viewer = requireViewer(ctx);
        if (permissions.length > MAX_KEYS) throw badRequestError(`At most ${MAX_KEYS} permissions`);
        const actor = await loadActor(ctx, viewer);
        return permissions.map((key) => {
          const definition = permissionDefinition(key);
          const criteria = definition ? actor.permissions.get(definition.key) : undefined;
          return { key, all: criteria === 'all', assigned: criteria === 'assigned' };
        });
      },
    }),
    userPermissions: t.field({
      access: permissionsPolicy.userPermissions,
      type: UserPermissionsRef,
      description: "The viewer's permissions with their criteria.",
      resolve: async (_root, _args, ctx) => {
        const actor = await loadActor(ctx, requireViewer(ctx));
        return [...actor.permissions].map(([key, permissionCriteria]) => ({ key, permissionCriteria }));
      },
    }),
    permissionCatalogue: t.field({
      access: permissionsPolicy.permissionCatalogue,
      type: [PermissionDefinitionRef],
      description: 'Every permission key with its name, description and whether it supports the assigned criterion.',
      resolve: (_root, _args, ctx) => {
        requireViewer(ctx);
        return PERMISSION_CATALOGUE;
      },
    }),
  }));
}
