ALTER TABLE "incubator_event_attendees" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD COLUMN "waitlist_seq" integer;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "incubator_event_attendees_waitlist_uq" ON "incubator_event_attendees" USING btree ("incubator_id","event_id","waitlist_seq") WHERE "incubator_event_attendees"."waitlist_seq" is not null;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_waitlist_ck" CHECK (("incubator_event_attendees"."waitlisted_at" is null) = ("incubator_event_attendees"."waitlist_seq" is null));