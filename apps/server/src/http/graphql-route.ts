/**
 * Mounts Yoga on Fastify at /graphql (GET, POST; `?operationName=` accepted) inside the tenancy scope. No OPTIONS:
 * preflights belong to @fastify/cors (http/cors.ts), which answers only the tenant's own origins.
 */
import type { FastifyInstance } from 'fastify';
import { requireContext } from './tenancy.js';
import { publicAccess } from '../modules/permissions/index.js';
import type { HatcheryYoga } from '../graphql/yoga.js';

export function registerGraphqlRoute(scope: FastifyInstance, yoga: HatcheryYoga): void {
  scope.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST'],
    // The endpoint lets every request through to Yoga; each root field runs its own rule (graphql/access-plugin.ts).
    config: { access: publicAccess('each root field runs its own rule') },
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        appContext: requireContext(request),
      });
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') void reply.header(key, value);
      });
      void reply.status(response.status);
      // Yoga's answer is a JSON string: text() hands that string over as it is, where arrayBuffer() encoded it into a
      // Buffer that was then copied once more (D-321). A streamed body is collected either way, as before.
      return reply.send(await response.text());
    },
  });
}
