-- Applications (issue 16, docs/contract-applications.md). Composite foreign keys that set null name their column
-- (ON DELETE SET NULL (col), PostgreSQL 15+) so the incubator_id of the row is kept. RLS: 0021_applications_rls.sql.
CREATE TABLE "application_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"staff_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"feedback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_emails_once_uq" UNIQUE("incubator_id","application_id","round_id","kind"),
	CONSTRAINT "application_emails_kind_ck" CHECK ("application_emails"."kind" in ('acceptance', 'rejection'))
);
--> statement-breakpoint
CREATE TABLE "application_round_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"submission_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "application_round_submissions_uq" UNIQUE("incubator_id","application_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "application_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_round_id" uuid,
	"to_round_id" uuid,
	"decision" text,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_status_events_decision_ck" CHECK ("application_status_events"."decision" is null or "application_status_events"."decision" in ('accept', 'delay_reject', 'reject'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"round_id" uuid,
	"applicant_user_id" uuid NOT NULL,
	"startup_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submission_id" uuid,
	"source" text DEFAULT 'direct' NOT NULL,
	"source_detail" text,
	"created_by" uuid,
	"submitted_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "applications_status_ck" CHECK ("applications"."status" in ('draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected', 'delay_rejected')),
	CONSTRAINT "applications_source_ck" CHECK ("applications"."source" in ('direct', 'lead', 'transfer', 'import')),
	CONSTRAINT "applications_submitted_ck" CHECK ("applications"."status" = 'draft' or "applications"."submitted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "evaluation_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"evaluator_user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"declared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_conflicts_once_uq" UNIQUE("incubator_id","application_id","evaluator_user_id","source"),
	CONSTRAINT "evaluation_conflicts_source_ck" CHECK ("evaluation_conflicts"."source" in ('declared_self', 'declared_staff', 'email_domain', 'mentor'))
);
--> statement-breakpoint
CREATE TABLE "evaluation_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"name" text NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_criteria_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "evaluation_criteria_round_question_uq" UNIQUE("incubator_id","round_id","question_id"),
	CONSTRAINT "evaluation_criteria_weight_ck" CHECK ("evaluation_criteria"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "evaluation_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"score" double precision NOT NULL,
	"comment" text,
	CONSTRAINT "evaluation_scores_once_uq" UNIQUE("incubator_id","evaluation_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"evaluator_user_id" uuid NOT NULL,
	"submission_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"weighted_score" double precision,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "evaluations_assignment_uq" UNIQUE("incubator_id","assignment_id"),
	CONSTRAINT "evaluations_status_ck" CHECK ("evaluations"."status" in ('draft', 'submitted', 'cancelled')),
	CONSTRAINT "evaluations_submitted_ck" CHECK (("evaluations"."status" = 'submitted') = ("evaluations"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "evaluator_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"evaluator_user_id" uuid NOT NULL,
	"method" text DEFAULT 'manual' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluator_assignments_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "evaluator_assignments_once_uq" UNIQUE("incubator_id","application_id","round_id","evaluator_user_id"),
	CONSTRAINT "evaluator_assignments_method_ck" CHECK ("evaluator_assignments"."method" in ('manual', 'balanced', 'tag_match')),
	CONSTRAINT "evaluator_assignments_status_ck" CHECK ("evaluator_assignments"."status" in ('pending', 'submitted', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "funnel_round_evaluators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"load_cap" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_round_evaluators_round_user_uq" UNIQUE("incubator_id","round_id","user_id"),
	CONSTRAINT "funnel_round_evaluators_cap_ck" CHECK ("funnel_round_evaluators"."load_cap" is null or "funnel_round_evaluators"."load_cap" >= 1)
);
--> statement-breakpoint
CREATE TABLE "funnel_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"form_id" uuid,
	"evaluation_form_id" uuid,
	"acceptance_email" jsonb,
	"rejection_email" jsonb,
	"auto_advance" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_rounds_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "funnel_rounds_kind_ck" CHECK ("funnel_rounds"."kind" in ('form', 'meeting', 'evaluation')),
	CONSTRAINT "funnel_rounds_position_ck" CHECK ("funnel_rounds"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funnels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"category" text DEFAULT 'startup' NOT NULL,
	"intake_form_id" uuid,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"reapply_rule" text DEFAULT 'never' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnels_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "funnels_category_ck" CHECK ("funnels"."category" in ('startup', 'community_member')),
	CONSTRAINT "funnels_reapply_ck" CHECK ("funnels"."reapply_rule" in ('never', 'after_rejection', 'always')),
	CONSTRAINT "funnels_status_ck" CHECK ("funnels"."status" in ('draft', 'published', 'closed', 'archived')),
	CONSTRAINT "funnels_dates_ck" CHECK ("funnels"."opens_at" is null or "funnels"."closes_at" is null or "funnels"."opens_at" < "funnels"."closes_at")
);
--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_author_fk" FOREIGN KEY ("incubator_id","author_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("author_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_submissions" ADD CONSTRAINT "application_round_submissions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_submissions" ADD CONSTRAINT "application_round_submissions_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_submissions" ADD CONSTRAINT "application_round_submissions_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_round_submissions" ADD CONSTRAINT "application_round_submissions_submission_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE SET NULL ("submission_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_from_round_fk" FOREIGN KEY ("incubator_id","from_round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE SET NULL ("from_round_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_to_round_fk" FOREIGN KEY ("incubator_id","to_round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE SET NULL ("to_round_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_events" ADD CONSTRAINT "application_status_events_actor_fk" FOREIGN KEY ("incubator_id","actor_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_funnel_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_fk" FOREIGN KEY ("incubator_id","applicant_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE SET NULL ("startup_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_submission_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE SET NULL ("submission_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ADD CONSTRAINT "evaluation_conflicts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ADD CONSTRAINT "evaluation_conflicts_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ADD CONSTRAINT "evaluation_conflicts_evaluator_fk" FOREIGN KEY ("incubator_id","evaluator_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_conflicts" ADD CONSTRAINT "evaluation_conflicts_declared_by_fk" FOREIGN KEY ("incubator_id","declared_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("declared_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_criteria" ADD CONSTRAINT "evaluation_criteria_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_evaluation_fk" FOREIGN KEY ("incubator_id","evaluation_id") REFERENCES "public"."evaluations"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_criterion_fk" FOREIGN KEY ("incubator_id","criterion_id") REFERENCES "public"."evaluation_criteria"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_assignment_fk" FOREIGN KEY ("incubator_id","assignment_id") REFERENCES "public"."evaluator_assignments"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_fk" FOREIGN KEY ("incubator_id","evaluator_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_submission_fk" FOREIGN KEY ("incubator_id","submission_id") REFERENCES "public"."form_submissions"("incubator_id","id") ON DELETE SET NULL ("submission_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_assignments" ADD CONSTRAINT "evaluator_assignments_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_assignments" ADD CONSTRAINT "evaluator_assignments_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_assignments" ADD CONSTRAINT "evaluator_assignments_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_assignments" ADD CONSTRAINT "evaluator_assignments_evaluator_fk" FOREIGN KEY ("incubator_id","evaluator_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_assignments" ADD CONSTRAINT "evaluator_assignments_assigned_by_fk" FOREIGN KEY ("incubator_id","assigned_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("assigned_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_round_fk" FOREIGN KEY ("incubator_id","round_id") REFERENCES "public"."funnel_rounds"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_round_evaluators" ADD CONSTRAINT "funnel_round_evaluators_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_funnel_fk" FOREIGN KEY ("incubator_id","funnel_id") REFERENCES "public"."funnels"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_form_fk" FOREIGN KEY ("incubator_id","form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_evaluation_form_fk" FOREIGN KEY ("incubator_id","evaluation_form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_intake_form_fk" FOREIGN KEY ("incubator_id","intake_form_id") REFERENCES "public"."forms"("incubator_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_comments_application_idx" ON "application_comments" USING btree ("incubator_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_emails_due_idx" ON "application_emails" USING btree ("send_at") WHERE "application_emails"."sent_at" is null and "application_emails"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "application_status_events_application_idx" ON "application_status_events" USING btree ("incubator_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_overview_idx" ON "applications" USING btree ("incubator_id","funnel_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_round_idx" ON "applications" USING btree ("incubator_id","funnel_id","round_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("incubator_id","applicant_user_id","funnel_id");--> statement-breakpoint
CREATE INDEX "applications_startup_idx" ON "applications" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "applications_funnel_drafts_idx" ON "applications" USING btree ("incubator_id","funnel_id") WHERE "applications"."status" = 'draft' and "applications"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "evaluation_conflicts_evaluator_idx" ON "evaluation_conflicts" USING btree ("incubator_id","evaluator_user_id");--> statement-breakpoint
CREATE INDEX "evaluation_scores_criterion_idx" ON "evaluation_scores" USING btree ("incubator_id","criterion_id");--> statement-breakpoint
CREATE INDEX "evaluations_round_idx" ON "evaluations" USING btree ("incubator_id","round_id","status","evaluator_user_id");--> statement-breakpoint
CREATE INDEX "evaluations_application_idx" ON "evaluations" USING btree ("incubator_id","application_id","round_id");--> statement-breakpoint
CREATE INDEX "evaluator_assignments_queue_idx" ON "evaluator_assignments" USING btree ("incubator_id","evaluator_user_id","status","round_id");--> statement-breakpoint
CREATE INDEX "evaluator_assignments_round_idx" ON "evaluator_assignments" USING btree ("incubator_id","round_id","application_id");--> statement-breakpoint
CREATE INDEX "funnel_round_evaluators_user_idx" ON "funnel_round_evaluators" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "funnel_rounds_funnel_idx" ON "funnel_rounds" USING btree ("incubator_id","funnel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_incubator_slug_uq" ON "funnels" USING btree ("incubator_id","slug");--> statement-breakpoint
CREATE INDEX "funnels_incubator_program_idx" ON "funnels" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "funnels_closing_idx" ON "funnels" USING btree ("closes_at") WHERE "funnels"."status" = 'published' and "funnels"."closes_at" is not null;