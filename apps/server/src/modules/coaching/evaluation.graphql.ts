/**
 * The evaluation API (issue 17 item 3; docs/contract-coaching.md §3.3): the configuration of which form a session's
 * evaluation uses (program × topic × host role), a session's evaluation as the viewer may see it, and a host's answer.
 */
import type { EvaluationFormRule, RoleType } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { coachingPolicy } from './coaching.policy.js';
import { evaluationFormsConfig, saveCoachingEvaluationForms, type EvaluationFormsConfig, type EvaluationOption } from './evaluation-forms.service.js';
import { sessionEvaluation, submitSessionEvaluation, type EvaluationEntry, type EvaluationFormView, type SessionEvaluationView } from './evaluation.service.js';

const OptionRef = builder.objectRef<EvaluationOption>('CoachingEvaluationOption').implement({
  fields: (t) => ({ _id: t.exposeID('id'), name: t.exposeString('name') }),
});

const RuleRef = builder.objectRef<EvaluationFormRule>('CoachingEvaluationFormRule').implement({
  description: 'Program × topic × host role (each null = any) → the evaluation form; the most specific matching rule wins.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    programId: t.exposeID('programId', { nullable: true }),
    topicTagId: t.exposeID('topicTagId', { nullable: true }),
    hostRole: t.exposeString('hostRole', { nullable: true }),
    formId: t.exposeID('formId'),
    sharedWithStartup: t.exposeBoolean('sharedWithStartup', { description: 'The startup’s people read evaluations answered on this rule.' }),
  }),
});

const ConfigRef = builder.objectRef<EvaluationFormsConfig>('CoachingEvaluationForms').implement({
  fields: (t) => ({
    rules: t.field({ type: [RuleRef], description: 'Oldest first: equally specific rules go by this order.', resolve: (c) => c.rules }),
    forms: t.field({ type: [OptionRef], description: 'Published evaluation forms.', resolve: (c) => c.forms }),
    programs: t.field({ type: [OptionRef], resolve: (c) => c.programs }),
    topics: t.field({ type: [OptionRef], description: 'Tags of the topic list.', resolve: (c) => c.topics }),
    hostRoles: t.stringList({ description: 'Role types that host sessions.', resolve: (c) => c.hostRoles }),
  }),
});

const EvaluationFormRef = builder.objectRef<EvaluationFormView>('SessionEvaluationForm').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    versionId: t.exposeID('versionId'),
    definition: t.field({ type: 'JSON', resolve: (f) => f.definition }),
    sharedWithStartup: t.exposeBoolean('sharedWithStartup'),
  }),
});

const EvaluatorRef = builder.objectRef<EvaluationEntry['evaluator']>('SessionEvaluator').implement({
  fields: (t) => ({ _id: t.exposeID('id'), fullName: t.exposeString('fullName') }),
});

const EntryRef = builder.objectRef<EvaluationEntry>('SessionEvaluationEntry').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    evaluator: t.field({ type: EvaluatorRef, resolve: (e) => e.evaluator }),
    formName: t.exposeString('formName'),
    definition: t.field({ type: 'JSON', description: 'The version answered.', resolve: (e) => e.definition }),
    answers: t.field({ type: 'JSON', resolve: (e) => e.answers }),
    submittedAt: t.field({ type: 'DateTime', resolve: (e) => e.submittedAt }),
    sharedWithStartup: t.exposeBoolean('sharedWithStartup'),
  }),
});

const SessionEvaluationRef = builder.objectRef<SessionEvaluationView>('SessionEvaluation').implement({
  fields: (t) => ({
    sessionId: t.exposeID('sessionId'),
    startupName: t.exposeString('startupName'),
    tookPlace: t.exposeBoolean('tookPlace', { description: 'Held, or scheduled and ended; never cancelled.' }),
    viewerIsHost: t.exposeBoolean('viewerIsHost'),
    form: t.field({ type: EvaluationFormRef, nullable: true, description: 'The form the viewer answers (hosts; null when none is configured).', resolve: (v) => v.form }),
    viewerEvaluation: t.field({ type: EntryRef, nullable: true, resolve: (v) => v.viewerEvaluation }),
    viewerCanSubmit: t.exposeBoolean('viewerCanSubmit'),
    evaluations: t.field({ type: [EntryRef], description: 'What the viewer may read: hosts and staff all, the startup’s people shared ones.', resolve: (v) => v.evaluations }),
  }),
});

const RuleInput = builder.inputType('CoachingEvaluationFormRuleInput', {
  fields: (t) => ({
    programId: t.id(),
    topicTagId: t.id(),
    hostRole: t.string(),
    formId: t.id({ required: true }),
    sharedWithStartup: t.boolean(),
  }),
});

const idOrNull = (value: string | number | null | undefined): string | null => (value === undefined || value === null ? null : String(value));

builder.queryFields((t) => ({
  coachingEvaluationForms: t.field({
    type: ConfigRef,
    access: coachingPolicy.coachingEvaluationForms,
    resolve: (_r, _a, ctx) => evaluationFormsConfig(ctx),
  }),
  sessionEvaluation: t.field({
    type: SessionEvaluationRef,
    args: { sessionId: t.arg.id({ required: true }) },
    access: coachingPolicy.sessionEvaluation,
    resolve: (_r, args, ctx) => sessionEvaluation(ctx, String(args.sessionId)),
  }),
}));

builder.mutationFields((t) => ({
  saveCoachingEvaluationForms: t.field({
    type: [RuleRef],
    description: 'Replaces the rules wholesale; a bad rule is named "rules.N.field" and nothing changes.',
    args: { rules: t.arg({ type: [RuleInput], required: true }) },
    access: coachingPolicy.saveCoachingEvaluationForms,
    resolve: (_r, args, ctx) =>
      saveCoachingEvaluationForms(ctx, {
        rules: args.rules.map((r) => ({
          programId: idOrNull(r.programId),
          topicTagId: idOrNull(r.topicTagId),
          hostRole: (r.hostRole ?? null) as RoleType | null,
          formId: String(r.formId),
          sharedWithStartup: r.sharedWithStartup ?? false,
        })),
      }),
  }),
  submitSessionEvaluation: t.field({
    type: SessionEvaluationRef,
    description: 'A host’s evaluation of a session that took place, on the configured form; once.',
    args: { sessionId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    access: coachingPolicy.submitSessionEvaluation,
    resolve: (_r, args, ctx) => submitSessionEvaluation(ctx, String(args.sessionId), args.answers),
  }),
}));
