/**
 * The application reviews of one startup, for the startup file's assessment (D-579): the submitted evaluations of the
 * applications filed for the startup (applications.startup_id), each with its criteria's scores on their questions'
 * scales. The rule is D-267's staff side: a viewer in the staff group holding APPLICATION:VIEW_ALL reads every
 * evaluation of the applications their staff reach covers; nobody else reads any here (an assigned evaluator reads
 * their own on the review page, applicants never read scores — D-240).
 */
import { isInRoleGroup, scoreBounds } from '@hatchery/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { applications, evaluationCriteria, evaluationScores, evaluations, funnelRounds, funnels, users } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { applicationAccess, applicationCriterion, type ApplicationAccess } from './application-access.js';
import { currentVersion, questionOf } from './review-rounds.js';

export interface StartupReviewScore {
  label: string;
  value: number;
  weight: number;
  /** The question's scale; null when it has none (a number question without bounds). */
  bounds: { min: number; max: number } | null;
}

export interface StartupReview {
  evaluationId: string;
  applicationId: string;
  funnelName: string;
  roundName: string;
  evaluator: { id: string; fullName: string };
  submittedAt: Date;
  scores: StartupReviewScore[];
}

/** The viewer's staff reach of applications, or null when they have none (loaded before the caller's transaction). */
export async function startupReviewAccess(ctx: AppContext): Promise<ApplicationAccess | null> {
  const access = await applicationAccess(ctx);
  const staff = applicationCriterion(access.viewer, access.actor, 'APPLICATION:VIEW_ALL') !== null && isInRoleGroup(access.viewer.roleType, 'staff');
  if (!staff) return null;
  return access.staffFunnels !== null && access.staffFunnels.size === 0 ? null : access;
}

/** The submitted evaluations of the startup's applications within the staff reach, newest first. */
export async function readStartupApplicationReviews(tx: Tx, access: ApplicationAccess, startupId: string): Promise<StartupReview[]> {
  const conditions = [eq(applications.startupId, startupId), ne(applications.status, 'draft'), eq(evaluations.status, 'submitted')];
  if (access.staffFunnels !== null) conditions.push(inArray(applications.funnelId, [...access.staffFunnels]));
  const rows = await tx
    .select({
      evaluationId: evaluations.id,
      applicationId: applications.id,
      roundId: funnelRounds.id,
      evaluationFormId: funnelRounds.evaluationFormId,
      funnelName: funnels.name,
      roundName: funnelRounds.name,
      evaluatorId: users.id,
      evaluatorName: users.fullName,
      submittedAt: evaluations.submittedAt,
    })
    .from(evaluations)
    .innerJoin(applications, eq(applications.id, evaluations.applicationId))
    .innerJoin(funnels, eq(funnels.id, applications.funnelId))
    .innerJoin(funnelRounds, eq(funnelRounds.id, evaluations.roundId))
    .innerJoin(users, eq(users.id, evaluations.evaluatorUserId))
    .where(and(...conditions))
    .orderBy(sql`${evaluations.submittedAt} desc nulls last`, asc(evaluations.id))
    .limit(500);
  if (rows.length === 0) return [];
  const scoreRows = await tx
    .select({ evaluationId: evaluationScores.evaluationId, score: evaluationScores.score, name: evaluationCriteria.name, weight: evaluationCriteria.weight, questionId: evaluationCriteria.questionId, position: evaluationCriteria.position })
    .from(evaluationScores)
    .innerJoin(evaluationCriteria, eq(evaluationCriteria.id, evaluationScores.criterionId))
    .where(inArray(evaluationScores.evaluationId, rows.map((r) => r.evaluationId)))
    .orderBy(asc(evaluationCriteria.position), asc(evaluationCriteria.name));
  // Each round's evaluation form gives the criteria's scales (its current version, as the ranking's yardstick, D-263).
  const definitions = new Map<string, Awaited<ReturnType<typeof currentVersion>>>();
  for (const formId of new Set(rows.flatMap((r) => (r.evaluationFormId ? [r.evaluationFormId] : [])))) definitions.set(formId, await currentVersion(tx, formId));
  return rows.map((r) => {
    const definition = r.evaluationFormId ? definitions.get(r.evaluationFormId)?.definition : null;
    const scores = scoreRows
      .filter((s) => s.evaluationId === r.evaluationId)
      .map((s) => {
        const question = questionOf(definition, s.questionId);
        const bounds = question ? scoreBounds(question) : null;
        return { label: s.name, value: s.score, weight: s.weight, bounds: bounds && Number.isFinite(bounds.min) ? bounds : null };
      });
    return {
      evaluationId: r.evaluationId,
      applicationId: r.applicationId,
      funnelName: r.funnelName,
      roundName: r.roundName,
      evaluator: { id: r.evaluatorId, fullName: r.evaluatorName },
      submittedAt: r.submittedAt ?? new Date(0),
      scores,
    };
  });
}
