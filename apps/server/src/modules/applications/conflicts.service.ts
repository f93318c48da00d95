/**
 * Conflicts of interest (issue 16 item 5; docs/contract-applications.md §3.4 "Conflicts"; D-264, D-265): automatic and
 * explainable. Found when evaluators are assigned and when an evaluator's queue is read: the evaluator shares a
 * non-public e-mail domain with the applicant or a co-founder of the applying startup (email_domain), or is assigned
 * to that startup as a mentor (mentor, user_assigned_startups); or declared by the evaluator (declared_self) or staff
 * (declared_staff) with a reason. A conflict withdraws the evaluator: their assignment and evaluation of the
 * application are cancelled, the reach rule (application-access.ts) refuses the application, and the queue shows it
 * withheld with the reason. Automatic reasons never name anyone (blind review: the reason reaches the evaluator).
 */
import { REVIEW_MESSAGES as M, REVIEW_REASON_MAX, pairKey, sharedPrivateDomain, type ConflictSource } from '@hatchery/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications, evaluationConflicts, evaluations, evaluatorAssignments, startupPeople, userAssignedStartups, users, type Application, type EvaluationConflict } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { applicationAccess } from './application-access.js';

/** The reasons stored for automatic conflicts (English; the web shows its own text by source). */
export const AUTOMATIC_REASONS = {
  email_domain: 'Same e-mail domain as the applicant or a co-founder.',
  mentor: 'Mentor of the applying startup.',
} as const;

export interface FoundConflict {
  source: ConflictSource;
  reason: string;
}

/**
 * The conflicts of these (application, evaluator) pairs: the recorded ones, plus the automatic ones found now (written,
 * so they stay explainable after the facts change). Returns the first conflict per pair.
 */
export async function detectConflictsInTx(tx: Tx, incubatorId: string, pairs: ReadonlyArray<{ applicationId: string; evaluatorId: string }>): Promise<Map<string, FoundConflict>> {
  const found = new Map<string, FoundConflict>();
  if (pairs.length === 0) return found;
  const applicationIds = [...new Set(pairs.map((p) => p.applicationId))];
  const evaluatorIds = [...new Set(pairs.map((p) => p.evaluatorId))];
  const recorded = await tx.select().from(evaluationConflicts).where(and(inArray(evaluationConflicts.applicationId, applicationIds), inArray(evaluationConflicts.evaluatorUserId, evaluatorIds)));
  for (const c of recorded) if (!found.has(pairKey(c.applicationId, c.evaluatorUserId))) found.set(pairKey(c.applicationId, c.evaluatorUserId), { source: c.source, reason: c.reason });

  const apps = await tx.select({ id: applications.id, applicantUserId: applications.applicantUserId, startupId: applications.startupId }).from(applications).where(inArray(applications.id, applicationIds));
  const startupIds = [...new Set(apps.flatMap((a) => (a.startupId ? [a.startupId] : [])))];
  const founders = startupIds.length ? await tx.select({ startupId: startupPeople.startupId, userId: startupPeople.userId }).from(startupPeople).where(and(inArray(startupPeople.startupId, startupIds), eq(startupPeople.personGroup, 'cofounder'))) : [];
  const mentors = startupIds.length ? await tx.select({ startupId: userAssignedStartups.startupId, userId: userAssignedStartups.userId }).from(userAssignedStartups).where(and(inArray(userAssignedStartups.startupId, startupIds), inArray(userAssignedStartups.userId, evaluatorIds))) : [];
  const peopleIds = [...new Set([...evaluatorIds, ...apps.map((a) => a.applicantUserId), ...founders.map((f) => f.userId)])];
  const emails = new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, peopleIds))).map((u) => [u.id, u.email]));

  const fresh: Array<typeof evaluationConflicts.$inferInsert> = [];
  for (const { applicationId, evaluatorId } of pairs) {
    const key = pairKey(applicationId, evaluatorId);
    if (found.has(key)) continue;
    const app = apps.find((a) => a.id === applicationId);
    if (!app) continue;
    const side = [app.applicantUserId, ...founders.filter((f) => f.startupId === app.startupId).map((f) => f.userId)].filter((id) => id !== evaluatorId);
    let source: ConflictSource | null = null;
    if (side.some((id) => sharedPrivateDomain(emails.get(evaluatorId), emails.get(id)))) source = 'email_domain';
    else if (app.startupId && mentors.some((m) => m.startupId === app.startupId && m.userId === evaluatorId)) source = 'mentor';
    if (!source) continue;
    const reason = AUTOMATIC_REASONS[source as keyof typeof AUTOMATIC_REASONS];
    found.set(key, { source, reason });
    fresh.push({ incubatorId, applicationId, evaluatorUserId: evaluatorId, source, reason });
  }
  if (fresh.length > 0) {
    await tx.insert(evaluationConflicts).values(fresh).onConflictDoNothing();
    for (const row of fresh) await withdrawEvaluatorInTx(tx, row.applicationId, row.evaluatorUserId);
  }
  return found;
}

/** A conflicted evaluator leaves the application: open assignments and evaluations are cancelled (not deleted). */
export async function withdrawEvaluatorInTx(tx: Tx, applicationId: string, evaluatorId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(evaluatorAssignments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(evaluatorAssignments.applicationId, applicationId), eq(evaluatorAssignments.evaluatorUserId, evaluatorId), ne(evaluatorAssignments.status, 'cancelled')));
  await tx
    .update(evaluations)
    .set({ status: 'cancelled', submittedAt: null, updatedAt: now })
    .where(and(eq(evaluations.applicationId, applicationId), eq(evaluations.evaluatorUserId, evaluatorId), ne(evaluations.status, 'cancelled')));
}

const reasonSchema = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(REVIEW_REASON_MAX, M.tooLong);
const idOf = (message: string) => z.string().refine(isUuid, message);

async function recordConflict(tx: Tx, ctx: AppContext, application: Application, evaluatorId: string, source: ConflictSource, reason: string): Promise<EvaluationConflict> {
  const viewer = requireViewer(ctx);
  const [row] = await tx
    .insert(evaluationConflicts)
    .values({ incubatorId: ctx.incubator.id, applicationId: application.id, evaluatorUserId: evaluatorId, source, reason, declaredBy: viewer.userId })
    .onConflictDoUpdate({ target: [evaluationConflicts.incubatorId, evaluationConflicts.applicationId, evaluationConflicts.evaluatorUserId, evaluationConflicts.source], set: { reason, declaredBy: viewer.userId } })
    .returning();
  await withdrawEvaluatorInTx(tx, application.id, evaluatorId);
  await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'application.conflictDeclared', entityType: 'application', entityId: application.id, after: { evaluatorId, source } });
  return row!;
}

/** The evaluator declares a conflict with an application they are assigned to: they are withdrawn from it. */
export async function declareConflict(ctx: AppContext, raw: { applicationId?: unknown; reason?: unknown }): Promise<EvaluationConflict> {
  const input = parseInput(z.object({ applicationId: idOf(M.applicationNotFound), reason: reasonSchema }), raw);
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    // Any assignment of theirs (even one a conflict already withheld) lets them declare; otherwise as if unknown.
    const [row] = await tx
      .select({ application: applications })
      .from(evaluatorAssignments)
      .innerJoin(applications, eq(applications.id, evaluatorAssignments.applicationId))
      .where(and(eq(evaluatorAssignments.applicationId, input.applicationId), eq(evaluatorAssignments.evaluatorUserId, viewer.userId)))
      .limit(1);
    if (!row) throw notFoundError(M.applicationNotFound);
    return recordConflict(tx, ctx, row.application, viewer.userId, 'declared_self', input.reason);
  });
}

/** Staff record a conflict for an evaluator (APPLICATION:MANAGE in the application's funnel). */
export async function markConflict(ctx: AppContext, raw: { applicationId?: unknown; evaluatorId?: unknown; reason?: unknown }): Promise<EvaluationConflict> {
  const input = parseInput(z.object({ applicationId: idOf(M.applicationNotFound), evaluatorId: idOf(M.evaluatorNotFound), reason: reasonSchema }), raw);
  const access = await applicationAccess(ctx, 'APPLICATION:MANAGE');
  return ctx.data.run(async (tx) => {
    const [application] = await tx.select().from(applications).where(eq(applications.id, input.applicationId)).limit(1);
    if (!application || (access.staffFunnels !== null && !access.staffFunnels.has(application.funnelId))) throw notFoundError(M.applicationNotFound);
    const [evaluator] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.evaluatorId)).limit(1);
    if (!evaluator) throw validationError(`evaluatorId: ${M.evaluatorNotFound}`);
    return recordConflict(tx, ctx, application, evaluator.id, 'declared_staff', input.reason);
  });
}
