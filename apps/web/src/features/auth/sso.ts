import { authHeaders } from '../../lib/apollo/headers';
import type { graphql, ResultOf } from '../../lib/graphql';

/** Sent with plain fetch: the login chunk has no GraphQL client (D-91). A unit test validates it against the schema. */
export const SSO_QUERY = 'query SsoConfiguration { ssoConfiguration { enabled organization oauthConnections { id protocol provider name } } }';

/** Never called: gql.tada infers the answer's type from the text, with nothing loaded at run time (D-105). */
function _typedSsoConfiguration(tada: typeof graphql) {
  return tada(SSO_QUERY);
}

export type SsoConfiguration = NonNullable<ResultOf<ReturnType<typeof _typedSsoConfiguration>>['ssoConfiguration']>;
export type OauthConnection = SsoConfiguration['oauthConnections'][number];

/** How /login signs a visitor in (RTE-02, AUTH-04, GAP-12). */
export type LoginMode =
  | { kind: 'form' }
  | { kind: 'redirect'; connection: OauthConnection }
  | { kind: 'choose'; connections: OauthConnection[] };

/** SSO off (or on without a connection) → the password form; one connection → straight to it; several → buttons. */
export function decideLoginMode(sso: SsoConfiguration | null): LoginMode {
  if (!sso?.enabled) return { kind: 'form' };
  const [first, ...rest] = sso.oauthConnections;
  if (!first) return { kind: 'form' };
  if (rest.length === 0) return { kind: 'redirect', connection: first };
  return { kind: 'choose', connections: sso.oauthConnections };
}

/** Whether SSO is in use: /forgotpassword and the sign-up form are not offered then (RTE-03, GAP-11, GAP-13). */
export function ssoInUse(sso: SsoConfiguration | null): boolean {
  return decideLoginMode(sso).kind !== 'form';
}

/** AUTH-05: the server starts the OIDC flow (openid email profile, prompt=login) and comes back to /auth/callback. */
export function ssoStartUrl(connectionId: string, returnTo: string): string {
  return `/api/sso/${encodeURIComponent(connectionId)}/start?returnTo=${encodeURIComponent(returnTo)}`;
}

export function linkedinStartUrl(returnTo: string): string {
  return `/api/sso/linkedin/start?returnTo=${encodeURIComponent(returnTo)}`;
}

let cached: Promise<SsoConfiguration | null> | null = null;

/** AUTH-03: the SSO configuration, answered before login (plain fetch: the login chunk has no GraphQL client). */
export function fetchSsoConfiguration(): Promise<SsoConfiguration | null> {
  cached ??= fetch('/graphql?operationName=SsoConfiguration', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...authHeaders(null) },
    body: JSON.stringify({ operationName: 'SsoConfiguration', query: SSO_QUERY }),
  })
    .then(async (response) => {
      const body = (await response.json()) as { data?: { ssoConfiguration?: SsoConfiguration | null } };
      return body.data?.ssoConfiguration ?? null;
    })
    .catch(() => {
      cached = null;
      return null;
    });
  return cached;
}

/** Full-page navigation to a server URL (a seam for tests). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
