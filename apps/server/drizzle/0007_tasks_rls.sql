-- Row-level security for the task and notification tables of 0006 (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "tasks", "task_assignees", "notifications", "notification_recipients", "user_notification_state", "user_notification_prefs" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tasks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "tasks";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tasks"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "task_assignees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "task_assignees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "task_assignees";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "task_assignees"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "notifications";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notifications"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "notification_recipients" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notification_recipients" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "notification_recipients";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notification_recipients"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "user_notification_state" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_notification_state" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_notification_state";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_notification_state"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "user_notification_prefs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_notification_prefs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_notification_prefs";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_notification_prefs"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
