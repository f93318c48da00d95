/** Query currentUser (D1 §3 shape; ENT-01, ENT-02, AUTH-12). */
import { builder } from '../../graphql/builder.js';
import { requireViewer } from '../../graphql/guards.js';
import { authenticationRequiredError } from '../../errors.js';
import { loadCurrentUser, type CurrentUserView } from './current-user.service.js';
import { access } from '../permissions/access-rule.js';

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

const StartupRefType = builder.objectRef<CurrentUserView['startups'][number]>('StartupRef').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});

const CurrentUserRef = builder.objectRef<CurrentUserView>('CurrentUser').implement({
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
    role: t.field({ type: RoleRef, resolve: (user) => user.role }),
    startups: t.field({ type: [StartupRefType], resolve: (user) => user.startups }),
  }),
});

builder.queryFields((t) => ({
  currentUser: t.field({
    extensions: access('authenticated'),
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
