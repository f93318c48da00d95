-- Row-level security for the custom-field tables of 0022_custom_fields (same block as drizzle/0001_rls.sql; see the
-- rule in src/db/schema/index.ts). Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "custom_fields", "custom_field_values" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "custom_fields" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "custom_fields" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "custom_fields";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "custom_fields"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "custom_field_values" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "custom_field_values" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "custom_field_values";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "custom_field_values"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
