/** Roles administration (ROL-13, ENT-11): roles, role, createRole, updateRole, deleteRole. */
import { ROLE_TYPES, VISIBILITY_SETTINGS, type RoleType, type VisibilitySetting } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { rolesPolicy } from './roles.policy.js';
import { createRole, deleteRole, getRole, listRoles, updateRole, type RolePermissionView, type RoleView } from './roles.service.js';

export const RoleTypeEnum = builder.enumType('RoleType', { values: ROLE_TYPES });
export const VisibilitySettingEnum = builder.enumType('VisibilitySetting', { values: VISIBILITY_SETTINGS });
const PermissionCriteriaEnum = builder.enumType('PermissionCriteriaValue', { values: ['all', 'assigned'] as const });

const RolePermissionRef = builder.objectRef<RolePermissionView>('RolePermission').implement({
  description: 'A permission a role holds: the catalogue key, its name, the criterion held and the criteria the key supports.',
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.exposeString('name'),
    permissionCriteria: t.exposeString('permissionCriteria', { description: 'all | assigned' }),
    permissionCriteriaTypes: t.exposeStringList('permissionCriteriaTypes'),
  }),
});

/** A role's user visibility (D1 §3 role.userAccess, D2 §3.2): one type for a user's role and a managed role (D-114). */
export interface UserAccessView {
  roles: readonly RoleType[];
  visibilitySettings: VisibilitySetting;
}

/** A role's startup visibility (D1 §3 role.startupAccess, D2 §3.2); `startups` is empty unless SELECTED. */
export interface StartupAccessView {
  visibilitySettings: VisibilitySetting;
  startups: readonly string[];
}

export const UserAccessRef = builder.objectRef<UserAccessView>('UserAccess').implement({
  description: "Whose users the role's holders see (D1 §3, D2 §3.2).",
  fields: (t) => ({
    roles: t.field({ type: [RoleTypeEnum], resolve: (a) => [...a.roles], description: 'Role types whose users are visible when SELECTED.' }),
    visibilitySettings: t.field({ type: VisibilitySettingEnum, resolve: (a) => a.visibilitySettings }),
  }),
});

export const StartupAccessRef = builder.objectRef<StartupAccessView>('StartupAccess').implement({
  description: "Which startups the role's holders see (D1 §3, D2 §3.2).",
  fields: (t) => ({
    visibilitySettings: t.field({ type: VisibilitySettingEnum, resolve: (a) => a.visibilitySettings }),
    startups: t.idList({ resolve: (a) => [...a.startups], description: 'Visible startups when SELECTED.' }),
  }),
});

export const ManagedRoleRef = builder.objectRef<RoleView>('ManagedRole').implement({
  description: 'A role of the organisation as administrators manage it (D2 §3.2).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    type: t.field({ type: RoleTypeEnum, resolve: (r) => r.type }),
    label: t.exposeString('label', { description: "The role's own label, or the default label of its type." }),
    isDefault: t.exposeBoolean('isDefault'),
    fullAccess: t.exposeBoolean('fullAccess', { description: 'Admin, AdminCoach: every permission, sees everything; not editable.' }),
    permissions: t.field({ type: [RolePermissionRef], resolve: (r) => r.permissions }),
    userAccess: t.field({ type: UserAccessRef, resolve: (r) => r.userAccess }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (r) => r.startupAccess }),
    userCount: t.exposeInt('userCount'),
  }),
});

const RolePermissionInput = builder.inputType('RolePermissionInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    permissionCriteria: t.field({ type: PermissionCriteriaEnum, required: true }),
  }),
});

const RoleUserAccessInput = builder.inputType('RoleUserAccessInput', {
  fields: (t) => ({
    visibilitySettings: t.field({ type: VisibilitySettingEnum, required: true }),
    roles: t.field({ type: [RoleTypeEnum], description: 'Required (non-empty) with SELECTED.' }),
  }),
});

const RoleStartupAccessInput = builder.inputType('RoleStartupAccessInput', {
  fields: (t) => ({
    visibilitySettings: t.field({ type: VisibilitySettingEnum, required: true }),
    startups: t.idList({ description: 'Required (non-empty) with SELECTED.' }),
  }),
});

const CreateRoleInput = builder.inputType('CreateRoleInput', {
  fields: (t) => ({
    type: t.field({ type: RoleTypeEnum, required: true, description: 'The base type (not System).' }),
    label: t.string({ required: true }),
    permissions: t.field({ type: [RolePermissionInput], required: true }),
    userAccess: t.field({ type: RoleUserAccessInput, required: true }),
    startupAccess: t.field({ type: RoleStartupAccessInput, required: true }),
  }),
});

const UpdateRoleInput = builder.inputType('UpdateRoleInput', {
  fields: (t) => ({
    label: t.string(),
    permissions: t.field({ type: [RolePermissionInput] }),
    userAccess: t.field({ type: RoleUserAccessInput }),
    startupAccess: t.field({ type: RoleStartupAccessInput }),
  }),
});

type AccessInput = { visibilitySettings: string; roles?: readonly string[] | null; startups?: ReadonlyArray<string | number> | null };

/** GraphQL nulls → absent, ids → strings; zod does the rest. */
function plain(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if (key === 'userAccess' || key === 'startupAccess') {
      const a = value as AccessInput;
      out[key] = { visibilitySettings: a.visibilitySettings, roles: a.roles ?? [], startups: (a.startups ?? []).map(String) };
    } else out[key] = value;
  }
  return out;
}

builder.queryFields((t) => ({
  roles: t.field({
    type: [ManagedRoleRef],
    description: 'Every role of the organisation (default roles first). Admin group, or holders of USER:INVITE / USER_ROLES:EDIT.',
    access: rolesPolicy.roles,
    resolve: (_root, _args, ctx) => listRoles(ctx),
  }),
  role: t.field({
    type: ManagedRoleRef,
    args: { id: t.arg.id({ required: true }) },
    access: rolesPolicy.role,
    resolve: (_root, args, ctx) => getRole(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createRole: t.field({
    type: ManagedRoleRef,
    description: 'Creates a custom role from a base type. Admin group; plan-gated (custom roles).',
    args: { input: t.arg({ type: CreateRoleInput, required: true }) },
    access: rolesPolicy.createRole,
    resolve: (_root, args, ctx) => createRole(ctx, plain(args.input)),
  }),
  updateRole: t.field({
    type: ManagedRoleRef,
    description: "Changes a role's label, permissions or visibility. Admin group; the administrators' roles are not editable.",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateRoleInput, required: true }) },
    access: rolesPolicy.updateRole,
    resolve: (_root, args, ctx) => updateRole(ctx, String(args.id), plain(args.input)),
  }),
  deleteRole: t.boolean({
    description: 'Deletes a custom role nobody holds. Admin group.',
    args: { id: t.arg.id({ required: true }) },
    access: rolesPolicy.deleteRole,
    resolve: (_root, args, ctx) => deleteRole(ctx, String(args.id)),
  }),
}));
