-- D-87: a file attached to a timeline post now says so in files.reference_type / reference_id ('timelineItem', the
-- post's id), so who may read it follows the post. Files linked before this migration get the reference of their
-- (first) post. Row-level security is forced on both tables, so the rows are updated tenant by tenant with the
-- tenant setting the policies read (a migrating role without BYPASSRLS would otherwise see no rows). Can run again.
DO $$
DECLARE
  tenant uuid;
BEGIN
  FOR tenant IN SELECT id FROM incubators LOOP
    PERFORM set_config('app.incubator_id', tenant::text, true);
    UPDATE files f
       SET reference_type = 'timelineItem', reference_id = a.event_id::text
      FROM timeline_event_attachments a
     WHERE a.file_id = f.id
       AND a.incubator_id = f.incubator_id
       AND f.reference_type IS NULL;
  END LOOP;
  PERFORM set_config('app.incubator_id', '', true);
END $$;
