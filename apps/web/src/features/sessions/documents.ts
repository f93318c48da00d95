import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ServerSession {
  _id: string;
  status: string;
  userAgent: string | null;
  lastActivityAt: string;
  createdAt: string;
  current: boolean;
}

export const UPSERT_SESSION: TypedDocumentNode<
  { upsertSession: { _id: string; status: string } },
  { sessionId?: string | null; replaceSessionId?: string | null }
> = gql`
  mutation UpsertSession($sessionId: ID, $replaceSessionId: ID) {
    upsertSession(sessionId: $sessionId, replaceSessionId: $replaceSessionId) {
      _id
      status
    }
  }
`;

export const LOGOUT_SESSION: TypedDocumentNode<{ logoutSession: boolean }, { sessionId: string }> = gql`
  mutation LogoutSession($sessionId: ID!) {
    logoutSession(sessionId: $sessionId)
  }
`;

export const MY_SESSIONS: TypedDocumentNode<{ mySessions: ServerSession[] }> = gql`
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
`;

export const SESSION_LOGGED_OUT: TypedDocumentNode<
  { sessionLoggedOut: { sessionId: string; reason: string } },
  { sessionId: string }
> = gql`
  subscription SessionLoggedOut($sessionId: ID!) {
    sessionLoggedOut(sessionId: $sessionId) {
      sessionId
      reason
    }
  }
`;

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
