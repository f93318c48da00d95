/**
 * The tenancy + authentication hook for tenant routes (/graphql, /auth/*, /api/*): resolves the tenant from
 * the Host (and a claimed tenant that must agree), resolves the bearer token, and builds the request context once.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/contract.js';
import type { Incubator } from '../db/schema/index.js';
import { authenticationRequiredError, invalidIncubatorError } from '../core/errors.js';
import { bearerTokenFrom, hashToken } from '../core/bearer-token.js';
import { tenantData, type AppContext, type AppServices, type SecretCheckGate, type TenantData, type Viewer } from './context.js';
import type { IncubatorLookup } from './incubator-cache.js';
import { slugSpaceOf, tenantOrigin } from './tenant-origins.js';
import { chooseTenantSlug } from './tenant-rule.js';
import { isSlugSpaceHost, normaliseRequestHost } from '@hatchery/domain';

/** `ignore`: the bearer token is not looked at (sign-in); `optional`: a sent token must be valid. */
export type TokenPolicy = 'ignore' | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    appContext: AppContext | null;
  }
  interface FastifyContextConfig {
    tokenPolicy?: TokenPolicy;
  }
}

export interface TenancyDeps {
  db: Database;
  config: AppConfig;
  incubators: IncubatorLookup;
  services: AppServices;
  /**
   * Who a bearer token stands for (identity/auth) and the gate every secret check of a request goes through, bound
   * to the process-wide throttle (identity/throttling, D-85): handed in by app.ts, so http/ depends on no module.
   */
  resolveViewer: (data: TenantData, token: string) => Promise<Viewer | null>;
  secretCheckGate: (incubatorId: string, clientIp: string) => SecretCheckGate;
}

export interface ContextInput {
  host: string | undefined;
  claimedTenant: string | undefined;
  token: string | null;
  log: FastifyBaseLogger;
  /** http or https (default http: the websocket upgrade does not say). */
  protocol?: string | undefined;
  /** Fastify's request.ip, or clientAddress() of the websocket upgrade. */
  clientIp: string;
}

export { tenantOrigin } from './tenant-origins.js';

/** Shared by HTTP and websocket: tenant (or InvalidIncubator) and viewer (or AuthenticationRequired). */
export async function buildAppContext(deps: TenancyDeps, input: ContextInput): Promise<AppContext> {
  const incubator = await resolveIncubator(deps, input.host, input.claimedTenant);
  const data = tenantData(deps.db, incubator.id);
  let viewer: Viewer | null = null;
  if (input.token !== null) {
    const token = input.token;
    viewer = await deps.services.viewers.resolve(incubator.id, hashToken(token), () => deps.resolveViewer(data, token));
    if (!viewer) throw authenticationRequiredError();
  }
  return {
    incubator,
    viewer,
    tokenId: viewer?.tokenId ?? null,
    data,
    log: input.log,
    tokenTtlDays: deps.config.tokenTtlDays,
    services: deps.services,
    origin: tenantOrigin(deps.config.publicUrl, incubator),
    clientIp: input.clientIp,
    secretChecks: deps.secretCheckGate(incubator.id, input.clientIp),
  };
}

/**
 * A host that is some tenant's verified custom domain (D-53) picks that tenant; a claimed tenant must then name it,
 * by its slug or by the domain's first label (what a browser derives from the host before it knows the slug).
 * Hosts the slug rule owns (PUBLIC_URL's host and below, localhost, IPs, API hosts) never reach the custom-domain
 * lookup: the slug rule of tenant-rule.ts wins there (D-84), so no stored domain can shadow a tenant's address.
 */
export async function resolveIncubator(deps: TenancyDeps, host: string | undefined, claimed: string | undefined): Promise<Incubator> {
  const hostname = normaliseRequestHost(host);
  if (!isSlugSpaceHost(hostname, slugSpaceOf(deps.config))) {
    const byDomain = await deps.incubators.byCustomDomain(hostname);
    if (byDomain) {
      const claim = claimed?.trim().toLowerCase();
      if (claim && claim !== byDomain.slug && claim !== hostname.split('.')[0]) throw invalidIncubatorError();
      return byDomain;
    }
  }
  const slug = chooseTenantSlug(host, claimed, deps.config);
  const incubator = slug ? await deps.incubators.bySlug(slug) : null;
  if (!incubator) throw invalidIncubatorError();
  return incubator;
}

function claimedTenant(request: FastifyRequest): string | undefined {
  const header = request.headers['x-incubator'];
  const body: unknown = request.body;
  const fromBody =
    body !== null && typeof body === 'object' && 'incubator' in body && typeof body.incubator === 'string'
      ? body.incubator
      : undefined;
  const fromHeader = typeof header === 'string' && header.trim() !== '' ? header : undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader.trim().toLowerCase() !== fromBody.trim().toLowerCase()) {
    throw invalidIncubatorError();
  }
  return fromHeader ?? fromBody;
}

/** Adds the hook to an encapsulated scope: every route registered in it gets `request.appContext`. */
export function registerTenancy(scope: FastifyInstance, deps: TenancyDeps): void {
  scope.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.tokenPolicy ?? 'optional';
    request.appContext = await buildAppContext(deps, {
      host: request.headers.host,
      claimedTenant: claimedTenant(request),
      token: policy === 'ignore' ? null : bearerTokenFrom(request.headers.authorization),
      log: request.log,
      protocol: request.protocol,
      clientIp: request.ip,
    });
  });
}

export function requireContext(request: FastifyRequest): AppContext {
  if (!request.appContext) throw new Error('Request context missing: route registered outside the tenancy scope');
  return request.appContext;
}
