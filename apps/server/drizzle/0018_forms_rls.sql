-- Row-level security for the forms tables of 0017 (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts), and the guard that keeps a published form version immutable. Every statement can run again
-- without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "forms", "form_versions", "form_submissions" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "forms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "forms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "forms";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "forms"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "form_versions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "form_versions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "form_versions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "form_versions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "form_submissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "form_submissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "form_submissions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "form_submissions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- A published version is a record of what respondents answered: no statement may change or delete it. Only what
-- the database itself does when the row's owner goes (a form or a tenant deleted: cascade; a publisher deleted: set
-- null) runs, which happens inside a referential-action trigger, so at trigger depth 2 or more.
CREATE OR REPLACE FUNCTION form_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'a published form version cannot be changed or deleted';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS form_versions_immutable ON "form_versions";
--> statement-breakpoint
CREATE TRIGGER form_versions_immutable BEFORE UPDATE OR DELETE ON "form_versions"
  FOR EACH ROW EXECUTE FUNCTION form_versions_immutable();
