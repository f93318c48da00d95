-- Articles (D-586): the organisation's own help pages. Composite foreign keys that set null name their column
-- (ON DELETE SET NULL (col), PostgreSQL 15+) so the tenant column stays.
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"user_types" text[] NOT NULL,
	"search_config" text DEFAULT 'simple' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "articles_status_ck" CHECK ("articles"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_fk" FOREIGN KEY ("incubator_id","created_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_fk" FOREIGN KEY ("incubator_id","updated_by") REFERENCES "public"."users"("incubator_id","id") ON DELETE SET NULL ("updated_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("incubator_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "articles" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "articles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "articles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "articles";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "articles"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
