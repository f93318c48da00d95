/**
 * GET /bench/raw-current-user (only with BENCH_RAW_ROUTE=1): the same token check and the same SQL as the
 * GraphQL currentUser, without GraphQL — the baseline bench/ compares GraphQL overhead against.
 */
import type { FastifyInstance } from 'fastify';
import { authenticationRequiredError } from '../../errors.js';
import { requireViewer } from '../../graphql/guards.js';
import { requireContext } from '../../http/tenancy.js';
import { loadCurrentUser } from './current-user.service.js';
import { usersRoutePolicy } from './users.policy.js';

export function registerBenchRoutes(scope: FastifyInstance): void {
  scope.get('/bench/raw-current-user', { config: { access: usersRoutePolicy.benchCurrentUser } }, async (request) => {
    const ctx = requireContext(request);
    const viewer = requireViewer(ctx);
    const user = await ctx.data.run((tx) => loadCurrentUser(tx, viewer.userId));
    if (!user) throw authenticationRequiredError();
    return { data: { currentUser: user } };
  });
}
