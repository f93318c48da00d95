-- Application values of custom fields (D-360): a third record kind. custom_field_values keeps its forced RLS of
-- 0023_custom_fields_rls.sql (the policy is per table, so the new column is covered).
ALTER TABLE "custom_field_values" DROP CONSTRAINT "custom_field_values_one_record_ck";--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_application_uq" ON "custom_field_values" USING btree ("incubator_id","application_id","field_id") WHERE "custom_field_values"."application_id" is not null;--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_one_record_ck" CHECK (num_nonnulls("custom_field_values"."startup_id", "custom_field_values"."user_id", "custom_field_values"."application_id") = 1);