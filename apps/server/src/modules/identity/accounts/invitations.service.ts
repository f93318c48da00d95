/**
 * Invitations (a pending user who sets name and password at /acceptinvitation?token=…) and deactivation
 * (status unactive; every session, bearer token and one-time token ends). Used by user management later.
 */
import { isInRoleGroup, type RecordStatus, type RoleType } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { isUuid } from '../../../db/index.js';
import type { MailInput } from '../../mail/index.js';
import { hashPassword } from '../../../db/password.js';
import { roles, users } from '../../../db/schema/index.js';
import { badRequestError, forbiddenError, notFoundError } from '../../../core/errors.js';
import type { AppContext } from '../../../http/context.js';
import { requireViewer } from '../../../core/viewer.js';
import { endUserSessions, publishSessionEnds } from '../sessions/index.js';
import { isUniqueViolation } from '../../../core/db-errors.js';
import { emailTakenError, openProfileTask } from './account.service.js';
import { invitationMail } from './mail-templates.js';
import { assertPasswordPolicy } from './password-policy.js';
import { recordActivity } from '../../activity/index.js';
import { assertLicenceSeat } from '../users/index.js';
import { SECRET_SCOPES, withSecretCheckThrottle } from '../throttling/index.js';
import {
  endUserTokens,
  invalidTokenError,
  issueAuthToken,
  issueUserToken,
  requireUserToken,
  revokeUserAuthTokens,
  spendUserToken,
} from './user-tokens.js';

/** Roles only the admin group may hand out, so an invitation never raises anyone above the inviter's group. */
const ADMIN_ROLES: readonly RoleType[] = ['Admin', 'AdminCoach'];

export interface InviteUserInput {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

export interface InvitedUserView {
  _id: string;
  fullName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: RecordStatus;
}

/**
 * Creates a pending user (no password, not validated) and mails an invitation link. Inviting the same
 * address again while it is still pending sends a fresh invitation; any other existing account → EmailTaken.
 */
export async function inviteUser(ctx: AppContext, input: InviteUserInput): Promise<InvitedUserView> {
  // The admin group, or a holder of USER:INVITE (by default Staff and SubAdmin).
  const viewer = requireViewer(ctx);
  let outcome: { user: InvitedUserView; token: string; inviterName: string };
  try {
    outcome = await ctx.data.run(async (tx) => {
      const [role] = isUuid(input.roleId) ? await tx.select({ id: roles.id, type: roles.type }).from(roles).where(eq(roles.id, input.roleId)) : [];
      if (!role || role.type === 'System') throw notFoundError('Role not found');
      if (ADMIN_ROLES.includes(role.type) && !isInRoleGroup(viewer.roleType, 'admin')) {
        throw forbiddenError('Only administrators can invite administrators.');
      }
      const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
      if (existing && !(existing.status === 'pending' && existing.passwordHash === null)) throw emailTakenError();
      // Licensed seats (planInfo.employeeCountLimit, GAP-26): refused with the plan-gating message when full.
      await assertLicenceSeat(tx, ctx.incubator.id, role.type, existing?.id ?? null);
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        fullName: `${input.firstName} ${input.lastName}`.trim(),
        roleId: role.id,
      };
      const [user] = existing
        ? await tx.update(users).set(values).where(eq(users.id, existing.id)).returning()
        : await tx
            .insert(users)
            .values({
              ...values,
              incubatorId: ctx.incubator.id,
              email: input.email,
              status: 'pending',
              validated: false,
              timezone: ctx.incubator.timezone,
              language: ctx.incubator.defaultLanguage,
            })
            .returning();
      if (!user) throw new Error('invited user not written');
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: 'user.invited',
        entityType: 'user',
        entityId: user.id,
        after: { email: user.email, fullName: user.fullName, roleId: role.id, roleType: role.type, status: user.status },
      });
      await endUserTokens(tx, user.id, 'invitation');
      const token = await issueUserToken(tx, ctx.incubator.id, user.id, 'invitation');
      const [inviter] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, viewer.userId));
      return {
        user: { _id: user.id, fullName: user.fullName, email: user.email, firstName: user.firstName, lastName: user.lastName, status: user.status },
        token,
        inviterName: inviter?.fullName || ctx.incubator.name,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  await ctx.services.mailer.send(
    ctx.data,
    invitationMail({
      to: outcome.user.email,
      firstName: outcome.user.firstName,
      inviterName: outcome.inviterName,
      incubatorName: ctx.incubator.name,
      link: `${ctx.origin}/acceptinvitation?token=${encodeURIComponent(outcome.token)}`,
    }),
  );
  return outcome.user;
}

/**
 * Sends a pending invitee a fresh invitation in the caller's transaction (the bulk invite of modules/batch marks its
 * item done in the same one, D-132): earlier invitation links end, a new one is issued, the activity log records it.
 * Returns the mail for the caller to send once the transaction committed, or null when the user is not a pending
 * invitee (gone, or already signed up).
 */
export async function renewInvitationInTx(
  tx: Tx,
  env: { incubatorId: string; incubatorName: string; origin: string },
  actorUserId: string,
  userId: string,
): Promise<MailInput | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'pending' || user.passwordHash !== null) return null;
  await recordActivity(tx, env.incubatorId, actorUserId, {
    action: 'user.invited',
    entityType: 'user',
    entityId: user.id,
    after: { email: user.email, fullName: user.fullName, roleId: user.roleId, status: user.status },
  });
  await endUserTokens(tx, user.id, 'invitation');
  const token = await issueUserToken(tx, env.incubatorId, user.id, 'invitation');
  const [inviter] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, actorUserId));
  return invitationMail({
    to: user.email,
    firstName: user.firstName,
    inviterName: inviter?.fullName || env.incubatorName,
    incubatorName: env.incubatorName,
    link: `${env.origin}/acceptinvitation?token=${encodeURIComponent(token)}`,
  });
}

export interface InvitationView {
  email: string;
  firstName: string | null;
  lastName: string | null;
  incubatorName: string;
}

/** GET /api/invitations/:token — what the accept page pre-fills; the token is not spent, but the check is counted. */
export async function invitationDetails(ctx: AppContext, token: string): Promise<InvitationView> {
  return withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.invitationToken }, async (check) => {
    const userId = await requireUserToken(ctx, check, 'invitation', token);
    const [user] = await ctx.data.run((tx) =>
      tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)),
    );
    if (!user) throw invalidTokenError();
    return { ...user, incubatorName: ctx.incubator.name };
  });
}

export interface AcceptInvitationInput {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** POST /api/users/acceptinvitation: name and password set, validated and active, signed in. */
export async function acceptInvitation(ctx: AppContext, input: AcceptInvitationInput, userAgent: string | undefined): Promise<{ token: string }> {
  const { token, userId } = await withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.invitationToken }, async (check) => {
    await requireUserToken(ctx, check, 'invitation', input.token);
    assertPasswordPolicy(input.password);
    const passwordHash = await hashPassword(input.password);
    return ctx.data.run(async (tx) => {
      const userId = await spendUserToken(tx, check, 'invitation', input.token);
      if (!userId) throw invalidTokenError();
      const [user] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          fullName: `${input.firstName} ${input.lastName}`.trim(),
          passwordHash,
          validated: true,
          status: 'active',
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!user) throw invalidTokenError();
      return { token: await issueAuthToken(tx, ctx.incubator.id, user.id, { tokenTtlDays: ctx.tokenTtlDays, userAgent }), userId: user.id };
    });
  });
  // After commit: the completeUserProfile task opens while headline, bio or timezone are still missing (TSK-01).
  await openProfileTask(ctx, userId);
  return { token };
}

/** Admin group: status unactive; all of the user's sessions (reason deactivated), bearer and one-time tokens end. */
export async function deactivateUser(ctx: AppContext, userId: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (userId === viewer.userId) throw badRequestError('You cannot deactivate your own account.');
  const ended = await ctx.data.run(async (tx) => {
    const [previous] = isUuid(userId) ? await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)) : [];
    const [user] = previous ? await tx.update(users).set({ status: 'unactive' }).where(eq(users.id, userId)).returning({ id: users.id }) : [];
    if (!previous || !user) throw notFoundError('User not found');
    if (previous.status !== 'unactive') {
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: 'user.deactivated',
        entityType: 'user',
        entityId: user.id,
        before: { status: previous.status },
        after: { status: 'unactive' },
      });
    }
    const endedSessions = await endUserSessions(tx, user.id, 'deactivated');
    await revokeUserAuthTokens(tx, user.id);
    await endUserTokens(tx, user.id);
    return endedSessions;
  });
  await publishSessionEnds(ctx, ended);
  return true;
}
