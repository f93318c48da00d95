/**
 * Helpers of the review tests (issue 16 items 4–6): the seeded open call's rounds, applications inserted and moved into
 * a round with enterRoundInTx (the one writer of round and status, D-241), and the GraphQL documents.
 */
import { and, asc, eq } from 'drizzle-orm';
import { applications, funnelRounds, funnels, startups, users } from '../../src/db/schema/index.js';
import { enterRoundInTx } from '../../src/modules/applications/round-entry.js';
import type { TestApp } from '../support/helpers.js';

export interface OpenCall {
  funnelId: string;
  screening: string;
  interview: string;
  committee: string;
}

export async function openCall(t: TestApp): Promise<OpenCall> {
  return t.db.tenant(t.incubatorIds.demo!, async (tx) => {
    const [funnel] = await tx.select().from(funnels).where(eq(funnels.slug, 'winter-2027'));
    const rounds = await tx.select().from(funnelRounds).where(eq(funnelRounds.funnelId, funnel!.id)).orderBy(asc(funnelRounds.position));
    return { funnelId: funnel!.id, screening: rounds[0]!.id, interview: rounds[1]!.id, committee: rounds[2]!.id };
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
