/**
 * Bulk actions over applications (issue 16 items 3 and 7; D1 §4 batch panel, §7.6; D-255, D-290..D-293). A start
 * validates the whole request first (D-130): the input's shape (bad input → ValidationError naming the field, nothing
 * stored), then the action's keys (D-290: DECIDE APPLICATION:DECIDE_ROUND; MOVE_ROUND, ASSIGN_EVALUATORS and TAG
 * APPLICATION:MANAGE with APPLICATION:BULK_ACTIONS), every id being an application of this tenant in the funnels those
 * keys reach, and the action's parameter (the round in reach, active evaluators, tags an application carries). A
 * refusal stores the operation failed with its reason and no items (red panel, nothing changed); otherwise the items
 * are stored and run by the batch runner, each exactly once (batch-actions.ts, resumable).
 */
import { APPLICATION_BULK_EVALUATORS_MAX, APPLICATION_BULK_TAGS_MAX, APPLICATION_DECISIONS, MAX_BATCH_ITEMS, type BatchAction } from '@hatchery/domain';
import { z } from 'zod';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import { isUuid } from '../../db/index.js';
import type { AppContext } from '../../http/context.js';
import { applicationTagsUsable, bulkScope, countInScope, decisionInputSchema, evaluatorsUsable, roundInScope } from '../applications/index.js';
import { actionParamsSchemas } from './batch-actions.js';
import { createOperation, type BatchOperationView, type Refusal } from './batch.service.js';

export const APPLICATION_BATCH_ACTIONS = {
  DECIDE: 'applications.decide',
  MOVE_ROUND: 'applications.moveRound',
  ASSIGN_EVALUATORS: 'applications.assignEvaluators',
  TAG: 'applications.tag',
} as const satisfies Record<string, BatchAction>;
export type ApplicationBatchActionName = keyof typeof APPLICATION_BATCH_ACTIONS;

/** D-290: the Application keys each action needs, held over every application's funnel. */
export const APPLICATION_BATCH_KEYS = {
  DECIDE: ['APPLICATION:DECIDE_ROUND'],
  MOVE_ROUND: ['APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'],
  ASSIGN_EVALUATORS: ['APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'],
  TAG: ['APPLICATION:MANAGE', 'APPLICATION:BULK_ACTIONS'],
} as const satisfies Record<ApplicationBatchActionName, readonly string[]>;

const id = z.string().refine(isUuid, 'not an id');
const inputSchema = z
  .object({
    action: z.enum(Object.keys(APPLICATION_BATCH_ACTIONS) as [ApplicationBatchActionName, ...ApplicationBatchActionName[]]),
    applicationIds: z.array(id).min(1).max(MAX_BATCH_ITEMS),
    decision: z.enum(APPLICATION_DECISIONS).nullish(),
    reason: decisionInputSchema.shape.reason,
    feedback: decisionInputSchema.shape.feedback,
    roundId: id.nullish(),
    evaluatorIds: z.array(id).min(1).max(APPLICATION_BULK_EVALUATORS_MAX).nullish(),
    tagIds: z.array(id).min(1).max(APPLICATION_BULK_TAGS_MAX).nullish(),
  })
  .superRefine((input, issues) => {
    const need = { DECIDE: 'decision', MOVE_ROUND: 'roundId', ASSIGN_EVALUATORS: 'evaluatorIds', TAG: 'tagIds' } as const;
    const field = need[input.action];
    if (input[field] === null || input[field] === undefined) issues.addIssue({ code: 'custom', path: [field], message: `required for ${input.action}` });
  });
type Input = z.output<typeof inputSchema>;

function paramsOf(ctx: AppContext, input: Input): Record<string, unknown> {
  switch (input.action) {
    case 'DECIDE':
      return { decision: input.decision!, reason: input.reason ?? null, feedback: input.feedback ?? null, origin: ctx.origin };
    case 'MOVE_ROUND':
      return { roundId: input.roundId!, reason: input.reason ?? null };
    case 'ASSIGN_EVALUATORS':
      return { evaluatorIds: [...new Set(input.evaluatorIds!)] };
    case 'TAG':
      return { tagIds: [...new Set(input.tagIds!)] };
  }
}

/** startApplicationBatch: decide, move to a round, assign evaluators or tag — over up to 5,000 applications. */
export async function startApplicationBatch(ctx: AppContext, raw: unknown): Promise<BatchOperationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(inputSchema, raw);
  const applicationIds = [...new Set(input.applicationIds)];
  const action = APPLICATION_BATCH_ACTIONS[input.action];
  const params = actionParamsSchemas[action].parse(paramsOf(ctx, input));
  const { funnels: scope } = await bulkScope(ctx, APPLICATION_BATCH_KEYS[input.action]);
  let refusal: Refusal = null;
  if (scope !== null && scope.size === 0) refusal = 'notAllowed';
  else {
    refusal = await ctx.data.run(async (tx): Promise<Refusal> => {
      // Every id an application of this tenant (RLS) in the funnels the keys reach; another tenant's or one out of
      // reach refuses the whole request, as for a decision.
      if ((await countInScope(tx, scope, applicationIds)) !== applicationIds.length) return 'notVisible';
      if (input.action === 'MOVE_ROUND' && !(await roundInScope(tx, scope, input.roundId!))) return 'parameterUnavailable';
      if (input.action === 'ASSIGN_EVALUATORS' && !(await evaluatorsUsable(tx, input.evaluatorIds!))) return 'parameterUnavailable';
      if (input.action === 'TAG' && !(await applicationTagsUsable(tx, input.tagIds!))) return 'parameterUnavailable';
      return null;
    });
  }
  return createOperation(ctx, viewer, 'applications', action, applicationIds, params, refusal);
}
