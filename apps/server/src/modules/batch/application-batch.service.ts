/**
 * Bulk actions over applications (issue 16 items 3 and 7; D1 §4 batch panel, §7.6; D-255). A start validates the
 * whole request first (D-130): the input's shape (bad input → ValidationError naming the field, nothing stored), then
 * APPLICATION:DECIDE_ROUND and every id being an application of this tenant in the viewer's decision scope. A refusal
 * stores the operation failed with its reason and no items (red panel, nothing changed); otherwise the items are
 * stored and run by the batch runner, each exactly once (`decideApplicationInTx` per item, resumable).
 */
import { MAX_BATCH_ITEMS } from '@hatchery/domain';
import { and, count, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import { isUuid } from '../../db/index.js';
import { applications } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { decideAccess, decisionInputSchema } from '../applications/index.js';
import { actionParamsSchemas } from './batch-actions.js';
import { createOperation, type BatchOperationView, type Refusal } from './batch.service.js';

export const APPLICATION_BATCH_ACTIONS = { DECIDE: 'applications.decide' } as const;
export type ApplicationBatchActionName = keyof typeof APPLICATION_BATCH_ACTIONS;

const inputSchema = decisionInputSchema.extend({
  action: z.enum(Object.keys(APPLICATION_BATCH_ACTIONS) as [ApplicationBatchActionName, ...ApplicationBatchActionName[]]),
  applicationIds: z.array(z.string().refine(isUuid, 'not an id')).min(1).max(MAX_BATCH_ITEMS),
});

/** startApplicationBatch: a decision over up to 5,000 applications. */
export async function startApplicationBatch(ctx: AppContext, raw: unknown): Promise<BatchOperationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(inputSchema, raw);
  const applicationIds = [...new Set(input.applicationIds)];
  const action = APPLICATION_BATCH_ACTIONS[input.action];
  const params = actionParamsSchemas[action].parse({ decision: input.decision, reason: input.reason ?? null, feedback: input.feedback ?? null, origin: ctx.origin });
  const access = await decideAccess(ctx);
  let refusal: Refusal = null;
  if (access.staffFunnels !== null && access.staffFunnels.size === 0) refusal = 'notAllowed';
  else {
    // Every id an application of this tenant (RLS) in the decision scope: the funnels the key reaches.
    const scope = access.staffFunnels === null ? undefined : inArray(applications.funnelId, [...access.staffFunnels]);
    const [row] = await ctx.data.run((tx) => tx.select({ n: count() }).from(applications).where(and(inArray(applications.id, applicationIds), scope)));
    if ((row?.n ?? 0) !== applicationIds.length) refusal = 'notVisible';
  }
  return createOperation(ctx, viewer, 'applications', action, applicationIds, params, refusal);
}
