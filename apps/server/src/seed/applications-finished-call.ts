/**
 * A finished call (issue 16 item 9): "Autumn 2026 cohort", the closed call of the running program Growth Lab 2026. Its
 * accepted applications are the program's seeded startups (startup_id set, accepted, decided, with their history); the
 * others were rejected at the review or after pitch day. Every scorecard is submitted. Idempotent by slug.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { evaluationCriteria, funnelRoundEvaluators, funnelRounds, funnels, programs, startupPrograms, startups } from '../db/schema/index.js';
import { SCORECARD_CRITERIA, type CallForm } from './applications-forms.js';
import { writeEvaluations, type EvaluationPlan } from './applications-evaluations.js';
import { insertApplicants, seedJourneys, type Journey, type JourneyStep } from './applications-journeys.js';
import { seedApplicants } from './applications-people.js';
import { seededRandom } from './applications-open-call.js';
import { RUNNING_PROGRAM } from './startups-programs.js';

export const FINISHED_CALL_SLUG = 'autumn-2026';
export const FINISHED_CALL_ACCEPTED = 8;
export const FINISHED_CALL_REJECTED = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FinishedCallInput {
  incubatorId: string;
  intake: CallForm;
  scorecard: CallForm;
  evaluatorIds: readonly string[];
  adminId: string | null;
  timeZone: string;
  now: Date;
}

export async function seedFinishedCall(tx: Tx, input: FinishedCallInput): Promise<number> {
  const { incubatorId, now } = input;
  const [existing] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, FINISHED_CALL_SLUG)).limit(1);
  if (existing) return 0;
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, RUNNING_PROGRAM.name)).limit(1);
  if (!program) return 0;
  const joined = await tx
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .innerJoin(startupPrograms, and(eq(startupPrograms.startupId, startups.id), eq(startupPrograms.programId, program.id)))
    .orderBy(asc(startups.name))
    .limit(FINISHED_CALL_ACCEPTED);
  const opensAt = new Date(now.getTime() - 150 * DAY_MS);
  const closesAt = new Date(now.getTime() - 110 * DAY_MS);
  const [funnel] = await tx
    .insert(funnels)
    .values({
      incubatorId,
      programId: program.id,
      name: 'Autumn 2026 cohort',
      description: 'The call that selected the teams of Growth Lab 2026.',
      slug: FINISHED_CALL_SLUG,
      category: 'startup',
      intakeFormId: input.intake.formId,
      opensAt,
      closesAt,
      reapplyRule: 'after_rejection',
      status: 'closed',
      publishedAt: opensAt,
      closedAt: closesAt,
      createdBy: input.adminId,
    })
    .returning({ id: funnels.id });
  const rounds = await tx
    .insert(funnelRounds)
    .values([
      { incubatorId, funnelId: funnel!.id, position: 0, name: 'Application review', kind: 'evaluation' as const, evaluationFormId: input.scorecard.formId },
      { incubatorId, funnelId: funnel!.id, position: 1, name: 'Pitch day', kind: 'meeting' as const },
    ])
    .returning();
  const review = rounds.find((r) => r.position === 0)!;
  const [e0, e1] = input.evaluatorIds;
  await tx.insert(funnelRoundEvaluators).values([e0!, e1!].map((userId) => ({ incubatorId, roundId: review.id, userId, loadCap: 20 })));
  const criteria = await tx
    .insert(evaluationCriteria)
    .values(SCORECARD_CRITERIA.map((c) => ({ incubatorId, roundId: review.id, ...c })))
    .returning({ id: evaluationCriteria.id, questionId: evaluationCriteria.questionId, weight: evaluationCriteria.weight });

  const pd: JourneyStep = { kind: 'status', status: 'pending_decision', reason: 'Evaluations complete' };
  const accepted: JourneyStep[] = [{ kind: 'advance' }, pd, { kind: 'status', status: 'accepted', decision: 'accept', reason: 'Selected at pitch day' }];
  const rejectedAtReview: JourneyStep[] = [{ kind: 'status', status: 'rejected', decision: 'reject', reason: 'Scores below the review bar' }];
  const rejectedAtPitch: JourneyStep[] = [{ kind: 'advance' }, { kind: 'status', status: 'rejected', decision: 'reject', reason: 'Not selected at pitch day' }];
  const applicants = seedApplicants(joined.length + FINISHED_CALL_REJECTED, 60, -1, joined.map((s) => s.name));
  const journeys: Journey[] = applicants.map((applicant, i) => ({
    applicant,
    startedDaysAgo: 148 - i * 2,
    steps: i < joined.length ? accepted : i < joined.length + 4 ? rejectedAtReview : rejectedAtPitch,
    stepDays: 6,
    startupId: i < joined.length ? joined[i]!.id : null,
  }));
  const applicantIds = await insertApplicants(tx, incubatorId, applicants, input.timeZone);
  const seeded = await seedJourneys(tx, { incubatorId, funnelId: funnel!.id, rounds, intake: input.intake, deciderId: input.adminId, now }, journeys, applicantIds);

  const random = seededRandom(2026);
  const plans: EvaluationPlan[] = seeded.flatMap((s, i) =>
    [0, 1].map((k) => {
      const entered = s.roundTimes[0]!.enteredAt.getTime();
      const base = i < joined.length ? 4 : 2.3;
      return {
        applicationId: s.application.id,
        roundId: review.id,
        evaluatorId: input.evaluatorIds[k]!,
        assignedBy: input.adminId,
        assignedAt: new Date(entered + DAY_MS / 4),
        state: 'submitted' as const,
        scores: [0, 1, 2].map(() => Math.min(5, Math.max(1, Math.round(base + (random() - 0.5) * 1.6)))),
        at: new Date(entered + (2 + k * 2) * DAY_MS),
      };
    }),
  );
  const written = await writeEvaluations(tx, incubatorId, input.scorecard, criteria, plans);
  return 1 + rounds.length + 2 + criteria.length + applicants.length * 3 + written;
}
