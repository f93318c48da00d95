/** Matching an externally authenticated email to a user of the tenant, and issuing our own token for them. */
import { BLOCKED_STATUSES } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.js';
import type { AppContext } from '../../../http/context.js';
import { issueToken } from '../auth/index.js';
import type { ExternalIdentity } from './oidc-client.js';

/** A failure whose message is shown to the user on the login-problem screen. */
export class SsoError extends Error {
  override name = 'SsoError';
}

export async function signInWithExternalIdentity(
  ctx: AppContext,
  identity: ExternalIdentity,
  userAgent: string | undefined,
): Promise<{ token: string }> {
  if (identity.emailVerified === false) throw new SsoError('Your identity provider has not verified your email address.');
  const [user] = await ctx.data.run((tx) =>
    tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.email, identity.email)).limit(1),
  );
  if (!user) throw new SsoError(`There is no account for ${identity.email} in ${ctx.incubator.name}. Ask your administrator for an invitation.`);
  if (BLOCKED_STATUSES.has(user.status)) throw new SsoError('This account is not active. Contact your administrator.');
  return issueToken(ctx.data, user.id, { tokenTtlDays: ctx.tokenTtlDays, userAgent });
}
