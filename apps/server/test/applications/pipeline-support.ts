/**
 * Test factories for the overview, file and decisions (issue 16 items 3 and 7): a funnel with rounds, applicants,
 * and applications put into their first round through `enterRoundInTx` (the one writer of round, status and history).
 */
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../src/db/contract.js';
import { applications, evaluationConflicts, evaluatorAssignments, forms, funnelRounds, funnels, programs, roles, users, type Application, type FunnelRound } from '../../src/db/schema/index.js';
import { enterRoundInTx } from '../../src/modules/applications/round-entry.js';

/** `startApplicationBatch` as the bulk, decision and outbox tests start it (every field of the answer they read). */
export const START_APPLICATION_BATCH = `mutation S($input: StartApplicationBatchInput!) { startApplicationBatch(input: $input) { id count kind action status reason } }`;

export interface PipelineFunnel {
  funnelId: string;
  programId: string;
  rounds: FunnelRound[];
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A published funnel of a tenant's first active startup program, with an evaluation round and a meeting round. */
export async function createPipelineFunnel(db: Database, incubatorId: string, options: { name?: string; rejectionMode?: 'now' | 'scheduled'; programName?: string } = {}): Promise<PipelineFunnel> {
  return db.tenant(incubatorId, async (tx) => {
    const [program] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.status, 'active'), eq(programs.programType, 'startup'), ...(options.programName ? [eq(programs.name, options.programName)] : [])))
      .limit(1);
    const [intake] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.kind, 'intake'), eq(forms.status, 'published'))).limit(1);
    const [evaluation] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.kind, 'evaluation'), eq(forms.status, 'published'))).limit(1);
    const name = options.name ?? `Pipeline call ${unique()}`;
    const [funnel] = await tx
      .insert(funnels)
      .values({ incubatorId, programId: program!.id, name, slug: `pipeline-${unique()}`, intakeFormId: intake?.id ?? null, status: 'published', publishedAt: new Date() })
      .returning();
    const rejectionEmail =
      options.rejectionMode === 'scheduled'
        ? { mode: 'scheduled' as const, subject: 'About your application', body: 'Thank you for applying.', scheduledAt: '2030-03-01T08:00:00.000Z', includeFeedback: true }
        : { mode: 'now' as const, subject: 'About your application', body: 'Thank you for applying.', includeFeedback: true };
    const rounds = await tx
      .insert(funnelRounds)
      .values([
        { incubatorId, funnelId: funnel!.id, position: 0, name: 'Screening', kind: 'evaluation' as const, evaluationFormId: evaluation?.id ?? null, rejectionEmail },
        { incubatorId, funnelId: funnel!.id, position: 1, name: 'Pitch meeting', kind: 'meeting' as const, rejectionEmail, acceptanceEmail: { mode: 'now' as const, subject: 'Welcome aboard', body: 'You are in.' } },
      ])
      .returning();
    return { funnelId: funnel!.id, programId: program!.id, rounds: rounds.sort((a, b) => a.position - b.position) };
  });
}

/** A pending applicant (invited, no password yet) with the Applicant role. */
export async function createApplicant(tx: Tx, incubatorId: string, label: string): Promise<{ id: string; email: string }> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Applicant')).limit(1);
  const email = `applicant-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}@example.test`;
  const [user] = await tx
    .insert(users)
    .values({ incubatorId, email, firstName: label, lastName: 'Founder', fullName: `${label} Founder`, roleId: role!.id, status: 'pending' })
    .returning({ id: users.id, email: users.email });
  return user!;
}

/** The creation time of the last application createApplications made (each new one is later). */
let lastStamp = 0;

/** Submitted applications in the funnel's first round (or the round given), one applicant each. */
export async function createApplications(db: Database, incubatorId: string, funnel: PipelineFunnel, titles: readonly string[], round: FunnelRound = funnel.rounds[0]!): Promise<Application[]> {
  return db.tenant(incubatorId, async (tx) => {
    const out: Application[] = [];
    for (const title of titles) {
      const applicant = await createApplicant(tx, incubatorId, title);
      // One transaction stamps every row alike: distinct times keep the overview's order (newest first) predictable —
      // rising across calls too (a second call within a few ms of the first once stamped a row older than the first's
      // last, and the overview test's order came out swapped).
      const createdAt = new Date(Math.max(Date.now(), lastStamp + 1));
      lastStamp = createdAt.getTime();
      const [draft] = await tx.insert(applications).values({ incubatorId, funnelId: funnel.funnelId, applicantUserId: applicant.id, title, status: 'draft', createdAt }).returning();
      out.push(await enterRoundInTx(tx, draft!, round, { actorId: applicant.id }));
    }
    return out;
  });
}

/** An evaluator assignment, optionally with a conflict of interest recorded (the reach rule reads both). */
export async function assignEvaluator(db: Database, incubatorId: string, application: Application, evaluatorUserId: string, conflict = false): Promise<void> {
  await db.tenant(incubatorId, async (tx) => {
    await tx.insert(evaluatorAssignments).values({ incubatorId, applicationId: application.id, roundId: application.roundId!, evaluatorUserId });
    if (conflict) await tx.insert(evaluationConflicts).values({ incubatorId, applicationId: application.id, evaluatorUserId, source: 'declared_staff', reason: 'Former colleague' });
  });
}

export async function userIdOf(db: Database, incubatorId: string, email: string): Promise<string> {
  const [row] = await db.tenant(incubatorId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
