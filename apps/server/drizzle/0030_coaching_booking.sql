CREATE TABLE "coaching_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"invited_by" uuid,
	"host_user_ids" uuid[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancel_token_hash" text,
	"session_id" uuid,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_invitations_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "coaching_invitations_status_ck" CHECK ("coaching_invitations"."status" in ('pending', 'accepted', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "coaching_invitations_times_ck" CHECK ("coaching_invitations"."starts_at" < "coaching_invitations"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attendance" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_session_attendees_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_session_hosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"host_booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_session_hosts_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"program_id" uuid,
	"booking_way" text NOT NULL,
	"mode" text,
	"title" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"location" text,
	"video_provider" text,
	"video_link" text,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "coaching_sessions_way_ck" CHECK ("coaching_sessions"."booking_way" in ('profile', 'invitation', 'office_hours')),
	CONSTRAINT "coaching_sessions_status_ck" CHECK ("coaching_sessions"."status" in ('scheduled', 'held', 'cancelled', 'no_show')),
	CONSTRAINT "coaching_sessions_times_ck" CHECK ("coaching_sessions"."starts_at" < "coaching_sessions"."ends_at"),
	CONSTRAINT "coaching_sessions_video_ck" CHECK ("coaching_sessions"."video_provider" is null or "coaching_sessions"."video_provider" in ('Microsoft Teams', 'Zoom', 'Google Meet', 'Skype'))
);
--> statement-breakpoint
CREATE TABLE "office_hours_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"program_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"host_booking_id" uuid NOT NULL,
	"taken_by_startup_id" uuid,
	"session_id" uuid,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_hours_slots_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "office_hours_slots_times_ck" CHECK ("office_hours_slots"."starts_at" < "office_hours_slots"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "coaching_invitations" ADD CONSTRAINT "coaching_invitations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitations" ADD CONSTRAINT "coaching_invitations_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitations" ADD CONSTRAINT "coaching_invitations_invited_by_fk" FOREIGN KEY ("incubator_id","invited_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitations" ADD CONSTRAINT "coaching_invitations_answered_by_fk" FOREIGN KEY ("incubator_id","answered_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_invitations" ADD CONSTRAINT "coaching_invitations_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ADD CONSTRAINT "coaching_session_attendees_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ADD CONSTRAINT "coaching_session_attendees_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_attendees" ADD CONSTRAINT "coaching_session_attendees_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_hosts" ADD CONSTRAINT "coaching_session_hosts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_hosts" ADD CONSTRAINT "coaching_session_hosts_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_hosts" ADD CONSTRAINT "coaching_session_hosts_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_session_hosts" ADD CONSTRAINT "coaching_session_hosts_booking_fk" FOREIGN KEY ("incubator_id","host_booking_id") REFERENCES "public"."host_bookings"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours_slots" ADD CONSTRAINT "office_hours_slots_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours_slots" ADD CONSTRAINT "office_hours_slots_host_fk" FOREIGN KEY ("incubator_id","host_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours_slots" ADD CONSTRAINT "office_hours_slots_booking_fk" FOREIGN KEY ("incubator_id","host_booking_id") REFERENCES "public"."host_bookings"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours_slots" ADD CONSTRAINT "office_hours_slots_startup_fk" FOREIGN KEY ("incubator_id","taken_by_startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours_slots" ADD CONSTRAINT "office_hours_slots_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_hours_slots" ADD CONSTRAINT "office_hours_slots_published_by_fk" FOREIGN KEY ("incubator_id","published_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coaching_invitations_startup_idx" ON "coaching_invitations" USING btree ("incubator_id","startup_id");--> statement-breakpoint
CREATE INDEX "coaching_invitations_pending_idx" ON "coaching_invitations" USING btree ("incubator_id","expires_at") WHERE "coaching_invitations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_invitations_cancel_token_uq" ON "coaching_invitations" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_session_attendees_uq" ON "coaching_session_attendees" USING btree ("incubator_id","session_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_session_attendees_user_idx" ON "coaching_session_attendees" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_session_hosts_uq" ON "coaching_session_hosts" USING btree ("incubator_id","session_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_session_hosts_user_idx" ON "coaching_session_hosts" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_startup_idx" ON "coaching_sessions" USING btree ("incubator_id","startup_id","starts_at");--> statement-breakpoint
CREATE INDEX "office_hours_slots_open_idx" ON "office_hours_slots" USING btree ("incubator_id","starts_at") WHERE "office_hours_slots"."taken_by_startup_id" is null;--> statement-breakpoint
CREATE INDEX "office_hours_slots_host_idx" ON "office_hours_slots" USING btree ("incubator_id","host_user_id","starts_at");