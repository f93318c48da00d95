/** Switching a tenant's feature flag in a test (enabled: in the plan; activated: switched on by the organisation). */
import { incubatorFeatureFlags } from '../../src/db/schema/index.js';
import type { TestApp } from './helpers.js';

export async function setFlag(t: TestApp, tenant: string, name: string, enabled: boolean, activated: boolean): Promise<void> {
  const incubatorId = t.incubatorIds[tenant]!;
  await t.db.tenant(incubatorId, async (tx) => {
    await tx
      .insert(incubatorFeatureFlags)
      .values({ incubatorId, flagName: name, enabled, activated })
      .onConflictDoUpdate({ target: [incubatorFeatureFlags.incubatorId, incubatorFeatureFlags.flagName], set: { enabled, activated } });
  });
}
