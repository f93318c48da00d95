-- Row-level security for the settings tables of 0004 (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "industries", "activity_logs", "files" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "industries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "industries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "industries";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "industries"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "activity_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "activity_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "activity_logs";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "activity_logs"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "files";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "files"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- help_articles is a registry table (global documentation): the app role reads it only.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON TABLE "help_articles" FROM hatchery_app;
--> statement-breakpoint
GRANT SELECT ON TABLE "help_articles" TO hatchery_app;
--> statement-breakpoint
-- Organisation settings are written inside the tenant's transaction: the app role may UPDATE its own
-- incubator row only. RLS is enabled (not forced) so the registry path, which runs as the owner, is unaffected.
GRANT UPDATE ON TABLE "incubators" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "incubators" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS registry_read ON "incubators";
--> statement-breakpoint
CREATE POLICY registry_read ON "incubators" FOR SELECT TO hatchery_app USING (true);
--> statement-breakpoint
DROP POLICY IF EXISTS own_settings_update ON "incubators";
--> statement-breakpoint
CREATE POLICY own_settings_update ON "incubators" FOR UPDATE TO hatchery_app
  USING (id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
