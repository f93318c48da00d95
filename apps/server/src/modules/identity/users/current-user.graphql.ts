/** Query currentUser (D1 §3 shape plus the D2 §3.1 user fields; ENT-01..05, ENT-08, AUTH-12): the viewer as a `User`. */
import { builder } from '../../../graphql/builder.js';
import { requireViewer } from '../../../core/viewer.js';
import { authenticationRequiredError } from '../../../core/errors.js';
import { loadCurrentUser } from './current-user.service.js';
import { UserRef } from './user.graphql.js';
import { primeUserRecord } from './user-records.js';
import { usersPolicy } from './users.policy.js';

builder.queryFields((t) => ({
  currentUser: t.field({
    access: usersPolicy.currentUser,
    type: UserRef,
    description: 'The signed-in user; throws AuthenticationRequiredError when not signed in.',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      const user = await ctx.data.run((tx) => loadCurrentUser(tx, viewer.userId));
      if (!user) throw authenticationRequiredError();
      primeUserRecord(ctx, user);
      return user;
    },
  }),
}));
