/**
 * The review API (issue 16 items 4–6 and item 1's criteria; docs/contract-applications.md §3.4 "Review",
 * "Conflicts", "Fair scores"; D-260..D-267). Applicant identity travels only through `Application` (blind-review aware,
 * D-240): no type here names an applicant. Evaluators' names are staff business: evaluators read the others'
 * evaluations only under evaluationVisibility (scores.service.ts).
 */
import { CONFLICT_SOURCES, DISAGREEMENT_SHARE, EVALUATOR_ASSIGNMENT_METHODS, EVALUATOR_ASSIGNMENT_STATUSES, EVALUATION_STATUSES, RANKING_SORTS, isInRoleGroup, type ApplicationScore } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { asc, eq } from 'drizzle-orm';
import { evaluationCriteria, type EvaluationConflict, type EvaluationCriterion, type EvaluatorAssignment } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { accessAllows, loadActor } from '../permissions/index.js';
import { ApplicationRef } from './application.graphql.js';
import { FunnelRef, FunnelRoundRef } from './applications.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { declareConflict, markConflict } from './conflicts.service.js';
import { listEvaluationCriteria, readableRound, saveEvaluationCriteria } from './evaluation-criteria.service.js';
import { applicationAccess, readableApplication, rememberReach } from './application-access.js';
import { evaluationAssignment, myEvaluationQueue, saveEvaluation, submitEvaluation, type AssignmentView, type QueueItem } from './evaluations.service.js';
import { assignEvaluators, roundReview, unassignEvaluator, type AssignmentResult, type RoundApplicationReview, type RoundReview } from './evaluator-assignment.service.js';
import { currentVersion, flagOn, scoreBounds } from './review-rounds.js';
import { applicationReviews, roundRanking, type ApplicationRoundReview, type RankingEntry, type RoundRanking, type ScoredEvaluationView } from './scores.service.js';

const user = (ctx: AppContext, id: string | null) => (id ? loadUserRecord(ctx, id) : null);

/** The application for a read through the one reach rule (NotFound when out of reach, D-240). */
async function readableApplicationFor(ctx: AppContext, id: string) {
  const access = await applicationAccess(ctx);
  const { application, reach } = await ctx.data.run((tx) => readableApplication(tx, access, id));
  rememberReach(ctx, application.id, reach);
  return application;
}

const AssignmentMethodEnum = builder.enumType('EvaluatorAssignmentMethod', { values: EVALUATOR_ASSIGNMENT_METHODS, description: 'manual: the chosen evaluators on every chosen application; balanced: k each, loads even (seeded); tag_match: evaluators sharing tags with the startup.' });
const AssignmentStatusEnum = builder.enumType('EvaluatorAssignmentStatus', { values: EVALUATOR_ASSIGNMENT_STATUSES });
const EvaluationStatusEnum = builder.enumType('EvaluationStatus', { values: EVALUATION_STATUSES });
const ConflictSourceEnum = builder.enumType('ConflictSource', { values: CONFLICT_SOURCES, description: 'declared_self, declared_staff, email_domain (same non-public domain as the applicant or a co-founder), mentor (mentor of the startup).' });
const QueueStateEnum = builder.enumType('EvaluationQueueState', { values: ['pending', 'submitted', 'withheld'] as const, description: 'withheld: a conflict of interest keeps the application from the evaluator.' });
const SkipReasonEnum = builder.enumType('AssignmentSkipReason', { values: ['conflict', 'loadCap', 'noTagMatch', 'notEnoughEvaluators'] as const });
const RankingSortEnum = builder.enumType('RankingSort', { values: RANKING_SORTS });

export const EvaluationCriterionRef = builder.objectRef<EvaluationCriterion>('EvaluationCriterion').implement({
  description: 'An evaluation parameter: a scored question of the round’s evaluation form and its weight (> 0).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    questionId: t.exposeString('questionId'),
    name: t.exposeString('name'),
    weight: t.exposeFloat('weight'),
    position: t.exposeInt('position'),
  }),
});

interface ReviewAbilities {
  viewerCanOpenAssignation: boolean;
  viewerCanAssign: boolean;
  viewerCanEvaluate: boolean;
  viewerCanViewCriteria: boolean;
  viewerCanEditCriteria: boolean;
}

const ReviewAbilitiesRef = builder.objectRef<ReviewAbilities>('ReviewAbilities').implement({
  description: 'What the review pages may offer the viewer, by the same rules the operations run.',
  fields: (t) => ({
    viewerCanOpenAssignation: t.exposeBoolean('viewerCanOpenAssignation', { description: 'The assignation page and the ranking (staff with APPLICATION:VIEW_ALL).' }),
    viewerCanAssign: t.exposeBoolean('viewerCanAssign', { description: 'Assign evaluators, record conflicts (APPLICATION:MANAGE).' }),
    viewerCanEvaluate: t.exposeBoolean('viewerCanEvaluate', { description: 'The evaluator’s queue (internal staff set).' }),
    viewerCanViewCriteria: t.exposeBoolean('viewerCanViewCriteria'),
    viewerCanEditCriteria: t.exposeBoolean('viewerCanEditCriteria', { description: 'Evaluation parameter keys and the flag editEvaluationCriteria.' }),
  }),
});

async function reviewAbilities(ctx: AppContext): Promise<ReviewAbilities> {
  const viewer = ctx.viewer!;
  const actor = await loadActor(ctx, viewer);
  const staff = isInRoleGroup(viewer.roleType, 'staff');
  const allows = (name: keyof typeof applicationsPolicy) => accessAllows(applicationsPolicy[name], viewer, actor);
  const editCriteria = allows('saveEvaluationCriteria') && (await flagOn(ctx, 'editEvaluationCriteria'));
  return {
    viewerCanOpenAssignation: staff && allows('roundReview'),
    viewerCanAssign: staff && allows('assignEvaluators'),
    viewerCanEvaluate: allows('myEvaluationQueue'),
    viewerCanViewCriteria: allows('evaluationCriteria'),
    viewerCanEditCriteria: editCriteria,
  };
}

const EvaluatorAssignmentRef = builder.objectRef<EvaluatorAssignment>('EvaluatorAssignment').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    status: t.field({ type: AssignmentStatusEnum, resolve: (a) => a.status }),
    method: t.field({ type: AssignmentMethodEnum, resolve: (a) => a.method }),
    applicationId: t.exposeID('applicationId'),
    evaluator: t.field({ type: UserRef, nullable: true, resolve: (a, _x, ctx) => user(ctx, a.evaluatorUserId) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const EvaluationConflictRef = builder.objectRef<EvaluationConflict>('EvaluationConflict').implement({
  description: 'A conflict of interest keeping an evaluator off an application, with its reason (staff view).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    source: t.field({ type: ConflictSourceEnum, resolve: (c) => c.source }),
    reason: t.exposeString('reason'),
    evaluator: t.field({ type: UserRef, nullable: true, resolve: (c, _x, ctx) => user(ctx, c.evaluatorUserId) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RoundApplicationReviewRef = builder.objectRef<RoundApplicationReview>('RoundApplicationReview').implement({
  fields: (t) => ({
    application: t.field({ type: ApplicationRef, resolve: (r) => r.application }),
    assignments: t.field({ type: [EvaluatorAssignmentRef], resolve: (r) => r.assignments }),
    conflicts: t.field({ type: [EvaluationConflictRef], resolve: (r) => r.conflicts }),
  }),
});

const RoundReviewRef = builder.objectRef<RoundReview>('RoundReview').implement({
  description: 'A round as the assignation page shows it: its applications with their evaluators and conflicts.',
  fields: (t) => ({
    round: t.field({ type: FunnelRoundRef, resolve: (r) => r.round }),
    funnel: t.field({ type: FunnelRef, resolve: (r) => r.funnel }),
    applications: t.field({ type: [RoundApplicationReviewRef], resolve: (r) => r.applications }),
  }),
});

const AssignmentSkipRef = builder.objectRef<AssignmentResult['skipped'][number]>('AssignmentSkip').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    evaluator: t.field({ type: UserRef, nullable: true, resolve: (s, _x, ctx) => user(ctx, s.evaluatorId) }),
    reason: t.field({ type: SkipReasonEnum, resolve: (s) => s.reason }),
    detail: t.exposeString('detail', { nullable: true, description: 'The conflict’s reason.' }),
  }),
});

const AssignmentResultRef = builder.objectRef<AssignmentResult>('AssignmentResult').implement({
  fields: (t) => ({
    assignedCount: t.int({ resolve: (r) => r.assigned.length }),
    assignments: t.field({ type: [EvaluatorAssignmentRef], resolve: (r) => r.assigned }),
    skipped: t.field({ type: [AssignmentSkipRef], resolve: (r) => r.skipped }),
  }),
});

const EvaluationScoreRef = builder.objectRef<ScoredEvaluationView['scores'][number]>('EvaluationCriterionScore').implement({
  fields: (t) => ({
    criterion: t.field({ type: EvaluationCriterionRef, nullable: true, resolve: (s) => s.criterion }),
    score: t.exposeFloat('score'),
    comment: t.exposeString('comment', { nullable: true }),
  }),
});

const EvaluationViewRef = builder.objectRef<ScoredEvaluationView>('Evaluation').implement({
  description: 'One evaluator’s submitted evaluation: weighted score, z-score within the evaluator’s round, per-criterion scores.',
  fields: (t) => ({
    _id: t.id({ resolve: (e) => e.evaluation.id }),
    status: t.field({ type: EvaluationStatusEnum, resolve: (e) => e.evaluation.status }),
    weightedScore: t.float({ nullable: true, resolve: (e) => e.evaluation.weightedScore }),
    zScore: t.float({ nullable: true, description: '0 for an evaluator with fewer than two evaluations or no spread (D-262).', resolve: (e) => e.zScore }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.evaluation.submittedAt }),
    evaluator: t.field({ type: UserRef, nullable: true, resolve: (e, _x, ctx) => user(ctx, e.evaluation.evaluatorUserId) }),
    scores: t.field({ type: [EvaluationScoreRef], resolve: (e) => e.scores }),
  }),
});

const ScoreSummaryRef = builder.objectRef<ApplicationScore>('ScoreSummary').implement({
  description: 'Raw mean of the weighted scores, mean of the z-scores, their spread and the disagreement flag (D-263).',
  fields: (t) => ({
    evaluationCount: t.exposeInt('evaluationCount'),
    rawMean: t.exposeFloat('rawMean', { nullable: true }),
    normalisedMean: t.exposeFloat('normalisedMean', { nullable: true }),
    spread: t.exposeFloat('spread'),
    disagreement: t.exposeBoolean('disagreement'),
  }),
});

const ApplicationRoundReviewRef = builder.objectRef<ApplicationRoundReview>('ApplicationRoundReview').implement({
  fields: (t) => ({
    round: t.field({ type: FunnelRoundRef, resolve: (r) => r.round }),
    summary: t.field({ type: ScoreSummaryRef, nullable: true, description: 'Null for an evaluator who may not see the others’ scores.', resolve: (r) => r.summary }),
    evaluations: t.field({ type: [EvaluationViewRef], resolve: (r) => r.evaluations }),
  }),
});

interface ScoredQuestion {
  questionId: string;
  label: unknown;
  type: string;
  min: number | null;
  max: number | null;
}

const ScoredQuestionRef = builder.objectRef<ScoredQuestion>('ScoredQuestion').implement({
  description: 'A question of the evaluation form that can be a criterion: a number, a scale, or a single choice with scores.',
  fields: (t) => ({
    questionId: t.exposeString('questionId'),
    label: t.field({ type: 'JSON', description: 'The localised label (language → text).', resolve: (q) => q.label }),
    type: t.exposeString('type'),
    min: t.exposeFloat('min', { nullable: true }),
    max: t.exposeFloat('max', { nullable: true }),
  }),
});

async function scoredQuestions(ctx: AppContext, evaluationFormId: string | null): Promise<ScoredQuestion[]> {
  const version = await ctx.data.run((tx) => currentVersion(tx, evaluationFormId));
  return (version?.definition.questions ?? []).flatMap((q) => {
    const bounds = scoreBounds(q);
    return bounds ? [{ questionId: q.id, label: q.label, type: q.type, min: Number.isFinite(bounds.min) ? bounds.min : null, max: Number.isFinite(bounds.max) ? bounds.max : null }] : [];
  });
}

builder.objectFields(FunnelRoundRef, (t) => ({
  scoredQuestions: t.field({
    type: [ScoredQuestionRef],
    description: 'The questions of the evaluation form a criterion may read (the criteria editor).',
    resolve: (r, _x, ctx) => scoredQuestions(ctx, r.evaluationFormId),
  }),
  criterionNames: t.stringList({
    description: 'The names of the round\'s evaluation criteria in order: what a rejection\'s per-criterion feedback is written against.',
    resolve: async (r, _x, ctx) => (await ctx.data.run((tx) => tx.select({ name: evaluationCriteria.name }).from(evaluationCriteria).where(eq(evaluationCriteria.roundId, r.id)).orderBy(asc(evaluationCriteria.position)))).map((c) => c.name),
  }),
}));

builder.objectFields(ApplicationRef, (t) => ({
  reviews: t.field({
    type: [ApplicationRoundReviewRef],
    nullable: true,
    description: 'Evaluations per round, newest round first: staff see all; an assigned evaluator their own, the others’ under evaluationVisibility.',
    resolve: (a, _x, ctx) => applicationReviews(ctx, a),
  }),
}));

const RankingEntryRef = builder.objectRef<RankingEntry>('RankingEntry').implement({
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    application: t.field({ type: ApplicationRef, resolve: (e) => e.application }),
    summary: t.field({ type: ScoreSummaryRef, resolve: (e) => e }),
    evaluations: t.field({ type: [EvaluationViewRef], resolve: (e) => e.evaluations }),
  }),
});

const EvaluatorStatsRef = builder.objectRef<RoundRanking['evaluators'][number]>('EvaluatorScoreStats').implement({
  description: 'One evaluator’s weighted scores in the round: how many, their mean and standard deviation (the z-score’s yardstick).',
  fields: (t) => ({
    evaluator: t.field({ type: UserRef, nullable: true, resolve: (s, _x, ctx) => user(ctx, s.evaluatorId) }),
    count: t.exposeInt('count'),
    mean: t.exposeFloat('mean'),
    stddev: t.exposeFloat('stddev'),
    normalised: t.exposeBoolean('normalised', { description: 'False when fewer than two evaluations or no spread: z-scores are 0.' }),
  }),
});

const RoundRankingRef = builder.objectRef<RoundRanking>('RoundRanking').implement({
  fields: (t) => ({
    round: t.field({ type: FunnelRoundRef, resolve: (r) => r.round }),
    funnel: t.field({ type: FunnelRef, resolve: (r) => r.funnel }),
    sort: t.field({ type: RankingSortEnum, resolve: (r) => r.sort }),
    scaleSpan: t.exposeFloat('scaleSpan', { description: 'The span of the weighted score’s scale (max − min).' }),
    disagreementShare: t.float({ description: 'Disagreement: weighted scores spanning at least this share of the scale.', resolve: () => DISAGREEMENT_SHARE }),
    evaluators: t.field({ type: [EvaluatorStatsRef], resolve: (r) => r.evaluators }),
    entries: t.field({ type: [RankingEntryRef], resolve: (r) => r.entries }),
  }),
});

const QueueItemRef = builder.objectRef<QueueItem>('EvaluationQueueItem').implement({
  fields: (t) => ({
    _id: t.id({ description: 'The assignment id.', resolve: (i) => i.assignment.id }),
    state: t.field({ type: QueueStateEnum, resolve: (i) => i.state }),
    round: t.field({ type: FunnelRoundRef, resolve: (i) => i.round }),
    funnelName: t.string({ resolve: (i) => i.funnel.name }),
    application: t.field({ type: ApplicationRef, nullable: true, description: 'Null when withheld.', resolve: (i) => i.application }),
    conflictSource: t.field({ type: ConflictSourceEnum, nullable: true, resolve: (i) => i.conflict?.source ?? null }),
    conflictReason: t.string({ nullable: true, resolve: (i) => i.conflict?.reason ?? null }),
    assignedAt: t.field({ type: 'DateTime', resolve: (i) => i.assignment.createdAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => i.evaluation?.submittedAt ?? null }),
    weightedScore: t.float({ nullable: true, description: 'The viewer’s own weighted score once submitted.', resolve: (i) => (i.evaluation?.status === 'submitted' ? i.evaluation.weightedScore : null) }),
  }),
});

const QueueRef = builder.objectRef<{ remaining: number; items: QueueItem[] }>('EvaluationQueue').implement({
  fields: (t) => ({
    remaining: t.exposeInt('remaining', { description: 'Pending evaluations (withheld ones excluded).' }),
    items: t.field({ type: [QueueItemRef], resolve: (q) => q.items }),
  }),
});

const AssignmentViewRef = builder.objectRef<AssignmentView>('EvaluationAssignmentView').implement({
  description: 'One of the viewer’s assignments with the evaluation form to fill (nothing of the application when withheld).',
  fields: (t) => ({
    _id: t.id({ description: 'The assignment id.', resolve: (v) => v.assignment.id }),
    item: t.field({ type: QueueItemRef, resolve: (v) => v }),
    definition: t.field({ type: 'JSON', nullable: true, resolve: (v) => v.definition }),
    answers: t.field({ type: 'JSON', nullable: true, resolve: (v) => v.answers ?? null }),
    criteria: t.field({ type: [EvaluationCriterionRef], resolve: (v) => v.criteria }),
  }),
});

const CriterionInput = builder.inputType('EvaluationCriterionInput', {
  fields: (t) => ({ questionId: t.string({ required: true }), name: t.string({ required: true }), weight: t.float({ required: true }) }),
});
const CommentInput = builder.inputType('EvaluationCommentInput', {
  fields: (t) => ({ criterionId: t.id({ required: true }), comment: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  reviewAbilities: t.field({ type: ReviewAbilitiesRef, access: applicationsPolicy.reviewAbilities, resolve: (_r, _a, ctx) => reviewAbilities(ctx) }),
  evaluationCriteria: t.field({
    type: [EvaluationCriterionRef],
    args: { roundId: t.arg.id({ required: true }) },
    access: applicationsPolicy.evaluationCriteria,
    resolve: (_r, args, ctx) => listEvaluationCriteria(ctx, String(args.roundId)),
  }),
  roundScoredQuestions: t.field({
    type: [ScoredQuestionRef],
    description: 'The questions of the round’s evaluation form a criterion may read.',
    args: { roundId: t.arg.id({ required: true }) },
    access: applicationsPolicy.evaluationCriteria,
    resolve: async (_r, args, ctx) => {
      const round = await readableRound(ctx, String(args.roundId));
      return scoredQuestions(ctx, round.evaluationFormId);
    },
  }),
  applicationEvaluations: t.field({
    type: [ApplicationRoundReviewRef],
    description: 'One application’s evaluations per round (the file’s Evaluations panel): as Application.reviews.',
    args: { applicationId: t.arg.id({ required: true }) },
    access: applicationsPolicy.applicationEvaluations,
    resolve: async (_r, args, ctx) => {
      const application = await readableApplicationFor(ctx, String(args.applicationId));
      return (await applicationReviews(ctx, application)) ?? [];
    },
  }),
  roundReview: t.field({
    type: RoundReviewRef,
    args: { roundId: t.arg.id({ required: true }) },
    access: applicationsPolicy.roundReview,
    resolve: (_r, args, ctx) => roundReview(ctx, String(args.roundId)),
  }),
  roundRanking: t.field({
    type: RoundRankingRef,
    args: { roundId: t.arg.id({ required: true }), sort: t.arg({ type: RankingSortEnum, defaultValue: 'normalised' }) },
    access: applicationsPolicy.roundRanking,
    resolve: (_r, args, ctx) => roundRanking(ctx, String(args.roundId), args.sort ?? 'normalised'),
  }),
  myEvaluationQueue: t.field({
    type: QueueRef,
    args: { roundId: t.arg.id() },
    access: applicationsPolicy.myEvaluationQueue,
    resolve: (_r, args, ctx) => myEvaluationQueue(ctx, args.roundId == null ? null : String(args.roundId)),
  }),
  evaluationAssignment: t.field({
    type: AssignmentViewRef,
    args: { assignmentId: t.arg.id({ required: true }) },
    access: applicationsPolicy.evaluationAssignment,
    resolve: (_r, args, ctx) => evaluationAssignment(ctx, String(args.assignmentId)),
  }),
}));

builder.mutationFields((t) => ({
  saveEvaluationCriteria: t.field({
    type: [EvaluationCriterionRef],
    description: 'Replaces the round’s criteria with this ordered list.',
    args: { roundId: t.arg.id({ required: true }), criteria: t.arg({ type: [CriterionInput], required: true }) },
    access: applicationsPolicy.saveEvaluationCriteria,
    resolve: (_r, args, ctx) => saveEvaluationCriteria(ctx, String(args.roundId), { criteria: args.criteria }),
  }),
  assignEvaluators: t.field({
    type: AssignmentResultRef,
    args: {
      roundId: t.arg.id({ required: true }),
      applicationIds: t.arg.idList({ required: true }),
      method: t.arg({ type: AssignmentMethodEnum, required: true }),
      evaluatorIds: t.arg.idList({ description: 'Balanced and tag match: empty = the round’s evaluators.' }),
      loadCap: t.arg.int({ description: 'At most this many applications per evaluator in the round (else each evaluator’s own cap).' }),
      perApplication: t.arg.int({ description: 'Balanced and tag match: evaluators per application (default 2).' }),
    },
    access: applicationsPolicy.assignEvaluators,
    resolve: (_r, args, ctx) =>
      assignEvaluators(ctx, String(args.roundId), {
        applicationIds: args.applicationIds.map(String),
        method: args.method,
        evaluatorIds: (args.evaluatorIds ?? []).map(String),
        loadCap: args.loadCap,
        perApplication: args.perApplication,
      }),
  }),
  unassignEvaluator: t.field({
    type: EvaluatorAssignmentRef,
    args: { assignmentId: t.arg.id({ required: true }) },
    access: applicationsPolicy.unassignEvaluator,
    resolve: (_r, args, ctx) => unassignEvaluator(ctx, String(args.assignmentId)),
  }),
  markConflict: t.field({
    type: EvaluationConflictRef,
    args: { applicationId: t.arg.id({ required: true }), evaluatorId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    access: applicationsPolicy.markConflict,
    resolve: (_r, args, ctx) => markConflict(ctx, { applicationId: String(args.applicationId), evaluatorId: String(args.evaluatorId), reason: args.reason }),
  }),
  declareConflict: t.field({
    type: 'Boolean',
    description: 'The evaluator declares a conflict of interest with an application assigned to them, and is withdrawn from it.',
    args: { applicationId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    access: applicationsPolicy.declareConflict,
    resolve: async (_r, args, ctx) => {
      await declareConflict(ctx, { applicationId: String(args.applicationId), reason: args.reason });
      return true;
    },
  }),
  saveEvaluation: t.field({
    type: AssignmentViewRef,
    args: { assignmentId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    access: applicationsPolicy.saveEvaluation,
    resolve: (_r, args, ctx) => saveEvaluation(ctx, String(args.assignmentId), args.answers),
  }),
  submitEvaluation: t.field({
    type: AssignmentViewRef,
    args: { assignmentId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }), comments: t.arg({ type: [CommentInput] }) },
    access: applicationsPolicy.submitEvaluation,
    resolve: (_r, args, ctx) => submitEvaluation(ctx, String(args.assignmentId), args.answers, (args.comments ?? []).map((c) => ({ criterionId: String(c.criterionId), comment: c.comment }))),
  }),
}));
