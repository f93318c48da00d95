/**
 * The tenant's SSO settings as stored in incubators.sso_config (jsonb). The db type (SsoConfig) is the public
 * part; this module adds the server-only part (issuer, client id and secret, professional-network endpoints).
 * The secret never leaves the server: ssoConfiguration exposes only enabled, organization and oauthConnections.
 */
import type { OauthConnection, SsoConfig } from '../../../db/schema/index.js';

/** D1 §9: the professional network's scopes for basic profile and email address. */
export const LINKEDIN_SCOPES = 'r_basicprofile r_emailaddress';
export const OIDC_SCOPES = 'openid email profile';

export interface LinkedinSettings {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Returns the member's email (`email`, `emailAddress`, or LinkedIn's `elements[0]["handle~"].emailAddress`). */
  userinfoEndpoint: string;
}

export interface SsoSettings extends SsoConfig {
  issuer?: string | null;
  clientId?: string | null;
  clientSecret?: string | null;
  linkedin?: LinkedinSettings | null;
}

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function connectionsOf(value: unknown): OauthConnection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const c = item as Record<string, unknown>;
    const id = text(c.id);
    if (!id) return [];
    return [{ id, protocol: text(c.protocol) ?? 'oidc', provider: text(c.provider) ?? 'oidc', name: text(c.name) ?? id }];
  });
}

function linkedinOf(value: unknown): LinkedinSettings | null {
  if (value === null || typeof value !== 'object') return null;
  const l = value as Record<string, unknown>;
  const clientId = text(l.clientId);
  const clientSecret = text(l.clientSecret);
  const authorizationEndpoint = text(l.authorizationEndpoint);
  const tokenEndpoint = text(l.tokenEndpoint);
  const userinfoEndpoint = text(l.userinfoEndpoint);
  if (!clientId || !clientSecret || !authorizationEndpoint || !tokenEndpoint || !userinfoEndpoint) return null;
  return { enabled: l.enabled === true, clientId, clientSecret, authorizationEndpoint, tokenEndpoint, userinfoEndpoint };
}

/** Reads the stored jsonb defensively (older rows hold only the public part). */
export function readSsoSettings(stored: unknown): SsoSettings {
  const s = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    enabled: s.enabled === true,
    organization: text(s.organization),
    oauthConnections: connectionsOf(s.oauthConnections),
    issuer: text(s.issuer),
    clientId: text(s.clientId),
    clientSecret: text(s.clientSecret),
    linkedin: linkedinOf(s.linkedin),
  };
}

export function oidcClientOf(settings: SsoSettings): OidcClientSettings | null {
  if (!settings.enabled || !settings.issuer || !settings.clientId || !settings.clientSecret) return null;
  return { issuer: settings.issuer, clientId: settings.clientId, clientSecret: settings.clientSecret };
}

/** Password sign-in is refused while SSO is on with at least one connection (decision: SsoRequired). */
export function ssoRequired(settings: SsoSettings): boolean {
  return settings.enabled && settings.oauthConnections.length > 0;
}
