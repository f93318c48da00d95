/**
 * The startup file's Assessment tab (D-579): the evaluations of one startup the viewer may read — its application
 * reviews and its coaching sessions' evaluations — each with its scores placed on the common 0–100 scale
 * (packages/domain/src/assessment.ts). The overview and the performance overview are summaries of this list, drawn by
 * the web. A startup the viewer does not see (or another tenant's, or no such id) is NotFound; with the flag
 * assessment off the answer says unavailable and lists nothing.
 */
import { formScores, overallPercent, scorePercent, type AssessmentScore, type AssessmentSource } from '@hatchery/domain';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { isUuid } from '../../db/index.js';
import type { AppContext } from '../../http/context.js';
import { readStartupApplicationReviews, startupReviewAccess, type StartupReview } from '../applications/index.js';
import { readStartupSessionEvaluations, type StartupSessionEvaluation } from '../coaching/index.js';
import { featureIsOn } from '../milestones/index.js';
import { loadActor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';

export interface AssessmentEvaluation {
  id: string;
  source: AssessmentSource;
  /** The application (application reviews) or the coaching session (session evaluations) it is about. */
  subjectId: string;
  /** The call's name, or the session's title (else the evaluation form's name). */
  title: string;
  /** The round's name (application reviews); null for a session. */
  roundName: string | null;
  /** When the session started (session evaluations); null for an application review. */
  sessionStartsAt: Date | null;
  evaluator: { id: string; fullName: string };
  submittedAt: Date;
  /** The weighted mean of the scores on the common scale; null when nothing was scored on a scale. */
  percent: number | null;
  scores: AssessmentScore[];
}

export interface StartupAssessment {
  startupId: string;
  /** The flag assessment is on. */
  available: boolean;
  /** The viewer reads the application reviews (staff reach, D-267); otherwise only session evaluations are listed. */
  viewerSeesApplicationReviews: boolean;
  /** One of the startup's people: they read the session evaluations shared with the startup (D-449). */
  viewerIsStartupMember: boolean;
  /** Newest first. */
  evaluations: AssessmentEvaluation[];
}

const NOT_FOUND = 'startupId: Startup not found';

function fromReview(review: StartupReview): AssessmentEvaluation {
  const scores = review.scores.flatMap((s) => {
    const percent = s.bounds ? scorePercent(s.value, s.bounds.min, s.bounds.max) : null;
    return percent === null || !s.bounds ? [] : [{ label: s.label, value: s.value, min: s.bounds.min, max: s.bounds.max, percent, weight: s.weight }];
  });
  return {
    id: review.evaluationId,
    source: 'applicationReview',
    subjectId: review.applicationId,
    title: review.funnelName,
    roundName: review.roundName,
    sessionStartsAt: null,
    evaluator: review.evaluator,
    submittedAt: review.submittedAt,
    percent: overallPercent(scores),
    scores,
  };
}

function fromSession(evaluation: StartupSessionEvaluation, language: string | null): AssessmentEvaluation {
  const scores = formScores(evaluation.definition, evaluation.answers, language);
  return {
    id: evaluation.id,
    source: 'sessionEvaluation',
    subjectId: evaluation.sessionId,
    title: evaluation.sessionTitle?.trim() || evaluation.formName,
    roundName: null,
    sessionStartsAt: evaluation.sessionStartsAt,
    evaluator: evaluation.evaluator,
    submittedAt: evaluation.submittedAt,
    percent: overallPercent(scores),
    scores,
  };
}

export async function startupAssessment(ctx: AppContext, startupId: string, language: string | null): Promise<StartupAssessment> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError(NOT_FOUND);
  const actor = await loadActor(ctx, viewer);
  // Loaded before the transaction: the application scope may open its own.
  const reviewAccess = await startupReviewAccess(ctx);
  return ctx.data.run(async (tx) => {
    const startup = await readStartupAccess(tx, viewer, actor, startupId);
    if (!startup?.sees) throw notFoundError(NOT_FOUND);
    if (!(await featureIsOn(tx, 'assessment'))) return { startupId: startup.id, available: false, viewerSeesApplicationReviews: false, viewerIsStartupMember: startup.member, evaluations: [] };
    const reviews = reviewAccess ? await readStartupApplicationReviews(tx, reviewAccess, startup.id) : [];
    const sessions = await readStartupSessionEvaluations(tx, viewer, startup);
    const evaluations = [...reviews.map(fromReview), ...sessions.map((s) => fromSession(s, language))].sort(
      (a, b) => b.submittedAt.getTime() - a.submittedAt.getTime() || (a.id < b.id ? -1 : 1),
    );
    return { startupId: startup.id, available: true, viewerSeesApplicationReviews: reviewAccess !== null, viewerIsStartupMember: startup.member, evaluations };
  });
}
