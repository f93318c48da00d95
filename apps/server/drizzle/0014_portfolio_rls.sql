-- Row-level security for the portfolio tables of 0013 (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "program_admins", "program_membership_events", "startup_industries", "user_industries", "tags", "startup_tags", "user_tags", "milestone_templates", "startup_milestones", "saved_views", "batch_jobs", "batch_job_items" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "program_admins" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "program_admins" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "program_admins";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "program_admins"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "program_membership_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "program_membership_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "program_membership_events";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "program_membership_events"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "startup_industries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startup_industries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startup_industries";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startup_industries"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "user_industries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_industries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_industries";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_industries"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "tags";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tags"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "startup_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startup_tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startup_tags";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startup_tags"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "user_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_tags";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_tags"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "milestone_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "milestone_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "milestone_templates";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "milestone_templates"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "startup_milestones" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startup_milestones" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startup_milestones";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startup_milestones"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "saved_views" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saved_views" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "saved_views";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "saved_views"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "batch_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "batch_jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "batch_jobs";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "batch_jobs"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "batch_job_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "batch_job_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "batch_job_items";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "batch_job_items"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
