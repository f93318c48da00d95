/**
 * CORS for the tenant routes (/graphql, /auth/*, /api/*), D-84: @fastify/cors with a per-request delegator that
 * resolves the tenant the way the tenancy hook does (Host, x-incubator) and allows the Origin only when it is one of
 * that tenant's own origins (tenant-origins.ts). Any other Origin gets no CORS header at all and its preflight is
 * not answered (404), so a foreign page can neither read responses nor send credentialed writes.
 */
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import { normaliseRequestHost, PREFLIGHT_HEADER } from '@hatchery/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Incubator } from '../db/schema/index.js';
import { apiHostOrigins, isTenantOrigin } from './tenant-origins.js';
import { resolveIncubator, type TenancyDeps } from './tenancy.js';

const REFUSED: FastifyCorsOptions = { origin: false };

const ALLOWED_HEADERS = ['authorization', 'content-type', 'x-incubator', PREFLIGHT_HEADER, 'x-apollo-operation-name', 'accept-language'];

function allowed(origin: string): FastifyCorsOptions {
  return {
    origin,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT'],
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: 600,
  };
}

async function tenantOrNull(deps: TenancyDeps, host: string | undefined, claimed: string | undefined): Promise<Incubator | null> {
  try {
    return await resolveIncubator(deps, host, claimed);
  } catch {
    return null;
  }
}

/** Exported for tests: whether a request may be answered to its Origin. */
export async function isOriginAllowed(deps: TenancyDeps, request: Pick<FastifyRequest, 'headers'>, origin: string): Promise<boolean> {
  const { config } = deps;
  const header = request.headers['x-incubator'];
  const claimed = typeof header === 'string' && header.trim() !== '' ? header : undefined;
  const onApiHost = config.apiHosts.includes(normaliseRequestHost(request.headers.host));
  if (onApiHost && apiHostOrigins(config).includes(origin)) return true;
  if (onApiHost && claimed === undefined) {
    // A preflight to an API host cannot carry x-incubator: accept an Origin that is the own origin of the tenant its
    // host names. The request that follows must name its tenant, and its answer is checked against that tenant.
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return false;
    }
    const byOrigin = await tenantOrNull(deps, originHost, undefined);
    return byOrigin !== null && isTenantOrigin(config, byOrigin, origin);
  }
  const incubator = await tenantOrNull(deps, request.headers.host, claimed);
  return incubator !== null && isTenantOrigin(config, incubator, origin);
}

/** Registers the plugin in the tenant scope (before its routes); it answers allowed preflights itself. */
export async function registerTenantCors(scope: FastifyInstance, deps: TenancyDeps): Promise<void> {
  await scope.register(fastifyCors, {
    hook: 'onRequest',
    delegator: async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
      const origin = request.headers.origin;
      if (!origin) return REFUSED;
      return (await isOriginAllowed(deps, request, origin)) ? allowed(origin) : REFUSED;
    },
  });
}
