/** Admin unlock of an account blocked by login throttling (after 100 consecutive failures). */
import { builder } from '../../../graphql/builder.js';
import { privileged } from '../../../graphql/privileged.js';
import { throttlingPolicy } from './throttling.policy.js';

builder.mutationFields((t) => ({
  clearLoginFailures: t.boolean({
    access: throttlingPolicy.clearLoginFailures,
    description: 'Admin group only: ends the sign-in delay or block of this email in this organisation.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      await privileged(ctx).loginThrottle.clearLoginFailures(ctx.incubator.id, email);
      return true;
    },
  }),
}));
