/** User management (issue 4 item 6) and the visibility-limited users directory (item 2); both list the one `User` (D-107a). */
import { builder } from '../../../graphql/builder.js';
import { userAdminPolicy } from './user-admin.policy.js';
import { RoleTypeEnum } from '../../roles/index.js';
import type { LicenceUsage } from './licences.js';
import { LicenceGroupEnum, UserRef, UserStatusEnum } from './user.graphql.js';
import { adminLicenceUsage, adminUsers, changeUserRole, visibleUsers, USER_PAGE_MAX
  , type AdminUserPage, type UserDirectoryPage } from './user-admin.service.js';

const AdminUserPageRef = builder.objectRef<AdminUserPage>('AdminUserPage').implement({
  fields: (t) => ({
    results: t.field({ type: [UserRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const UserDirectoryPageRef = builder.objectRef<UserDirectoryPage>('UserDirectoryPage').implement({
  fields: (t) => ({
    results: t.field({ type: [UserRef], resolve: (p) => p.results }),
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
    args: {
      search: t.arg.string(),
      role: t.arg({ type: RoleTypeEnum }),
      status: t.arg({ type: UserStatusEnum }),
      tagId: t.arg.id({ description: 'Only people carrying this tag.' }),
      industryId: t.arg.id({ description: 'Only people covering this industry.' }),
      cursor: t.arg.string(),
      limit: t.arg.int(),
    },
    access: userAdminPolicy.users,
    resolve: (_root, args, ctx) => visibleUsers(ctx, { ...args, tagId: args.tagId == null ? null : String(args.tagId), industryId: args.industryId == null ? null : String(args.industryId) }),
  }),
}));

builder.mutationFields((t) => ({
  changeUserRole: t.field({
    type: UserRef,
    description: "Gives a user another role. Admin group; not one's own role; a licensed role needs a free seat.",
    args: { userId: t.arg.id({ required: true }), roleId: t.arg.id({ required: true }) },
    access: userAdminPolicy.changeUserRole,
    resolve: (_root, args, ctx) => changeUserRole(ctx, String(args.userId), String(args.roleId)),
  }),
}));
