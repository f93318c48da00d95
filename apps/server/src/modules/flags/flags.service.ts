/**
 * Feature flags (D2 §3.5, GAP-17): the global catalogue with each flag's type, and the tenant's state — enabled
 * (included in the plan) and activated (switched on). Admins switch them on /admin/configuration/plan.
 */
import { isFeatureFlagName } from '@hatchery/domain';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { featureFlags, incubatorFeatureFlags, type FeatureFlagType } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { listFeatureFlags, type FeatureFlagState } from '../incubator/index.js';
import { changedFields, recordActivity } from '../activity/index.js';
import { parseInput } from '../../core/input.js';
import { publishIncubatorUpdated } from '../settings/index.js';

export interface AvailableFeatureFlag {
  _id: string;
  name: string;
  type: FeatureFlagType;
  /** This tenant's state (FLG-01: a flag has activated; per-tenant flags carry enabled). */
  enabled: boolean;
  activated: boolean;
}

/** Every catalogue flag with its type and this tenant's state (any signed-in user). */
export async function listAvailableFeatureFlags(ctx: AppContext): Promise<AvailableFeatureFlag[]> {
  requireViewer(ctx);
  const [catalogue, states] = await Promise.all([
    ctx.data.run((tx) => tx.select().from(featureFlags).orderBy(asc(featureFlags.name))),
    listFeatureFlags(ctx),
  ]);
  const byName = new Map(states.map((state) => [state.name, state]));
  return catalogue.map((flag) => ({
    _id: flag.id,
    name: flag.name,
    type: flag.type,
    enabled: byName.get(flag.name)?.enabled ?? false,
    activated: byName.get(flag.name)?.activated ?? false,
  }));
}

/** "Feature flags by name": the tenant's state of the named flags (unknown names are left out). */
export async function featureFlagsByName(ctx: AppContext, names: readonly string[]): Promise<FeatureFlagState[]> {
  const wanted = new Set(names);
  return (await listFeatureFlags(ctx)).filter((flag) => wanted.has(flag.name));
}

export const setFeatureFlagSchema = z
  .object({
    name: z.string().refine(isFeatureFlagName, 'Unknown feature flag.'),
    enabled: z.boolean(),
    activated: z.boolean(),
  })
  .refine((value) => value.enabled || !value.activated, {
    path: ['activated'],
    message: 'A feature must be included in the plan (enabled) before it can be switched on.',
  });

export async function setFeatureFlag(ctx: AppContext, input: unknown): Promise<FeatureFlagState> {
  const viewer = requireViewer(ctx);
  const value = parseInput(setFeatureFlagSchema, input);
  const result = await ctx.data.run(async (tx) => {
    const [current] = await tx
      .select({ enabled: incubatorFeatureFlags.enabled, activated: incubatorFeatureFlags.activated })
      .from(incubatorFeatureFlags)
      .where(eq(incubatorFeatureFlags.flagName, value.name))
      .limit(1);
    const before = current ?? { enabled: false, activated: false };
    const after = { enabled: value.enabled, activated: value.activated };
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return { changed: false };
    await tx
      .insert(incubatorFeatureFlags)
      .values({ incubatorId: ctx.incubator.id, flagName: value.name, ...after })
      .onConflictDoUpdate({ target: [incubatorFeatureFlags.incubatorId, incubatorFeatureFlags.flagName], set: after });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'flag.updated',
      entityType: 'featureFlag',
      entityId: value.name,
      before,
      after,
    });
    return { changed: true };
  });
  if (result.changed) await publishIncubatorUpdated(ctx, ['flags']);
  return { name: value.name, enabled: value.enabled, activated: value.activated };
}
