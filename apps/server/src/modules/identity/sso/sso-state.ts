/**
 * The SSO round-trip state (state, nonce, PKCE verifier, where to return) in a short-lived cookie, sealed with
 * AES-256-GCM: the browser carries it but can neither read nor alter it, and no server-side table is needed.
 * Path /api/sso, HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), Secure over TLS.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const STATE_COOKIE = 'hatchery_sso';
export const STATE_TTL_SECONDS = 600;
const COOKIE_PATH = '/api/sso';

export interface SsoState {
  kind: 'oidc' | 'linkedin';
  incubatorId: string;
  connectionId: string | null;
  state: string;
  nonce: string | null;
  codeVerifier: string | null;
  redirectUri: string;
  returnTo: string;
  /** Epoch ms after which the state is refused. */
  expiresAt: number;
}

export interface StateSealer {
  seal(state: SsoState): string;
  open(value: string): SsoState | null;
}

export function createStateSealer(secret: string | undefined): StateSealer {
  // Without a configured secret a per-process key: fine for one instance (documented in decisions.md).
  const key = createHash('sha256')
    .update(secret ?? randomBytes(32).toString('hex'))
    .digest();
  return {
    seal(state) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(value) {
      try {
        const raw = Buffer.from(value, 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const state = JSON.parse(text) as SsoState;
        return typeof state.expiresAt === 'number' && state.expiresAt > Date.now() ? state : null;
      } catch {
        return null;
      }
    },
  };
}

export function stateCookie(value: string, secure: boolean): string {
  return `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${STATE_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearStateCookie(secure: boolean): string {
  return `${STATE_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i !== -1 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

/**
 * Same-site relative paths only: `/x?y#z`. Absolute URLs, protocol-relative `//host`, backslash tricks and
 * control characters fall back to `/` (no open redirect).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return '/';
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
