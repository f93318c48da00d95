/** Admin unlock of an account blocked by login throttling (after 100 consecutive failures). */
import { builder } from '../../graphql/builder.js';
import { requireAdmin } from '../sso/sso.graphql.js';
import { privileged } from './privileged.js';
import { access } from '../permissions/access-rule.js';

builder.mutationFields((t) => ({
  clearLoginFailures: t.boolean({
    extensions: access('admin'),
    description: 'Admin group only: ends the sign-in delay or block of this email in this organisation.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      requireAdmin(ctx);
      await privileged(ctx).loginThrottle.clearLoginFailures(ctx.incubator.id, email);
      return true;
    },
  }),
}));
