ALTER TABLE "emails" DROP CONSTRAINT "emails_status_ck";--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "scheduled_by" uuid;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "schedule_failure" text;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_scheduled_by_fk" FOREIGN KEY ("incubator_id","scheduled_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("scheduled_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_scheduled_idx" ON "emails" USING btree ("incubator_id","scheduled_at") WHERE "emails"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_scheduled_ck" CHECK ("emails"."status" <> 'scheduled' or "emails"."scheduled_at" is not null);--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_status_ck" CHECK ("emails"."status" in ('draft', 'scheduled', 'sending', 'sent'));