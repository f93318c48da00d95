import { decideErrorAction, failureFromBody } from '../../lib/apollo/errorPolicy';
import { authHeaders } from '../../lib/apollo/headers';
import { PUBLIC_INCUBATOR_QUERY, type PublicIncubator } from './queries';

export type TenantFetchResult = { kind: 'ok'; incubator: PublicIncubator } | { kind: 'unknownTenant' } | { kind: 'failed' };

/** The public branding of the host's tenant (D1 §7.4), before any sign-in. */
export async function fetchPublicIncubator(): Promise<TenantFetchResult> {
  let response: Response;
  try {
    response = await fetch('/graphql?operationName=PublicIncubator', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...authHeaders(null) },
      body: JSON.stringify({ operationName: 'PublicIncubator', query: PUBLIC_INCUBATOR_QUERY }),
    });
  } catch {
    return { kind: 'failed' };
  }
  const text = await response.text();
  const action = decideErrorAction(failureFromBody(response.status, text), window.location.pathname);
  if (action.kind === 'incubatorNotFound') return { kind: 'unknownTenant' };
  try {
    const body = JSON.parse(text) as { data?: { publicIncubator?: PublicIncubator | null } };
    const incubator = body.data?.publicIncubator;
    return incubator ? { kind: 'ok', incubator } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
