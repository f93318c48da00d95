-- The forms engine (issue 15). Composite foreign keys that set null name their column (ON DELETE SET NULL (col),
-- PostgreSQL 15+) so the tenant column stays. Row-level security and the published-version guard: 0018_forms_rls.sql.
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"respondent_user_id" uuid,
	"anonymous_key" uuid,
	"startup_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb NOT NULL,
	"download_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "form_submissions_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "form_submissions_download_key_uq" UNIQUE("download_key"),
	CONSTRAINT "form_submissions_status_ck" CHECK ("form_submissions"."status" in ('draft', 'submitted')),
	CONSTRAINT "form_submissions_respondent_ck" CHECK ("form_submissions"."respondent_user_id" is not null or "form_submissions"."anonymous_key" is not null),
	CONSTRAINT "form_submissions_submitted_ck" CHECK (("form_submissions"."status" = 'submitted') = ("form_submissions"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "form_versions_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "form_versions_form_number_uq" UNIQUE("incubator_id","form_id","number"),
	CONSTRAINT "form_versions_number_ck" CHECK ("form_versions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_definition" jsonb NOT NULL,
	"share_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"allow_anonymous" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "forms_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "forms_share_uuid_uq" UNIQUE("share_uuid"),
	CONSTRAINT "forms_kind_ck" CHECK ("forms"."kind" in ('intake', 'evaluation', 'quiz', 'feedback', 'user_profile', 'startup_profile')),
	CONSTRAINT "forms_status_ck" CHECK ("forms"."status" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_version_fk" FOREIGN KEY ("incubator_id","version_id") REFERENCES "public"."form_versions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_respondent_fk" FOREIGN KEY ("incubator_id","respondent_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE SET NULL ("startup_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_form_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_versions" ADD CONSTRAINT "form_versions_published_by_fk" FOREIGN KEY ("incubator_id","published_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("published_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_responses_idx" ON "form_submissions" USING btree ("incubator_id","form_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "form_submissions"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "form_submissions_respondent_idx" ON "form_submissions" USING btree ("incubator_id","respondent_user_id","form_id");--> statement-breakpoint
CREATE INDEX "form_submissions_version_idx" ON "form_submissions" USING btree ("incubator_id","version_id");--> statement-breakpoint
CREATE INDEX "forms_incubator_updated_idx" ON "forms" USING btree ("incubator_id","updated_at" DESC NULLS LAST,"id");