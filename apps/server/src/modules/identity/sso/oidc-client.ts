/**
 * The relying-party side (openid-client v6): discovery per tenant issuer (cached), the authorization URL with
 * state + nonce + PKCE (S256), and the code exchange with ID-token checks (signature, iss, aud, exp, nonce).
 * The professional-network flow is plain OAuth 2.0 against configured endpoints (no ID token).
 */
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { LINKEDIN_SCOPES, OIDC_SCOPES, type LinkedinSettings, type OidcClientSettings } from './sso-settings.js';

const DISCOVERY_TTL_MS = 10 * 60_000;
const HTTP_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Plain-http identity providers are accepted on loopback only (the tests' and a developer's local provider). */
export function insecureAllowed(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname));
}

/** client_secret_basic when the provider supports it (the OIDC default), else client_secret_post. */
function secretAuth(clientSecret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(clientSecret);
  const post = oidc.ClientSecretPost(clientSecret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const useBasic = !methods || methods.includes('client_secret_basic');
    return (useBasic ? basic : post)(as, client, body, headers);
  };
}

function options(url: string): { execute: Array<(config: oidc.Configuration) => void>; timeout: number } {
  if (!insecureAllowed(url)) throw new Error('The identity provider must use https');
  return {
    execute: new URL(url).protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: HTTP_TIMEOUT_SECONDS,
  };
}

const discoveries = new Map<string, { expiresAt: number; value: Promise<oidc.Configuration> }>();

export function discover(settings: OidcClientSettings): Promise<oidc.Configuration> {
  const cacheKey = createHash('sha256').update(`${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`).digest('hex');
  const hit = discoveries.get(cacheKey);
  if (hit && hit.expiresAt > Date.now()) return hit.value;
  const opts = options(settings.issuer);
  const value = oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, secretAuth(settings.clientSecret), opts);
  discoveries.set(cacheKey, { expiresAt: Date.now() + DISCOVERY_TTL_MS, value });
  value.catch(() => discoveries.delete(cacheKey));
  return value;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string | null;
  codeVerifier: string | null;
}

export async function oidcAuthorizationRequest(config: oidc.Configuration, redirectUri: string): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: OIDC_SCOPES,
    prompt: 'login',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface ExternalIdentity {
  email: string;
  emailVerified: boolean | null;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Exchanges the code (state, nonce and PKCE checked by openid-client) and reads the email claim. */
export async function oidcIdentity(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<ExternalIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The identity provider returned no ID token');
  let email = stringClaim(claims.email);
  let verified: unknown = claims.email_verified;
  if (!email && config.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    email = stringClaim(info.email);
    verified = info.email_verified;
  }
  if (!email) throw new Error('The identity provider did not share an email address');
  return { email: email.toLowerCase(), emailVerified: typeof verified === 'boolean' ? verified : null };
}

export function linkedinConfiguration(settings: LinkedinSettings): oidc.Configuration {
  const opts = options(settings.authorizationEndpoint);
  for (const url of [settings.tokenEndpoint, settings.userinfoEndpoint]) options(url);
  const config = new oidc.Configuration(
    {
      issuer: new URL(settings.authorizationEndpoint).origin,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
    },
    settings.clientId,
    undefined,
    oidc.ClientSecretPost(settings.clientSecret),
  );
  for (const run of opts.execute) run(config);
  config.timeout = HTTP_TIMEOUT_SECONDS;
  return config;
}

export function linkedinAuthorizationRequest(config: oidc.Configuration, redirectUri: string): AuthorizationRequest {
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: LINKEDIN_SCOPES, state });
  return { url: url.href, state, nonce: null, codeVerifier: null };
}

/** Email from a userinfo answer: OIDC-style `email`, `emailAddress`, or LinkedIn's emailAddress projection. */
export function emailFromProfile(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const direct = stringClaim(b.email) ?? stringClaim(b.emailAddress);
  if (direct) return direct;
  const elements = Array.isArray(b.elements) ? (b.elements as unknown[]) : [];
  const first = elements[0];
  if (first !== null && typeof first === 'object') {
    const handle = (first as Record<string, unknown>)['handle~'];
    if (handle !== null && typeof handle === 'object') return stringClaim((handle as Record<string, unknown>).emailAddress);
  }
  return null;
}

export async function linkedinIdentity(
  config: oidc.Configuration,
  settings: LinkedinSettings,
  callbackUrl: URL,
  state: string,
): Promise<ExternalIdentity> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { expectedState: state, idTokenExpected: false });
  const response = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(settings.userinfoEndpoint), 'GET');
  if (!response.ok) throw new Error(`The professional network refused the profile request (${response.status})`);
  const email = emailFromProfile(await response.json());
  if (!email) throw new Error('The professional network did not share an email address');
  return { email: email.toLowerCase(), emailVerified: null };
}
