CREATE TABLE "coaching_evaluation_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"program_id" uuid,
	"topic_tag_id" uuid,
	"host_role" text,
	"form_id" uuid NOT NULL,
	"shared_with_startup" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_evaluation_forms_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"evaluator_user_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"shared_with_startup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_session_evaluations_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_session_topics_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_topic_fk" FOREIGN KEY ("incubator_id","topic_tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_form_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ADD CONSTRAINT "coaching_evaluation_forms_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_evaluations" ADD CONSTRAINT "coaching_session_evaluations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_evaluations" ADD CONSTRAINT "coaching_session_evaluations_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_evaluations" ADD CONSTRAINT "coaching_session_evaluations_evaluator_fk" FOREIGN KEY ("incubator_id","evaluator_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_evaluations" ADD CONSTRAINT "coaching_session_evaluations_submission_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_topics" ADD CONSTRAINT "coaching_session_topics_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_topics" ADD CONSTRAINT "coaching_session_topics_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_topics" ADD CONSTRAINT "coaching_session_topics_tag_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_evaluation_forms_dims_uq" ON "coaching_evaluation_forms" USING btree ("incubator_id",coalesce("program_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("topic_tag_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("host_role", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_session_evaluations_uq" ON "coaching_session_evaluations" USING btree ("incubator_id","session_id","evaluator_user_id");--> statement-breakpoint
CREATE INDEX "coaching_session_evaluations_evaluator_idx" ON "coaching_session_evaluations" USING btree ("incubator_id","evaluator_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_session_topics_uq" ON "coaching_session_topics" USING btree ("incubator_id","session_id","tag_id");--> statement-breakpoint
-- Row-level security for the tables above (same block as drizzle/0001_rls.sql; see the rule in src/db/schema/index.ts).
-- Every statement can run again.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "coaching_evaluation_forms", "coaching_session_topics", "coaching_session_evaluations" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_evaluation_forms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_evaluation_forms";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_evaluation_forms"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_session_topics" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_session_topics" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_session_topics";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_session_topics"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_session_evaluations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_session_evaluations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_session_evaluations";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_session_evaluations"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
