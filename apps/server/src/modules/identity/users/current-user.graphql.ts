/** Query currentUser (D1 §3 shape plus the D2 §3.1 user fields; ENT-01..05, ENT-08, AUTH-12). */
import { builder } from '../../../graphql/builder.js';
import { requireViewer } from '../../../core/viewer.js';
import { authenticationRequiredError } from '../../../core/errors.js';
import { loadAssignedStartups, loadCurrentUser, type CurrentUserView } from './current-user.service.js';
import { PublicIncubatorRef } from '../../incubator/index.js';
import { usersPolicy } from './users.policy.js';

type RoleView = CurrentUserView['role'];

const UserAccessRef = builder.objectRef<RoleView['userAccess']>('UserAccess').implement({
  fields: (t) => ({
    roles: t.exposeStringList('roles'),
    visibilitySettings: t.exposeString('visibilitySettings'),
  }),
});

const StartupAccessRef = builder.objectRef<RoleView['startupAccess']>('StartupAccess').implement({
  fields: (t) => ({ visibilitySettings: t.exposeString('visibilitySettings') }),
});

const RoleRef = builder.objectRef<RoleView>('Role').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    type: t.exposeStringList('type'),
    label: t.exposeString('label'),
    userAccess: t.field({ type: UserAccessRef, resolve: (role) => role.userAccess }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (role) => role.startupAccess }),
  }),
});

export const StartupRefType = builder.objectRef<CurrentUserView['startups'][number]>('StartupRef').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});

export const CurrentUserRef = builder.objectRef<CurrentUserView>('CurrentUser').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    fullName: t.exposeString('fullName'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email'),
    timezone: t.exposeString('timezone', { nullable: true }),
    status: t.exposeString('status'),
    validated: t.exposeBoolean('validated'),
    language: t.exposeString('language', { nullable: true }),
    info: t.field({ type: 'JSON', nullable: true, resolve: (user) => user.info }),
    avatar: t.exposeString('avatar', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    cover: t.exposeString('cover', { nullable: true }),
    headline: t.exposeString('headline', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    wordFrom: t.exposeString('wordFrom', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    countryOrigin: t.exposeString('countryOrigin', { nullable: true }),
    gender: t.exposeString('gender', { nullable: true }),
    birthday: t.exposeString('birthday', { nullable: true, description: 'YYYY-MM-DD' }),
    expertise: t.exposeString('expertise', { nullable: true }),
    adminValidated: t.exposeBoolean('adminValidated'),
    workStatus: t.exposeString('workStatus', { nullable: true }),
    isLead: t.exposeBoolean('isLead'),
    chatNotification: t.exposeBoolean('chatNotification'),
    createdAt: t.field({ type: 'DateTime', resolve: (user) => user.createdAt }),
    role: t.field({ type: RoleRef, resolve: (user) => user.role }),
    startups: t.field({ type: [StartupRefType], resolve: (user) => user.startups }),
    assignedStartups: t.field({
      type: [StartupRefType],
      description: 'The startups assigned to the user (mentors, coaches, experts), by name.',
      resolve: (user, _args, ctx) => ctx.data.run((tx) => loadAssignedStartups(tx, user._id)),
    }),
    incubator: t.field({
      type: PublicIncubatorRef,
      description: "The user's organisation (always the host's tenant).",
      resolve: (_user, _args, ctx) => ctx.incubator,
    }),
  }),
});

builder.queryFields((t) => ({
  currentUser: t.field({
    access: usersPolicy.currentUser,
    type: CurrentUserRef,
    description: 'The signed-in user; throws AuthenticationRequiredError when not signed in.',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      const user = await ctx.data.run((tx) => loadCurrentUser(tx, viewer.userId));
      if (!user) throw authenticationRequiredError();
      return user;
    },
  }),
}));
