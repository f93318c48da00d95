/** Opaque bearer tokens: 32 random bytes (base64url); only their SHA-256 digest is stored. */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const ABSENT_VALUES = new Set(['', 'null', 'undefined']);

/**
 * The token of an `Authorization: Bearer …` header; null when no token is sent. Clients that are signed out
 * sometimes send `Bearer null` or an empty value: those count as "no token", not as a bad one.
 */
export function bearerTokenFrom(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^\s*Bearer\s+(.*)$/i.exec(header);
  if (!match) return null;
  const token = (match[1] ?? '').trim();
  return ABSENT_VALUES.has(token) ? null : token;
}
