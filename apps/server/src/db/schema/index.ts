/**
 * The Drizzle schema: every table and relation.
 *
 * RULE FOR EVERY NEW TABLE (enforced by src/db/rls.int.test.ts):
 * - A tenant-owned table has `incubatorId: incubatorId()` (uuid NOT NULL → incubators, indexed — an index or
 *   unique constraint that LEADS with incubator_id), and composite indexes lead with incubator_id where lookups
 *   happen. References to other tenant-owned rows use composite foreign keys (incubator_id, x_id) →
 *   (incubator_id, id) so a row can never point into another tenant.
 * - Its migration must `ENABLE` and `FORCE ROW LEVEL SECURITY` and create the `tenant_isolation` policy
 *   `USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid) WITH CHECK (same)`
 *   (copy the block in drizzle/0001_rls.sql into a `drizzle-kit generate --custom` migration), and grant
 *   hatchery_app SELECT/INSERT/UPDATE/DELETE (default privileges cover tables created by the migrating role).
 * - Registry tables (not tenant-owned, like incubators and feature_flags) get SELECT only for hatchery_app.
 */
export * from './types.js';
export * from './registry.js';
export * from './flags.js';
export * from './people.js';
export * from './startups.js';
export * from './identity.js';
export * from './settings.js';
export * from './help.js';
export * from './tasks.js';
export * from './notifications.js';
export * from './metrics.js';
export * from './timeline.js';
export * from './portfolio.js';
export * from './forms.js';
export * from './feedback.js';
export * from './applications.js';
export * from './custom-fields.js';
export * from './coaching.js';
export * from './coaching-booking.js';
export * from './coaching-evaluation.js';
export * from './coaching-session.js';
export * from './coaching-budget.js';
export * from './coaching-matching.js';
export * from './events.js';
export * from './calendar.js';
export * from './feed.js';
export * from './resources.js';
export * from './courses.js';
export * from './emails.js';
export * from './articles.js';
export * from './chat.js';
export * from './relations.js';
