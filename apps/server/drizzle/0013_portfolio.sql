-- Composite foreign keys that set null name their column (ON DELETE SET NULL (col), PostgreSQL 15+) so the
-- tenant column stays.
CREATE TABLE "batch_job_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"processed_at" timestamp with time zone,
	CONSTRAINT "batch_job_items_job_item_uq" UNIQUE("incubator_id","job_id","item_id"),
	CONSTRAINT "batch_job_items_status_ck" CHECK ("batch_job_items"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "batch_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"target" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_jobs_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "batch_jobs_target_ck" CHECK ("batch_jobs"."target" in ('startups', 'users', 'applications')),
	CONSTRAINT "batch_jobs_status_ck" CHECK ("batch_jobs"."status" in ('validating', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "milestone_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"goal" text,
	"unit" text,
	"target" numeric,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_templates_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "program_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_admins_program_user_uq" UNIQUE("incubator_id","program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "program_membership_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_membership_events_action_ck" CHECK ("program_membership_events"."action" in ('joined', 'left'))
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_scope_ck" CHECK ("saved_views"."scope" in ('startups'))
);
--> statement-breakpoint
CREATE TABLE "startup_industries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "startup_industries_startup_industry_uq" UNIQUE("incubator_id","startup_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "startup_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"parent_id" uuid,
	"template_id" uuid,
	"name" text NOT NULL,
	"goal" text,
	"unit" text,
	"target" numeric,
	"progress" numeric DEFAULT 0 NOT NULL,
	"due_on" date,
	"flagged" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_milestones_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "startup_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "startup_tags_startup_tag_uq" UNIQUE("incubator_id","startup_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "tags_kind_ck" CHECK ("tags"."kind" in ('user', 'event', 'forms', 'mentortag', 'startup', 'community', 'application', 'other', 'skills', 'topic'))
);
--> statement-breakpoint
CREATE TABLE "user_industries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"industry_id" uuid NOT NULL,
	CONSTRAINT "user_industries_user_industry_uq" UNIQUE("incubator_id","user_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "user_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "user_tags_user_tag_uq" UNIQUE("incubator_id","user_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mentor_capacity" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "program_type" text DEFAULT 'startup' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "one_liner" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "founded_on" date;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "team_size" integer;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_assigned_startups" ADD COLUMN "assigned_by" uuid;--> statement-breakpoint
ALTER TABLE "batch_job_items" ADD CONSTRAINT "batch_job_items_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_job_items" ADD CONSTRAINT "batch_job_items_job_fk" FOREIGN KEY ("incubator_id","job_id") REFERENCES "public"."batch_jobs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_jobs" ADD CONSTRAINT "batch_jobs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_jobs" ADD CONSTRAINT "batch_jobs_creator_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD CONSTRAINT "milestone_templates_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_templates" ADD CONSTRAINT "milestone_templates_parent_fk" FOREIGN KEY ("incubator_id","parent_id") REFERENCES "public"."milestone_templates"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_admins" ADD CONSTRAINT "program_admins_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_admins" ADD CONSTRAINT "program_admins_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_admins" ADD CONSTRAINT "program_admins_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_membership_events" ADD CONSTRAINT "program_membership_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_membership_events" ADD CONSTRAINT "program_membership_events_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_membership_events" ADD CONSTRAINT "program_membership_events_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_membership_events" ADD CONSTRAINT "program_membership_events_actor_fk" FOREIGN KEY ("incubator_id","actor_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_industries" ADD CONSTRAINT "startup_industries_industry_fk" FOREIGN KEY ("incubator_id","industry_id") REFERENCES "public"."industries"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_milestones" ADD CONSTRAINT "startup_milestones_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_milestones" ADD CONSTRAINT "startup_milestones_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_milestones" ADD CONSTRAINT "startup_milestones_parent_fk" FOREIGN KEY ("incubator_id","parent_id") REFERENCES "public"."startup_milestones"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_milestones" ADD CONSTRAINT "startup_milestones_template_fk" FOREIGN KEY ("incubator_id","template_id") REFERENCES "public"."milestone_templates"("incubator_id","id") ON DELETE SET NULL ("template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_tags" ADD CONSTRAINT "startup_tags_tag_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_industries" ADD CONSTRAINT "user_industries_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_industries" ADD CONSTRAINT "user_industries_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_industries" ADD CONSTRAINT "user_industries_industry_fk" FOREIGN KEY ("incubator_id","industry_id") REFERENCES "public"."industries"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tags" ADD CONSTRAINT "user_tags_tag_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_job_items_job_status_idx" ON "batch_job_items" USING btree ("incubator_id","job_id","status","position");--> statement-breakpoint
CREATE INDEX "batch_jobs_status_idx" ON "batch_jobs" USING btree ("incubator_id","status");--> statement-breakpoint
CREATE INDEX "milestone_templates_parent_idx" ON "milestone_templates" USING btree ("incubator_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "program_admins_incubator_user_idx" ON "program_admins" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "program_membership_events_startup_idx" ON "program_membership_events" USING btree ("incubator_id","startup_id","created_at");--> statement-breakpoint
CREATE INDEX "program_membership_events_program_idx" ON "program_membership_events" USING btree ("incubator_id","program_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_scope_name_uq" ON "saved_views" USING btree ("incubator_id","user_id","scope",lower("name"));--> statement-breakpoint
CREATE INDEX "startup_industries_industry_idx" ON "startup_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE INDEX "startup_milestones_startup_idx" ON "startup_milestones" USING btree ("incubator_id","startup_id","position");--> statement-breakpoint
CREATE INDEX "startup_tags_tag_idx" ON "startup_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_incubator_kind_name_uq" ON "tags" USING btree ("incubator_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "user_industries_industry_idx" ON "user_industries" USING btree ("incubator_id","industry_id");--> statement-breakpoint
CREATE INDEX "user_tags_tag_idx" ON "user_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_incubator_lower_name_uq" ON "programs" USING btree ("incubator_id",lower("name"));--> statement-breakpoint
CREATE INDEX "startups_incubator_status_name_idx" ON "startups" USING btree ("incubator_id","status","name");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_type_ck" CHECK ("programs"."program_type" in ('startup', 'user'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_mode_ck" CHECK ("programs"."mode" is null or "programs"."mode" in ('online', 'offline', 'hybrid'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_status_ck" CHECK ("programs"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_dates_ck" CHECK ("programs"."starts_on" is null or "programs"."ends_on" is null or "programs"."starts_on" <= "programs"."ends_on");--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_status_ck" CHECK ("startups"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_stage_ck" CHECK ("startups"."stage" is null or "startups"."stage" in ('idea', 'prototype', 'mvp', 'seed', 'growth', 'scale'));--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_team_size_ck" CHECK ("startups"."team_size" is null or "startups"."team_size" >= 0);