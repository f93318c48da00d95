/** The startup file's Assessment tab (D-579): one query, the evaluations of a startup on one scale. */
import { ASSESSMENT_SOURCES, type AssessmentScore } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { assessmentPolicy as policy } from './assessment.policy.js';
import { startupAssessment, type AssessmentEvaluation, type StartupAssessment } from './assessment.service.js';

const AssessmentSourceEnum = builder.enumType('AssessmentSource', { values: ASSESSMENT_SOURCES });

const AssessmentScoreRef = builder.objectRef<AssessmentScore>('AssessmentScore').implement({
  description: 'One scored criterion or question of an evaluation, on its own scale and on the common 0–100 scale.',
  fields: (t) => ({
    label: t.exposeString('label'),
    value: t.exposeFloat('value'),
    min: t.exposeFloat('min'),
    max: t.exposeFloat('max'),
    percent: t.exposeFloat('percent', { description: 'Where the value lies between min (0) and max (100).' }),
    weight: t.exposeFloat('weight', { description: 'The criterion’s weight (1 for a session evaluation’s questions).' }),
  }),
});

const AssessmentEvaluatorRef = builder.objectRef<AssessmentEvaluation['evaluator']>('AssessmentEvaluator').implement({
  fields: (t) => ({ _id: t.exposeID('id'), fullName: t.exposeString('fullName') }),
});

const AssessmentEvaluationRef = builder.objectRef<AssessmentEvaluation>('AssessmentEvaluation').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    source: t.field({ type: AssessmentSourceEnum, resolve: (e) => e.source }),
    subjectId: t.exposeID('subjectId', { description: 'The application (applicationReview) or coaching session (sessionEvaluation).' }),
    title: t.exposeString('title', { description: 'The call’s name, or the session’s title (else the evaluation form’s name).' }),
    roundName: t.exposeString('roundName', { nullable: true }),
    sessionStartsAt: t.field({ type: 'DateTime', nullable: true, resolve: (e) => e.sessionStartsAt }),
    evaluator: t.field({ type: AssessmentEvaluatorRef, resolve: (e) => e.evaluator }),
    submittedAt: t.field({ type: 'DateTime', resolve: (e) => e.submittedAt }),
    percent: t.exposeFloat('percent', { nullable: true, description: 'The weighted mean of the scores on the 0–100 scale.' }),
    scores: t.field({ type: [AssessmentScoreRef], resolve: (e) => e.scores }),
  }),
});

const StartupAssessmentRef = builder.objectRef<StartupAssessment>('StartupAssessment').implement({
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    available: t.exposeBoolean('available', { description: 'The assessment feature flag is on.' }),
    viewerSeesApplicationReviews: t.exposeBoolean('viewerSeesApplicationReviews', { description: 'Staff reach of applications (D-267): the application reviews are listed.' }),
    viewerIsStartupMember: t.exposeBoolean('viewerIsStartupMember', { description: 'One of the startup’s people: the session evaluations shared with the startup are theirs to read (D-449).' }),
    evaluations: t.field({ type: [AssessmentEvaluationRef], description: 'Newest first.', resolve: (a) => a.evaluations }),
  }),
});

builder.queryFields((t) => ({
  startupAssessment: t.field({
    type: StartupAssessmentRef,
    access: policy.startupAssessment,
    description: 'The evaluations of a startup the viewer may read (D-579); NotFound when the viewer does not see the startup.',
    args: {
      startupId: t.arg.id({ required: true }),
      language: t.arg.string({ description: 'Question labels in this language when the form has it (else the form’s first language).' }),
    },
    resolve: (_root, args, ctx) => startupAssessment(ctx, String(args.startupId), args.language ?? null),
  }),
}));
