-- Row-level security for the booking tables of 0032_coaching_booking (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "coaching_sessions", "coaching_session_hosts", "coaching_session_attendees", "coaching_invitations", "office_hours_slots" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "coaching_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_sessions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_sessions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_session_hosts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_session_hosts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_session_hosts";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_session_hosts"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_session_attendees";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_session_attendees"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_invitations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_invitations";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_invitations"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "office_hours_slots" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "office_hours_slots" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "office_hours_slots";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "office_hours_slots"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
