/** Mounts Yoga on Fastify at /graphql (GET, POST; `?operationName=` accepted) inside the tenancy scope. */
import type { FastifyInstance } from 'fastify';
import { requireContext } from '../http/tenancy.js';
import type { HatcheryYoga } from './yoga.js';

export function registerGraphqlRoute(scope: FastifyInstance, yoga: HatcheryYoga): void {
  scope.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        appContext: requireContext(request),
      });
      response.headers.forEach((value, key) => {
        if (key !== 'content-length') void reply.header(key, value);
      });
      void reply.status(response.status);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
