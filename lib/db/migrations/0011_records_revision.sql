ALTER TABLE "organizations" ADD COLUMN "records_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Raises the organization's records revision once per transaction that changed any of its records. Deferred to
-- the commit, so the organization's row is locked last, after every record the transaction changed (no lock-order
-- deadlock with a concurrent writer), and in one step however many rows a statement wrote.
CREATE FUNCTION "revise_organization_records"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
  revised text := coalesce(current_setting('records.revised', true), '');
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD.organization_id;
  ELSE
    changed := NEW.organization_id;
  END IF;
  IF strpos(revised, changed::text) = 0 THEN
    UPDATE "organizations" SET "records_revision" = "records_revision" + 1 WHERE "id" = changed;
    PERFORM set_config('records.revised', revised || changed::text || ' ', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  record_table text;
BEGIN
  FOREACH record_table IN ARRAY ARRAY['activity', 'api_keys', 'audits', 'ccpa_issues', 'control_states', 'evidence', 'evidence_controls', 'evidence_files', 'invitations', 'members', 'organization_frameworks', 'policies', 'policy_comments', 'policy_versions', 'reports'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revise_organization_records"()',
      record_table || '_revises_records',
      record_table
    );
  END LOOP;
END $$;
