-- One-on-one event bookings draw on hour budgets (issue 18 item 1; docs/contract-coaching.md §2.4; D-469): a ledger
-- line now belongs to a coaching session OR an event booking (host_bookings of kind event, which makes no session,
-- D-490). hour_ledger already has forced row-level security (0040); a new column needs no new policy.
ALTER TABLE "hour_ledger" DROP CONSTRAINT "hour_ledger_session_ck";--> statement-breakpoint
ALTER TABLE "hour_ledger" ADD COLUMN "host_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "hour_ledger" ADD CONSTRAINT "hour_ledger_host_booking_fk" FOREIGN KEY ("incubator_id","host_booking_id") REFERENCES "public"."host_bookings"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hour_ledger_host_booking_idx" ON "hour_ledger" USING btree ("incubator_id","host_booking_id");--> statement-breakpoint
ALTER TABLE "hour_ledger" ADD CONSTRAINT "hour_ledger_holder_ck" CHECK (case when "hour_ledger"."kind" = 'allocated' then "hour_ledger"."session_id" is null and "hour_ledger"."host_booking_id" is null else num_nonnulls("hour_ledger"."session_id", "hour_ledger"."host_booking_id") = 1 end);