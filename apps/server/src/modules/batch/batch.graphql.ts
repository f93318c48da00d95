/**
 * Bulk actions (issue 14 item 8): the two start mutations, batchOperation, and the batch subscriptions of D1 §7.6
 * (startupBatchOperationUpdated, startupBulkMentorAssignNotification — both feed the startups panel, GAP-32 — and
 * userBatchOperationUpdated). A subscription first replays the operation's updates so far, then follows it live.
 */
import {
  BATCH_ITEM_FAILURE_REASONS,
  BATCH_OPERATION_KINDS,
  BATCH_UPDATE_TYPES,
  BATCH_VALIDATION_REASONS,
  type BatchJobStatus,
  type BatchOperationKind,
} from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { requireViewer } from '../../core/viewer.js';
import { notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { filterSubscription } from '../../realtime/filter.js';
import { subscriberStillAllowed } from '../notifications/index.js';
import { batchPolicy } from './batch.policy.js';
import { batchChannel, replayThenLive, type BatchUpdateWire } from './batch-channels.js';
import {
  batchOperation,
  loadFollowableOperation,
  operationReplay,
  startStartupBatchOperation,
  startupBulkActionOptions,
  startUserBatchOperation,
  viewerStartupBulkActions,
  STARTUP_BATCH_ACTIONS,
  USER_BATCH_ACTIONS,
  type BatchOperationView,
  type StartupBulkActionOptions,
} from './batch.service.js';
import { ProgramRef } from '../startups/index.js';
import { UserRef } from '../identity/users/index.js';

export const BatchUpdateTypeEnum = builder.enumType('BatchUpdateType', { values: BATCH_UPDATE_TYPES });
const STATUS_NAMES = { validating: 'VALIDATING', running: 'RUNNING', completed: 'COMPLETED', failed: 'FAILED' } as const satisfies Record<BatchJobStatus, string>;
const BatchJobStatusEnum = builder.enumType('BatchOperationStatus', { values: Object.values(STATUS_NAMES) });
const BatchKindEnum = builder.enumType('BatchOperationKind', { values: BATCH_OPERATION_KINDS });
export const BatchReasonEnum = builder.enumType('BatchReason', {
  description: 'Why an operation was refused (validation) or an item failed; the web shows batch.reasons.<value>.',
  values: [...BATCH_VALIDATION_REASONS, ...BATCH_ITEM_FAILURE_REASONS],
});
const StartupBatchActionEnum = builder.enumType('StartupBatchAction', { values: Object.keys(STARTUP_BATCH_ACTIONS) as Array<keyof typeof STARTUP_BATCH_ACTIONS> });
const UserBatchActionEnum = builder.enumType('UserBatchAction', { values: Object.keys(USER_BATCH_ACTIONS) as Array<keyof typeof USER_BATCH_ACTIONS> });

const BatchFailureRef = builder.objectRef<BatchOperationView['failures'][number]>('BatchItemFailure').implement({
  fields: (t) => ({
    itemId: t.exposeID('itemId'),
    reason: t.field({ type: BatchReasonEnum, resolve: (f) => f.reason }),
  }),
});

export const BatchOperationRef = builder.objectRef<BatchOperationView>('BatchOperation').implement({
  description: 'D1 §3 (BAT-03): a started bulk action — its id (the subscriptions’ operationId) and count (total).',
  fields: (t) => ({
    id: t.exposeID('id'),
    count: t.exposeInt('count'),
    kind: t.field({ type: BatchKindEnum, resolve: (o) => o.kind }),
    action: t.exposeString('action', { description: 'startups.assignProgram, startups.tag, startups.assignMentor, startups.archive, users.invite, users.changeRole or users.sendEmail (an outgoing email, D-584).' }),
    status: t.field({ type: BatchJobStatusEnum, resolve: (o) => STATUS_NAMES[o.status] }),
    reason: t.field({ type: BatchReasonEnum, nullable: true, description: 'Why validation failed (status FAILED).', resolve: (o) => o.reason }),
    succeeded: t.exposeInt('succeeded'),
    failed: t.exposeInt('failed'),
    failures: t.field({ type: [BatchFailureRef], description: 'The first 100 failed items with their reasons.', resolve: (o) => o.failures }),
  }),
});

const StartupBatchUpdateRef = builder.objectRef<BatchUpdateWire>('StartupBatchOperationUpdate').implement({
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    updateType: t.field({ type: BatchUpdateTypeEnum, resolve: (u) => u.updateType }),
    startupId: t.id({ nullable: true, resolve: (u) => u.itemId }),
    reason: t.field({ type: BatchReasonEnum, nullable: true, resolve: (u) => u.reason }),
  }),
});

const UserBatchUpdateRef = builder.objectRef<BatchUpdateWire>('UserBatchOperationUpdate').implement({
  fields: (t) => ({
    operationId: t.exposeID('operationId'),
    updateType: t.field({ type: BatchUpdateTypeEnum, resolve: (u) => u.updateType }),
    userId: t.id({ nullable: true, resolve: (u) => u.itemId }),
    reason: t.field({ type: BatchReasonEnum, nullable: true, resolve: (u) => u.reason }),
  }),
});

const StartStartupBatchInput = builder.inputType('StartStartupBatchOperationInput', {
  fields: (t) => ({
    action: t.field({ type: StartupBatchActionEnum, required: true }),
    startupIds: t.idList({ required: true, description: 'At most 5,000; repeated ids count once.' }),
    programId: t.id({ description: 'ASSIGN_PROGRAM: an active startup program.' }),
    tagIds: t.idList({ description: 'TAG: startup tags to add (the startups keep the tags they have).' }),
    mentorId: t.id({ description: 'ASSIGN_MENTOR: a mentor, expert or coach.' }),
  }),
});

const StartUserBatchInput = builder.inputType('StartUserBatchOperationInput', {
  fields: (t) => ({
    action: t.field({ type: UserBatchActionEnum, required: true }),
    userIds: t.idList({ required: true, description: 'At most 5,000; repeated ids count once.' }),
    roleId: t.id({ description: 'CHANGE_ROLE: the new role.' }),
  }),
});

const idText = (value: string | number | null | undefined): string | null | undefined => (value === null || value === undefined ? value : String(value));

builder.mutationFields((t) => ({
  startStartupBatchOperation: t.field({
    access: batchPolicy.startStartupBatchOperation,
    type: BatchOperationRef,
    description: 'Starts a bulk action over startups. A refused request answers status FAILED with its reason and changes nothing.',
    args: { input: t.arg({ type: StartStartupBatchInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      startStartupBatchOperation(ctx, {
        action: input.action,
        startupIds: input.startupIds.map(String),
        programId: idText(input.programId),
        tagIds: input.tagIds?.map(String) ?? input.tagIds,
        mentorId: idText(input.mentorId),
      }),
  }),
  startUserBatchOperation: t.field({
    access: batchPolicy.startUserBatchOperation,
    type: BatchOperationRef,
    description: 'Starts a bulk action over users (INVITE: a fresh invitation to each pending invitee; CHANGE_ROLE).',
    args: { input: t.arg({ type: StartUserBatchInput, required: true }) },
    resolve: (_root, { input }, ctx) => startUserBatchOperation(ctx, { action: input.action, userIds: input.userIds.map(String), roleId: idText(input.roleId) }),
  }),
}));

const BulkTagOptionRef = builder.objectRef<StartupBulkActionOptions['tags'][number]>('StartupBulkTagOption').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name'), color: t.exposeString('color', { nullable: true }) }),
});

const StartupBulkActionOptionsRef = builder.objectRef<StartupBulkActionOptions>('StartupBulkActionOptions').implement({
  description: 'What the start-a-bulk-action menu offers.',
  fields: (t) => ({
    programs: t.field({ type: [ProgramRef], description: 'Active startup programs.', resolve: (o) => o.programs }),
    tags: t.field({ type: [BulkTagOptionRef], description: 'Startup tags.', resolve: (o) => o.tags }),
    mentors: t.field({ type: [UserRef], description: 'Mentors, experts and coaches who can take startups.', resolve: (o) => o.mentors }),
  }),
});

builder.queryFields((t) => ({
  viewerStartupBulkActions: t.field({
    access: batchPolicy.viewerStartupBulkActions,
    type: [StartupBatchActionEnum],
    description: 'The startup bulk actions the viewer may start (flag bulkDataAssignation on, the action’s key held); the selection bar offers these.',
    resolve: (_root, _args, ctx) => viewerStartupBulkActions(ctx),
  }),
  startupBulkActionOptions: t.field({
    access: batchPolicy.startupBulkActionOptions,
    type: StartupBulkActionOptionsRef,
    resolve: (_root, _args, ctx) => startupBulkActionOptions(ctx),
  }),
  batchOperation: t.field({
    access: batchPolicy.batchOperation,
    type: BatchOperationRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => batchOperation(ctx, String(args.id)),
  }),
}));

/** Opens the operation's live stream, then replays what happened so far; every event re-checks the subscriber. */
export async function follow(ctx: AppContext, operationId: string, kind: BatchOperationKind, action?: string): Promise<AsyncIterableIterator<BatchUpdateWire>> {
  const viewer = requireViewer(ctx);
  const job = await loadFollowableOperation(ctx, operationId, kind);
  if (action && job.action !== action) throw notFoundError('Operation not found');
  const live = ctx.services.pubsub.subscribe<BatchUpdateWire>(batchChannel(ctx.incubator.id, job.id));
  await live.ready;
  const replay = await operationReplay(ctx, job);
  return filterSubscription(replayThenLive(replay, live), () => subscriberStillAllowed(ctx, viewer));
}

builder.subscriptionFields((t) => ({
  startupBatchOperationUpdated: t.field({
    access: batchPolicy.startupBatchOperationUpdated,
    type: StartupBatchUpdateRef,
    description: 'D1 §7.6: the updates of a startup bulk action the viewer started (the admin group: any).',
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => follow(ctx, String(args.operationId), 'startups'),
    resolve: (update: BatchUpdateWire) => update,
  }),
  startupBulkMentorAssignNotification: t.field({
    access: batchPolicy.startupBulkMentorAssignNotification,
    type: StartupBatchUpdateRef,
    description: 'D1 §7.6: the updates of a bulk mentor assignment (ASSIGN_MENTOR) the viewer started.',
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => follow(ctx, String(args.operationId), 'startups', STARTUP_BATCH_ACTIONS.ASSIGN_MENTOR),
    resolve: (update: BatchUpdateWire) => update,
  }),
  userBatchOperationUpdated: t.field({
    access: batchPolicy.userBatchOperationUpdated,
    type: UserBatchUpdateRef,
    description: 'D1 §7.6: the updates of a user bulk action the viewer started (the admin group: any).',
    args: { operationId: t.arg.id({ required: true }) },
    subscribe: (_root, args, ctx) => follow(ctx, String(args.operationId), 'users'),
    resolve: (update: BatchUpdateWire) => update,
  }),
}));
