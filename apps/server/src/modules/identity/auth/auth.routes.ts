/** REST: POST /auth/local (sign in) and POST /auth/logout (revoke the bearer token). */
import { loginInputSchema } from '@hatchery/domain';
import type { FastifyInstance } from 'fastify';
import { badRequestError } from '../../../core/errors.js';
import { requireViewer } from '../../../core/viewer.js';
import { requireContext } from '../../../http/tenancy.js';
import { SECRET_SCOPES, withSecretCheckThrottle } from '../throttling/index.js';
import { authRoutePolicy } from './auth.policy.js';
import { revokeToken, signIn } from './auth.service.js';

export function registerAuthRoutes(scope: FastifyInstance): void {
  scope.post('/auth/local', { config: { tokenPolicy: 'ignore', access: authRoutePolicy.signIn } }, async (request, reply) => {
    const ctx = requireContext(request);
    const parsed = loginInputSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))];
      throw badRequestError(`Invalid sign-in request: check ${fields.join(', ')}`);
    }
    const userAgent = request.headers['user-agent'];
    // Malformed input (400 above) checked no password and is not counted; wrong credentials are (D-10, D-85).
    const result = await withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.password, account: parsed.data.email }, (check) =>
      signIn(ctx.data, check, parsed.data, { tokenTtlDays: ctx.tokenTtlDays, userAgent }),
    );
    return reply.status(200).send(result);
  });

  scope.post('/auth/logout', { config: { access: authRoutePolicy.logout } }, async (request, reply) => {
    const ctx = requireContext(request);
    await revokeToken(ctx.data, requireViewer(ctx).tokenId);
    return reply.status(204).send();
  });
}
