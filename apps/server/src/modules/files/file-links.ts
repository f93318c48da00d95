/**
 * Signed download links (D-94). A browser follows `<a href>` and loads `<img src>` without our bearer token, so a
 * file link handed to a viewer who may read the file carries `?access=<expiry>.<user>.<signature>`: an HMAC of the
 * tenant, the file, the user and the expiry. GET /files/:id/:name accepts it in place of a token until it expires,
 * like an object store's presigned URL. Expiries are rounded to the next hour (a link lives 1–2 h), so the same
 * viewer gets the same link for an hour and the client cache does not churn.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const LINK_STEP_MS = 60 * 60 * 1000;
const ACCESS_PATTERN = /^(\d{10,16})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** Without FILE_LINK_SECRET one random key per process: links then work on the process that made them only. */
const processKey = randomBytes(32);

function keyOf(secret: string | undefined): Buffer | string {
  return secret ?? processKey;
}

function signature(key: Buffer | string, incubatorId: string, fileId: string, userId: string, expiresAt: number): string {
  return createHmac('sha256', key).update(`file-link:${incubatorId}:${fileId}:${userId}:${expiresAt}`).digest('base64url');
}

export interface FileLinkGrant {
  incubatorId: string;
  userId: string;
}

/** The `access` value for this viewer and file. */
export function signFileAccess(secret: string | undefined, grant: FileLinkGrant, fileId: string, now = Date.now()): string {
  const expiresAt = Math.ceil((now + LINK_STEP_MS) / LINK_STEP_MS) * LINK_STEP_MS;
  return `${expiresAt}.${grant.userId}.${signature(keyOf(secret), grant.incubatorId, fileId, grant.userId, expiresAt)}`;
}

/** The user the link was made for, or null when it is malformed, forged, for another file or tenant, or expired. */
export function verifyFileAccess(secret: string | undefined, incubatorId: string, fileId: string, access: string, now = Date.now()): string | null {
  const match = ACCESS_PATTERN.exec(access);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  const userId = match[2]!;
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  const expected = Buffer.from(signature(keyOf(secret), incubatorId, fileId, userId, expiresAt));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
