-- The organisation's activity feed (/organization/feed, flag activityFeed, D-581): posts, likes and comments. Row-level
-- security at the end (the block of drizzle/0001_rls.sql; see the rule in src/db/schema/index.ts). The activity log's
-- created_at goes to the millisecond like the feed's: both are paged by (created_at, id) with core/seek-cursor.ts.
CREATE TABLE "feed_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_post_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"pinned_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "feed_posts_incubator_id_id_uq" UNIQUE("incubator_id","id")
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "activity_logs" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_post_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."feed_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_author_fk" FOREIGN KEY ("incubator_id","author_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_likes" ADD CONSTRAINT "feed_post_likes_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_likes" ADD CONSTRAINT "feed_post_likes_post_fk" FOREIGN KEY ("incubator_id","post_id") REFERENCES "public"."feed_posts"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_likes" ADD CONSTRAINT "feed_post_likes_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_author_fk" FOREIGN KEY ("incubator_id","author_user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comments_post_idx" ON "feed_comments" USING btree ("incubator_id","post_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_post_likes_post_user_uq" ON "feed_post_likes" USING btree ("incubator_id","post_id","user_id");--> statement-breakpoint
CREATE INDEX "feed_posts_stream_idx" ON "feed_posts" USING btree ("incubator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_posts_pinned_idx" ON "feed_posts" USING btree ("incubator_id","pinned_at") WHERE "feed_posts"."pinned_at" is not null;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "feed_posts" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "feed_posts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "feed_posts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "feed_posts";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feed_posts"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "feed_post_likes" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "feed_post_likes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "feed_post_likes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "feed_post_likes";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feed_post_likes"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "feed_comments" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "feed_comments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "feed_comments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "feed_comments";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "feed_comments"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
