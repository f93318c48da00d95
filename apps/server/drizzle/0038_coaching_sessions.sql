CREATE TABLE "coaching_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_action_items_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_private_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_private_notes_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"initiator_id" uuid,
	"type" text NOT NULL,
	"change_time" timestamp with time zone DEFAULT now() NOT NULL,
	"group_id" uuid NOT NULL,
	"value_type" text DEFAULT 'string' NOT NULL,
	"old_value" text,
	"new_value" text,
	CONSTRAINT "coaching_session_changes_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "coaching_session_changes_type_ck" CHECK ("coaching_session_changes"."type" in ('scheduled', 'title', 'topics', 'location', 'videoProvider', 'videoLink', 'sharedNotes', 'rescheduled', 'cancelled', 'held', 'attendance', 'actionItem')),
	CONSTRAINT "coaching_session_changes_value_type_ck" CHECK ("coaching_session_changes"."value_type" in ('string', 'date'))
);
--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "shared_notes" text;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaching_action_items" ADD CONSTRAINT "coaching_action_items_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_action_items" ADD CONSTRAINT "coaching_action_items_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_action_items" ADD CONSTRAINT "coaching_action_items_task_fk" FOREIGN KEY ("incubator_id","task_id") REFERENCES "public"."tasks"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_action_items" ADD CONSTRAINT "coaching_action_items_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_private_notes" ADD CONSTRAINT "coaching_private_notes_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_private_notes" ADD CONSTRAINT "coaching_private_notes_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_private_notes" ADD CONSTRAINT "coaching_private_notes_author_fk" FOREIGN KEY ("incubator_id","author_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_changes" ADD CONSTRAINT "coaching_session_changes_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_changes" ADD CONSTRAINT "coaching_session_changes_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_changes" ADD CONSTRAINT "coaching_session_changes_initiator_fk" FOREIGN KEY ("incubator_id","initiator_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_action_items_task_uq" ON "coaching_action_items" USING btree ("incubator_id","task_id");--> statement-breakpoint
CREATE INDEX "coaching_action_items_session_idx" ON "coaching_action_items" USING btree ("incubator_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_private_notes_uq" ON "coaching_private_notes" USING btree ("incubator_id","session_id","author_id");--> statement-breakpoint
CREATE INDEX "coaching_private_notes_author_idx" ON "coaching_private_notes" USING btree ("incubator_id","author_id");--> statement-breakpoint
CREATE INDEX "coaching_session_changes_session_idx" ON "coaching_session_changes" USING btree ("incubator_id","session_id","change_time");--> statement-breakpoint
CREATE INDEX "coaching_session_topics_tag_idx" ON "coaching_session_topics" USING btree ("incubator_id","tag_id");--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ADD CONSTRAINT "coaching_session_attendees_attendance_ck" CHECK ("coaching_session_attendees"."attendance" is null or "coaching_session_attendees"."attendance" in ('attended', 'no_show'));--> statement-breakpoint
-- Row-level security for the session tables above (same block as drizzle/0001_rls.sql; see the rule in
-- src/db/schema/index.ts). Every statement can run again.
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "coaching_session_topics", "coaching_private_notes", "coaching_action_items", "coaching_session_changes" TO hatchery_app;
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
ALTER TABLE "coaching_private_notes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_private_notes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_private_notes";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_private_notes"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_action_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_action_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_action_items";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_action_items"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "coaching_session_changes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "coaching_session_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "coaching_session_changes";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "coaching_session_changes"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
