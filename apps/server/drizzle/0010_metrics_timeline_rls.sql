-- Row-level security for the metrics and timeline tables of 0009 (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "metric_categories", "metrics", "metric_collections", "metric_collection_metrics", "categorization_questions", "startup_categorizations", "pending_data_forms", "metric_values", "export_jobs", "timeline_events", "timeline_event_attachments" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "metric_categories" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "metric_categories" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "metric_categories";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "metric_categories"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "metrics" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "metrics" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "metrics";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "metrics"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "metric_collections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "metric_collections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "metric_collections";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "metric_collections"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "metric_collection_metrics" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "metric_collection_metrics" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "metric_collection_metrics";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "metric_collection_metrics"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "categorization_questions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "categorization_questions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "categorization_questions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "categorization_questions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "startup_categorizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startup_categorizations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startup_categorizations";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startup_categorizations"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "pending_data_forms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pending_data_forms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "pending_data_forms";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "pending_data_forms"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "metric_values" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "metric_values" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "metric_values";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "metric_values"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "export_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "export_jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "export_jobs";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "export_jobs"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "timeline_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "timeline_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "timeline_events";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "timeline_events"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "timeline_event_attachments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "timeline_event_attachments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "timeline_event_attachments";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "timeline_event_attachments"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
