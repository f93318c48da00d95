-- Row-level security for the identity tables of 0002 (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Grants come from 0001's ALTER DEFAULT PRIVILEGES; repeated here so a database
-- migrated by another role still gets them. Every statement can run again without error.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "user_tokens", "mail_messages" TO hatchery_app;
--> statement-breakpoint
-- user_tokens
ALTER TABLE "user_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "user_tokens";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_tokens"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
-- mail_messages
ALTER TABLE "mail_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mail_messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "mail_messages";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "mail_messages"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
