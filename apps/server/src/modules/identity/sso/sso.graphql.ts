/** Mutation updateSsoConfiguration (admin group only). The answer is the public shape: never the client secret. */
import { builder } from '../../../graphql/builder.js';
import { badRequestError } from '../../../core/errors.js';
import { SsoConfigurationRef } from '../../incubator/index.js';
import { privileged } from '../../../graphql/privileged.js';
import { insecureAllowed } from './oidc-client.js';
import { readSsoSettings, type LinkedinSettings, type SsoSettings } from './sso-settings.js';
import { ssoPolicy } from './sso.policy.js';

const CONNECTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const RESERVED_IDS = new Set(['linkedin', 'callback']);

const OauthConnectionInput = builder.inputType('OauthConnectionInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    protocol: t.string({ required: true }),
    provider: t.string({ required: true }),
    name: t.string({ required: true }),
  }),
});

const LinkedinConfigurationInput = builder.inputType('LinkedinConfigurationInput', {
  description: 'Professional-network sign-in (OAuth 2.0, scopes r_basicprofile r_emailaddress). clientSecret omitted = keep.',
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    clientId: t.string({ required: true }),
    clientSecret: t.string(),
    authorizationEndpoint: t.string({ required: true }),
    tokenEndpoint: t.string({ required: true }),
    userinfoEndpoint: t.string({ required: true }),
  }),
});

const SsoConfigurationInput = builder.inputType('SsoConfigurationInput', {
  description: 'clientSecret omitted or null keeps the stored secret; the secret is never returned.',
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    organization: t.string(),
    issuer: t.string(),
    clientId: t.string(),
    clientSecret: t.string(),
    connections: t.field({ type: [OauthConnectionInput], required: true }),
    linkedin: t.field({ type: LinkedinConfigurationInput }),
  }),
});

type Input = typeof SsoConfigurationInput.$inferInput;

function trimmed(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function checkUrl(value: string, field: string): string {
  try {
    if (insecureAllowed(value)) return value;
  } catch {
    // falls through to the error below
  }
  throw badRequestError(`${field} must be an https URL`);
}

function linkedinFrom(input: Input['linkedin'], current: LinkedinSettings | null | undefined): LinkedinSettings | null {
  if (!input) return current ?? null;
  const clientSecret = trimmed(input.clientSecret) ?? current?.clientSecret ?? null;
  const clientId = trimmed(input.clientId);
  if (!clientId || !clientSecret) throw badRequestError('The professional network needs a client id and a client secret');
  return {
    enabled: input.enabled,
    clientId,
    clientSecret,
    authorizationEndpoint: checkUrl(input.authorizationEndpoint.trim(), 'authorizationEndpoint'),
    tokenEndpoint: checkUrl(input.tokenEndpoint.trim(), 'tokenEndpoint'),
    userinfoEndpoint: checkUrl(input.userinfoEndpoint.trim(), 'userinfoEndpoint'),
  };
}

/** Validates the input against the stored settings; a missing secret keeps the stored one. */
export function nextSsoSettings(input: Input, current: SsoSettings): SsoSettings {
  const ids = new Set<string>();
  const oauthConnections = input.connections.map((c) => {
    const id = String(c.id).trim();
    if (!CONNECTION_ID.test(id) || RESERVED_IDS.has(id)) throw badRequestError(`Connection id "${id}" must be 1–64 letters, digits, - or _`);
    if (ids.has(id)) throw badRequestError(`Connection id "${id}" is used twice`);
    ids.add(id);
    const name = c.name.trim();
    if (name === '' || name.length > 100) throw badRequestError('Every connection needs a name of at most 100 characters');
    return { id, protocol: c.protocol.trim() || 'oidc', provider: c.provider.trim() || 'oidc', name };
  });
  const issuer = trimmed(input.issuer);
  const clientId = trimmed(input.clientId);
  const clientSecret = trimmed(input.clientSecret) ?? current.clientSecret ?? null;
  if (issuer) checkUrl(issuer, 'issuer');
  if (input.enabled) {
    if (!issuer || !clientId || !clientSecret) throw badRequestError('Enabled single sign-on needs an issuer, a client id and a client secret');
    if (oauthConnections.length === 0) throw badRequestError('Enabled single sign-on needs at least one connection');
  }
  return {
    enabled: input.enabled,
    organization: trimmed(input.organization),
    oauthConnections,
    issuer,
    clientId,
    clientSecret,
    linkedin: linkedinFrom(input.linkedin, current.linkedin),
  };
}

builder.mutationFields((t) => ({
  updateSsoConfiguration: t.field({
    access: ssoPolicy.updateSsoConfiguration,
    type: SsoConfigurationRef,
    description: 'Admin group only (Admin, AdminCoach). Replaces the tenant SSO configuration.',
    args: { input: t.arg({ type: SsoConfigurationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const next = nextSsoSettings(input, readSsoSettings(ctx.incubator.ssoConfig));
      await privileged(ctx).writeSsoSettings(ctx.incubator.id, next);
      return next;
    },
  }),
}));
