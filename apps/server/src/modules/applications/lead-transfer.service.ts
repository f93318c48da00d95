/**
 * The lead hand-over page /leads/transfer/{token} (D1 §2.1; D-300). transferApplication (leads.service.ts) offers a
 * lead to a person: one row of application_transfers and a one-time link mailed to them. On the page — for visitors
 * who are not signed in — that person sees the call and the application and takes it over: a person without a
 * password yet (the invitee a lead creates) chooses their name and password there; a person with an account signs in
 * with it. Only then does the application become theirs (applicant, intake respondent, source transfer).
 *
 * Refusals: an unknown, expired or superseded link, or another tenant's (RLS: simply unknown) → NotFound
 * `token: This link is invalid or has expired.`; a link already used → `token: This application has already been taken
 * over.`; an account other than the one the lead was offered to → `email: This application was prepared for someone
 * else.`; a wrong password → `password: The e-mail or password is incorrect.` Every check goes through the secret-check
 * throttle (D-85): the token per client, the password per account as sign-in does.
 */
import { APPLICATIONS_MESSAGES as M, BLOCKED_STATUSES } from '@hatchery/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { hashPassword } from '../../db/password.js';
import { applications, applicationTransfers, formSubmissions, funnels, programs, users, userTokens } from '../../db/schema/index.js';
import { generateToken, hashToken } from '../../core/bearer-token.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { assertPasswordPolicy, openProfileTask } from '../identity/accounts/index.js';
import { issueToken } from '../identity/auth/index.js';
import { checkPassword, SECRET_SCOPES, withSecretCheckThrottle, type SecretCheck } from '../identity/throttling/index.js';

/** As long as an invitation link (identity/user-tokens.ts). */
const TRANSFER_LIFETIME_MS = 7 * 24 * 3_600_000;
const MAX_TOKEN_LENGTH = 512;

/** Ends the application's open offers and issues a new one-time link for this person (caller's transaction). */
export async function offerTransferInTx(tx: Tx, input: { incubatorId: string; applicationId: string; email: string; targetUserId: string; createdBy: string }): Promise<string> {
  await tx
    .update(applicationTransfers)
    .set({ endedAt: sql`now()` })
    .where(and(eq(applicationTransfers.applicationId, input.applicationId), isNull(applicationTransfers.takenAt), isNull(applicationTransfers.endedAt)));
  const token = generateToken();
  await tx.insert(applicationTransfers).values({
    incubatorId: input.incubatorId,
    applicationId: input.applicationId,
    email: input.email,
    targetUserId: input.targetUserId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TRANSFER_LIFETIME_MS),
    createdBy: input.createdBy,
  });
  return token;
}

interface FoundTransfer {
  id: string;
  applicationId: string;
  takenAt: Date | null;
  usable: boolean;
  email: string;
  targetUserId: string;
  targetEmail: string;
  targetHasPassword: boolean;
  targetStatus: string;
  title: string | null;
  funnelName: string;
  programName: string | null;
}

async function findTransfer(ctx: AppContext, token: unknown): Promise<FoundTransfer | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await ctx.data.run((tx) =>
    tx
      .select({
        id: applicationTransfers.id,
        applicationId: applicationTransfers.applicationId,
        takenAt: applicationTransfers.takenAt,
        usable: sql<boolean>`(${applicationTransfers.endedAt} is null and ${applicationTransfers.expiresAt} > now())`,
        email: applicationTransfers.email,
        targetUserId: applicationTransfers.targetUserId,
        targetEmail: users.email,
        targetHasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
        targetStatus: users.status,
        title: applications.title,
        funnelName: funnels.name,
        programName: programs.name,
      })
      .from(applicationTransfers)
      .innerJoin(users, eq(users.id, applicationTransfers.targetUserId))
      .innerJoin(applications, eq(applications.id, applicationTransfers.applicationId))
      .innerJoin(funnels, eq(funnels.id, applications.funnelId))
      .leftJoin(programs, eq(programs.id, funnels.programId))
      .where(eq(applicationTransfers.tokenHash, hashToken(token)))
      .limit(1),
  );
  return row ?? null;
}

/** The offer behind a link, or the refusal (counted as a failed check: links are guessed by the client). */
async function requireTransfer(ctx: AppContext, check: SecretCheck, token: unknown): Promise<FoundTransfer> {
  const found = await findTransfer(ctx, token);
  if (found) await check.forAccount(found.targetEmail);
  if (found?.takenAt) throw check.fail(validationError(`token: ${M.transferTaken}`));
  if (!found?.usable || BLOCKED_STATUSES.has(found.targetStatus as never)) throw check.fail(notFoundError(`token: ${M.transferInvalid}`));
  return found;
}

export interface LeadTransferView {
  funnelName: string;
  programName: string | null;
  title: string | null;
  email: string;
  needsAccount: boolean;
}

/** leadTransfer(token): what the page shows — the call, the application and the person it is for. */
export async function getLeadTransfer(ctx: AppContext, token: string): Promise<LeadTransferView> {
  return withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.invitationToken }, async (check) => {
    const found = await requireTransfer(ctx, check, token);
    return { funnelName: found.funnelName, programName: found.programName, title: found.title, email: found.targetEmail, needsAccount: !found.targetHasPassword };
  });
}

const acceptSchema = z.object({
  token: z.string(),
  email: z.string().trim().toLowerCase().email(M.emailInvalid).max(320, M.tooLong),
  password: z.string().min(1, M.required).max(1024, M.tooLong),
  firstName: z.string().trim().max(100, M.tooLong).nullish(),
  lastName: z.string().trim().max(100, M.tooLong).nullish(),
});
export type AcceptLeadTransferInput = z.input<typeof acceptSchema>;

/** The person behind the credentials must be the one the lead was offered to (checked after the password). */
async function proveAccount(ctx: AppContext, check: SecretCheck, found: FoundTransfer, email: string, password: string): Promise<void> {
  const [user] = await ctx.data.run((tx) => tx.select({ id: users.id, passwordHash: users.passwordHash, status: users.status }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1));
  const passwordOk = user?.passwordHash ? await checkPassword(check, user.passwordHash, password) : false;
  if (!user || !passwordOk || BLOCKED_STATUSES.has(user.status)) throw check.fail(validationError(`password: ${M.transferCredentials}`));
  if (user.id !== found.targetUserId) throw validationError(`email: ${M.transferWrongPerson}`);
}

/** acceptLeadTransfer: the person takes the application over and is signed in (a new bearer token). */
export async function acceptLeadTransfer(ctx: AppContext, raw: AcceptLeadTransferInput, userAgent: string | undefined): Promise<{ token: string; applicationId: string }> {
  const input = parseInput(acceptSchema, raw);
  const taken = await withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.password, account: input.email }, async (check) => {
    const found = await requireTransfer(ctx, check, input.token);
    let newAccount: { firstName: string; lastName: string; passwordHash: string } | null = null;
    if (found.targetHasPassword) {
      await proveAccount(ctx, check, found, input.email, input.password);
    } else {
      // The invitee a lead made: holding the link mailed to them proves the address, as an invitation does.
      if (input.email !== found.targetEmail.toLowerCase()) throw validationError(`email: ${M.transferWrongPerson}`);
      const firstName = input.firstName ?? '';
      const lastName = input.lastName ?? '';
      if (firstName === '') throw validationError(`firstName: ${M.required}`);
      if (lastName === '') throw validationError(`lastName: ${M.required}`);
      assertPasswordPolicy(input.password);
      newAccount = { firstName, lastName, passwordHash: await hashPassword(input.password) };
    }
    return ctx.data.run(async (tx) => {
      // Spent once: a concurrent takeover of the same link finds it taken.
      const [spent] = await tx
        .update(applicationTransfers)
        .set({ takenAt: sql`now()` })
        .where(and(eq(applicationTransfers.id, found.id), isNull(applicationTransfers.takenAt), isNull(applicationTransfers.endedAt), gt(applicationTransfers.expiresAt, sql`now()`)))
        .returning({ id: applicationTransfers.id });
      if (!spent) throw validationError(`token: ${M.transferTaken}`);
      if (newAccount) {
        await tx
          .update(users)
          .set({ ...newAccount, fullName: `${newAccount.firstName} ${newAccount.lastName}`.trim(), validated: true, status: 'active' })
          .where(eq(users.id, found.targetUserId));
        // Their pending invitation link (if any) must not set the password a second time.
        await tx.update(userTokens).set({ usedAt: sql`now()` }).where(and(eq(userTokens.userId, found.targetUserId), eq(userTokens.kind, 'invitation'), isNull(userTokens.usedAt)));
      }
      const [before] = await tx.select({ applicantUserId: applications.applicantUserId, submissionId: applications.submissionId }).from(applications).where(eq(applications.id, found.applicationId)).for('update');
      await tx.update(applications).set({ applicantUserId: found.targetUserId, source: 'transfer', updatedAt: new Date() }).where(eq(applications.id, found.applicationId));
      if (before?.submissionId) await tx.update(formSubmissions).set({ respondentUserId: found.targetUserId }).where(eq(formSubmissions.id, before.submissionId));
      await recordActivity(tx, ctx.incubator.id, found.targetUserId, {
        action: 'application.takenOver',
        entityType: 'application',
        entityId: found.applicationId,
        before: { applicantUserId: before?.applicantUserId ?? null },
        after: { applicantUserId: found.targetUserId, accountCreated: newAccount !== null },
      });
      return { userId: found.targetUserId, applicationId: found.applicationId, created: newAccount !== null };
    });
  });
  const { token } = await issueToken(ctx.data, taken.userId, { tokenTtlDays: ctx.tokenTtlDays, userAgent });
  if (taken.created) await openProfileTask(ctx, taken.userId);
  return { token, applicationId: taken.applicationId };
}
