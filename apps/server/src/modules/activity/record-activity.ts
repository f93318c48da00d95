/**
 * The one way to write the activity log (/admin/configuration/logs): call it inside the same tenant
 * transaction as the change it describes, so the entry commits (or rolls back) with the change.
 */
import type { Tx } from '../../db/contract.js';
import { activityLogs } from '../../db/schema/index.js';

export interface ActivityEntry {
  /** Dotted verb, e.g. `settings.general.updated`, `role.created`, `user.role_changed`, `flag.updated`. */
  action: string;
  /** e.g. `incubator`, `role`, `user`, `featureFlag`, `industry`. */
  entityType: string;
  entityId?: string | null;
  /** Only the fields that changed, before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordActivity(tx: Tx, incubatorId: string, actorUserId: string | null, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLogs).values({
    incubatorId,
    actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The fields of `after` whose values differ from `before`, as a before/after pair (for concise log entries). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key] as T[keyof T];
    }
  }
  return { before: was, after: now };
}
