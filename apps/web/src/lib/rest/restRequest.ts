import { tokenStore } from '../storage/tokenStore';

/** A REST answer (D1 §7.3): the body on success; the server's `{error, message}` otherwise. */
export type RestResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string | null; message: string | null; network: boolean };

export interface RestOptions {
  body?: unknown;
  /** Send the stored bearer token (default: when one is stored). */
  auth?: boolean;
}

export async function restRequest<T = unknown>(method: string, path: string, options: RestOptions = {}): Promise<RestResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = options.auth === false ? null : tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { ok: false, status: 0, code: null, message: null, network: true };
  }
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy page): keep the status alone.
  }
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  const record = (typeof body === 'object' && body !== null ? body : {}) as { error?: unknown; message?: unknown };
  return {
    ok: false,
    status: response.status,
    code: typeof record.error === 'string' ? record.error : null,
    message: typeof record.message === 'string' ? record.message : null,
    network: false,
  };
}
