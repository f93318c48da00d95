CREATE TABLE "course_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_chapters_course_id_uq" UNIQUE("incubator_id","course_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_lesson_completions" (
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lesson_completions_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text,
	"duration_minutes" integer,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_course_id_uq" UNIQUE("incubator_id","course_id","id"),
	CONSTRAINT "course_lessons_duration_ck" CHECK ("course_lessons"."duration_minutes" is null or "course_lessons"."duration_minutes" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "courses_incubator_id_id_uq" UNIQUE("incubator_id","id"),
	CONSTRAINT "courses_status_ck" CHECK ("courses"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_fk" FOREIGN KEY ("incubator_id","course_id") REFERENCES "public"."courses"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_completions" ADD CONSTRAINT "course_lesson_completions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_completions" ADD CONSTRAINT "course_lesson_completions_lesson_fk" FOREIGN KEY ("incubator_id","course_id","lesson_id") REFERENCES "public"."course_lessons"("incubator_id","course_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_completions" ADD CONSTRAINT "course_lesson_completions_user_fk" FOREIGN KEY ("incubator_id","user_id") REFERENCES "public"."users"("incubator_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_chapter_fk" FOREIGN KEY ("incubator_id","course_id","chapter_id") REFERENCES "public"."course_chapters"("incubator_id","course_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("incubator_id","course_id","position");--> statement-breakpoint
CREATE INDEX "course_lesson_completions_course_idx" ON "course_lesson_completions" USING btree ("incubator_id","course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_lesson_completions_lesson_idx" ON "course_lesson_completions" USING btree ("incubator_id","lesson_id");--> statement-breakpoint
CREATE INDEX "course_lessons_chapter_idx" ON "course_lessons" USING btree ("incubator_id","chapter_id","position");--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("incubator_id","status","published_at");--> statement-breakpoint
CREATE INDEX "courses_updated_idx" ON "courses" USING btree ("incubator_id","updated_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "courses" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "courses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "courses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "courses";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "courses"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "course_chapters" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "course_chapters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "course_chapters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "course_chapters";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "course_chapters"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "course_lessons" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "course_lessons" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "course_lessons" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "course_lessons";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "course_lessons"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON TABLE "course_lesson_completions" TO hatchery_app;
--> statement-breakpoint
ALTER TABLE "course_lesson_completions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "course_lesson_completions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DROP POLICY IF EXISTS tenant_isolation ON "course_lesson_completions";
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "course_lesson_completions"
  USING (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid)
  WITH CHECK (incubator_id = NULLIF(current_setting('app.incubator_id', true), '')::uuid);
