ALTER TABLE "help_articles" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "section" text DEFAULT 'workspace' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "search_config" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;