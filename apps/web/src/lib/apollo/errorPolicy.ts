import { ERROR_CODES, isPublicPath } from '@hatchery/domain';

/** What the app does about a transport error (D1 §8). Pure, so it is unit-tested apart from Apollo. */
export type ErrorAction =
  | { kind: 'logout' }
  | { kind: 'incubatorNotFound' }
  | { kind: 'errorPage'; status: number; message: string }
  | { kind: 'none' };

export interface TransportFailure {
  /** HTTP status of the response, when there was one. */
  status?: number;
  /** Error codes: REST body `error` and/or GraphQL `extensions.code` of each error. */
  codes: string[];
  message?: string;
}

export function decideErrorAction(failure: TransportFailure, pathname: string): ErrorAction {
  const { status, codes } = failure;
  if (codes.includes(ERROR_CODES.invalidIncubator)) return { kind: 'incubatorNotFound' };
  if (status === 401) return { kind: 'logout' };
  if (status === 403) return { kind: 'errorPage', status, message: failure.message ?? 'Forbidden' };
  if (codes.includes(ERROR_CODES.authenticationRequired)) {
    return isPublicPath(pathname) ? { kind: 'none' } : { kind: 'logout' };
  }
  return { kind: 'none' };
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

/** Reads `{error, message}` (REST) or `{errors: [...]}` (GraphQL) out of a response body. */
export function failureFromBody(status: number | undefined, bodyText: string): TransportFailure {
  const codes: string[] = [];
  let message: string | undefined;
  try {
    const body = JSON.parse(bodyText) as ErrorBody;
    if (typeof body.error === 'string') codes.push(body.error);
    if (typeof body.message === 'string') message = body.message;
    for (const e of body.errors ?? []) {
      if (typeof e.extensions?.code === 'string') codes.push(e.extensions.code);
      if (message === undefined && typeof e.message === 'string') message = e.message;
    }
  } catch {
    // A non-JSON body (a proxy's HTML page): keep the status alone.
  }
  return { status, codes, message };
}
