CREATE TABLE "task_assignees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"user_id" uuid,
	"startup_id" uuid,
	"via_startup_id" uuid,
	"done" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"completed_at" timestamp with time zone,
	"due_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_assignees_target_ck" CHECK (("task_assignees"."user_id" is not null) or ("task_assignees"."startup_id" is not null)),
	CONSTRAINT "task_assignees_status_ck" CHECK ("task_assignees"."status" in ('PENDING', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"task_type" text DEFAULT 'normal' NOT NULL,
	"url" text,
	"is_group_task" boolean DEFAULT false NOT NULL,
	"startup_id" uuid,
	"created_by" uuid,
	"approval_status" text DEFAULT 'APPROVED' NOT NULL,
	"completed_at" timestamp with time zone,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "tasks_type_ck" CHECK ("tasks"."task_type" in ('normal', 'avail', 'availCoaching', 'availApplication', 'metrics', 'availEventSpecific', 'availEventCoaching', 'evaluation', 'coachingEvaluation', 'completeUserProfile', 'completeStartupProfile', 'formSubmissionRequest', 'hostAssignation')),
	CONSTRAINT "tasks_approval_status_ck" CHECK ("tasks"."approval_status" in ('APPROVED', 'PENDING', 'DENIED'))
);
--> statement-breakpoint
CREATE TABLE "notification_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"notification_style" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_recipients_style_ck" CHECK ("notification_recipients"."notification_style" in ('appointment', 'message', 'startupFileUpdate', 'programChange'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"actor_user_id" uuid,
	"startup_id" uuid,
	"application_id" uuid,
	"task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "notifications_type_ck" CHECK ("notifications"."notification_type" in ('meetingScheduled', 'meetingChanged', 'meetingDeleted', 'newCommentApplication', 'newCommentStartup', 'newCommentApplicationStaff', 'newCommentStartupStaff', 'updatedMetrics', 'metricsRequest', 'changeApplicationStatus', 'approvalApplication', 'denialApplication', 'taskAssigned'))
);
--> statement-breakpoint
CREATE TABLE "user_notification_prefs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email_copies" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notification_prefs_user_uq" UNIQUE("incubator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_notification_state" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notification_state_user_uq" UNIQUE("incubator_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_fk" FOREIGN KEY ("incubator_id","task_id") REFERENCES "public"."tasks"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_via_startup_fk" FOREIGN KEY ("incubator_id","via_startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_fk" FOREIGN KEY ("incubator_id","notification_id") REFERENCES "public"."notifications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_fk" FOREIGN KEY ("incubator_id","actor_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_task_fk" FOREIGN KEY ("incubator_id","task_id") REFERENCES "public"."tasks"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_prefs" ADD CONSTRAINT "user_notification_prefs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_prefs" ADD CONSTRAINT "user_notification_prefs_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_state" ADD CONSTRAINT "user_notification_state_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_state" ADD CONSTRAINT "user_notification_state_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_assignees_user_done_due_idx" ON "task_assignees" USING btree ("incubator_id","user_id","done","due_date","task_id");--> statement-breakpoint
CREATE INDEX "task_assignees_task_idx" ON "task_assignees" USING btree ("incubator_id","task_id");--> statement-breakpoint
CREATE INDEX "task_assignees_startup_idx" ON "task_assignees" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "task_assignees_via_startup_idx" ON "task_assignees" USING btree ("incubator_id","via_startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_assignees_task_user_uq" ON "task_assignees" USING btree ("incubator_id","task_id","user_id") WHERE "task_assignees"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "task_assignees_task_startup_uq" ON "task_assignees" USING btree ("incubator_id","task_id","startup_id") WHERE "task_assignees"."user_id" is null;--> statement-breakpoint
CREATE INDEX "tasks_incubator_startup_due_idx" ON "tasks" USING btree ("incubator_id","startup_id","due_date");--> statement-breakpoint
CREATE INDEX "tasks_incubator_created_by_idx" ON "tasks" USING btree ("incubator_id","created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_incubator_source_key_uq" ON "tasks" USING btree ("incubator_id","source_key") WHERE "tasks"."source_key" is not null and "tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "notification_recipients_user_created_idx" ON "notification_recipients" USING btree ("incubator_id","user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_recipients_user_unread_idx" ON "notification_recipients" USING btree ("incubator_id","user_id") WHERE "notification_recipients"."is_read" = false;--> statement-breakpoint
CREATE INDEX "notification_recipients_notification_idx" ON "notification_recipients" USING btree ("incubator_id","notification_id");--> statement-breakpoint
CREATE INDEX "notifications_incubator_created_idx" ON "notifications" USING btree ("incubator_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_incubator_task_idx" ON "notifications" USING btree ("incubator_id","task_id");