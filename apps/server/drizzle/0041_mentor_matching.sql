-- Mentor matching (issue 17 item 5; docs/contract-coaching.md §2.5; D-462..D-467): the tenant's matching rules and the
-- founders' pairing feedback, with their row-level security below (one migration number was given to this work), and
-- the notification types pairingFeedback and coachingNoShows. Composite foreign keys that set null name their column
-- (ON DELETE SET NULL (col), PostgreSQL 15+) so the tenant id is never cleared.
CREATE TABLE "mentor_match_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid,
	"startup_id" uuid NOT NULL,
	"mentor_user_id" uuid NOT NULL,
	"answer" text,
	"comment" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_match_feedback_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "mentor_match_feedback_pair_uq" UNIQUE("incubator_id","startup_id","mentor_user_id"),
	CONSTRAINT "mentor_match_feedback_answer_ck" CHECK ("mentor_match_feedback"."answer" is null or "mentor_match_feedback"."answer" in ('going_well', 'mixed', 'not_working')),
	CONSTRAINT "mentor_match_feedback_answered_ck" CHECK (("mentor_match_feedback"."answer" is null) = ("mentor_match_feedback"."answered_at" is null)),
	CONSTRAINT "mentor_match_feedback_comment_ck" CHECK ("mentor_match_feedback"."comment" is null or char_length("mentor_match_feedback"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "mentor_matching_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"weight_tags" integer NOT NULL,
	"weight_skills" integer NOT NULL,
	"weight_industries" integer NOT NULL,
	"weight_stage" integer NOT NULL,
	"weight_capacity" integer NOT NULL,
	"capacity_rule" text NOT NULL,
	"capacity_penalty_percent" integer NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_matching_rules_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "mentor_matching_rules_incubator_uq" UNIQUE("incubator_id"),
	CONSTRAINT "mentor_matching_rules_weights_ck" CHECK ("mentor_matching_rules"."weight_tags" between 0 and 10 and "mentor_matching_rules"."weight_skills" between 0 and 10 and "mentor_matching_rules"."weight_industries" between 0 and 10 and "mentor_matching_rules"."weight_stage" between 0 and 10 and "mentor_matching_rules"."weight_capacity" between 0 and 10),
	CONSTRAINT "mentor_matching_rules_rule_ck" CHECK ("mentor_matching_rules"."capacity_rule" in ('exclude', 'penalise')),
	CONSTRAINT "mentor_matching_rules_penalty_ck" CHECK ("mentor_matching_rules"."capacity_penalty_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" ADD CONSTRAINT "mentor_match_feedback_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" ADD CONSTRAINT "mentor_match_feedback_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE SET NULL ("session_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" ADD CONSTRAINT "mentor_match_feedback_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" ADD CONSTRAINT "mentor_match_feedback_mentor_fk" FOREIGN KEY ("incubator_id","mentor_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" ADD CONSTRAINT "mentor_match_feedback_answered_by_fk" FOREIGN KEY ("incubator_id","answered_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("answered_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_matching_rules" ADD CONSTRAINT "mentor_matching_rules_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_matching_rules" ADD CONSTRAINT "mentor_matching_rules_updated_by_fk" FOREIGN KEY ("incubator_id","updated_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("updated_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_match_feedback_mentor_idx" ON "mentor_match_feedback" USING btree ("incubator_id","mentor_user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK ("notifications"."notification_type" in ('meetingScheduled', 'meetingChanged', 'meetingDeleted', 'newCommentApplication', 'newCommentStartup', 'newCommentApplicationStaff', 'newCommentStartupStaff', 'updatedMetrics', 'metricsRequest', 'changeApplicationStatus', 'approvalApplication', 'denialApplication', 'taskAssigned', 'startupAssigned', 'pairingFeedback', 'coachingNoShows'));

--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "mentor_matching_rules", "mentor_match_feedback" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "mentor_matching_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mentor_matching_rules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "mentor_matching_rules";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "mentor_matching_rules"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mentor_match_feedback" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "mentor_match_feedback";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "mentor_match_feedback"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
