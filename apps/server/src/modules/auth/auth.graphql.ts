/** Mutation logout: revokes the bearer token the request was made with. */
import { builder } from '../../graphql/builder.js';
import { requireViewer } from '../../graphql/guards.js';
import { revokeToken } from './auth.service.js';
import { access } from '../permissions/access-rule.js';

builder.mutationFields((t) => ({
  logout: t.boolean({
    extensions: access('authenticated', 'own token'),
    description: 'Revokes the current bearer token.',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      await revokeToken(ctx.data, viewer.tokenId);
      return true;
    },
  }),
}));
