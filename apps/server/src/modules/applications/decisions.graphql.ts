/**
 * Decisions' GraphQL (issue 16 item 7; D-254..D-257): one decision from the file, a move to another funnel, a reset
 * to draft. Bulk decisions are `startApplicationBatch` (modules/batch), which runs `decideApplicationInTx` per item.
 */
import { builder } from '../../graphql/builder.js';
import { ApplicationRef } from './application.graphql.js';
import { ApplicationDecisionEnum } from './application-file.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { decideApplication, moveApplicationToFunnel, resetApplicationToDraft } from './decisions.service.js';

const CriterionFeedbackInput = builder.inputType('CriterionFeedbackInput', {
  fields: (t) => ({ criterion: t.string({ required: true }), text: t.string({ required: true }) }),
});

/** The feedback list as the jsonb map application_emails.feedback keeps (criterion name → text). */
export function feedbackMap(list: ReadonlyArray<{ criterion: string; text: string }> | null | undefined): Record<string, string> | null {
  if (!list || list.length === 0) return null;
  return Object.fromEntries(list.map((f) => [f.criterion, f.text]));
}

builder.mutationFields((t) => ({
  decideApplication: t.field({
    type: ApplicationRef,
    description: 'accept: the next round, or on the last round the startup joins the program and its founder is invited; reject / delay_reject: the round’s rejection e-mail.',
    args: {
      applicationId: t.arg.id({ required: true }),
      decision: t.arg({ type: ApplicationDecisionEnum, required: true }),
      reason: t.arg.string(),
      feedback: t.arg({ type: [CriterionFeedbackInput], description: 'Per-criterion feedback carried by a rejection e-mail that includes it.' }),
    },
    access: applicationsPolicy.decideApplication,
    resolve: (_r, args, ctx) => decideApplication(ctx, { applicationId: String(args.applicationId), decision: args.decision, reason: args.reason, feedback: feedbackMap(args.feedback) }),
  }),
  moveApplicationToFunnel: t.field({
    type: ApplicationRef,
    description: 'Rejects the application in its funnel (reason recorded) and opens a draft for the same applicant in the other; answers the draft.',
    args: { applicationId: t.arg.id({ required: true }), funnelId: t.arg.id({ required: true }), reason: t.arg.string() },
    access: applicationsPolicy.moveApplicationToFunnel,
    resolve: (_r, args, ctx) => moveApplicationToFunnel(ctx, { applicationId: String(args.applicationId), funnelId: String(args.funnelId), reason: args.reason }),
  }),
  resetApplicationToDraft: t.field({
    type: ApplicationRef,
    description: 'Back to a draft; its evaluations and evaluator assignments are cancelled.',
    args: { applicationId: t.arg.id({ required: true }) },
    access: applicationsPolicy.resetApplicationToDraft,
    resolve: (_r, args, ctx) => resetApplicationToDraft(ctx, String(args.applicationId)),
  }),
}));
