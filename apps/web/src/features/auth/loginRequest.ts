import { incubatorFromLocation } from '../../lib/navigation';

export type LoginResult = { ok: true; token: string } | { ok: false; status: number; message: string | null };

/** POST /auth/local {email, password, incubator} (D1 §7.3, TRN-13). */
export async function requestLogin(email: string, password: string): Promise<LoginResult> {
  const response = await fetch('/auth/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, incubator: incubatorFromLocation() }),
  });
  let body: { token?: unknown; message?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status only
  }
  if (response.ok && typeof body.token === 'string') return { ok: true, token: body.token };
  return { ok: false, status: response.status, message: typeof body.message === 'string' ? body.message : null };
}

/** A returnTo only ever points inside the app (no open redirect). */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/';
  return value;
}
