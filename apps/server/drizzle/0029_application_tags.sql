-- Tags on applications and the applications scope of saved views (issue 16 item 3; D-292, D-294). Composite foreign
-- keys that set null name their column (ON DELETE SET NULL (col), PostgreSQL 15+) so the tenant id stays. Row-level
-- security for the new table is at the end (same block as drizzle/0021_applications_rls.sql).
CREATE TABLE "application_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_tags_application_tag_uq" UNIQUE("incubator_id","application_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "saved_views" DROP CONSTRAINT "saved_views_scope_ck";--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_tag_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_scope_ck" CHECK ("saved_views"."scope" in ('startups', 'applications'));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "application_tags" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "application_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_tags";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_tags"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
