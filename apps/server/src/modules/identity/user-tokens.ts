/**
 * One-time links (reset 1 h, validation and invitation 7 days): 32 random bytes in base64url (256 bits), only
 * the SHA-256 stored, spent atomically (UPDATE … WHERE used_at IS NULL RETURNING) so a token works once even
 * under concurrent use. RLS makes another tenant's token simply unknown. Also issues sign-in bearer tokens.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { authTokens, userTokens, type UserTokenKind } from '../../db/schema/index.js';
import { AppError, IDENTITY_ERROR_CODES } from '../../errors.js';
import { generateToken, hashToken } from '../auth/token.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_TOKEN_LENGTH = 512;

export const USER_TOKEN_LIFETIME_MS: Record<UserTokenKind, number> = {
  reset: HOUR_MS,
  validate: 7 * DAY_MS,
  invitation: 7 * DAY_MS,
};

export const INVALID_TOKEN_MESSAGE = 'This link is invalid or has expired.';

export const invalidTokenError = (): AppError => new AppError(IDENTITY_ERROR_CODES.invalidToken, INVALID_TOKEN_MESSAGE, 400);

export async function issueUserToken(tx: Tx, incubatorId: string, userId: string, kind: UserTokenKind): Promise<string> {
  const token = generateToken();
  await tx.insert(userTokens).values({
    incubatorId,
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + USER_TOKEN_LIFETIME_MS[kind]),
  });
  return token;
}

function usable(kind: UserTokenKind, token: string) {
  return and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`));
}

const plausible = (token: unknown): token is string => typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;

/** The user a still-usable token belongs to, without spending it; null when unknown, used, expired or another tenant's. */
export async function peekUserToken(tx: Tx, kind: UserTokenKind, token: unknown): Promise<string | null> {
  if (!plausible(token)) return null;
  const [row] = await tx.select({ userId: userTokens.userId }).from(userTokens).where(usable(kind, token)).limit(1);
  return row?.userId ?? null;
}

/** Spends the token (once, atomically); returns its user or null. */
export async function spendUserToken(tx: Tx, kind: UserTokenKind, token: unknown): Promise<string | null> {
  if (!plausible(token)) return null;
  const [row] = await tx.update(userTokens).set({ usedAt: sql`now()` }).where(usable(kind, token)).returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Every unused one-time token of the user stops working (password reset, deactivation). */
export async function endUserTokens(tx: Tx, userId: string, kind?: UserTokenKind): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt), kind ? eq(userTokens.kind, kind) : undefined));
}

/** Revokes the user's bearer tokens, except `keepTokenId`. */
export async function revokeUserAuthTokens(tx: Tx, userId: string, keepTokenId: string | null = null): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), keepTokenId ? sql`${authTokens.id} <> ${keepTokenId}` : undefined));
}

/** A new bearer token for the user (signed in), as POST /auth/local issues. */
export async function issueAuthToken(
  tx: Tx,
  incubatorId: string,
  userId: string,
  options: { tokenTtlDays: number; userAgent?: string | undefined },
): Promise<string> {
  const token = generateToken();
  await tx.insert(authTokens).values({
    incubatorId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + options.tokenTtlDays * DAY_MS),
    userAgent: options.userAgent?.slice(0, 512) ?? null,
  });
  return token;
}
