-- Row-level security: the second tenancy wall (DEVELOPERS.md, "Tenancy").
-- The application runs tenant work as the NOLOGIN role hatchery_app (Database.tenant: SET LOCAL ROLE +
-- set_config('app.incubator_id', <id>, true)). Every tenant-owned table ENABLEs and FORCEs RLS with the
-- tenant_isolation policy below; a session with no tenant set sees and writes nothing (NULLIF turns the
-- empty string a reset custom setting reads back as into NULL, so the comparison is never true).
-- Every statement here can run again without error. Roles are cluster-wide, so the role may already exist
-- (another database on the same server, a concurrent test run).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'hatchery_app') THEN
    CREATE ROLE hatchery_app NOLOGIN NOSUPERUSER NOINHERIT NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The migrating (connecting) role must be able to SET ROLE hatchery_app. A superuser already can;
-- otherwise grant membership, which needs the right to administer the role.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'hatchery_app', 'MEMBER') THEN
    EXECUTE format('GRANT hatchery_app TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'hatchery: could not grant hatchery_app to %; grant it so Database.tenant() can SET ROLE', current_user;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO hatchery_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO hatchery_app;
--> statement-breakpoint
-- Registry tables: read-only for the application role.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON TABLE incubators, feature_flags FROM hatchery_app;
--> statement-breakpoint
-- Tables created later by the migrating role get the same grants (registry tables must REVOKE as above).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO hatchery_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO hatchery_app;
--> statement-breakpoint
-- incubator_feature_flags
ALTER TABLE "incubator_feature_flags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "incubator_feature_flags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "incubator_feature_flags";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "incubator_feature_flags"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- roles
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "roles";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "roles"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- users
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "users";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "users"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- auth_tokens
ALTER TABLE "auth_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "auth_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "auth_tokens";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "auth_tokens"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- user_sessions
ALTER TABLE "user_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_sessions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_sessions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- startups
ALTER TABLE "startups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startups";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startups"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- startup_people
ALTER TABLE "startup_people" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startup_people" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startup_people";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startup_people"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- programs
ALTER TABLE "programs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "programs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "programs";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "programs"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- startup_programs
ALTER TABLE "startup_programs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "startup_programs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "startup_programs";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "startup_programs"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- user_assigned_startups
ALTER TABLE "user_assigned_startups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_assigned_startups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_assigned_startups";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_assigned_startups"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
