import { PREFLIGHT_HEADER } from '@hatchery/domain';

/** Every GraphQL call: the bearer token when signed in, and the CSRF preflight header (D1 §7.1, GAP-29). */
export function authHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { [PREFLIGHT_HEADER]: 'true' };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}
