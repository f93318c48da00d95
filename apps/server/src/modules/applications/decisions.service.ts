/**
 * Decisions (issue 16 item 7; contract §3.4 "Decisions", D-254..D-256). One function, `decideApplicationInTx`, does a
 * decision inside the caller's transaction — the file's `decideApplication` and every item of a bulk decision
 * (modules/batch, `applications.decide`) — so one decision and a bulk one cannot differ:
 * - accept: the next round by position (`enterRoundInTx`, its entry status); on the last round the application is
 *   accepted: the applicant's startup is linked (one they are a cofounder of, by the application's title) or created,
 *   joins the funnel's program (`joinProgramInTx`), the applicant becomes its cofounder (an Applicant takes the default
 *   Cofounder role) and, when they have not set a password yet, gets the invitation e-mail (`renewInvitationInTx`);
 * - reject / delay_reject: the status, decidedAt, and the round's rejection e-mail (application-emails.ts).
 * Every change goes through round-entry.ts (history row); notifications (D1 §3 changeApplicationStatus,
 * approvalApplication, denialApplication) and mail are returned: the caller queues the mail in the mail outbox in the
 * same transaction (D-385) and delivers both after the commit.
 */
import { APPLICATION_DECISIONS, APPLICATION_REASON_MAX, APPLICATIONS_MESSAGES as M, applicationDecidable, type ApplicationDecision } from '@hatchery/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications, evaluations, evaluatorAssignments, funnelRounds, funnels, roles, startupPeople, startups, users, type Application, type FunnelRound } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { renewInvitationInTx } from '../identity/accounts/index.js';
import { changeRoleInTx } from '../identity/users/index.js';
import { deliverQueuedMail, queueMailsInTx, type MailInput } from '../mail/index.js';
import { deliverNotifications, insertNotification, type CreatedNotification } from '../notifications/index.js';
import { joinProgramInTx } from '../programs/index.js';
import { readableApplication } from './application-access.js';
import { decideAccess } from './application-file.service.js';
import { cancelUnsentEmailsInTx, queueRoundEmailInTx } from './application-emails.js';
import { changeApplicationStatusInTx, enterRoundInTx } from './round-entry.js';

export interface DecisionEnv {
  incubatorId: string;
  incubatorName: string;
  actorUserId: string | null;
  /** Where invitation links point (the host the decision was taken from). */
  origin: string;
}

export interface DecisionInput {
  decision: ApplicationDecision;
  reason?: string | null;
  /** Per-criterion feedback for the rejection e-mail (criterion name → text). */
  feedback?: Record<string, string> | null;
}

export type DecisionRefusal = 'notFound' | 'alreadyDecided' | 'programUnavailable';

export type DecisionResult =
  | { ok: true; application: Application; notifications: CreatedNotification[]; mail: MailInput[] }
  | { ok: false; refusal: DecisionRefusal };

export const decisionInputSchema = z.object({
  decision: z.enum(APPLICATION_DECISIONS),
  reason: z.string().trim().max(APPLICATION_REASON_MAX, M.reasonTooLong).nullish(),
  feedback: z.record(z.string().max(200), z.string().max(APPLICATION_REASON_MAX, M.reasonTooLong)).nullish(),
});

/** The startup an accepted application becomes: one the applicant is a cofounder of with that name, else a new one. */
async function linkOrCreateStartup(tx: Tx, env: DecisionEnv, application: Application): Promise<{ id: string; name: string }> {
  if (application.startupId) {
    const [linked] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, application.startupId)).limit(1);
    if (linked) return linked;
  }
  const [own] = await tx
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .innerJoin(startupPeople, eq(startupPeople.startupId, startups.id))
    .where(and(eq(startupPeople.userId, application.applicantUserId), sql`lower(${startups.name}) = lower(${application.title})`))
    .limit(1);
  if (own) return own;
  // Names are unique per tenant whatever their case (D-161): a taken name gets the first free " (n)".
  let name = application.title.trim() || 'Startup';
  for (let n = 2; ; n += 1) {
    const [taken] = await tx.select({ id: startups.id }).from(startups).where(sql`lower(${startups.name}) = lower(${name})`).limit(1);
    if (!taken) break;
    name = `${application.title.trim()} (${n})`;
  }
  const [created] = await tx.insert(startups).values({ incubatorId: env.incubatorId, name }).returning({ id: startups.id, name: startups.name });
  await recordActivity(tx, env.incubatorId, env.actorUserId, { action: 'startup.created', entityType: 'startup', entityId: created!.id, after: { name, applicationId: application.id } });
  return created!;
}

/** The founder side of an acceptance: cofounder of the startup, the Cofounder role for an Applicant, the invitation. */
async function welcomeFounder(tx: Tx, env: DecisionEnv, application: Application, startupId: string): Promise<MailInput | null> {
  await tx.insert(startupPeople).values({ incubatorId: env.incubatorId, startupId, userId: application.applicantUserId, personGroup: 'cofounder' }).onConflictDoNothing();
  const [person] = await tx.select({ roleType: roles.type }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, application.applicantUserId)).limit(1);
  if (person?.roleType === 'Applicant' && env.actorUserId) {
    const [cofounder] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Cofounder')).orderBy(sql`${roles.isDefault} desc`, asc(roles.createdAt)).limit(1);
    if (cofounder) await changeRoleInTx(tx, env.incubatorId, env.actorUserId, application.applicantUserId, cofounder.id);
  }
  // The existing invitation flow: only someone who has not set a password yet is invited (an active user signs in).
  if (!env.actorUserId) return null;
  return renewInvitationInTx(tx, env, env.actorUserId, application.applicantUserId);
}

async function notifyApplicant(tx: Tx, env: DecisionEnv, application: Application, type: 'changeApplicationStatus' | 'approvalApplication' | 'denialApplication', message: string): Promise<CreatedNotification | null> {
  return insertNotification(tx, env.incubatorId, {
    type,
    message,
    url: '/applications-manager',
    actorUserId: env.actorUserId,
    applicationId: application.id,
    recipientUserIds: [application.applicantUserId],
  });
}

/** Takes one decision in the caller's transaction (see the file comment). Locks the application row first. */
export async function decideApplicationInTx(tx: Tx, env: DecisionEnv, applicationId: string, input: DecisionInput, now = new Date()): Promise<DecisionResult> {
  const [application] = await tx.select().from(applications).where(eq(applications.id, applicationId)).limit(1).for('update');
  if (!application) return { ok: false, refusal: 'notFound' };
  if (!applicationDecidable(application.status) || application.archivedAt) return { ok: false, refusal: 'alreadyDecided' };
  const [funnel] = await tx.select().from(funnels).where(eq(funnels.id, application.funnelId)).limit(1);
  const rounds = await tx.select().from(funnelRounds).where(eq(funnelRounds.funnelId, application.funnelId)).orderBy(asc(funnelRounds.position));
  const current: FunnelRound | undefined = rounds.find((r) => r.id === application.roundId);
  if (!funnel || !current) return { ok: false, refusal: 'notFound' };
  const next = rounds.find((r) => r.position > current.position) ?? null;
  const change = { decision: input.decision, reason: input.reason ?? null, actorId: env.actorUserId, now };
  const notifications: CreatedNotification[] = [];
  const mail: MailInput[] = [];
  const push = (n: CreatedNotification | null) => n && notifications.push(n);
  const pushMail = (m: MailInput | null) => m && mail.push(m);
  let updated: Application;

  if (input.decision === 'accept' && next) {
    updated = await enterRoundInTx(tx, application, next, change);
    pushMail(await queueRoundEmailInTx(tx, application, current, 'acceptance', null, now));
    push(await notifyApplicant(tx, env, application, 'changeApplicationStatus', `Your application to ${funnel.name} moved on to ${next.name}.`));
  } else if (input.decision === 'accept') {
    const startup = await linkOrCreateStartup(tx, env, application);
    const refusal = await joinProgramInTx(tx, { incubatorId: env.incubatorId, actorUserId: env.actorUserId }, funnel.programId, startup);
    if (refusal && refusal !== 'alreadyInProgram') throw new DecisionRefused('programUnavailable');
    await tx.update(applications).set({ startupId: startup.id }).where(eq(applications.id, application.id));
    updated = await changeApplicationStatusInTx(tx, { ...application, startupId: startup.id }, { status: 'accepted', roundId: application.roundId, decidedAt: now }, change);
    pushMail(await welcomeFounder(tx, env, application, startup.id));
    pushMail(await queueRoundEmailInTx(tx, application, current, 'acceptance', null, now));
    push(await notifyApplicant(tx, env, application, 'approvalApplication', `Your application to ${funnel.name} was accepted.`));
  } else {
    const status = input.decision === 'reject' ? 'rejected' : 'delay_rejected';
    updated = await changeApplicationStatusInTx(tx, application, { status, roundId: application.roundId, decidedAt: now }, change);
    pushMail(await queueRoundEmailInTx(tx, application, current, 'rejection', input.feedback ?? null, now));
    push(await notifyApplicant(tx, env, application, 'denialApplication', `Your application to ${funnel.name} was not accepted.`));
  }
  await recordActivity(tx, env.incubatorId, env.actorUserId, {
    action: 'application.decided',
    entityType: 'application',
    entityId: application.id,
    before: { status: application.status, roundId: application.roundId },
    after: { status: updated.status, roundId: updated.roundId, decision: input.decision },
  });
  return { ok: true, application: updated, notifications, mail };
}

/** Thrown inside a decision to roll it back with a reason (a savepoint in bulk, the transaction for one). */
export class DecisionRefused extends Error {
  constructor(readonly refusal: DecisionRefusal) {
    super(refusal);
  }
}

/** Runs a decision and turns a DecisionRefused into a refusal result (for the bulk runner's item reasons). */
export async function tryDecideApplicationInTx(tx: Tx, env: DecisionEnv, applicationId: string, input: DecisionInput): Promise<DecisionResult> {
  try {
    return await tx.transaction((savepoint) => decideApplicationInTx(savepoint as unknown as Tx, env, applicationId, input));
  } catch (error) {
    if (error instanceof DecisionRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

const REFUSAL_MESSAGES: Record<DecisionRefusal, () => Error> = {
  notFound: () => notFoundError(`applicationId: ${M.applicationNotFound}`),
  alreadyDecided: () => validationError(`decision: ${M.alreadyDecided}`),
  programUnavailable: () => validationError(`decision: ${M.programArchived}`),
};

/** After the commit: notifications, then the mail the decision queued in the outbox (never throws: the decision is taken). */
export async function deliverDecision(ctx: Pick<AppContext, 'services' | 'log' | 'incubator' | 'data'>, result: { notifications: CreatedNotification[]; outbox: readonly string[] }): Promise<void> {
  await deliverNotifications(ctx, result.notifications);
  await deliverQueuedMail(ctx, result.outbox);
}

/** decideApplication(applicationId, decision, reason, feedback): one decision from the file. */
export async function decideApplication(ctx: AppContext, raw: { applicationId: string } & Record<string, unknown>): Promise<Application> {
  const input = parseInput(decisionInputSchema, raw);
  if (!isUuid(raw.applicationId)) throw notFoundError(`applicationId: ${M.applicationNotFound}`);
  const access = await decideAccess(ctx);
  const env: DecisionEnv = { incubatorId: ctx.incubator.id, incubatorName: ctx.incubator.name, actorUserId: access.viewer.userId, origin: ctx.origin };
  // A refusal thrown inside rolls the whole transaction back (a startup created for a program that refuses it).
  const result = await ctx.data
    .run(async (tx) => {
      const { application, reach } = await readableApplication(tx, access, raw.applicationId, `applicationId: ${M.applicationNotFound}`);
      // Reached only as an assigned evaluator: they read it but the decision is staff's (DECIDE_ROUND over the funnel).
      if (reach !== 'staff') throw forbiddenError('You may not decide on this application.');
      const decided = await decideApplicationInTx(tx, env, application.id, input);
      if (!decided.ok) throw new DecisionRefused(decided.refusal);
      // Its mail joins the outbox in the decision's transaction (D-385): it goes out once the decision committed.
      return { ...decided, outbox: await queueMailsInTx(tx, ctx.incubator.id, decided.mail) };
    })
    .catch((error: unknown) => {
      throw error instanceof DecisionRefused ? REFUSAL_MESSAGES[error.refusal]() : error;
    });
  await deliverDecision(ctx, result);
  return result.application;
}

// ── Moves and resets (contract §3.4, D-257) ─────────────────────────────────────────────────────────────────────

const moveSchema = z.object({
  applicationId: z.string().refine(isUuid, M.applicationNotFound),
  funnelId: z.string().refine(isUuid, M.funnelNotFound),
  reason: z.string().trim().max(APPLICATION_REASON_MAX, M.reasonTooLong).nullish(),
});

/** The application in the viewer's DECIDE_ROUND scope, locked for the change; NotFound / Forbidden as for a decision. */
async function decidableInTx(tx: Tx, access: Awaited<ReturnType<typeof decideAccess>>, applicationId: string): Promise<Application> {
  const { application, reach } = await readableApplication(tx, access, applicationId, `applicationId: ${M.applicationNotFound}`);
  if (reach !== 'staff') throw forbiddenError('You may not decide on this application.');
  const [locked] = await tx.select().from(applications).where(eq(applications.id, application.id)).limit(1).for('update');
  return locked!;
}

/**
 * moveApplicationToFunnel: the application is rejected in its funnel (the reason recorded: "Moved to …") and archived
 * there, and a draft for the same applicant (source transfer, its origin in source_detail) opens in the other funnel,
 * which must be one the viewer decides in. Returns the new draft.
 */
export async function moveApplicationToFunnel(ctx: AppContext, raw: unknown): Promise<Application> {
  const input = parseInput(moveSchema, raw);
  const access = await decideAccess(ctx);
  const now = new Date();
  return ctx.data.run(async (tx) => {
    const application = await decidableInTx(tx, access, input.applicationId);
    if (application.funnelId === input.funnelId) throw validationError(`funnelId: ${M.sameFunnel}`);
    const [target] = await tx.select().from(funnels).where(eq(funnels.id, input.funnelId)).limit(1);
    // Another tenant's funnel (RLS), an archived one or one outside the viewer's scope answer alike.
    if (!target || target.status === 'archived' || (access.staffFunnels !== null && !access.staffFunnels.has(target.id))) throw notFoundError(`funnelId: ${M.funnelNotFound}`);
    const reason = input.reason || `Moved to ${target.name}`;
    if (applicationDecidable(application.status)) {
      await changeApplicationStatusInTx(tx, application, { status: 'rejected', roundId: application.roundId, decidedAt: now }, { decision: 'reject', reason, actorId: access.viewer.userId, now });
    }
    await tx.update(applications).set({ archivedAt: now, updatedAt: now }).where(eq(applications.id, application.id));
    const [draft] = await tx
      .insert(applications)
      .values({
        incubatorId: ctx.incubator.id,
        funnelId: target.id,
        applicantUserId: application.applicantUserId,
        startupId: application.startupId,
        title: application.title,
        status: 'draft',
        source: 'transfer',
        sourceDetail: application.id,
        createdBy: access.viewer.userId,
      })
      .returning();
    await recordActivity(tx, ctx.incubator.id, access.viewer.userId, {
      action: 'application.movedToFunnel',
      entityType: 'application',
      entityId: application.id,
      after: { funnelId: target.id, newApplicationId: draft!.id, reason },
    });
    return draft!;
  });
}

/** resetApplicationToDraft: back to a draft with no round; its evaluations and evaluator assignments are cancelled. */
export async function resetApplicationToDraft(ctx: AppContext, applicationId: string): Promise<Application> {
  if (!isUuid(applicationId)) throw notFoundError(`applicationId: ${M.applicationNotFound}`);
  const access = await decideAccess(ctx);
  const now = new Date();
  return ctx.data.run(async (tx) => {
    const application = await decidableInTx(tx, access, applicationId);
    if (application.status === 'draft') return application;
    await tx.update(evaluations).set({ status: 'cancelled', submittedAt: null, updatedAt: now }).where(and(eq(evaluations.applicationId, application.id), ne(evaluations.status, 'cancelled')));
    await tx.update(evaluatorAssignments).set({ status: 'cancelled', updatedAt: now }).where(and(eq(evaluatorAssignments.applicationId, application.id), ne(evaluatorAssignments.status, 'cancelled')));
    await cancelUnsentEmailsInTx(tx, application.id, now);
    const updated = await changeApplicationStatusInTx(tx, application, { status: 'draft', roundId: null, decidedAt: null }, { reason: 'Reset to draft', actorId: access.viewer.userId, now });
    await recordActivity(tx, ctx.incubator.id, access.viewer.userId, { action: 'application.resetToDraft', entityType: 'application', entityId: application.id, before: { status: application.status } });
    return updated;
  });
}
