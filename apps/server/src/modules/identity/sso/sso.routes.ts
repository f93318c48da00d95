/**
 * REST side of single sign-on (contract-identity): GET /api/sso/:connectionId/start, /api/sso/callback and the
 * professional-network pair /api/sso/linkedin/start, /api/sso/linkedin/callback. Every outcome is a redirect to
 * the SPA: `/auth/callback#token=…&returnTo=…` or `/auth/callback#error=<message>` (the fragment never reaches
 * a server log or a Referer). Also: password sign-in is refused with 403 SsoRequired while SSO is on.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../http/context.js';
import { requireContext } from '../../../http/tenancy.js';
// request.overTls is declared (and set) by http/tls.ts, which app.ts registers.
import type {} from '../../../http/tls.js';
import {
  discover,
  linkedinAuthorizationRequest,
  linkedinConfiguration,
  linkedinIdentity,
  oidcAuthorizationRequest,
  oidcIdentity,
  type AuthorizationRequest,
  type ExternalIdentity,
} from './oidc-client.js';
import { oidcClientOf, readSsoSettings, ssoRequired } from './sso-settings.js';
import { ssoRoutePolicy } from './sso.policy.js';
import { signInWithExternalIdentity, SsoError } from './sso.service.js';
import {
  clearStateCookie,
  readCookie,
  safeReturnTo,
  STATE_COOKIE,
  STATE_TTL_SECONDS,
  stateCookie,
  type SsoState,
  type StateSealer,
} from './sso-state.js';

export const SSO_CALLBACK_PATH = '/api/sso/callback';
export const LINKEDIN_CALLBACK_PATH = '/api/sso/linkedin/callback';
export const SSO_REQUIRED_MESSAGE = 'This organisation signs in with single sign-on.';
const GENERIC_FAILURE = 'Single sign-on failed. Please try again.';
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function originOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  if (!SAFE_HOST.test(host)) throw new SsoError('Bad Host header');
  return `${request.overTls ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** Behind a trusted TLS-terminating proxy too (http/tls.ts). */
function secure(request: FastifyRequest): boolean {
  return request.overTls;
}

function finish(reply: FastifyReply, fragment: Record<string, string>, cookie?: string): FastifyReply {
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (cookie) void reply.header('set-cookie', cookie);
  return reply.redirect(`/auth/callback#${new URLSearchParams(fragment).toString()}`, 302);
}

function fail(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const message = error instanceof SsoError ? error.message : GENERIC_FAILURE;
  if (!(error instanceof SsoError)) request.log.warn({ err: error }, 'single sign-on failed');
  return finish(reply, { error: message }, clearStateCookie(secure(request)));
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return request.query !== null && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};
}

interface StartInput {
  kind: SsoState['kind'];
  connectionId: string | null;
  redirectUri: string;
  authorization: AuthorizationRequest;
}

function redirectToProvider(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, sealer: StateSealer, input: StartInput) {
  const state: SsoState = {
    kind: input.kind,
    incubatorId: ctx.incubator.id,
    connectionId: input.connectionId,
    state: input.authorization.state,
    nonce: input.authorization.nonce,
    codeVerifier: input.authorization.codeVerifier,
    redirectUri: input.redirectUri,
    returnTo: safeReturnTo(queryOf(request).returnTo),
    expiresAt: Date.now() + STATE_TTL_SECONDS * 1000,
  };
  void reply.header('set-cookie', stateCookie(sealer.seal(state), secure(request))).header('cache-control', 'no-store');
  return reply.redirect(input.authorization.url, 302);
}

/** Reads and checks the round-trip state; the provider's own error answer is reported as such. */
function callbackState(request: FastifyRequest, ctx: AppContext, sealer: StateSealer, kind: SsoState['kind']): { state: SsoState; url: URL } {
  const query = queryOf(request);
  const raw = readCookie(request.headers.cookie, STATE_COOKIE);
  const state = raw ? sealer.open(raw) : null;
  if (!state || state.kind !== kind || state.incubatorId !== ctx.incubator.id) {
    throw new SsoError('Your sign-in attempt expired or was started elsewhere. Please try again.');
  }
  if (typeof query.error === 'string') {
    const description = typeof query.error_description === 'string' ? query.error_description : query.error;
    throw new SsoError(`The identity provider refused the sign-in: ${description.slice(0, 200)}`);
  }
  if (query.state !== state.state) throw new SsoError('Your sign-in attempt expired or was started elsewhere. Please try again.');
  const search = new URL(request.url, 'http://callback.invalid').search;
  return { state, url: new URL(`${state.redirectUri}${search}`) };
}

async function complete(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, state: SsoState, identity: ExternalIdentity) {
  const { token } = await signInWithExternalIdentity(ctx, identity, request.headers['user-agent']);
  return finish(reply, { token, returnTo: state.returnTo }, clearStateCookie(secure(request)));
}

export interface SsoRouteDeps {
  sealer: StateSealer;
}

export function registerSsoRoutes(scope: FastifyInstance, { sealer }: SsoRouteDeps): void {
  const routeConfig = { config: { tokenPolicy: 'ignore' as const, access: ssoRoutePolicy.signIn } };

  // Decision (docs/decisions.md): while SSO is on, password sign-in is refused — before any throttling or hashing.
  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/auth/local') return undefined;
    if (!ssoRequired(readSsoSettings(requireContext(request).incubator.ssoConfig))) return undefined;
    return reply.status(403).type('application/json; charset=utf-8').send({ error: 'SsoRequired', message: SSO_REQUIRED_MESSAGE });
  });

  scope.get('/api/sso/linkedin/start', routeConfig, async (request, reply) => {
    const ctx = requireContext(request);
    try {
      const settings = readSsoSettings(ctx.incubator.ssoConfig).linkedin;
      if (!settings?.enabled) throw new SsoError('Sign-in with the professional network is not set up for this organisation.');
      const redirectUri = `${originOf(request)}${LINKEDIN_CALLBACK_PATH}`;
      const authorization = linkedinAuthorizationRequest(linkedinConfiguration(settings), redirectUri);
      return redirectToProvider(request, reply, ctx, sealer, { kind: 'linkedin', connectionId: 'linkedin', redirectUri, authorization });
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  scope.get(LINKEDIN_CALLBACK_PATH, routeConfig, async (request, reply) => {
    const ctx = requireContext(request);
    try {
      const { state, url } = callbackState(request, ctx, sealer, 'linkedin');
      const settings = readSsoSettings(ctx.incubator.ssoConfig).linkedin;
      if (!settings?.enabled) throw new SsoError('Sign-in with the professional network is not set up for this organisation.');
      const identity = await linkedinIdentity(linkedinConfiguration(settings), settings, url, state.state);
      return await complete(request, reply, ctx, state, identity);
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  scope.get<{ Params: { connectionId: string } }>('/api/sso/:connectionId/start', routeConfig, async (request, reply) => {
    const ctx = requireContext(request);
    try {
      const settings = readSsoSettings(ctx.incubator.ssoConfig);
      const client = oidcClientOf(settings);
      const connection = settings.oauthConnections.find((c) => c.id === request.params.connectionId);
      if (!client || !connection) throw new SsoError('Single sign-on is not set up for this organisation.');
      const redirectUri = `${originOf(request)}${SSO_CALLBACK_PATH}`;
      const authorization = await oidcAuthorizationRequest(await discover(client), redirectUri);
      return redirectToProvider(request, reply, ctx, sealer, { kind: 'oidc', connectionId: connection.id, redirectUri, authorization });
    } catch (error) {
      return fail(request, reply, error);
    }
  });

  scope.get(SSO_CALLBACK_PATH, routeConfig, async (request, reply) => {
    const ctx = requireContext(request);
    try {
      const { state, url } = callbackState(request, ctx, sealer, 'oidc');
      const client = oidcClientOf(readSsoSettings(ctx.incubator.ssoConfig));
      if (!client || !state.nonce || !state.codeVerifier) throw new SsoError('Single sign-on is not set up for this organisation.');
      const identity = await oidcIdentity(await discover(client), url, { state: state.state, nonce: state.nonce, codeVerifier: state.codeVerifier });
      return await complete(request, reply, ctx, state, identity);
    } catch (error) {
      return fail(request, reply, error);
    }
  });
}
