-- Feedback requests (issue 15 item 6). Composite foreign keys that set null name their column (ON DELETE SET NULL
-- (col), PostgreSQL 15+) so the tenant id stays. Row-level security for both tables is at the end (same block as
-- drizzle/0018_forms_rls.sql; the lead may move it into a migration of its own as is).
CREATE TABLE "feedback_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid,
	"task_id" uuid,
	"submission_id" uuid,
	"answered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_recipients_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "feedback_recipients_request_user_uq" UNIQUE("incubator_id","request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"message" text,
	"due_date" timestamp with time zone NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"reminded_at" timestamp with time zone,
	"auto_reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_requests_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "feedback_requests_status_ck" CHECK ("feedback_requests"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_request_fk" FOREIGN KEY ("incubator_id","request_id") REFERENCES "public"."feedback_requests"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE SET NULL ("startup_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_task_fk" FOREIGN KEY ("incubator_id","task_id") REFERENCES "public"."tasks"("incubator_id","id") ON DELETE SET NULL ("task_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_recipients" ADD CONSTRAINT "feedback_recipients_submission_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE SET NULL ("submission_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_form_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_version_fk" FOREIGN KEY ("incubator_id","version_id") REFERENCES "public"."form_versions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_recipients_user_idx" ON "feedback_recipients" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_incubator_created_idx" ON "feedback_requests" USING btree ("incubator_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "feedback_requests_incubator_status_due_idx" ON "feedback_requests" USING btree ("incubator_id","status","due_date");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "feedback_requests", "feedback_recipients" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "feedback_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "feedback_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "feedback_requests";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feedback_requests"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "feedback_recipients" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "feedback_recipients" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "feedback_recipients";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feedback_recipients"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
