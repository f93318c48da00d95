/**
 * The chat tool's identity verification (TRN-27, D1 §7.4): the widget is booted with the user id and
 * userIntercomHmac = HMAC-SHA256(secret, user id) in hex, so the chat vendor can tell a real user from someone
 * typing another id into the browser. The secret is shared with the vendor only (CHAT_IDENTITY_SECRET).
 */
import { createHmac } from 'node:crypto';

/** Null when no secret is configured: the client then starts the chat without a verified identity, or not at all. */
export function chatIdentityHash(secret: string | undefined, userId: string): string | null {
  if (!secret) return null;
  return createHmac('sha256', secret).update(userId, 'utf8').digest('hex');
}
