-- Issue 18 wave 2 (D-486): one-on-one event bookings hold their host's time in coaching's host_bookings (kind event),
-- so host_bookings_no_overlap keeps a host from being double-booked across sessions and events. The key to the event
-- is written here, not in the schema (coaching.ts and events.ts would import each other); like the other composite
-- SET NULL keys it names its column (PostgreSQL 15+), so the booking keeps its tenant when its event is deleted.
ALTER TABLE "host_bookings" DROP CONSTRAINT "host_bookings_kind_ck";--> statement-breakpoint
ALTER TABLE "host_bookings" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE INDEX "host_bookings_event_idx" ON "host_bookings" USING btree ("incubator_id","event_id","starts_at");--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_event_ck" CHECK ("host_bookings"."kind" = 'event' or "host_bookings"."event_id" is null);--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_kind_ck" CHECK ("host_bookings"."kind" in ('session', 'invitation', 'office_hours', 'event'));--> statement-breakpoint
ALTER TABLE "host_bookings" ADD CONSTRAINT "host_bookings_event_fk" FOREIGN KEY ("incubator_id","event_id") REFERENCES "public"."incubator_events"("incubator_id","id") ON DELETE SET NULL ("event_id") ON UPDATE no action;
