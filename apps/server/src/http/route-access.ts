/**
 * Every REST route states its access rule as `config: { access: <rule> }` (a rule of its resource's policy file,
 * D-106). An onRoute hook refuses to register a route without one — the app does not start — and puts the rule in
 * front of the handler as the route's last preHandler, after the tenancy hook has built the request context and
 * before the handler reads its body, so a refused caller learns nothing from a validation message.
 * buildApp registers every route of the app in the scope that has the hook; the static files and SPA fallback of
 * http/static.ts come before it and are not API routes.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { describeAccess, enforceAccess, publicAccess, type AccessRule } from '../modules/permissions/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required (the app refuses to start without it). */
    access?: AccessRule;
  }
}

/**
 * Routes a plugin registers, which cannot carry our config: their rule is stated here. @fastify/cors' `OPTIONS *`
 * only makes Fastify accept preflights; its onRequest hook answers the tenant's own origins before any handler runs.
 */
const PLUGIN_ROUTES: ReadonlyMap<string, AccessRule> = new Map([['OPTIONS *', publicAccess('CORS preflight, answered by @fastify/cors')]]);

const isPublic = (rule: AccessRule): boolean => rule.terms.some((term) => term.kind === 'public');

function routeName(route: Pick<RouteOptions, 'method' | 'url'>): string {
  return `${Array.isArray(route.method) ? route.method.join(',') : route.method} ${route.url}`;
}

/** The route's declared rule (its config, or the plugin-route list); undefined for routes registered before the hook. */
export function declaredRouteAccess(route: Pick<RouteOptions, 'method' | 'url'> & { config?: { access?: AccessRule } }): AccessRule | undefined {
  return route.config?.access ?? PLUGIN_ROUTES.get(routeName(route));
}

function accessCheck(rule: AccessRule, name: string) {
  return async function checkRouteAccess(request: FastifyRequest): Promise<void> {
    if (isPublic(rule)) return;
    // A rule that needs a viewer can only run where the tenancy hook built a context.
    if (!request.appContext) throw new Error(`${name}: access rule ${describeAccess(rule)} outside the tenancy scope`);
    await enforceAccess(rule, request.appContext);
  };
}

/** Adds the hook: every route registered in `scope` (buildApp puts all of the app's routes in one) must carry `config.access`. */
export function requireRouteAccessRules(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const name = routeName(route);
    const rule = declaredRouteAccess(route);
    if (!rule) throw new Error(`${name} has no access rule (add config: { access } from its policy file)`);
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    // A new array: Fastify's automatic HEAD route shares the GET route's options object and gets its own check.
    route.preHandler = [...existing, accessCheck(rule, name)];
  });
}
