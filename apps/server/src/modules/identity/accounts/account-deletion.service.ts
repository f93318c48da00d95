/**
 * Self-service account deletion (GAP-42: the tenant setting allowUserSelfDelete). `accountDeletion` tells the web
 * whether the viewer may delete their own account and, if not, why; `deleteMyAccount` does it: refused, with nothing
 * changed, when the organisation does not allow it, when the viewer is its last active administrator or when the
 * proof is wrong (the password, through the sign-in throttle — D-85 —, or for an account without a password the
 * e-mail address typed out). What is erased and what is kept: account-erasure.ts.
 */
import { BLOCKED_STATUSES, ERROR_CODES, ROLE_GROUPS, type RoleType } from '@hatchery/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { roles, users } from '../../../db/schema/index.js';
import { AppError, authenticationRequiredError } from '../../../core/errors.js';
import { parseArgs } from '../../../core/input.js';
import { requireViewer } from '../../../core/viewer.js';
import type { AppContext } from '../../../http/context.js';
import { recordActivity } from '../../activity/index.js';
import { isAdminGroup } from '../../permissions/index.js';
import { endUserSessions, publishSessionEnds } from '../sessions/index.js';
import { checkPassword, SECRET_SCOPES, withSecretCheckThrottle } from '../throttling/index.js';
import { eraseAccountInTx } from './account-erasure.js';
import { deleteMyAccountSchema } from './accounts.schemas.js';
import { accountDeletedMail } from './mail-templates.js';
import { endUserTokens, revokeUserAuthTokens } from './user-tokens.js';

/** Why the viewer may not delete their account (the GraphQL enum AccountDeletionBlock; `reason` of the refusal). */
export const ACCOUNT_DELETION_BLOCKS = ['ORGANISATION_SETTING', 'LAST_ADMINISTRATOR'] as const;
export type AccountDeletionBlock = (typeof ACCOUNT_DELETION_BLOCKS)[number];

/** What confirms the deletion: the password, or the e-mail address typed out for an account without one. */
export const ACCOUNT_DELETION_PROOFS = ['PASSWORD', 'EMAIL'] as const;
export type AccountDeletionProof = (typeof ACCOUNT_DELETION_PROOFS)[number];

export interface AccountDeletionView {
  allowed: boolean;
  blockedBy: AccountDeletionBlock | null;
  confirmWith: AccountDeletionProof;
}

/** The refusal texts; `reason` (extensions.reason) names the block, `field` the input a validation refusal is about. */
export const ACCOUNT_DELETION_MESSAGES = {
  ORGANISATION_SETTING: 'Your organisation does not allow members to delete their own account. Contact its support to have it deleted.',
  LAST_ADMINISTRATOR: 'You are the last active administrator of your organisation. Appoint another administrator before deleting your account.',
  passwordRequired: 'password: Enter your password to confirm.',
  passwordWrong: 'password: The password is incorrect.',
  emailMismatch: 'confirmEmail: Type the e-mail address of your account to confirm.',
} as const;

function blockedError(reason: AccountDeletionBlock): AppError {
  return new AppError(ERROR_CODES.forbidden, ACCOUNT_DELETION_MESSAGES[reason], 403, { details: { reason } });
}

function proofError(field: 'password' | 'confirmEmail', message: string): AppError {
  return new AppError(ERROR_CODES.validation, message, 400, { details: { field } });
}

interface Account {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string | null;
  status: string;
  roleType: RoleType;
}

async function loadAccount(tx: Tx, userId: string): Promise<Account | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      passwordHash: users.passwordHash,
      status: users.status,
      roleType: roles.type,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row && !BLOCKED_STATUSES.has(row.status) ? row : null;
}

/**
 * Whether the account is the organisation's last active administrator (admin role group). With `lock`, the active
 * administrators' rows are locked in id order first, so two administrators deleting themselves at once cannot both
 * see the other one still there: the second waits, then finds the first deleted.
 */
async function isLastActiveAdministrator(tx: Tx, account: Pick<Account, 'id' | 'roleType'>, lock = false): Promise<boolean> {
  if (!isAdminGroup(account.roleType)) return false;
  const query = tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.status, 'active'), inArray(roles.type, [...ROLE_GROUPS.admin])))
    .orderBy(asc(users.id));
  const active = lock ? await query.for('update', { of: users }) : await query;
  return !active.some((row) => row.id !== account.id);
}

async function blockOf(ctx: AppContext, tx: Tx, account: Account): Promise<AccountDeletionBlock | null> {
  if (!ctx.incubator.allowUserSelfDelete) return 'ORGANISATION_SETTING';
  if (await isLastActiveAdministrator(tx, account)) return 'LAST_ADMINISTRATOR';
  return null;
}

/** Query accountDeletion: whether the viewer may delete their own account, why not, and what confirms it. */
export async function accountDeletionStatus(ctx: AppContext): Promise<AccountDeletionView> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const account = await loadAccount(tx, viewer.userId);
    if (!account) throw authenticationRequiredError();
    const blockedBy = await blockOf(ctx, tx, account);
    return { allowed: blockedBy === null, blockedBy, confirmWith: account.passwordHash ? 'PASSWORD' : 'EMAIL' };
  });
}

export interface DeleteMyAccountArgs {
  password?: string | null;
  confirmEmail?: string | null;
}

/** Mutation deleteMyAccount: erases the viewer's account in one transaction, then ends its browsers' sessions live. */
export async function deleteMyAccount(ctx: AppContext, args: DeleteMyAccountArgs): Promise<boolean> {
  const viewer = requireViewer(ctx);
  // The organisation's choice comes first: nothing is read, parsed or counted when it is off.
  if (!ctx.incubator.allowUserSelfDelete) throw blockedError('ORGANISATION_SETTING');
  const input = parseArgs(deleteMyAccountSchema, { ...args });
  const account = await ctx.data.run(async (tx) => {
    const found = await loadAccount(tx, viewer.userId);
    if (!found) throw authenticationRequiredError();
    const blockedBy = await blockOf(ctx, tx, found);
    if (blockedBy) throw blockedError(blockedBy);
    return found;
  });
  const { passwordHash } = account;
  if (passwordHash === null) {
    // No password to ask for (single sign-on only): the address typed out shows the deletion is meant.
    if (input.confirmEmail !== account.email) throw proofError('confirmEmail', ACCOUNT_DELETION_MESSAGES.emailMismatch);
    return erase(ctx, account);
  }
  if (!input.password) throw proofError('password', ACCOUNT_DELETION_MESSAGES.passwordRequired);
  const password = input.password;
  // As changePassword: a stolen session must not become a password oracle, so a wrong password counts on the
  // account's sign-in counter and the client's, exactly as a failed sign-in does (D-85).
  return withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.password, account: account.email }, async (check) => {
    if (!(await checkPassword(check, passwordHash, password))) throw check.fail(proofError('password', ACCOUNT_DELETION_MESSAGES.passwordWrong));
    return erase(ctx, account);
  });
}

async function erase(ctx: AppContext, account: Account): Promise<boolean> {
  const ended = await ctx.data.run(async (tx) => {
    // Checked again under lock: another administrator may have left since the first check.
    if (await isLastActiveAdministrator(tx, account, true)) throw blockedError('LAST_ADMINISTRATOR');
    const erased = await eraseAccountInTx(tx, account.id, account);
    const incubatorId = ctx.incubator.id;
    await recordActivity(tx, incubatorId, account.id, {
      action: 'user.deleted',
      entityType: 'user',
      entityId: account.id,
      before: { status: account.status },
      after: { status: 'deleted' },
    });
    for (const startupId of erased.startupIds) {
      await recordActivity(tx, incubatorId, account.id, { action: 'startup.person.removed', entityType: 'startup', entityId: startupId, before: { userId: account.id } });
    }
    const endedSessions = await endUserSessions(tx, account.id, 'deactivated');
    await revokeUserAuthTokens(tx, account.id);
    await endUserTokens(tx, account.id);
    return endedSessions;
  });
  // After commit: every open tab of the account is told its session ended and signs out.
  await publishSessionEnds(ctx, ended);
  try {
    await ctx.services.mailer.send(
      ctx.data,
      accountDeletedMail({ to: account.email, incubatorName: ctx.incubator.name, supportEmail: ctx.incubator.supportEmail }),
    );
  } catch (error) {
    // The account is gone either way; the notice is a courtesy.
    ctx.log.error({ err: error }, 'could not send the account deletion notice');
  }
  return true;
}
