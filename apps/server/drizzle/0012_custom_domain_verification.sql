ALTER TABLE "incubators" DROP CONSTRAINT "incubators_custom_domain_unique";--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "pending_custom_domain" text;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "custom_domain_token" text;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "custom_domain_requested_at" timestamp with time zone;--> statement-breakpoint
-- Existing custom domains (D-84). They were set without proof, but the old rules already kept them unique and
-- lower case; what made them dangerous is that they could name a host of the slug rule. Here they are normalised
-- (lower case, no port, no trailing dot) and cleared when they are not a plain host name, are localhost or under it,
-- are an IP address, or now collide with another organisation's (no proof says which of the two owns it). What is
-- left is kept as verified, so organisations already served on their domain are not cut off; those that fall under
-- PUBLIC_URL's host or an API host — which depend on the configuration, not known here — are cleared at every start
-- by clearSlugSpaceDomains (src/modules/settings/custom-domain-sweep.ts).
UPDATE "incubators"
SET "custom_domain" = NULLIF(regexp_replace(regexp_replace(lower(btrim("custom_domain")), ':[0-9]{1,5}$', ''), '\.$', ''), '')
WHERE "custom_domain" IS NOT NULL;--> statement-breakpoint
UPDATE "incubators" SET "custom_domain" = NULL
WHERE "custom_domain" IS NOT NULL AND (
  length("custom_domain") NOT BETWEEN 4 AND 253
  OR "custom_domain" !~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$'
  OR "custom_domain" = 'localhost' OR "custom_domain" LIKE '%.localhost'
);--> statement-breakpoint
UPDATE "incubators" SET "custom_domain" = NULL
WHERE "custom_domain" IN (
  SELECT "custom_domain" FROM "incubators" WHERE "custom_domain" IS NOT NULL GROUP BY "custom_domain" HAVING count(*) > 1
);--> statement-breakpoint
UPDATE "incubators" SET "custom_domain_verified_at" = now() WHERE "custom_domain" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "incubators_verified_domain_unique" ON "incubators" USING btree (lower("custom_domain"));