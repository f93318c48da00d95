import { boolean, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, incubatorId } from './columns.js';
import { featureFlags } from './registry.js';

/** A tenant's state of each catalogue flag (D2 §3.5). Tenant-owned. */
export const incubatorFeatureFlags = pgTable(
  'incubator_feature_flags',
  {
    id: id(),
    incubatorId: incubatorId(),
    flagName: text('flag_name')
      .notNull()
      .references(() => featureFlags.name, { onDelete: 'cascade', onUpdate: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    activated: boolean('activated').notNull().default(false),
  },
  (t) => [unique('incubator_feature_flags_incubator_flag_uq').on(t.incubatorId, t.flagName)],
);

export type IncubatorFeatureFlagRow = typeof incubatorFeatureFlags.$inferSelect;
