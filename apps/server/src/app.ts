/** Builds the Fastify app (no listening): testable with app.inject, started by main.ts. */
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { Database } from './db/contract.js';
import { registerGraphqlRoute } from './http/graphql-route.js';
import { createGraphqlServer } from './graphql/yoga.js';
import { registerTenantCors } from './http/cors.js';
import { registerCompression } from './http/compression.js';
import { frameworkErrorHandler, registerErrorHandling, sendAppError } from './http/errors.js';
import { registerInputGuard } from './http/input-guard.js';
import { requireRouteAccessRules } from './http/route-access.js';
import { createIncubatorLookup, type IncubatorLookup } from './http/incubator-cache.js';
import { registerStatic, wantsSpaFallback } from './http/static.js';
import { registerTenancy, type TenancyDeps } from './http/tenancy.js';
import { createViewerCache, type ViewerCache } from './http/viewer-cache.js';
import { registerViewersChangedOnWrite, useViewersChangedOnMutation, watchViewerChanges } from './http/viewer-changes.js';
import { registerAuthRoutes } from './modules/identity/auth/index.js';
import { registerHealthRoutes } from './modules/health/index.js';
import { registerAccountRoutes } from './modules/identity/accounts/index.js';
import { createMailer, devMailboxAccess, type Mailer } from './modules/mail/index.js';
import { registerMailboxRoutes } from './modules/mail/index.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerTlsDetection } from './http/tls.js';
import { createLoginThrottle, decorateLoginThrottle, registerLoginThrottleHooks, type LoginThrottle } from './modules/identity/throttling/index.js';
import { usePrivilegedServices } from './graphql/privileged.js';
import { createStateSealer } from './modules/identity/sso/index.js';
import { registerSsoRoutes } from './modules/identity/sso/index.js';
import { createSsoSettingsWriter } from './modules/identity/sso/index.js';
import { registerBenchRoutes } from './bench-routes.js';
import { createFileStore, type FileStore } from './modules/files/index.js';
import type { DomainProbe } from './modules/settings/index.js';
import { registerFileRoutes } from './modules/files/index.js';
import { registerFormRoutes } from './modules/forms/index.js';
import { registerCoachingRoutes } from './modules/coaching/index.js';
import { registerCalendarRoutes } from './modules/calendar/index.js';
import { watchIncubatorChanges } from './modules/settings/index.js';
import { notFoundError } from './core/errors.js';
import { createPubSub, type PubSub } from './realtime/pubsub.js';
import { attachSubscriptions } from './http/subscriptions.js';
import { buildSchema } from './schema.js';
import { resolveViewer } from './modules/identity/auth/index.js';
import { createSecretCheckGate } from './modules/identity/throttling/index.js';

export const BODY_LIMIT_BYTES = 1_048_576;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  logger?: Logger;
  /** Shared pub/sub (tests pass one to watch it); default: Redis when REDIS_URL is set, else in-process. Closed with the app only when created here. */
  pubsub?: PubSub;
  /** Default: SMTP when SMTP_URL is set, else the dev mailbox. */
  mailer?: Mailer;
  /** Default: Redis-backed when REDIS_URL is set, else in memory. Closed with the app only when created here. */
  loginThrottle?: LoginThrottle;
  /** Default: S3 when S3_BUCKET is set, else local disk under DATA_DIR/files. */
  fileStore?: FileStore;
  /** Default: a new cache with config.viewerCacheTtlMs (main.ts shares one with the background jobs). */
  viewers?: ViewerCache;
  /** Default: fetch and node:dns; tests pass a fake (no network). */
  domainProbe?: DomainProbe;
  /** Called for every route as it is registered: the fuzz test covers routes added later without being told. */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    incubatorLookup: IncubatorLookup;
  }
}

export async function buildApp({ config, db, logger, ...given }: BuildAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? pino({ level: config.logLevel });
  const app = Fastify({
    loggerInstance,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  });
  if (given.onRoute) app.addHook('onRoute', given.onRoute);
  const pubsub = given.pubsub ?? createPubSub(config.redisUrl, { onError: (error) => app.log.error({ err: error }, 'redis pub/sub error') });
  const mailer = given.mailer ?? createMailer(config);
  app.addHook('onClose', async () => {
    if (!given.pubsub) await pubsub.close();
    if (!given.mailer) await mailer.close();
  });
  const viewers = given.viewers ?? createViewerCache({ ttlMs: config.viewerCacheTtlMs });
  const throttle = given.loginThrottle ?? createLoginThrottle({ redisUrl: config.redisUrl, redisPrefix: config.throttleKeyPrefix });
  const deps: TenancyDeps = {
    db,
    config,
    incubators: createIncubatorLookup(db),
    services: { config, pubsub, mailer, viewers, domainProbe: given.domainProbe },
    resolveViewer,
    secretCheckGate: (incubatorId, clientIp) => createSecretCheckGate(throttle, incubatorId, clientIp),
  };
  app.addHook('onClose', watchViewerChanges(pubsub, viewers));
  app.decorate('incubatorLookup', deps.incubators);
  const stopWatchingIncubators = watchIncubatorChanges(pubsub, deps.incubators);
  app.addHook('onClose', stopWatchingIncubators);
  const fileStore = given.fileStore ?? createFileStore({ dataDir: config.dataDir, s3: config.s3 });
  app.decorateRequest('appContext', null);
  decorateLoginThrottle(app, throttle, !given.loginThrottle);
  // First of the request hooks: an answer given by any later hook (or an error in one) has the headers too.
  await registerSecurityHeaders(app, { production: config.isProduction });
  registerTlsDetection(app, { trustProxy: config.trustProxy, publicUrl: config.publicUrl });
  registerInputGuard(app);
  // Before any route: the plugin compresses the answers of the routes declared after it.
  await registerCompression(app);

  const spaFallback = await registerStatic(app, { webDist: config.webDist, production: config.isProduction });
  registerErrorHandling(app, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (spaFallback && wantsSpaFallback(request.method, pathname, request.headers.accept)) return spaFallback(request, reply);
    return sendAppError(request, reply, notFoundError('Route not found'));
  });

  const privileged = usePrivilegedServices({
    loginThrottle: app.loginThrottle,
    writeSsoSettings: createSsoSettingsWriter(db, deps.incubators),
  });
  const yoga = createGraphqlServer({ schema: buildSchema(), log: app.log, production: config.isProduction, plugins: [privileged, useViewersChangedOnMutation()] });
  // Every route of the app is registered in this scope, whose hook makes each state its access rule (D-106); the
  // static files above are not API routes.
  await app.register(async (routes) => {
    requireRouteAccessRules(routes);
    registerHealthRoutes(routes, db);
    await routes.register(async (scope) => {
      // First: its onRequest hook answers allowed preflights before tenancy and auth run (a preflight has no token).
      await registerTenantCors(scope, deps);
      registerTenancy(scope, deps);
      registerViewersChangedOnWrite(scope, yoga.graphqlEndpoint);
      registerSsoRoutes(scope, { sealer: createStateSealer(config.ssoStateSecret) });
      registerLoginThrottleHooks(scope);
      registerAuthRoutes(scope);
      registerAccountRoutes(scope);
      registerMailboxRoutes(scope, devMailboxAccess(mailer, config));
      registerGraphqlRoute(scope, yoga);
      registerFileRoutes(scope, { store: fileStore });
      registerFormRoutes(scope);
      registerCoachingRoutes(scope);
      registerCalendarRoutes(scope);
      if (config.benchRawRoute) registerBenchRoutes(scope);
    });
  });
  attachSubscriptions(app, yoga, deps);
  return app;
}
