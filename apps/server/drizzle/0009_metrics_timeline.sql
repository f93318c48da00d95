CREATE TABLE "categorization_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorization_questions_incubator_key_uq" UNIQUE("incubator_id","key")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"export_type" text DEFAULT 'metrics' NOT NULL,
	"format" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"file_name" text,
	"row_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "export_jobs_format_ck" CHECK ("export_jobs"."format" in ('csv', 'xlsx')),
	CONSTRAINT "export_jobs_state_ck" CHECK ("export_jobs"."state" in ('queued', 'in progress', 'completed', 'failed', 'error'))
);
--> statement-breakpoint
CREATE TABLE "metric_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_categories_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "metric_collection_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metric_collection_metrics_uq" UNIQUE("incubator_id","collection_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "metric_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"program_id" uuid,
	"startup_id" uuid,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_collections_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "metric_collections_target_ck" CHECK (("metric_collections"."program_id" is null) <> ("metric_collections"."startup_id" is null))
);
--> statement-breakpoint
CREATE TABLE "metric_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"value" text NOT NULL,
	"numeric_value" double precision,
	"date_value" timestamp with time zone,
	"submitted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_values_startup_metric_period_uq" UNIQUE("incubator_id","startup_id","metric_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"key" text,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid,
	"recurrence_amount" integer DEFAULT 1 NOT NULL,
	"recurrence_type" text DEFAULT 'MONTH' NOT NULL,
	"unit_type" text NOT NULL,
	"custom_unit_name" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_core" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrics_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "metrics_unit_type_ck" CHECK ("metrics"."unit_type" in ('PERCENTAGE', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'SUBSCRIBER', 'DATE', 'MONTHS', 'CUSTOM')),
	CONSTRAINT "metrics_recurrence_type_ck" CHECK ("metrics"."recurrence_type" in ('MONTH', 'QUARTER', 'YEAR')),
	CONSTRAINT "metrics_recurrence_amount_ck" CHECK ("metrics"."recurrence_amount" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "pending_data_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"period_month" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"announced_at" timestamp with time zone,
	"requested_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_data_forms_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "pending_data_forms_startup_month_uq" UNIQUE("incubator_id","startup_id","period_month"),
	CONSTRAINT "pending_data_forms_status_ck" CHECK ("pending_data_forms"."status" in ('PENDING', 'SUBMITTED', 'SKIPPED', 'SUPERSEDED'))
);
--> statement-breakpoint
CREATE TABLE "startup_categorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_categorizations_startup_uq" UNIQUE("incubator_id","startup_id")
);
--> statement-breakpoint
CREATE TABLE "timeline_event_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_event_attachments_uq" UNIQUE("incubator_id","event_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "timeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_type" text,
	"message" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"attr1" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"due_date" timestamp with time zone,
	"period_start" date,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"edited_by" uuid,
	"edited_at" timestamp with time zone,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_events_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "timeline_events_kind_ck" CHECK ("timeline_events"."kind" in ('EVENT', 'DATA_DUE', 'DATA_SUBMITTED', 'DATA_SUBMITTED_UPDATE', 'COACHING_SESSION_POST', 'CATEGORIZATION_UPDATE', 'COACHING_INVITE_POST', 'CATEGORIZATION_SKIP', 'EMAIL_THREAD_POST'))
);
--> statement-breakpoint
ALTER TABLE "categorization_questions" ADD CONSTRAINT "categorization_questions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_requested_by_fk" FOREIGN KEY ("incubator_id","requested_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_categories" ADD CONSTRAINT "metric_categories_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collection_metrics" ADD CONSTRAINT "metric_collection_metrics_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collection_metrics" ADD CONSTRAINT "metric_collection_metrics_collection_fk" FOREIGN KEY ("incubator_id","collection_id") REFERENCES "public"."metric_collections"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collection_metrics" ADD CONSTRAINT "metric_collection_metrics_metric_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collections" ADD CONSTRAINT "metric_collections_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collections" ADD CONSTRAINT "metric_collections_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_collections" ADD CONSTRAINT "metric_collections_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_metric_fk" FOREIGN KEY ("incubator_id","metric_id") REFERENCES "public"."metrics"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_values" ADD CONSTRAINT "metric_values_submitted_by_fk" FOREIGN KEY ("incubator_id","submitted_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_category_fk" FOREIGN KEY ("incubator_id","category_id") REFERENCES "public"."metric_categories"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrics" ADD CONSTRAINT "metrics_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_data_forms" ADD CONSTRAINT "pending_data_forms_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_data_forms" ADD CONSTRAINT "pending_data_forms_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_data_forms" ADD CONSTRAINT "pending_data_forms_requested_by_fk" FOREIGN KEY ("incubator_id","requested_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_data_forms" ADD CONSTRAINT "pending_data_forms_closed_by_fk" FOREIGN KEY ("incubator_id","closed_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_categorizations" ADD CONSTRAINT "startup_categorizations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_categorizations" ADD CONSTRAINT "startup_categorizations_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_categorizations" ADD CONSTRAINT "startup_categorizations_user_fk" FOREIGN KEY ("incubator_id","updated_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_event_attachments" ADD CONSTRAINT "timeline_event_attachments_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_event_attachments" ADD CONSTRAINT "timeline_event_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_event_attachments" ADD CONSTRAINT "timeline_event_attachments_event_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."timeline_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_edited_by_fk" FOREIGN KEY ("incubator_id","edited_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_incubator_requested_by_idx" ON "export_jobs" USING btree ("incubator_id","requested_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_categories_incubator_key_uq" ON "metric_categories" USING btree ("incubator_id","key") WHERE "metric_categories"."key" is not null;--> statement-breakpoint
CREATE INDEX "metric_collection_metrics_metric_idx" ON "metric_collection_metrics" USING btree ("incubator_id","metric_id");--> statement-breakpoint
CREATE INDEX "metric_collections_incubator_program_idx" ON "metric_collections" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "metric_collections_incubator_startup_idx" ON "metric_collections" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "metric_values_incubator_metric_period_idx" ON "metric_values" USING btree ("incubator_id","metric_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "metrics_incubator_key_uq" ON "metrics" USING btree ("incubator_id","key") WHERE "metrics"."key" is not null;--> statement-breakpoint
CREATE INDEX "metrics_incubator_position_idx" ON "metrics" USING btree ("incubator_id","archived","position");--> statement-breakpoint
CREATE INDEX "pending_data_forms_incubator_status_due_idx" ON "pending_data_forms" USING btree ("incubator_id","status","due_at");--> statement-breakpoint
CREATE INDEX "timeline_events_startup_created_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_events_startup_kind_created_idx" ON "timeline_events" USING btree ("incubator_id","startup_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "timeline_events_startup_pinned_idx" ON "timeline_events" USING btree ("incubator_id","startup_id") WHERE "timeline_events"."is_pinned";--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_events_source_key_uq" ON "timeline_events" USING btree ("incubator_id","source_key") WHERE "timeline_events"."source_key" is not null;