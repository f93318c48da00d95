/** Shared helpers of the settings tests: the seeded actors and a snapshot of what a mutation may change. */
import { desc, eq } from 'drizzle-orm';
import { activityLogs, incubatorFeatureFlags, incubators, industries } from '../../src/db/schema/index.js';
import type { TestApp } from '../support/helpers.js';

export async function latestActivity(t: TestApp, incubatorId: string) {
  const [row] = await t.db.tenant(incubatorId, (tx) => tx.select().from(activityLogs).orderBy(desc(activityLogs.createdAt)).limit(1));
  return row ?? null;
}

export async function countActivity(t: TestApp, incubatorId: string): Promise<number> {
  const rows = await t.db.tenant(incubatorId, (tx) => tx.select({ id: activityLogs.id }).from(activityLogs));
  return rows.length;
}

/** Everything the settings mutations can touch, to show a refused or invalid call changed nothing. */
export async function settingsSnapshot(t: TestApp, incubatorId: string): Promise<string> {
  const [incubator] = await t.db.registry((tx) => tx.select().from(incubators).where(eq(incubators.id, incubatorId)));
  const { updatedAt: _updatedAt, ...rest } = incubator!;
  const flags = await t.db.tenant(incubatorId, (tx) => tx.select().from(incubatorFeatureFlags).orderBy(incubatorFeatureFlags.flagName));
  const list = await t.db.tenant(incubatorId, (tx) => tx.select().from(industries).orderBy(industries.name));
  return JSON.stringify({ rest, flags, list, logs: await countActivity(t, incubatorId) });
}
