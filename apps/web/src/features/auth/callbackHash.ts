import { safeReturnTo } from './loginRequest';

export type CallbackResult =
  | { kind: 'token'; token: string; returnTo: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

/** /auth/callback#token=…&returnTo=… or #error=… (contract-identity, GET /api/sso/callback). */
export function parseCallbackHash(hash: string): CallbackResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error !== null) return { kind: 'error', message: error };
  const token = params.get('token');
  if (token) return { kind: 'token', token, returnTo: safeReturnTo(params.get('returnTo')) };
  return { kind: 'invalid' };
}
