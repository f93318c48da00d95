/**
 * GET /bench/raw-current-user (only with BENCH_RAW_ROUTE=1): the same token check and the same SQL as the
 * GraphQL currentUser, without GraphQL — the baseline bench/ compares GraphQL overhead against. Not a product route:
 * it lives beside app.ts, which registers it only when config.benchRawRoute is set, and uses the users module's
 * public surface like any other caller.
 */
import type { FastifyInstance } from 'fastify';
import { authenticationRequiredError } from './core/errors.js';
import { requireViewer } from './core/viewer.js';
import { requireContext } from './http/tenancy.js';
import { loadCurrentUser } from './modules/identity/users/index.js';
import { authenticated } from './modules/permissions/index.js';

export const benchRoutePolicy = {
  /** GET /bench/raw-current-user: the currentUser baseline of bench/. */
  benchCurrentUser: authenticated(),
} as const;

export function registerBenchRoutes(scope: FastifyInstance): void {
  scope.get('/bench/raw-current-user', { config: { access: benchRoutePolicy.benchCurrentUser } }, async (request) => {
    const ctx = requireContext(request);
    const viewer = requireViewer(ctx);
    const user = await ctx.data.run((tx) => loadCurrentUser(tx, viewer.userId));
    if (!user) throw authenticationRequiredError();
    return { data: { currentUser: user } };
  });
}
