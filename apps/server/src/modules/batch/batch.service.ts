/**
 * Starting and reading bulk actions (issue 14 item 8; D1 §3, §4, §7.6). A start validates the whole request before
 * anything is done (D-130): the input's shape (bad input → ValidationError naming the field, nothing stored), then
 * the organisation's bulkDataAssignation flag, the action's permission key over every id, every id being a record of
 * this tenant the viewer sees, and the action's parameter (program, tags, mentor, role). A refusal there stores the
 * operation as failed with its reason and no items — the panel turns red, nothing changed. Otherwise the operation
 * and its items are stored and handed to the job runner (batch-runner.ts).
 */
import {
  isInRoleGroup,
  MAX_BATCH_ITEMS,
  MENTOR_ROLE_TYPES,
  STARTUP_TAG_KINDS,
  type BatchAction,
  type BatchItemFailureReason,
  type BatchOperationKind,
  type BatchUpdateType,
  type BatchValidationReason,
} from '@hatchery/domain';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../../core/input.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { batchJobItems, batchJobs, programs, roles, startups, tags, users, type BatchJob } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { jobRunnerFor } from '../../jobs/index.js';
import { listFeatureFlags } from '../incubator/index.js';
import type { EffectContext } from '../notifications/index.js';
import { can, isAdminGroup, loadActor, loadVisibility } from '../permissions/index.js';
import { isMentorCandidate } from '../mentors/index.js';
import { startupTagsUsable } from '../tags/index.js';
import { actionParamsSchemas } from './batch-actions.js';
import type { BatchUpdateWire } from './batch-channels.js';
import { BATCH_JOB, runBatchJob } from './batch-runner.js';

export const STARTUP_BATCH_ACTIONS = { ASSIGN_PROGRAM: 'startups.assignProgram', TAG: 'startups.tag', ASSIGN_MENTOR: 'startups.assignMentor', ARCHIVE: 'startups.archive' } as const;
export const USER_BATCH_ACTIONS = { INVITE: 'users.invite', CHANGE_ROLE: 'users.changeRole' } as const;
export type StartupBatchActionName = keyof typeof STARTUP_BATCH_ACTIONS;
export type UserBatchActionName = keyof typeof USER_BATCH_ACTIONS;

/** D-131: the catalogue key each startup action needs (criterion 'assigned': over assigned startups only). */
const STARTUP_ACTION_KEYS: Record<(typeof STARTUP_BATCH_ACTIONS)[StartupBatchActionName], string> = {
  'startups.assignProgram': 'STARTUP:CONNECTIONS_EDIT',
  'startups.tag': 'TAGS:STARTUP_EDIT',
  'startups.assignMentor': 'STARTUP:CONNECTIONS_EDIT',
  'startups.archive': 'STARTUP:DELETE',
};

export interface BatchOperationView {
  id: string;
  count: number;
  kind: BatchOperationKind;
  action: BatchAction;
  status: BatchJob['status'];
  reason: BatchValidationReason | null;
  succeeded: number;
  failed: number;
  failures: Array<{ itemId: string; reason: BatchItemFailureReason }>;
}

const ids = z.array(z.string().refine(isUuid, 'not an id')).min(1).max(MAX_BATCH_ITEMS);

const startupInputSchema = z
  .object({
    action: z.enum(Object.keys(STARTUP_BATCH_ACTIONS) as [StartupBatchActionName, ...StartupBatchActionName[]]),
    startupIds: ids,
    programId: z.string().refine(isUuid, 'not an id').nullish(),
    tagIds: z.array(z.string().refine(isUuid, 'not an id')).min(1).max(50).nullish(),
    mentorId: z.string().refine(isUuid, 'not an id').nullish(),
  })
  .superRefine((input, issues) => {
    const need = { ASSIGN_PROGRAM: 'programId', TAG: 'tagIds', ASSIGN_MENTOR: 'mentorId', ARCHIVE: null } as const;
    const field = need[input.action];
    if (field && (input[field] === null || input[field] === undefined)) issues.addIssue({ code: 'custom', path: [field], message: `required for ${input.action}` });
  });

const userInputSchema = z
  .object({
    action: z.enum(Object.keys(USER_BATCH_ACTIONS) as [UserBatchActionName, ...UserBatchActionName[]]),
    userIds: ids,
    roleId: z.string().refine(isUuid, 'not an id').nullish(),
  })
  .superRefine((input, issues) => {
    if (input.action === 'CHANGE_ROLE' && !input.roleId) issues.addIssue({ code: 'custom', path: ['roleId'], message: 'required for CHANGE_ROLE' });
  });

export type Refusal = BatchValidationReason | null;

async function flagOn(ctx: AppContext): Promise<boolean> {
  const flag = (await listFeatureFlags(ctx)).find((f) => f.name === 'bulkDataAssignation');
  return !!flag && flag.enabled && flag.activated;
}

/** Every id names a startup of this tenant (RLS) within the viewer's startup visibility. */
async function startupsVisible(ctx: AppContext, viewer: Viewer, startupIds: readonly string[]): Promise<boolean> {
  const { startups: scope } = await loadVisibility(ctx, viewer);
  if (scope.kind === 'ids') {
    const visible = new Set(scope.ids);
    if (!startupIds.every((id) => visible.has(id))) return false;
  }
  const [row] = await ctx.data.run((tx) => tx.select({ n: count() }).from(startups).where(inArray(startups.id, [...startupIds])));
  return (row?.n ?? 0) === startupIds.length;
}

/** Every id names a user of this tenant (not the System user) within the viewer's user visibility. */
async function usersVisible(ctx: AppContext, viewer: Viewer, userIds: readonly string[]): Promise<boolean> {
  const { users: scope } = await loadVisibility(ctx, viewer);
  if (scope.kind === 'ids') {
    const visible = new Set(scope.ids);
    if (!userIds.every((id) => visible.has(id))) return false;
  }
  const rows = await ctx.data.run((tx) =>
    tx
      .select({ id: users.id, roleType: roles.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(users.id, [...userIds]), ne(roles.type, 'System'))),
  );
  if (rows.length !== userIds.length) return false;
  return scope.kind !== 'roles' || rows.every((r) => scope.roles.includes(r.roleType));
}

async function startupParameterOk(tx: Tx, action: StartupBatchActionName, input: z.output<typeof startupInputSchema>): Promise<boolean> {
  switch (action) {
    case 'ASSIGN_PROGRAM': {
      const [program] = await tx.select({ status: programs.status, type: programs.programType }).from(programs).where(eq(programs.id, input.programId!)).limit(1);
      return !!program && program.status === 'active' && program.type === 'startup';
    }
    case 'TAG':
      return startupTagsUsable(tx, input.tagIds!);
    case 'ASSIGN_MENTOR':
      return isMentorCandidate(tx, input.mentorId!);
    case 'ARCHIVE':
      return true;
  }
}

export interface NewBatchOperation {
  target: BatchOperationKind;
  action: BatchAction;
  itemIds: readonly string[];
  params: Record<string, unknown>;
  refusal: Refusal;
  createdBy: string;
}

/**
 * Writes the operation in the caller's transaction: failed with its reason (no items), or running with its items. A
 * caller that writes more with it (emails: the email turning SENDING, D-584) commits both together, then calls
 * `startBatchOperation` — commit, then run.
 */
export async function insertBatchOperationInTx(tx: Tx, incubatorId: string, operation: NewBatchOperation): Promise<BatchJob> {
  const { itemIds, refusal } = operation;
  const [created] = await tx
    .insert(batchJobs)
    .values({
      incubatorId,
      target: operation.target,
      action: operation.action,
      params: operation.params,
      status: refusal ? 'failed' : 'running',
      reason: refusal,
      total: itemIds.length,
      createdBy: operation.createdBy,
      finishedAt: refusal ? new Date() : null,
    })
    .returning();
  if (!created) throw new Error('batch job not written');
  if (!refusal) {
    for (let i = 0; i < itemIds.length; i += 1000) {
      await tx.insert(batchJobItems).values(itemIds.slice(i, i + 1000).map((itemId, k) => ({ incubatorId, jobId: created.id, itemId, position: i + k })));
    }
  }
  return created;
}

/**
 * Hands a committed running operation to the job runner (or, with none bound, runs it in this process after the
 * answer). A request's context or a repeating job's (a scheduled email, D-590): it needs no viewer.
 */
export async function startBatchOperation(ctx: EffectContext, jobId: string): Promise<void> {
  const runner = jobRunnerFor(ctx.services.config);
  if (runner) await runner.enqueue(BATCH_JOB, { incubatorId: ctx.incubator.id, jobId }, { jobId: `batch-${jobId}` });
  // No runner bound (a bare app in tests): the same work, in this process, after the answer.
  else setImmediate(() => void runBatchJob(ctx, jobId).catch((error: unknown) => ctx.log.error({ err: error, batchJobId: jobId }, 'bulk action failed')));
}

/** Stores the operation: failed with its reason (no items), or running with its items, then hands it to the runner. */
export async function createOperation(
  ctx: AppContext,
  viewer: Viewer,
  target: BatchOperationKind,
  action: BatchAction,
  itemIds: readonly string[],
  params: Record<string, unknown>,
  refusal: Refusal,
): Promise<BatchOperationView> {
  const job = await ctx.data.run((tx) => insertBatchOperationInTx(tx, ctx.incubator.id, { target, action, itemIds, params, refusal, createdBy: viewer.userId }));
  if (!refusal) await startBatchOperation(ctx, job.id);
  return toView(job, { succeeded: 0, failed: 0, failures: [] });
}

function toView(job: BatchJob, counts: Pick<BatchOperationView, 'succeeded' | 'failed' | 'failures'>): BatchOperationView {
  return { id: job.id, count: job.total, kind: job.target, action: job.action, status: job.status, reason: (job.reason as BatchValidationReason | null) ?? null, ...counts };
}

/**
 * The startup bulk actions the viewer may start (the selection bar offers these): the bulkDataAssignation flag on and
 * the action's key held (D-131). The same rule startStartupBatchOperation applies, without the ids: a key held for
 * assigned startups only still offers the action, and the start then refuses ids outside them (validation FAILED).
 */
export async function viewerStartupBulkActions(ctx: AppContext): Promise<StartupBatchActionName[]> {
  const viewer = requireViewer(ctx);
  if (!(await flagOn(ctx))) return [];
  const actor = await loadActor(ctx, viewer);
  return (Object.keys(STARTUP_BATCH_ACTIONS) as StartupBatchActionName[]).filter((name) => can(actor, STARTUP_ACTION_KEYS[STARTUP_BATCH_ACTIONS[name]]));
}

/** startStartupBatchOperation: assign to a program, tag, assign a mentor, archive — over up to 5,000 startups. */
export async function startStartupBatchOperation(ctx: AppContext, raw: unknown): Promise<BatchOperationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(startupInputSchema, raw);
  const startupIds = [...new Set(input.startupIds)];
  const action = STARTUP_BATCH_ACTIONS[input.action];
  const params =
    input.action === 'ASSIGN_PROGRAM' ? { programId: input.programId! } : input.action === 'TAG' ? { tagIds: [...new Set(input.tagIds!)] } : input.action === 'ASSIGN_MENTOR' ? { mentorId: input.mentorId! } : {};
  actionParamsSchemas[action].parse(params);
  const actor = await loadActor(ctx, viewer);
  let refusal: Refusal = null;
  if (!(await flagOn(ctx))) refusal = 'featureOff';
  else if (!can(actor, STARTUP_ACTION_KEYS[action], { startupIds })) refusal = 'notAllowed';
  else if (!(await startupsVisible(ctx, viewer, startupIds))) refusal = 'notVisible';
  else if (!(await ctx.data.run((tx) => startupParameterOk(tx, input.action, input)))) refusal = 'parameterUnavailable';
  return createOperation(ctx, viewer, 'startups', action, startupIds, params, refusal);
}

/** startUserBatchOperation: (re)send invitations, change the role — over up to 5,000 users. */
export async function startUserBatchOperation(ctx: AppContext, raw: unknown): Promise<BatchOperationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(userInputSchema, raw);
  const userIds = [...new Set(input.userIds)];
  const action = USER_BATCH_ACTIONS[input.action];
  const params = input.action === 'INVITE' ? { origin: ctx.origin } : { roleId: input.roleId! };
  actionParamsSchemas[action].parse(params);
  const actor = await loadActor(ctx, viewer);
  const admin = isAdminGroup(viewer.roleType);
  let refusal: Refusal = null;
  if (!(await flagOn(ctx))) refusal = 'featureOff';
  else if (input.action === 'INVITE' ? !admin && !can(actor, 'USER:INVITE') : !admin) refusal = 'notAllowed';
  else if (!(await usersVisible(ctx, viewer, userIds))) refusal = 'notVisible';
  else refusal = await ctx.data.run(async (tx) => {
    if (input.action === 'CHANGE_ROLE') {
      const [role] = await tx.select({ type: roles.type }).from(roles).where(eq(roles.id, input.roleId!)).limit(1);
      return role && role.type !== 'System' ? null : 'parameterUnavailable';
    }
    // As for one invitation: only the admin group invites (or re-invites) administrators.
    if (admin) return null;
    const adminInvitees = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(users.id, userIds), inArray(roles.type, ['Admin', 'AdminCoach'])))
      .limit(1);
    return adminInvitees.length > 0 ? 'notAllowed' : null;
  });
  return createOperation(ctx, viewer, 'users', action, userIds, params, refusal);
}

/** The operation, for the viewer who started it or the admin group; NotFound otherwise (and for another tenant's). */
export async function loadFollowableOperation(ctx: AppContext, operationId: string, kind?: BatchOperationKind): Promise<BatchJob> {
  const viewer = requireViewer(ctx);
  if (!isUuid(operationId)) throw notFoundError('Operation not found');
  const [job] = await ctx.data.run((tx) => tx.select().from(batchJobs).where(eq(batchJobs.id, operationId)).limit(1));
  if (!job || (kind && job.target !== kind) || (job.createdBy !== viewer.userId && !isInRoleGroup(viewer.roleType, 'admin'))) {
    throw notFoundError('Operation not found');
  }
  return job;
}

const MAX_LISTED_FAILURES = 100;

/** batchOperation(id): where the operation stands, with the first failures and their reasons. */
export async function batchOperation(ctx: AppContext, operationId: string): Promise<BatchOperationView> {
  const job = await loadFollowableOperation(ctx, operationId);
  return ctx.data.run(async (tx) => {
    const counts = await tx
      .select({ status: batchJobItems.status, n: count() })
      .from(batchJobItems)
      .where(eq(batchJobItems.jobId, job.id))
      .groupBy(batchJobItems.status);
    const failures = await tx
      .select({ itemId: batchJobItems.itemId, reason: batchJobItems.reason })
      .from(batchJobItems)
      .where(and(eq(batchJobItems.jobId, job.id), eq(batchJobItems.status, 'failed')))
      .orderBy(asc(batchJobItems.position))
      .limit(MAX_LISTED_FAILURES);
    const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
    return toView(job, {
      succeeded: n('succeeded'),
      failed: n('failed'),
      failures: failures.map((f) => ({ itemId: f.itemId, reason: (f.reason ?? 'unexpected') as BatchItemFailureReason })),
    });
  });
}

/** What a new subscriber is told first: the operation's updates so far (read after its live stream opened). */
export async function operationReplay(ctx: AppContext, job: BatchJob): Promise<BatchUpdateWire[]> {
  const update = (updateType: BatchUpdateType, itemId: string | null = null, reason: BatchUpdateWire['reason'] = null): BatchUpdateWire => ({
    operationId: job.id,
    updateType,
    itemId,
    reason,
  });
  const [current] = await ctx.data.run((tx) => tx.select({ status: batchJobs.status, reason: batchJobs.reason }).from(batchJobs).where(eq(batchJobs.id, job.id)));
  if (!current) return [];
  if (current.status === 'failed') return [update('VALIDATION_FAILED', null, (current.reason as BatchValidationReason | null) ?? null)];
  const finished = await ctx.data.run((tx) =>
    tx
      .select({ itemId: batchJobItems.itemId, status: batchJobItems.status, reason: batchJobItems.reason })
      .from(batchJobItems)
      .where(and(eq(batchJobItems.jobId, job.id), ne(batchJobItems.status, 'pending')))
      .orderBy(asc(batchJobItems.position)),
  );
  return [
    update('VALIDATION_SUCCEEDED'),
    ...finished.map((item) =>
      item.status === 'succeeded' ? update('ITEM_SUCCEEDED', item.itemId) : update('ITEM_FAILED', item.itemId, (item.reason ?? 'unexpected') as BatchItemFailureReason),
    ),
    ...(current.status === 'completed' ? [update('COMPLETED')] : []),
  ];
}

export interface StartupBulkActionOptions {
  programs: Array<{ _id: string; name: string }>;
  tags: Array<{ _id: string; name: string; color: string | null }>;
  mentors: Array<{ _id: string; fullName: string }>;
}

/** What the start-a-bulk-action menu offers: active startup programs, tags a startup can carry, active mentors (the
 * same rules the items apply: tags.startupTagsUsable, mentors.isMentorCandidate). */
export async function startupBulkActionOptions(ctx: AppContext): Promise<StartupBulkActionOptions> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const programRows = await tx
      .select({ _id: programs.id, name: programs.name })
      .from(programs)
      .where(and(eq(programs.status, 'active'), eq(programs.programType, 'startup')))
      .orderBy(asc(programs.name));
    const tagRows = await tx
      .select({ _id: tags.id, name: tags.name, color: tags.color })
      .from(tags)
      .where(inArray(tags.kind, [...STARTUP_TAG_KINDS]))
      .orderBy(asc(tags.name));
    const mentorRows = await tx
      .select({ _id: users.id, fullName: users.fullName })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(inArray(roles.type, [...MENTOR_ROLE_TYPES]), eq(users.status, 'active')))
      .orderBy(asc(users.fullName));
    return { programs: programRows, tags: tagRows, mentors: mentorRows };
  });
}
