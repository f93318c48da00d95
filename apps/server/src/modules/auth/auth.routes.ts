/** REST: POST /auth/local (sign in) and POST /auth/logout (revoke the bearer token). */
import { loginInputSchema } from '@hatchery/domain';
import type { FastifyInstance } from 'fastify';
import { authenticationRequiredError, badRequestError } from '../../errors.js';
import { requireContext } from '../../http/tenancy.js';
import { revokeToken, signIn } from './auth.service.js';

export function registerAuthRoutes(scope: FastifyInstance): void {
  scope.post('/auth/local', { config: { tokenPolicy: 'ignore' } }, async (request, reply) => {
    const ctx = requireContext(request);
    const parsed = loginInputSchema.safeParse(request.body);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))];
      throw badRequestError(`Invalid sign-in request: check ${fields.join(', ')}`);
    }
    const userAgent = request.headers['user-agent'];
    const result = await signIn(ctx.data, parsed.data, { tokenTtlDays: ctx.tokenTtlDays, userAgent });
    return reply.status(200).send(result);
  });

  scope.post('/auth/logout', async (request, reply) => {
    const ctx = requireContext(request);
    if (!ctx.viewer) throw authenticationRequiredError();
    await revokeToken(ctx.data, ctx.viewer.tokenId);
    return reply.status(204).send();
  });
}
