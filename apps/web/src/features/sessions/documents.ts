import { graphql, type ResultOf } from '../../lib/graphql';

export const UPSERT_SESSION = graphql(`
  mutation UpsertSession($sessionId: ID, $replaceSessionId: ID) {
    upsertSession(sessionId: $sessionId, replaceSessionId: $replaceSessionId) {
      _id
      status
    }
  }
`);

export const LOGOUT_SESSION = graphql(`
  mutation LogoutSession($sessionId: ID!) {
    logoutSession(sessionId: $sessionId)
  }
`);

export const MY_SESSIONS = graphql(`
  query MySessions {
    mySessions {
      _id
      status
      userAgent
      lastActivityAt
      createdAt
      current
    }
  }
`);

export const SESSION_LOGGED_OUT = graphql(`
  subscription SessionLoggedOut($sessionId: ID!) {
    sessionLoggedOut(sessionId: $sessionId) {
      sessionId
      reason
    }
  }
`);

export type ServerSession = ResultOf<typeof MY_SESSIONS>['mySessions'][number];

export const MAX_SESSIONS_REACHED = 'MaxSessionsReached';

/** Whether a GraphQL failure carries the given extensions.code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const errors = (error as { errors?: unknown }).errors;
  return (
    Array.isArray(errors) &&
    errors.some((e) => typeof e === 'object' && e !== null && (e as { extensions?: { code?: unknown } }).extensions?.code === code)
  );
}
