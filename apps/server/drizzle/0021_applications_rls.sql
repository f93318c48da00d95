-- Row-level security for the applications tables of 0020_applications.sql (same block as drizzle/0001_rls.sql; see the
-- rule in src/db/schema/index.ts). Hand-written and kept apart so it moves as is when migrations are renumbered.
-- Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "funnels", "funnel_rounds", "funnel_round_evaluators", "evaluation_criteria", "applications", "application_round_submissions", "application_status_events", "application_emails", "application_comments", "evaluator_assignments", "evaluations", "evaluation_scores", "evaluation_conflicts" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "funnels" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funnels" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "funnels";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "funnels"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "funnel_rounds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funnel_rounds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "funnel_rounds";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "funnel_rounds"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "funnel_round_evaluators";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "funnel_round_evaluators"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_criteria" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "evaluation_criteria";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_criteria"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "applications";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "applications"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "application_round_submissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_round_submissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_round_submissions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_round_submissions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "application_status_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_status_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_status_events";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_status_events"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "application_emails" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_emails" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_emails";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_emails"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "application_comments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_comments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_comments";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_comments"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "evaluator_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluator_assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "evaluator_assignments";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluator_assignments"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "evaluations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "evaluations";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluations"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "evaluation_scores" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_scores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "evaluation_scores";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_scores"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "evaluation_conflicts";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "evaluation_conflicts"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
