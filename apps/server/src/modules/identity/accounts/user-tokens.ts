/**
 * One-time links (reset 1 h, validation and invitation 7 days): 32 random bytes in base64url (256 bits), only
 * the SHA-256 stored, spent atomically (UPDATE … WHERE used_at IS NULL RETURNING) so a token works once even
 * under concurrent use. RLS makes another tenant's token simply unknown. Also issues sign-in bearer tokens.
 * Checking a link takes a throttled attempt (security/secret-check.ts, D-85): an unknown link counts against the
 * client, a used or expired one against its account as well.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { authTokens, users, userTokens, type UserTokenKind } from '../../../db/schema/index.js';
import { AppError, IDENTITY_ERROR_CODES } from '../../../core/errors.js';
import type { AppContext } from '../../../http/context.js';
import { generateToken, hashToken } from '../../../core/bearer-token.js';
import type { SecretCheck } from '../throttling/index.js';

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

/**
 * The owner of a still-usable token, without spending it; otherwise InvalidToken, counted as a failed attempt.
 * A token that names an account (used or expired) counts against that account too; an unknown one only against the
 * client — 256-bit tokens cannot be aimed at an account, so the client rule is what slows guessing (D-85).
 */
export async function requireUserToken(ctx: Pick<AppContext, 'data'>, check: SecretCheck, kind: UserTokenKind, token: unknown): Promise<string> {
  const found = plausible(token)
    ? await ctx.data.run(async (tx) => {
        const [row] = await tx
          .select({
            userId: userTokens.userId,
            email: users.email,
            usable: sql<boolean>`(${userTokens.usedAt} is null and ${userTokens.expiresAt} > now())`,
          })
          .from(userTokens)
          .innerJoin(users, eq(users.id, userTokens.userId))
          .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind)))
          .limit(1);
        return row ?? null;
      })
    : null;
  if (found) await check.forAccount(found.email);
  if (!found?.usable) throw check.fail(invalidTokenError());
  return found.userId;
}

/**
 * Spends the token (once, atomically); returns its user or null. Call after `requireUserToken` in the same check:
 * null then means a concurrent request spent it first, which is no guess and is not counted.
 */
export async function spendUserToken(tx: Tx, _check: SecretCheck, kind: UserTokenKind, token: unknown): Promise<string | null> {
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
