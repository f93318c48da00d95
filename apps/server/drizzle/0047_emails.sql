-- Emails (D-584). Composite foreign keys that set null name their column (ON DELETE SET NULL (col), PostgreSQL 15+) so
-- the tenant column stays.
CREATE TABLE "email_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"email_id" uuid NOT NULL,
	"user_id" uuid,
	"address" text NOT NULL,
	"status" text NOT NULL,
	"outbox_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_deliveries_email_user_uq" UNIQUE("incubator_id","email_id","user_id"),
	CONSTRAINT "email_deliveries_status_ck" CHECK ("email_deliveries"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"body" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "email_templates_kind_ck" CHECK ("email_templates"."kind" in ('template', 'content')),
	CONSTRAINT "email_templates_subject_ck" CHECK ("email_templates"."kind" = 'template' or "email_templates"."subject" is null)
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"audience" jsonb DEFAULT '{"roleIds":[],"programIds":[],"userIds":[]}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"batch_job_id" uuid,
	"recipient_count" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "emails_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "emails_status_ck" CHECK ("emails"."status" in ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_email_fk" FOREIGN KEY ("incubator_id","email_id") REFERENCES "public"."emails"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_batch_job_fk" FOREIGN KEY ("incubator_id","batch_job_id") REFERENCES "public"."batch_jobs"("incubator_id","id") ON DELETE SET NULL ("batch_job_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_sent_by_fk" FOREIGN KEY ("incubator_id","sent_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("sent_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_deliveries_email_idx" ON "email_deliveries" USING btree ("incubator_id","email_id","created_at");--> statement-breakpoint
CREATE INDEX "email_deliveries_user_idx" ON "email_deliveries" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "email_templates_kind_idx" ON "email_templates" USING btree ("incubator_id","kind","name");--> statement-breakpoint
CREATE INDEX "emails_status_idx" ON "emails" USING btree ("incubator_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "emails_updated_idx" ON "emails" USING btree ("incubator_id","updated_at");--> statement-breakpoint
CREATE INDEX "emails_batch_job_idx" ON "emails" USING btree ("incubator_id","batch_job_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "email_templates" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "email_templates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "email_templates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "email_templates";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_templates"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "emails" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "emails" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "emails" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "emails";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "emails"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "email_deliveries" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "email_deliveries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "email_deliveries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "email_deliveries";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_deliveries"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
