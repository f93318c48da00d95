-- D-161: startup names are unique per tenant whatever their case. A database written before the rule may hold two
-- startups whose names differ only in case; every one after the first (oldest first) gets " (2)", " (3)", … so the
-- index can be built — nothing is deleted. Row-level security is forced on startups, so the rows are renamed tenant by
-- tenant with the tenant setting the policies read (as in 0011). Can run again.
DO $$
DECLARE
  tenant uuid;
BEGIN
  FOR tenant IN SELECT id FROM incubators LOOP
    PERFORM set_config('app.incubator_id', tenant::text, true);
    UPDATE startups s
       SET name = s.name || ' (' || d.n || ')'
      FROM (
        SELECT id, row_number() OVER (PARTITION BY lower(name) ORDER BY created_at, id) AS n
          FROM startups
         WHERE incubator_id = tenant
      ) d
     WHERE d.id = s.id AND d.n > 1;
  END LOOP;
  PERFORM set_config('app.incubator_id', '', true);
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "startups_incubator_lower_name_uq" ON "startups" USING btree ("incubator_id",lower("name"));
