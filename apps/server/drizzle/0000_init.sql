CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'feature' NOT NULL,
	CONSTRAINT "feature_flags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "incubators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo" text,
	"logo_square" text,
	"white_logo" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"address" text,
	"allow_user_self_delete" boolean DEFAULT false NOT NULL,
	"allow_write_in_option_in_user_skills" boolean DEFAULT false NOT NULL,
	"gtm_id" text,
	"incubator_seo" jsonb DEFAULT '{"active":false}'::jsonb NOT NULL,
	"terms_url" text,
	"custom_login" jsonb DEFAULT '{"active":false}'::jsonb NOT NULL,
	"general_email" text,
	"support_email" text,
	"brand_palette" jsonb NOT NULL,
	"login_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"startup_name_alternative" jsonb DEFAULT '{"active":false,"label":[]}'::jsonb NOT NULL,
	"sso_config" jsonb DEFAULT '{"enabled":false,"oauthConnections":[]}'::jsonb NOT NULL,
	"max_sessions_per_user" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubators_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "incubator_feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"flag_name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "incubator_feature_flags_incubator_flag_uq" UNIQUE("incubator_id","flag_name")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_access" jsonb DEFAULT '{"roles":[],"visibilitySettings":"NONE"}'::jsonb NOT NULL,
	"startup_access" jsonb DEFAULT '{"visibilitySettings":"NONE"}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"auth_token_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"full_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"avatar" text,
	"cover" text,
	"headline" text,
	"bio" text,
	"word_from" text,
	"timezone" text,
	"language" text,
	"country" text,
	"country_origin" text,
	"gender" text,
	"birthday" date,
	"expertise" text,
	"status" text DEFAULT 'active' NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_validated" boolean DEFAULT false NOT NULL,
	"work_status" text,
	"is_lead" boolean DEFAULT false NOT NULL,
	"chat_notification" boolean DEFAULT true NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "users_incubator_email_uq" UNIQUE("incubator_id","email"),
	CONSTRAINT "users_email_lower_ck" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"starts_on" date,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "startup_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"person_group" text DEFAULT 'cofounder' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_people_startup_user_uq" UNIQUE("incubator_id","startup_id","user_id"),
	CONSTRAINT "startup_people_group_ck" CHECK ("startup_people"."person_group" in ('cofounder', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "startup_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_programs_startup_program_uq" UNIQUE("incubator_id","startup_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "startups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"website" text,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"initial_categorization_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startups_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_assigned_startups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_assigned_startups_user_startup_uq" UNIQUE("incubator_id","user_id","startup_id")
);
--> statement-breakpoint
ALTER TABLE "incubator_feature_flags" ADD CONSTRAINT "incubator_feature_flags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_feature_flags" ADD CONSTRAINT "incubator_feature_flags_flag_name_feature_flags_name_fk" FOREIGN KEY ("flag_name") REFERENCES "public"."feature_flags"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_auth_token_id_auth_tokens_id_fk" FOREIGN KEY ("auth_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_fk" FOREIGN KEY ("incubator_id","role_id") REFERENCES "public"."roles"("incubator_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_people" ADD CONSTRAINT "startup_people_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_people" ADD CONSTRAINT "startup_people_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_people" ADD CONSTRAINT "startup_people_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_programs" ADD CONSTRAINT "startup_programs_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assigned_startups" ADD CONSTRAINT "user_assigned_startups_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assigned_startups" ADD CONSTRAINT "user_assigned_startups_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assigned_startups" ADD CONSTRAINT "user_assigned_startups_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_incubator_user_idx" ON "auth_tokens" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "roles_incubator_type_idx" ON "roles" USING btree ("incubator_id","type");--> statement-breakpoint
CREATE INDEX "user_sessions_incubator_user_status_idx" ON "user_sessions" USING btree ("incubator_id","user_id","status");--> statement-breakpoint
CREATE INDEX "user_sessions_auth_token_idx" ON "user_sessions" USING btree ("auth_token_id");--> statement-breakpoint
CREATE INDEX "users_incubator_role_idx" ON "users" USING btree ("incubator_id","role_id");--> statement-breakpoint
CREATE INDEX "users_incubator_status_idx" ON "users" USING btree ("incubator_id","status");--> statement-breakpoint
CREATE INDEX "programs_incubator_name_idx" ON "programs" USING btree ("incubator_id","name");--> statement-breakpoint
CREATE INDEX "startup_people_incubator_user_idx" ON "startup_people" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "startup_programs_incubator_program_idx" ON "startup_programs" USING btree ("incubator_id","program_id");--> statement-breakpoint
CREATE INDEX "startups_incubator_name_idx" ON "startups" USING btree ("incubator_id","name");--> statement-breakpoint
CREATE INDEX "user_assigned_startups_incubator_startup_idx" ON "user_assigned_startups" USING btree ("incubator_id","startup_id");