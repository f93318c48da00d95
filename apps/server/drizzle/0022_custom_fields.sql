CREATE TABLE "custom_field_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"startup_id" uuid,
	"user_id" uuid,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_values_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "custom_field_values_one_record_ck" CHECK (("custom_field_values"."startup_id" is null) <> ("custom_field_values"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"target" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"label" jsonb NOT NULL,
	"help_text" jsonb,
	"category" text,
	"required" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'staff' NOT NULL,
	"validations" jsonb,
	"options" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"shown_in_profile" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "custom_fields_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "custom_fields_slug_uq" UNIQUE("incubator_id","target","slug"),
	CONSTRAINT "custom_fields_target_ck" CHECK ("custom_fields"."target" in ('startup', 'user', 'application')),
	CONSTRAINT "custom_fields_visibility_ck" CHECK ("custom_fields"."visibility" in ('staff', 'members', 'profile'))
);
--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_fk" FOREIGN KEY ("incubator_id","field_id") REFERENCES "public"."custom_fields"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_updated_by_fk" FOREIGN KEY ("incubator_id","updated_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_startup_uq" ON "custom_field_values" USING btree ("incubator_id","startup_id","field_id") WHERE "custom_field_values"."startup_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_user_uq" ON "custom_field_values" USING btree ("incubator_id","user_id","field_id") WHERE "custom_field_values"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "custom_field_values_field_idx" ON "custom_field_values" USING btree ("incubator_id","field_id");--> statement-breakpoint
CREATE INDEX "custom_fields_target_position_idx" ON "custom_fields" USING btree ("incubator_id","target","position");