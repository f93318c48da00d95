/** Mutation logout: revokes the bearer token the request was made with. */
import { builder } from '../../../graphql/builder.js';
import { requireViewer } from '../../../core/viewer.js';
import { revokeToken } from './auth.service.js';
import { authPolicy } from './auth.policy.js';

builder.mutationFields((t) => ({
  logout: t.boolean({
    access: authPolicy.logout,
    description: 'Revokes the current bearer token.',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      await revokeToken(ctx.data, viewer.tokenId);
      return true;
    },
  }),
}));
