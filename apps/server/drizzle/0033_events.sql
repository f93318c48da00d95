-- Incubator events, wave 1 (issue 18; docs/contract-events.md §2): events, hosts, topics and tags, attendees.
-- Composite SET NULL keys name their column (ON DELETE SET NULL (col), PostgreSQL 15+) so the row keeps its
-- incubator_id. RLS: 0037_events_rls.sql.
CREATE TABLE "incubator_event_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid,
	"status" text DEFAULT 'registered' NOT NULL,
	"registration_time" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_starts_at" timestamp with time zone,
	"booking_ends_at" timestamp with time zone,
	"host_booking_id" uuid,
	"external_calendar_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_event_attendees_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "incubator_event_attendees_status_ck" CHECK ("incubator_event_attendees"."status" in ('registered', 'attended', 'no show', 'event cancelled'))
);
--> statement-breakpoint
CREATE TABLE "incubator_event_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "incubator_event_hosts_uq" UNIQUE("incubator_id","event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_event_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "incubator_event_tags_uq" UNIQUE("incubator_id","event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_type" text DEFAULT 'group' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"edit_permission" text DEFAULT 'hosts' NOT NULL,
	"title" text,
	"description" text,
	"capacity" integer,
	"image_url" text,
	"cover_url" text,
	"location_text" text,
	"location_link" text,
	"conference_url" text,
	"conference_solution" text,
	"conference_icon_uri" text,
	"visibility" jsonb DEFAULT '{"userRoles":{"is":[],"isNot":[]},"userTags":{"is":[],"isNot":[]},"startupTags":{"is":[],"isNot":[]},"startupPrograms":{"is":[],"isNot":[]}}'::jsonb NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"duration" integer,
	"timezone" text,
	"timeslot_increment" integer,
	"number_of_sessions" integer,
	"one_on_one_dates" jsonb,
	"availability_method" text,
	"availability_type" text,
	"availability_mode" text,
	"no_of_bookings" integer,
	"calendar_host_id" uuid,
	"registration_notice" jsonb,
	"ignore_hosts_linked_calendar" boolean DEFAULT false NOT NULL,
	"ignore_hour_allocation" boolean DEFAULT false NOT NULL,
	"attachment_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_events_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "incubator_events_type_ck" CHECK ("incubator_events"."event_type" in ('group', 'one_on_one')),
	CONSTRAINT "incubator_events_status_ck" CHECK ("incubator_events"."status" in ('draft', 'published')),
	CONSTRAINT "incubator_events_edit_permission_ck" CHECK ("incubator_events"."edit_permission" in ('hosts', 'editors')),
	CONSTRAINT "incubator_events_capacity_ck" CHECK ("incubator_events"."capacity" is null or "incubator_events"."capacity" > 0),
	CONSTRAINT "incubator_events_times_ck" CHECK ("incubator_events"."start_time" is null or "incubator_events"."end_time" is null or "incubator_events"."start_time" < "incubator_events"."end_time"),
	CONSTRAINT "incubator_events_published_ck" CHECK ("incubator_events"."status" = 'draft' or ("incubator_events"."title" is not null and "incubator_events"."start_time" is not null and "incubator_events"."end_time" is not null))
);
--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_event_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE SET NULL ("startup_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_booking_fk" FOREIGN KEY ("incubator_id","host_booking_id") REFERENCES "public"."host_bookings"("incubator_id","id") ON DELETE SET NULL ("host_booking_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ADD CONSTRAINT "incubator_event_hosts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ADD CONSTRAINT "incubator_event_hosts_event_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ADD CONSTRAINT "incubator_event_hosts_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ADD CONSTRAINT "incubator_event_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ADD CONSTRAINT "incubator_event_tags_event_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ADD CONSTRAINT "incubator_event_tags_tag_fk" FOREIGN KEY ("incubator_id","tag_id") REFERENCES "public"."tags"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_calendar_host_fk" FOREIGN KEY ("incubator_id","calendar_host_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("calendar_host_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incubator_event_attendees_group_uq" ON "incubator_event_attendees" USING btree ("incubator_id","event_id","user_id") WHERE "incubator_event_attendees"."host_booking_id" is null;--> statement-breakpoint
CREATE INDEX "incubator_event_attendees_user_idx" ON "incubator_event_attendees" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "incubator_event_attendees_startup_idx" ON "incubator_event_attendees" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "incubator_event_hosts_user_idx" ON "incubator_event_hosts" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "incubator_event_tags_tag_idx" ON "incubator_event_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE INDEX "incubator_events_start_idx" ON "incubator_events" USING btree ("incubator_id","status","start_time");--> statement-breakpoint
CREATE INDEX "incubator_events_created_by_idx" ON "incubator_events" USING btree ("incubator_id","created_by");