/** Sign-in, bearer-token resolution and revocation. Every query runs through the tenant-scoped `data`. */
import { BLOCKED_STATUSES, type LoginInput } from '@hatchery/domain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../../db/password.js';
import { authTokens, roles, startupPeople, userAssignedStartups, users } from '../../../db/schema/index.js';
import { invalidCredentialsError } from '../../../core/errors.js';
import type { TenantData, Viewer } from '../../../http/context.js';
import { checkPassword, type SecretCheck } from '../throttling/index.js';
import { generateToken, hashToken } from '../../../core/bearer-token.js';

const LAST_USED_RESOLUTION_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

let dummyHash: Promise<string> | null = null;
/** A real argon2 hash to verify against when the email is unknown, so both failures take the same time. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return dummyHash;
}

export interface SignInOptions {
  tokenTtlDays: number;
  userAgent?: string | undefined;
}

/** Run under `withSecretCheckThrottle` (scope password, account = the email): wrong credentials stay counted. */
export async function signIn(data: TenantData, check: SecretCheck, input: LoginInput, options: SignInOptions): Promise<{ token: string }> {
  const [user] = await data.run((tx) =>
    tx
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1),
  );
  // Argon2 runs outside the transaction so no connection is held for its ~50 ms.
  const passwordOk = user?.passwordHash
    ? await checkPassword(check, user.passwordHash, input.password)
    : (await checkPassword(check, await timingDummyHash(), input.password), false);
  if (!user || !passwordOk || BLOCKED_STATUSES.has(user.status)) throw check.fail(invalidCredentialsError());
  return issueToken(data, user.id, options);
}

/** Creates a bearer token for a user already authenticated another way (password, SSO, invitation). */
export async function issueToken(data: TenantData, userId: string, options: SignInOptions): Promise<{ token: string }> {
  const token = generateToken();
  await data.run((tx) =>
    tx.insert(authTokens).values({
      incubatorId: data.incubatorId,
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + options.tokenTtlDays * DAY_MS),
      userAgent: options.userAgent?.slice(0, 512) ?? null,
    }),
  );
  return { token };
}

/** The viewer a token belongs to, or null when it is unknown, revoked, expired, another tenant's or its user is blocked. */
export async function resolveViewer(data: TenantData, token: string): Promise<Viewer | null> {
  if (token.length > 512) return null;
  return data.run(async (tx) => {
    const [row] = await tx
      .select({
        tokenId: authTokens.id,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
        userId: users.id,
        status: users.status,
        roleId: roles.id,
        roleType: roles.type,
        storedPermissions: roles.permissions,
        isDefaultRole: roles.isDefault,
        // The policy's assignments, in the same round trip (json: both drivers parse it the same way).
        startupIds: sql<string[]>`(select coalesce(json_agg(s.id), '[]'::json) from (
          select ${userAssignedStartups.startupId} as id from ${userAssignedStartups} where ${userAssignedStartups.userId} = ${users.id}
          union select ${startupPeople.startupId} from ${startupPeople} where ${startupPeople.userId} = ${users.id}
          union select sp.startup_id from startup_programs sp join program_admins pa on pa.program_id = sp.program_id
            where pa.user_id = ${users.id}) s)`,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(token)),
          isNull(authTokens.revokedAt),
          or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    if (!row || BLOCKED_STATUSES.has(row.status)) return null;
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      // Written at most every few minutes per token, so the hot path stays read-only.
      await tx
        .update(authTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(authTokens.id, row.tokenId),
            or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, sql`now() - interval '5 minutes'`)),
          ),
        );
    }
    return {
      userId: row.userId,
      roleId: row.roleId,
      roleType: row.roleType,
      tokenId: row.tokenId,
      tokenExpiresAt: row.expiresAt,
      grants: { storedPermissions: row.storedPermissions, isDefaultRole: row.isDefaultRole, startupIds: row.startupIds },
    };
  });
}

export async function revokeToken(data: TenantData, tokenId: string): Promise<void> {
  await data.run((tx) =>
    tx
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt))),
  );
}
