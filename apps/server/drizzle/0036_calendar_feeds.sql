-- The private calendar feed (issue 17 item 6; docs/contract-coaching.md §2.6, D-473): one row per address made, the
-- token kept as its SHA-256; at most one live address per person. Row-level security at the end (the block of
-- drizzle/0001_rls.sql; see the rule in src/db/schema/index.ts).
CREATE TABLE "calendar_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feed_tokens_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_token_uq" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_user_idx" ON "calendar_feed_tokens" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_live_uq" ON "calendar_feed_tokens" USING btree ("incubator_id","user_id") WHERE "calendar_feed_tokens"."revoked_at" is null;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "calendar_feed_tokens" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "calendar_feed_tokens";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calendar_feed_tokens"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
