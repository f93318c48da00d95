-- Row-level security for the coaching tables of 0026_coaching (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts), and the database's guarantee that no host is double-booked (D-335): an exclusion constraint
-- over the host's active bookings, whichever of the three ways (session, invitation, office hours) made them. It needs
-- btree_gist for the equality parts (PGlite ships it as a contrib extension, loaded in src/db/index.ts; on PostgreSQL
-- it is a trusted extension, so the database owner that migrates may create it). Every statement can run again.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "host_bookings" DROP CONSTRAINT IF EXISTS "host_bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_no_overlap"
  EXCLUDE USING gist ("incubator_id" WITH =, "host_user_id" WITH =, "during" WITH &&) WHERE ("status" = 'active');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "coaching_host_settings", "availability_rules", "availability_exceptions", "host_bookings" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "coaching_host_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_host_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_host_settings";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_host_settings"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "availability_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "availability_rules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "availability_rules";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "availability_rules"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "availability_exceptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "availability_exceptions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "availability_exceptions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "host_bookings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "host_bookings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "host_bookings";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "host_bookings"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
