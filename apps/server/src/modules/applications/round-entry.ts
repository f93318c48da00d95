/**
 * Moving an application into a round (D-241): the one place that sets the round, the round's entry status and the
 * history row — intake (the first round on submit), decisions (accept → the next round) and auto-advance all use it,
 * so the history and the applicant's round forms never disagree with the status. Call inside the caller's transaction.
 */
import { roundEntryStatus, type ApplicationDecision, type ApplicationStatus } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { applicationRoundSubmissions, applications, applicationStatusEvents, type Application, type FunnelRound } from '../../db/schema/index.js';

export interface StatusChange {
  /** The status to set; a round entry takes the round's entry status when omitted. */
  status?: ApplicationStatus;
  decision?: ApplicationDecision | null;
  reason?: string | null;
  actorId: string | null;
  now?: Date;
}

/** Records one status/round change: updates the application and appends its history row. Returns the new row. */
export async function changeApplicationStatusInTx(tx: Tx, application: Application, to: { status: ApplicationStatus; roundId: string | null; decidedAt?: Date | null }, change: StatusChange): Promise<Application> {
  const now = change.now ?? new Date();
  const [updated] = await tx
    .update(applications)
    .set({
      status: to.status,
      roundId: to.roundId,
      statusChangedAt: now,
      updatedAt: now,
      ...(to.status !== 'draft' && !application.submittedAt ? { submittedAt: now } : {}),
      ...(to.decidedAt !== undefined ? { decidedAt: to.decidedAt } : {}),
    })
    .where(eq(applications.id, application.id))
    .returning();
  await tx.insert(applicationStatusEvents).values({
    incubatorId: application.incubatorId,
    applicationId: application.id,
    fromStatus: application.status,
    toStatus: to.status,
    fromRoundId: application.roundId,
    toRoundId: to.roundId,
    decision: change.decision ?? null,
    reason: change.reason ?? null,
    actorId: change.actorId,
    createdAt: now,
  });
  return updated!;
}

/**
 * Puts the application into `round` with the round's entry status; a form round also records that the applicant is
 * asked for its form (application_round_submissions, idempotent: entering the same round twice asks once).
 */
export async function enterRoundInTx(tx: Tx, application: Application, round: FunnelRound, change: StatusChange): Promise<Application> {
  const status = change.status ?? roundEntryStatus(round.kind);
  const updated = await changeApplicationStatusInTx(tx, application, { status, roundId: round.id }, change);
  if (round.kind === 'form' && round.formId) {
    await tx
      .insert(applicationRoundSubmissions)
      .values({ incubatorId: application.incubatorId, applicationId: application.id, roundId: round.id, requestedAt: change.now ?? new Date() })
      .onConflictDoNothing();
  }
  return updated;
}
