/** Whether a feature flag or a plan-gated feature is usable in the request's tenant (enabled in the plan and switched on). */
import { featureState, planFeatureState, type PlanFeature } from '@hatchery/domain';
import type { Tx } from '../../db/contract.js';
import { incubatorFeatureFlags } from '../../db/schema/index.js';
import { forbiddenError, type AppError } from '../../core/errors.js';
import { planGatedError } from '../permissions/index.js';

async function tenantFlags(tx: Tx) {
  return tx
    .select({ name: incubatorFeatureFlags.flagName, enabled: incubatorFeatureFlags.enabled, activated: incubatorFeatureFlags.activated })
    .from(incubatorFeatureFlags);
}

export async function featureIsOn(tx: Tx, flag: string): Promise<boolean> {
  return featureState(await tenantFlags(tx), flag) === 'on';
}

export async function planFeatureIsOn(tx: Tx, feature: PlanFeature): Promise<boolean> {
  return planFeatureState(await tenantFlags(tx), feature) === 'on';
}

/** The refusal when the milestones flag is off: Forbidden naming the feature (the plan page switches it on). */
export function milestonesOffError(): AppError {
  return forbiddenError('Milestones are switched off for this organisation.');
}

export { planGatedError };
