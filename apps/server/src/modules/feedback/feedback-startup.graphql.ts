/** The startup file's feedback tab (issue 15; D-380..D-382): startupFeedback and remindStartupFeedback. */
import { builder } from '../../graphql/builder.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { feedbackPolicy } from './feedback.policy.js';
import { getStartupFeedback, remindStartupFeedback, STARTUP_FEEDBACK_STATES, type StartupFeedbackAnswer, type StartupFeedbackRequest, type StartupFeedbackView } from './feedback-startup.service.js';

const StartupFeedbackStateEnum = builder.enumType('StartupFeedbackState', {
  values: STARTUP_FEEDBACK_STATES,
  description: "Of the startup's recipients: answered (all of them), closed (by staff, not all answered), overdue (past the due date), pending.",
});

const StartupFeedbackRequestRef = builder.objectRef<StartupFeedbackRequest>('StartupFeedbackRequest').implement({
  description: 'A feedback request as it reached one startup: counts are of the startup’s recipients only.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    formName: t.exposeString('formName'),
    createdBy: t.field({ type: UserRef, nullable: true, description: 'Who asked.', resolve: (r, _a, ctx) => (r.createdBy ? loadUserRecord(ctx, r.createdBy) : null) }),
    createdAt: t.field({ type: 'DateTime', description: 'Sent.', resolve: (r) => r.createdAt }),
    dueDate: t.field({ type: 'DateTime', resolve: (r) => r.dueDate }),
    state: t.field({ type: StartupFeedbackStateEnum, resolve: (r) => r.state }),
    requestOpen: t.boolean({ description: 'The request itself is still open (it may be reminded).', resolve: (r) => r.requestStatus === 'open' }),
    recipientCount: t.exposeInt('recipientCount'),
    answeredCount: t.exposeInt('answeredCount'),
  }),
});

const StartupFeedbackAnswerRef = builder.objectRef<StartupFeedbackAnswer>('StartupFeedbackAnswer').implement({
  description: 'One of the startup’s people’s submitted answers, with the version they answered (read-only).',
  fields: (t) => ({
    _id: t.exposeID('recipientId'),
    requestId: t.exposeID('requestId'),
    formName: t.exposeString('formName'),
    respondent: t.field({ type: UserRef, nullable: true, resolve: (a, _a, ctx) => loadUserRecord(ctx, a.userId) }),
    submittedAt: t.field({ type: 'DateTime', resolve: (a) => a.submittedAt }),
    answers: t.field({ type: 'JSON', description: 'Answers by question id (packages/domain Answers).', resolve: (a) => a.answers }),
    definition: t.field({ type: 'JSON', description: 'The form version answered (FormDefinition).', resolve: (a) => a.definition }),
  }),
});

const StartupFeedbackRef = builder.objectRef<StartupFeedbackView>('StartupFeedback').implement({
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    viewerCanSend: t.exposeBoolean('viewerCanSend', { description: 'FEEDBACK_REQUEST:CREATE: send a new request to this startup.' }),
    viewerCanRemind: t.exposeBoolean('viewerCanRemind', { description: 'FEEDBACK_REQUEST:EDIT: remind the startup’s recipients.' }),
    viewerCanViewAnswers: t.exposeBoolean('viewerCanViewAnswers', { description: 'FEEDBACK_REQUEST:ANSWER_VIEW, or one of the startup’s people (answers is empty otherwise).' }),
    requests: t.field({ type: [StartupFeedbackRequestRef], description: 'Newest first (at most 200).', resolve: (v) => v.requests }),
    answers: t.field({ type: [StartupFeedbackAnswerRef], description: 'Newest first.', resolve: (v) => v.answers }),
  }),
});

builder.queryFields((t) => ({
  startupFeedback: t.field({
    type: StartupFeedbackRef,
    description: "The startup file's feedback tab: the feedback requests that reached the startup or its people, and their answers. NotFound when the viewer does not see the startup.",
    args: { startupId: t.arg.id({ required: true }) },
    access: feedbackPolicy.startupFeedback,
    resolve: (_r, args, ctx) => getStartupFeedback(ctx, String(args.startupId)),
  }),
}));

builder.mutationFields((t) => ({
  remindStartupFeedback: t.int({
    description: 'Reminds the startup’s recipients of the request who have not answered; answers how many.',
    args: { requestId: t.arg.id({ required: true }), startupId: t.arg.id({ required: true }) },
    access: feedbackPolicy.remindStartupFeedback,
    resolve: (_r, args, ctx) => remindStartupFeedback(ctx, String(args.requestId), String(args.startupId)),
  }),
}));
