/**
 * Helpers of the review tests (issue 16 items 4–6): the seeded open call's rounds, applications inserted and moved into
 * a round with enterRoundInTx (the one writer of round and status, D-241), and the GraphQL documents.
 */
import { and, eq } from 'drizzle-orm';
import { applications, evaluationCriteria, forms, funnelRoundEvaluators, funnelRounds, funnels, startups, users } from '../../src/db/schema/index.js';
import { EVALUATION_FORM_NAME } from '../../src/seed/forms.js';

const DAY_MS = 24 * 60 * 60 * 1000;
import { enterRoundInTx } from '../../src/modules/applications/round-entry.js';
import type { TestApp } from '../support/helpers.js';

export interface OpenCall {
  funnelId: string;
  screening: string;
  interview: string;
  committee: string;
}

const fixtures = new WeakMap<TestApp, Promise<OpenCall>>();

/**
 * The review tests' own call, made once per test app: the shape the seeded open call had before item 9's seed filled
 * it (a screening evaluation on the seeded "Coaching evaluation" form with weighted criteria Traction ×1, Team ×2,
 * Readiness ×1 and evaluator@demo.test in its pool, a founder interview, a final committee), but empty — so counts,
 * loads and rankings depend only on what each test puts in.
 */
export function openCall(t: TestApp): Promise<OpenCall> {
  let found = fixtures.get(t);
  if (!found) {
    found = createReviewCall(t);
    fixtures.set(t, found);
  }
  return found;
}

async function createReviewCall(t: TestApp): Promise<OpenCall> {
  const incubatorId = t.incubatorIds.demo!;
  return t.db.tenant(incubatorId, async (tx) => {
    const [seeded] = await tx.select().from(funnels).where(eq(funnels.slug, 'winter-2027'));
    const [evaluation] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.name, EVALUATION_FORM_NAME), eq(forms.status, 'published'))).limit(1);
    const [evaluator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'evaluator@demo.test')).limit(1);
    const now = Date.now();
    const [funnel] = await tx
      .insert(funnels)
      .values({
        incubatorId,
        programId: seeded!.programId,
        name: 'Review fixture call',
        slug: 'review-fixture-call',
        category: 'startup',
        intakeFormId: seeded!.intakeFormId,
        opensAt: new Date(now - 30 * DAY_MS),
        closesAt: new Date(now + 45 * DAY_MS),
        reapplyRule: 'after_rejection',
        status: 'published',
        publishedAt: new Date(now - 30 * DAY_MS),
        createdBy: seeded!.createdBy,
      })
      .returning({ id: funnels.id });
    const rounds = await tx
      .insert(funnelRounds)
      .values([
        { incubatorId, funnelId: funnel!.id, position: 0, name: 'Screening', kind: 'evaluation', evaluationFormId: evaluation!.id, autoAdvance: { minEvaluations: 2, minMeanScore: 3.5 } },
        { incubatorId, funnelId: funnel!.id, position: 1, name: 'Founder interview', kind: 'meeting' },
        { incubatorId, funnelId: funnel!.id, position: 2, name: 'Final committee', kind: 'evaluation', evaluationFormId: evaluation!.id },
      ])
      .returning({ id: funnelRounds.id, position: funnelRounds.position });
    const byPosition = new Map(rounds.map((r) => [r.position, r.id]));
    for (const position of [0, 2]) await tx.insert(funnelRoundEvaluators).values({ incubatorId, roundId: byPosition.get(position)!, userId: evaluator!.id, loadCap: 25 });
    await tx.insert(evaluationCriteria).values(
      [
        { questionId: 'progress', name: 'Traction', weight: 1, position: 0 },
        { questionId: 'team', name: 'Team', weight: 2, position: 1 },
        { questionId: 'readiness', name: 'Readiness', weight: 1, position: 2 },
      ].map((c) => ({ incubatorId, roundId: byPosition.get(0)!, ...c })),
    );
    return { funnelId: funnel!.id, screening: byPosition.get(0)!, interview: byPosition.get(1)!, committee: byPosition.get(2)! };
  });
}

export async function userId(t: TestApp, email: string, tenant = 'demo'): Promise<string> {
  const [row] = await t.db.tenant(t.incubatorIds[tenant]!, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** An application by `applicantEmail` (for `startupName` when given), submitted into the round `roundId`. */
export async function insertApplication(t: TestApp, input: { funnelId: string; roundId: string; applicantEmail: string; title: string; startupName?: string }): Promise<string> {
  const applicant = await userId(t, input.applicantEmail);
  return t.db.tenant(t.incubatorIds.demo!, async (tx) => {
    const [startup] = input.startupName ? await tx.select({ id: startups.id }).from(startups).where(eq(startups.name, input.startupName)) : [];
    const [draft] = await tx
      .insert(applications)
      .values({ incubatorId: t.incubatorIds.demo!, funnelId: input.funnelId, applicantUserId: applicant, startupId: startup?.id ?? null, title: input.title })
      .returning();
    const [round] = await tx.select().from(funnelRounds).where(and(eq(funnelRounds.id, input.roundId)));
    const moved = await enterRoundInTx(tx, draft!, round!, { actorId: null, reason: 'test' });
    return moved.id;
  });
}

export const ASSIGN = `mutation A($roundId: ID!, $applicationIds: [ID!]!, $method: EvaluatorAssignmentMethod!, $evaluatorIds: [ID!], $loadCap: Int, $perApplication: Int) {
  assignEvaluators(roundId: $roundId, applicationIds: $applicationIds, method: $method, evaluatorIds: $evaluatorIds, loadCap: $loadCap, perApplication: $perApplication) {
    assignedCount assignments { _id applicationId status method evaluator { _id } } skipped { applicationId evaluator { _id } reason detail }
  }
}`;
export const QUEUE = `query Q($roundId: ID) { myEvaluationQueue(roundId: $roundId) { remaining items { _id state funnelName conflictSource conflictReason weightedScore round { _id } application { _id title identityHidden applicant { _id email } } } } }`;
export const ASSIGNMENT = `query V($id: ID!) { evaluationAssignment(assignmentId: $id) { _id definition answers criteria { _id name weight } item { state conflictReason application { _id title } } } }`;
export const SAVE = `mutation S($id: ID!, $answers: JSON!) { saveEvaluation(assignmentId: $id, answers: $answers) { _id answers item { state } } }`;
export const SUBMIT = `mutation S($id: ID!, $answers: JSON!, $comments: [EvaluationCommentInput!]) { submitEvaluation(assignmentId: $id, answers: $answers, comments: $comments) { _id item { state weightedScore } } }`;
export const DECLARE = `mutation D($applicationId: ID!, $reason: String!) { declareConflict(applicationId: $applicationId, reason: $reason) }`;
export const MARK = `mutation M($applicationId: ID!, $evaluatorId: ID!, $reason: String!) { markConflict(applicationId: $applicationId, evaluatorId: $evaluatorId, reason: $reason) { _id source reason } }`;
export const CRITERIA = `query C($roundId: ID!) { evaluationCriteria(roundId: $roundId) { _id questionId name weight position } }`;
export const SAVE_CRITERIA = `mutation C($roundId: ID!, $criteria: [EvaluationCriterionInput!]!) { saveEvaluationCriteria(roundId: $roundId, criteria: $criteria) { _id questionId name weight position } }`;
export const ROUND_REVIEW = `query R($roundId: ID!) { roundReview(roundId: $roundId) { round { _id } applications { application { _id title status } assignments { _id status evaluator { _id } } conflicts { source reason evaluator { _id } } } } }`;
export const RANKING = `query K($roundId: ID!, $sort: RankingSort) { roundRanking(roundId: $roundId, sort: $sort) { scaleSpan disagreementShare evaluators { evaluator { _id } count mean stddev normalised } entries { rank application { _id title } summary { evaluationCount rawMean normalisedMean spread disagreement } evaluations { weightedScore zScore evaluator { _id } scores { score comment criterion { name } } } } } }`;

/** Answers of the seeded evaluation form (progress and team 1..5 scales, readiness a scored choice). */
export const answersOf = (progress: number, team = progress, readiness: 'not_yet' | 'soon' | 'ready' = 'soon') => ({
  progress: { numberValue: progress },
  team: { numberValue: team },
  readiness: { arrayValue: [readiness] },
});

export interface AssignResult {
  assignEvaluators: { assignedCount: number; assignments: Array<{ _id: string; applicationId: string; status: string; evaluator: { _id: string } }>; skipped: Array<{ applicationId: string; evaluator: { _id: string } | null; reason: string; detail: string | null }> };
}
export interface QueueResult {
  myEvaluationQueue: { remaining: number; items: Array<{ _id: string; state: string; conflictSource: string | null; conflictReason: string | null; weightedScore: number | null; application: { _id: string; title: string | null; identityHidden: boolean; applicant: { _id: string; email: string | null } | null } | null }> };
}
