-- Row-level security for the event tables of 0036_events (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "incubator_events", "incubator_event_hosts", "incubator_event_tags", "incubator_event_attendees" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "incubator_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "incubator_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "incubator_events";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "incubator_events"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "incubator_event_hosts";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "incubator_event_hosts"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "incubator_event_tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "incubator_event_tags";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "incubator_event_tags"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "incubator_event_attendees";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "incubator_event_attendees"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
