-- Coaching, wave 1 (issue 17; docs/contract-coaching.md §2): host settings, availability rules and exceptions, host
-- bookings. Composite SET NULL keys name their column (ON DELETE SET NULL (col), PostgreSQL 15+) so the row keeps its
-- incubator_id. RLS, btree_gist and the no-overlap exclusion constraint: 0027_coaching_rls.sql.
CREATE TABLE "availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_exceptions_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "availability_exceptions_kind_ck" CHECK ("availability_exceptions"."kind" in ('blocked', 'extra')),
	CONSTRAINT "availability_exceptions_minutes_ck" CHECK (("availability_exceptions"."start_minute" is null and "availability_exceptions"."end_minute" is null and "availability_exceptions"."kind" = 'blocked')
        or ("availability_exceptions"."start_minute" >= 0 and "availability_exceptions"."start_minute" < "availability_exceptions"."end_minute" and "availability_exceptions"."end_minute" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"weekday" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_rules_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "availability_rules_weekday_ck" CHECK ("availability_rules"."weekday" in ('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU')),
	CONSTRAINT "availability_rules_minutes_ck" CHECK ("availability_rules"."start_minute" >= 0 and "availability_rules"."start_minute" < "availability_rules"."end_minute" and "availability_rules"."end_minute" <= 1440),
	CONSTRAINT "availability_rules_valid_ck" CHECK ("availability_rules"."valid_from" is null or "availability_rules"."valid_until" is null or "availability_rules"."valid_from" <= "availability_rules"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "coaching_host_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"slot_step_minutes" integer,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"horizon_days" integer,
	"max_sessions_per_day" integer,
	"max_sessions_per_startup" integer,
	"startup_limit_period" text DEFAULT 'week' NOT NULL,
	"video_provider" text,
	"video_link" text,
	"location" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_host_settings_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "coaching_host_settings_slot_ck" CHECK ("coaching_host_settings"."slot_minutes" in (15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120)),
	CONSTRAINT "coaching_host_settings_counts_ck" CHECK ("coaching_host_settings"."buffer_before_minutes" >= 0 and "coaching_host_settings"."buffer_after_minutes" >= 0 and "coaching_host_settings"."min_notice_minutes" >= 0
      and coalesce("coaching_host_settings"."slot_step_minutes", 5) > 0 and coalesce("coaching_host_settings"."horizon_days", 0) >= 0
      and coalesce("coaching_host_settings"."max_sessions_per_day", 0) >= 0 and coalesce("coaching_host_settings"."max_sessions_per_startup", 0) >= 0),
	CONSTRAINT "coaching_host_settings_period_ck" CHECK ("coaching_host_settings"."startup_limit_period" in ('day', 'week', 'month')),
	CONSTRAINT "coaching_host_settings_video_ck" CHECK ("coaching_host_settings"."video_provider" is null or "coaching_host_settings"."video_provider" in ('Microsoft Teams', 'Zoom', 'Google Meet', 'Skype'))
);
--> statement-breakpoint
CREATE TABLE "host_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
	"startup_id" uuid,
	"booked_by" uuid,
	"source_id" uuid,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_bookings_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "host_bookings_kind_ck" CHECK ("host_bookings"."kind" in ('session', 'invitation', 'office_hours')),
	CONSTRAINT "host_bookings_status_ck" CHECK ("host_bookings"."status" in ('active', 'released')),
	CONSTRAINT "host_bookings_times_ck" CHECK ("host_bookings"."starts_at" < "host_bookings"."ends_at"),
	CONSTRAINT "host_bookings_released_ck" CHECK (("host_bookings"."status" = 'released') = ("host_bookings"."released_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_host_fk" FOREIGN KEY ("incubator_id","host_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_host_fk" FOREIGN KEY ("incubator_id","host_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_host_settings" ADD CONSTRAINT "coaching_host_settings_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_host_settings" ADD CONSTRAINT "coaching_host_settings_host_fk" FOREIGN KEY ("incubator_id","host_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_host_settings" ADD CONSTRAINT "coaching_host_settings_updated_by_fk" FOREIGN KEY ("incubator_id","updated_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("updated_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_host_fk" FOREIGN KEY ("incubator_id","host_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_booked_by_fk" FOREIGN KEY ("incubator_id","booked_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("booked_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_exceptions_host_date_idx" ON "availability_exceptions" USING btree ("incubator_id","host_user_id","date");--> statement-breakpoint
CREATE INDEX "availability_rules_host_idx" ON "availability_rules" USING btree ("incubator_id","host_user_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_host_settings_host_uq" ON "coaching_host_settings" USING btree ("incubator_id","host_user_id");--> statement-breakpoint
CREATE INDEX "host_bookings_host_active_idx" ON "host_bookings" USING btree ("incubator_id","host_user_id","starts_at") WHERE "host_bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "host_bookings_startup_idx" ON "host_bookings" USING btree ("incubator_id","startup_id","starts_at");--> statement-breakpoint
CREATE INDEX "host_bookings_source_idx" ON "host_bookings" USING btree ("incubator_id","source_id");