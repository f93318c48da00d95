/**
 * Writes the seeded evaluator work of a call in a few batched inserts (issue 16 item 9): one evaluator assignment per
 * plan, and for started ones the scorecard's answers (form_submissions), the evaluation and — once submitted — its
 * per-criterion scores with weighted_score = Σ w·s / Σ w (contract §2), the same numbers submitEvaluation computes.
 */
import type { Answers } from '@hatchery/domain';
import type { Tx } from '../db/contract.js';
import { evaluationScores, evaluations, evaluatorAssignments, formSubmissions } from '../db/schema/index.js';
import type { CallForm } from './applications-forms.js';

export interface SeedCriterion {
  id: string;
  questionId: string;
  weight: number;
}

export interface EvaluationPlan {
  applicationId: string;
  roundId: string;
  evaluatorId: string;
  assignedBy: string | null;
  assignedAt: Date;
  /** pending: assigned, not started; draft: started (partial answers); submitted: scored. */
  state: 'pending' | 'draft' | 'submitted';
  /** One score per criterion, in the criteria's order (1–5). */
  scores: number[];
  at: Date;
}

export function weightedScore(criteria: readonly SeedCriterion[], scores: readonly number[]): number {
  const total = criteria.reduce((sum, c) => sum + c.weight, 0);
  const weighted = criteria.reduce((sum, c, i) => sum + c.weight * scores[i]!, 0);
  return Math.round((weighted / total) * 1000) / 1000;
}

function scorecardAnswers(criteria: readonly SeedCriterion[], plan: EvaluationPlan): Answers {
  // A draft has scored the first criterion only.
  const answered = plan.state === 'draft' ? criteria.slice(0, 1) : criteria;
  const answers: Answers = Object.fromEntries(answered.map((c, i) => [c.questionId, { numberValue: plan.scores[i]! }]));
  if (plan.state === 'submitted') answers.notes = { textValue: plan.scores.every((s) => s >= 4) ? 'A strong team with real traction.' : plan.scores.every((s) => s <= 2) ? 'Too early for this program.' : 'Promising; the interview should test the go-to-market.' };
  return answers;
}

/** Inserts the plans' assignments, evaluations and scores; returns the number of rows written. */
export async function writeEvaluations(tx: Tx, incubatorId: string, scorecard: CallForm, criteria: readonly SeedCriterion[], plans: readonly EvaluationPlan[]): Promise<number> {
  if (!plans.length) return 0;
  const assignments = await tx
    .insert(evaluatorAssignments)
    .values(
      plans.map((p) => ({
        incubatorId,
        applicationId: p.applicationId,
        roundId: p.roundId,
        evaluatorUserId: p.evaluatorId,
        method: 'balanced' as const,
        status: p.state === 'submitted' ? ('submitted' as const) : ('pending' as const),
        assignedBy: p.assignedBy,
        createdAt: p.assignedAt,
        updatedAt: p.state === 'submitted' ? p.at : p.assignedAt,
      })),
    )
    .returning({ id: evaluatorAssignments.id });
  const started = plans.map((plan, i) => ({ plan, assignmentId: assignments[i]!.id })).filter((s) => s.plan.state !== 'pending');
  if (!started.length) return assignments.length;
  const submissions = await tx
    .insert(formSubmissions)
    .values(
      started.map(({ plan }) => ({
        incubatorId,
        formId: scorecard.formId,
        versionId: scorecard.versionId,
        respondentUserId: plan.evaluatorId,
        status: plan.state === 'submitted' ? ('submitted' as const) : ('draft' as const),
        answers: scorecardAnswers(criteria, plan),
        createdAt: plan.assignedAt,
        updatedAt: plan.at,
        submittedAt: plan.state === 'submitted' ? plan.at : null,
      })),
    )
    .returning({ id: formSubmissions.id });
  const rows = await tx
    .insert(evaluations)
    .values(
      started.map(({ plan, assignmentId }, i) => ({
        incubatorId,
        assignmentId,
        applicationId: plan.applicationId,
        roundId: plan.roundId,
        evaluatorUserId: plan.evaluatorId,
        submissionId: submissions[i]!.id,
        status: plan.state === 'submitted' ? ('submitted' as const) : ('draft' as const),
        weightedScore: plan.state === 'submitted' ? weightedScore(criteria, plan.scores) : null,
        submittedAt: plan.state === 'submitted' ? plan.at : null,
        createdAt: plan.assignedAt,
        updatedAt: plan.at,
      })),
    )
    .returning({ id: evaluations.id });
  const scores = started.flatMap(({ plan }, i) =>
    plan.state === 'submitted' ? criteria.map((c, k) => ({ incubatorId, evaluationId: rows[i]!.id, criterionId: c.id, score: plan.scores[k]! })) : [],
  );
  if (scores.length) await tx.insert(evaluationScores).values(scores);
  return assignments.length + submissions.length + rows.length + scores.length;
}
