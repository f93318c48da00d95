/**
 * Account flows of D1 §2.1–2.2 / §7.3 (docs/contract-identity.md): password reset, email validation, applicant
 * sign-up, profile update, resend confirmation and password change. Argon2 runs outside transactions; mail
 * goes out after the data is committed, and sessionLoggedOut is published after commit too.
 */
import { ERROR_CODES, BLOCKED_STATUSES } from '@hatchery/domain';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../db/password.js';
import { roles, users, type User } from '../../../db/schema/index.js';
import { AppError, authenticationRequiredError, IDENTITY_ERROR_CODES } from '../../../core/errors.js';
import { isUniqueViolation } from '../../../core/db-errors.js';
import type { AppContext } from '../../../http/context.js';
import { requireViewer } from '../../../core/viewer.js';
import { checkPassword, SECRET_SCOPES, withSecretCheckThrottle } from '../throttling/index.js';
import { endUserSessions, publishSessionEnds } from '../sessions/index.js';
import { syncAvailabilityTask, syncUserProfileTask } from '../../tasks/index.js';
import { loadCurrentUser, type CurrentUserView } from '../users/index.js';
import { resetPasswordMail, validationMail } from './mail-templates.js';
import { assertPasswordPolicy } from './password-policy.js';
import {
  endUserTokens,
  invalidTokenError,
  issueAuthToken,
  issueUserToken,
  requireUserToken,
  revokeUserAuthTokens,
  spendUserToken,
} from './user-tokens.js';

export const emailTakenError = (): AppError =>
  new AppError(IDENTITY_ERROR_CODES.emailTaken, 'An account with this email already exists.', 409);

export const signupDisabledError = (): AppError =>
  new AppError(IDENTITY_ERROR_CODES.signupDisabled, 'Sign-up is not available for this organisation; sign in with your organisation account.', 403);

function link(ctx: AppContext, path: string): string {
  return `${ctx.origin}${path}`;
}

/** POST /api/users/sendresetpassword: mails a 1-hour reset link when the account exists and may sign in; silent otherwise. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const issued = await ctx.data.run(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, status: users.status, firstName: users.firstName, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user || BLOCKED_STATUSES.has(user.status)) return null;
    return { user, token: await issueUserToken(tx, ctx.incubator.id, user.id, 'reset') };
  });
  if (!issued) return;
  try {
    await ctx.services.mailer.send(
      ctx.data,
      resetPasswordMail({
        to: issued.user.email,
        firstName: issued.user.firstName,
        incubatorName: ctx.incubator.name,
        link: link(ctx, `/reset/${issued.token}`),
      }),
    );
  } catch (error) {
    // Answering differently would tell whether the address has an account: log it, answer as usual.
    ctx.log.error({ err: error }, 'could not send the password reset mail');
  }
}

/**
 * POST /api/users/resetpassword: spends the token, sets the password; every session, bearer token and
 * one-time token of the user ends. The link proves the mailbox, so the account also counts as validated.
 */
/** Returns the user's email, so the caller can lift a login block (a successful reset proves the owner). */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<string> {
  return withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.resetToken }, async (check) => {
    await requireUserToken(ctx, check, 'reset', token);
    assertPasswordPolicy(newPassword);
    const passwordHash = await hashPassword(newPassword);
    const { ended, email } = await ctx.data.run(async (tx) => {
      const userId = await spendUserToken(tx, check, 'reset', token);
      if (!userId) throw invalidTokenError();
      const [updated] = await tx
        .update(users)
        .set({ passwordHash, validated: true, status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end` })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      await endUserTokens(tx, userId);
      const endedSessions = await endUserSessions(tx, userId, 'logged_out');
      await revokeUserAuthTokens(tx, userId);
      return { ended: endedSessions, email: updated?.email ?? '' };
    });
    await publishSessionEnds(ctx, ended);
    return email;
  });
}

/** POST /api/users/validate/:token: validated=true, pending→active. */
export async function validateAccount(ctx: AppContext, token: string): Promise<void> {
  await withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.validationToken }, async (check) => {
    await requireUserToken(ctx, check, 'validate', token);
    await ctx.data.run(async (tx) => {
      const userId = await spendUserToken(tx, check, 'validate', token);
      if (!userId) throw invalidTokenError();
      await tx
        .update(users)
        .set({ validated: true, status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end` })
        .where(eq(users.id, userId));
    });
  });
}

async function sendValidationMail(ctx: AppContext, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = await ctx.data.run((tx) => issueUserToken(tx, ctx.incubator.id, user.id, 'validate'));
  await ctx.services.mailer.send(
    ctx.data,
    validationMail({ to: user.email, firstName: user.firstName, incubatorName: ctx.incubator.name, link: link(ctx, `/validate/${token}`) }),
  );
}

/**
 * Opens (or completes) the user's completeUserProfile task after the account is committed. The account already
 * exists and is signed in, so a failure here is logged, not answered: the next PUT /user syncs the task again.
 */
export async function openProfileTask(ctx: AppContext, userId: string): Promise<void> {
  try {
    await syncUserProfileTask(ctx, userId);
    // A new host (mentor, expert, coach) has no weekly rules yet: their avail / availCoaching task opens (D-410).
    await syncAvailabilityTask(ctx, userId);
  } catch (error) {
    ctx.log.error({ err: error }, 'could not sync the completeUserProfile or availability task');
  }
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /api/users/signup (GAP-13): a new Applicant, signed in, with a confirmation mail. Refused when the tenant uses SSO. */
export async function signUp(ctx: AppContext, input: SignUpInput, userAgent: string | undefined): Promise<{ token: string }> {
  if (ctx.incubator.ssoConfig.enabled) throw signupDisabledError();
  assertPasswordPolicy(input.password);
  const exists = await ctx.data.run((tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1));
  if (exists.length > 0) throw emailTakenError();
  const passwordHash = await hashPassword(input.password);
  let created: { user: Pick<User, 'id' | 'email' | 'firstName'>; token: string };
  try {
    created = await ctx.data.run(async (tx) => {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.type, 'Applicant'))
        .orderBy(sql`${roles.isDefault} desc`, roles.createdAt)
        .limit(1);
      if (!role) throw signupDisabledError();
      const [user] = await tx
        .insert(users)
        .values({
          incubatorId: ctx.incubator.id,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          fullName: `${input.firstName} ${input.lastName}`.trim(),
          timezone: ctx.incubator.timezone,
          language: ctx.incubator.defaultLanguage,
          status: 'active',
          validated: false,
          roleId: role.id,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      if (!user) throw new Error('user insert returned nothing');
      const token = await issueAuthToken(tx, ctx.incubator.id, user.id, { tokenTtlDays: ctx.tokenTtlDays, userAgent });
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  // After commit: a new applicant has no headline or bio yet, so their completeUserProfile task opens (TSK-01).
  await openProfileTask(ctx, created.user.id);
  try {
    await sendValidationMail(ctx, created.user);
  } catch (error) {
    // The account exists and is signed in; the confirmation can be sent again from the account gate.
    ctx.log.error({ err: error }, 'could not send the confirmation mail after sign-up');
  }
  return { token: created.token };
}

/** Mutation resendConfirmationEmail: a fresh validation link for the viewer (nothing to do once validated). */
export async function resendConfirmationEmail(ctx: AppContext): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const [user] = await ctx.data.run((tx) =>
    tx.select({ id: users.id, email: users.email, firstName: users.firstName, validated: users.validated }).from(users).where(eq(users.id, viewer.userId)),
  );
  if (!user) throw authenticationRequiredError();
  if (user.validated) return true;
  await sendValidationMail(ctx, user);
  return true;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  endOtherSessions: boolean;
}

/** Mutation changePassword; with endOtherSessions every other session and bearer token of the viewer ends. */
export async function changePassword(ctx: AppContext, input: ChangePasswordInput): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const [user] = await ctx.data.run((tx) =>
    tx.select({ passwordHash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, viewer.userId)),
  );
  if (!user) throw authenticationRequiredError();
  // A stolen session must not become a password oracle: wrong current passwords count on the account's sign-in
  // counter (delay, then the block after 100) and on the client's, exactly as failed sign-ins do (D-85).
  return withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.password, account: user.email }, async (check) => {
    if (!user.passwordHash || !(await checkPassword(check, user.passwordHash, input.currentPassword))) {
      throw check.fail(new AppError(ERROR_CODES.validation, 'The current password is incorrect.', 400));
    }
    assertPasswordPolicy(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    const ended = await ctx.data.run(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.userId));
      await endUserTokens(tx, viewer.userId, 'reset');
      if (!input.endOtherSessions) return [];
      const endedSessions = await endUserSessions(tx, viewer.userId, 'logged_out', viewer.tokenId);
      await revokeUserAuthTokens(tx, viewer.userId, viewer.tokenId);
      return endedSessions;
    });
    await publishSessionEnds(ctx, ended);
    return true;
  });
}

export interface ProfilePatch {
  firstName?: string | undefined;
  lastName?: string | undefined;
  timezone?: string | null | undefined;
  language?: string | null | undefined;
  phone?: string | null | undefined;
  headline?: string | null | undefined;
  bio?: string | null | undefined;
}

/** PUT /user: updates the given profile fields of the viewer; answers the currentUser shape. */
export async function updateProfile(ctx: AppContext, patch: ProfilePatch): Promise<CurrentUserView> {
  const viewer = requireViewer(ctx);
  const updated = await ctx.data.run(async (tx) => {
    const [current] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, viewer.userId));
    if (!current) throw authenticationRequiredError();
    const changes: Partial<typeof users.$inferInsert> = {};
    for (const key of ['firstName', 'lastName', 'timezone', 'language', 'phone', 'headline', 'bio'] as const) {
      if (patch[key] !== undefined) changes[key] = patch[key];
    }
    if (patch.firstName !== undefined || patch.lastName !== undefined) {
      changes.fullName = [patch.firstName ?? current.firstName, patch.lastName ?? current.lastName].filter(Boolean).join(' ');
    }
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(and(eq(users.id, viewer.userId)));
    const view = await loadCurrentUser(tx, viewer.userId);
    if (!view) throw authenticationRequiredError();
    return view;
  });
  // After commit: opens or completes the completeUserProfile system task (and tells the user's task list).
  await syncUserProfileTask(ctx, viewer.userId);
  return updated;
}
