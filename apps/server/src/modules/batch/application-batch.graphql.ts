/**
 * Bulk actions over applications (D1 §4, §7.6; D-255): `startApplicationBatch` and the subscription
 * `applicationBatchOperationUpdated(operationId)` → {updateType, applicationId} that feeds the applications panel.
 */
import { builder } from '../../graphql/builder.js';
import { ApplicationDecisionEnum } from '../applications/index.js';
import { batchPolicy } from './batch.policy.js';
import type { BatchUpdateWire } from './batch-channels.js';
import { BatchOperationRef, BatchReasonEnum, BatchUpdateTypeEnum, follow } from './batch.graphql.js';
import { APPLICATION_BATCH_ACTIONS, startApplicationBatch, type ApplicationBatchActionName } from './application-batch.service.js';

const ApplicationBatchActionEnum = builder.enumType('ApplicationBatchAction', { values: Object.keys(APPLICATION_BATCH_ACTIONS) as ApplicationBatchActionName[] });

const ApplicationBatchUpdateRef = builder.objectRef<BatchUpdateWire>('ApplicationBatchOperationUpdate').implement({
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    updateType: t.field({ type: BatchUpdateTypeEnum, resolve: (u) => u.updateType }),
    applicationId: t.id({ nullable: true, resolve: (u) => u.itemId }),
    reason: t.field({ type: BatchReasonEnum, nullable: true, resolve: (u) => u.reason }),
  }),
});

const CriterionFeedbackEntry = builder.inputType('BatchCriterionFeedbackInput', {
  fields: (t) => ({ criterion: t.string({ required: true }), text: t.string({ required: true }) }),
});

const StartApplicationBatchInput = builder.inputType('StartApplicationBatchInput', {
  fields: (t) => ({
    action: t.field({ type: ApplicationBatchActionEnum, required: true }),
    applicationIds: t.idList({ required: true, description: 'At most 5,000; repeated ids count once.' }),
    decision: t.field({ type: ApplicationDecisionEnum, description: 'DECIDE (required): accept, delay_reject or reject.' }),
    reason: t.string({ description: 'DECIDE and MOVE_ROUND: kept in each application’s history.' }),
    roundId: t.id({ description: 'MOVE_ROUND (required): a round of the applications’ funnel.' }),
    evaluatorIds: t.idList({ description: 'ASSIGN_EVALUATORS (required): 1–20 evaluators put on each application in its current round.' }),
    tagIds: t.idList({ description: 'TAG (required): 1–50 tags of kind application or other, added to each application.' }),
    feedback: t.field({ type: [CriterionFeedbackEntry], description: 'Per-criterion feedback for rejection e-mails that include it.' }),
  }),
});

builder.mutationFields((t) => ({
  startApplicationBatch: t.field({
    access: batchPolicy.startApplicationBatch,
    type: BatchOperationRef,
    description: 'Starts a bulk action over applications (decide, move to a round, assign evaluators, tag). A refused request answers status FAILED with its reason and changes nothing.',
    args: { input: t.arg({ type: StartApplicationBatchInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      startApplicationBatch(ctx, {
        action: input.action,
        applicationIds: input.applicationIds.map(String),
        decision: input.decision,
        reason: input.reason,
        roundId: input.roundId === null || input.roundId === undefined ? input.roundId : String(input.roundId),
        evaluatorIds: input.evaluatorIds?.map(String),
        tagIds: input.tagIds?.map(String),
        feedback: input.feedback && input.feedback.length > 0 ? Object.fromEntries(input.feedback.map((f) => [f.criterion, f.text])) : null,
      }),
  }),
}));

builder.subscriptionFields((t) => ({
  applicationBatchOperationUpdated: t.field({
    access: batchPolicy.applicationBatchOperationUpdated,
    type: ApplicationBatchUpdateRef,
    description: 'D1 §7.6: the updates of an application bulk action the viewer started (the admin group: any).',
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => follow(ctx, String(args.operationId), 'applications'),
    resolve: (update: BatchUpdateWire) => update,
  }),
}));
