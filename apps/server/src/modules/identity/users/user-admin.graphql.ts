/** User management (issue 4 item 6) and the visibility-limited users directory (item 2). */
import { RECORD_STATUSES } from '@hatchery/domain';
import { builder } from '../../../graphql/builder.js';
import { userAdminPolicy } from './user-admin.policy.js';
import { RoleTypeEnum } from '../../roles/index.js';
import { LICENCE_GROUPS, type LicenceUsage } from './licences.js';
import { adminLicenceUsage, adminUsers, changeUserRole, visibleUsers, USER_PAGE_MAX, type AdminUserPage, type UserDirectoryPage, type UserListItem } from './user-admin.service.js';

const UserStatusEnum = builder.enumType('UserStatus', { values: RECORD_STATUSES });
const LicenceGroupEnum = builder.enumType('LicenceGroup', { values: LICENCE_GROUPS });

const UserRoleSummaryRef = builder.objectRef<UserListItem['role']>('UserRoleSummary').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    type: t.field({ type: RoleTypeEnum, resolve: (r) => r.type }),
    label: t.exposeString('label'),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

const UserListItemRef = builder.objectRef<UserListItem>('UserListItem').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    fullName: t.exposeString('fullName'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email'),
    avatar: t.exposeString('avatar', { nullable: true }),
    status: t.field({ type: UserStatusEnum, resolve: (u) => u.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    role: t.field({ type: UserRoleSummaryRef, resolve: (u) => u.role }),
    licenceGroup: t.field({ type: LicenceGroupEnum, resolve: (u) => u.licenceGroup }),
  }),
});

const AdminUserPageRef = builder.objectRef<AdminUserPage>('AdminUserPage').implement({
  fields: (t) => ({
    results: t.field({ type: [UserListItemRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const UserDirectoryPageRef = builder.objectRef<UserDirectoryPage>('UserDirectoryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [UserListItemRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const LicenceGroupUsageRef = builder.objectRef<LicenceUsage['groups'][number]>('LicenceGroupUsage').implement({
  fields: (t) => ({
    group: t.field({ type: LicenceGroupEnum, resolve: (g) => g.group }),
    count: t.exposeInt('count', { description: 'Active and pending users of the grouping.' }),
    roleTypes: t.field({ type: [RoleTypeEnum], resolve: (g) => g.roleTypes }),
  }),
});

const LicenceUsageRef = builder.objectRef<LicenceUsage>('LicenceUsage').implement({
  description: 'Licence groupings of D1 §6; licensed users count against planInfo.employeeCountLimit (null: no limit).',
  fields: (t) => ({
    employeeCountLimit: t.exposeInt('employeeCountLimit', { nullable: true }),
    groups: t.field({ type: [LicenceGroupUsageRef], resolve: (u) => u.groups }),
  }),
});

builder.queryFields((t) => ({
  adminUsers: t.field({
    type: AdminUserPageRef,
    description: `Users of the organisation for administrators: search by name or email, filter by role and status, pages of ≤ ${USER_PAGE_MAX}.`,
    args: {
      search: t.arg.string(),
      roleId: t.arg.id(),
      status: t.arg({ type: UserStatusEnum }),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    access: userAdminPolicy.adminUsers,
    resolve: (_root, args, ctx) => adminUsers(ctx, { ...args, roleId: args.roleId == null ? null : String(args.roleId) }),
  }),
  licenceUsage: t.field({
    type: LicenceUsageRef,
    access: userAdminPolicy.licenceUsage,
    resolve: (_root, _args, ctx) => adminLicenceUsage(ctx),
  }),
  users: t.field({
    type: UserDirectoryPageRef,
    description: "The people the viewer's role may see (userAccess: ALL, ASSIGNED, SELECTED roles, NONE); active users unless a status is given.",
    args: { search: t.arg.string(), role: t.arg({ type: RoleTypeEnum }), status: t.arg({ type: UserStatusEnum }), cursor: t.arg.string(), limit: t.arg.int() },
    access: userAdminPolicy.users,
    resolve: (_root, args, ctx) => visibleUsers(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  changeUserRole: t.field({
    type: UserListItemRef,
    description: "Gives a user another role. Admin group; not one's own role; a licensed role needs a free seat.",
    args: { userId: t.arg.id({ required: true }), roleId: t.arg.id({ required: true }) },
    access: userAdminPolicy.changeUserRole,
    resolve: (_root, args, ctx) => changeUserRole(ctx, String(args.userId), String(args.roleId)),
  }),
}));
