-- Hour budgets (issue 17 item 4; docs/contract-coaching.md §2.4): allocations and their minute ledger. Composite
-- foreign keys that set null name their column (ON DELETE SET NULL (col), PostgreSQL 15+) so the tenant column stays;
-- the row-level security block at the end is the one of drizzle/0001_rls.sql (every statement can run again).
CREATE TABLE "hour_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"mentor_user_id" uuid,
	"program_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hour_allocations_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "hour_allocations_scope_uq" UNIQUE NULLS NOT DISTINCT("incubator_id","startup_id","mentor_user_id","program_id"),
	CONSTRAINT "hour_allocations_amount_ck" CHECK ("hour_allocations"."amount" > 0),
	CONSTRAINT "hour_allocations_unit_ck" CHECK ("hour_allocations"."unit" in ('HOUR', 'DAY'))
);
--> statement-breakpoint
CREATE TABLE "hour_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"session_id" uuid,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "hour_ledger_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "hour_ledger_kind_ck" CHECK ("hour_ledger"."kind" in ('allocated', 'pending', 'used', 'released')),
	CONSTRAINT "hour_ledger_minutes_ck" CHECK ("hour_ledger"."minutes" <> 0 and ("hour_ledger"."kind" = 'allocated' or "hour_ledger"."minutes" > 0)),
	CONSTRAINT "hour_ledger_session_ck" CHECK (("hour_ledger"."kind" = 'allocated') = ("hour_ledger"."session_id" is null))
);
--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_startup_fk" FOREIGN KEY ("incubator_id","startup_id") REFERENCES "public"."startups"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_mentor_fk" FOREIGN KEY ("incubator_id","mentor_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_program_fk" FOREIGN KEY ("incubator_id","program_id") REFERENCES "public"."programs"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_allocations" ADD CONSTRAINT "hour_allocations_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_ledger" ADD CONSTRAINT "hour_ledger_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_ledger" ADD CONSTRAINT "hour_ledger_allocation_fk" FOREIGN KEY ("incubator_id","allocation_id") REFERENCES "public"."hour_allocations"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hour_ledger" ADD CONSTRAINT "hour_ledger_session_fk" FOREIGN KEY ("incubator_id","session_id") REFERENCES "public"."coaching_sessions"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hour_allocations_mentor_idx" ON "hour_allocations" USING btree ("incubator_id","mentor_user_id");--> statement-breakpoint
CREATE INDEX "hour_ledger_allocation_idx" ON "hour_ledger" USING btree ("incubator_id","allocation_id","created_at");--> statement-breakpoint
CREATE INDEX "hour_ledger_session_idx" ON "hour_ledger" USING btree ("incubator_id","session_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "hour_allocations", "hour_ledger" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "hour_allocations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "hour_allocations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "hour_allocations";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "hour_allocations"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "hour_ledger" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "hour_ledger" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "hour_ledger";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "hour_ledger"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
