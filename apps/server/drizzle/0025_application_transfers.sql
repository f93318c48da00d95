-- Lead hand-over links (D-300). Composite SET NULL names its column (PostgreSQL 15+) so incubator_id is kept; RLS below.
CREATE TABLE "application_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"email" text NOT NULL,
	"target_user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_transfers" ADD CONSTRAINT "application_transfers_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_transfers" ADD CONSTRAINT "application_transfers_application_fk" FOREIGN KEY ("incubator_id","application_id") REFERENCES "public"."applications"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_transfers" ADD CONSTRAINT "application_transfers_target_fk" FOREIGN KEY ("incubator_id","target_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_transfers" ADD CONSTRAINT "application_transfers_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_transfers_token_uq" ON "application_transfers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_transfers_application_idx" ON "application_transfers" USING btree ("incubator_id","application_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "application_transfers" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "application_transfers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "application_transfers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "application_transfers";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "application_transfers"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
