/** Builds the Fastify app (no listening): testable with app.inject, started by main.ts. */
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { Database } from './db/contract.js';
import { registerGraphqlRoute } from './graphql/route.js';
import { createGraphqlServer } from './graphql/yoga.js';
import { registerErrorHandling, sendAppError } from './http/errors.js';
import { createIncubatorLookup, type IncubatorLookup } from './http/incubator-cache.js';
import { registerStatic, wantsSpaFallback } from './http/static.js';
import { registerTenancy, type TenancyDeps } from './http/tenancy.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerBenchRoutes } from './modules/users/bench.routes.js';
import { notFoundError } from './errors.js';
import { attachSubscriptions } from './realtime/subscriptions.js';

export const BODY_LIMIT_BYTES = 1_048_576;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    incubatorLookup: IncubatorLookup;
  }
}

export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? pino({ level: config.logLevel });
  const app = Fastify({
    loggerInstance,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
  });
  const deps: TenancyDeps = { db, config, incubators: createIncubatorLookup(db) };
  app.decorate('incubatorLookup', deps.incubators);
  app.decorateRequest('appContext', null);

  const spaFallback = await registerStatic(app, { webDist: config.webDist, production: config.isProduction });
  registerErrorHandling(app, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (spaFallback && wantsSpaFallback(request.method, pathname, request.headers.accept)) return spaFallback(request, reply);
    return sendAppError(request, reply, notFoundError('Route not found'));
  });

  registerHealthRoutes(app, db);

  const yoga = createGraphqlServer({ log: app.log, production: config.isProduction });
  await app.register(async (scope) => {
    registerTenancy(scope, deps);
    registerAuthRoutes(scope);
    registerGraphqlRoute(scope, yoga);
    if (config.benchRawRoute) registerBenchRoutes(scope);
  });
  attachSubscriptions(app, yoga, deps);
  return app;
}
