-- The update each template version's contracts are offered (issue 18's update_available), kept
-- beside the version (issue 49 §4): a contract list read it by searching the family for every
-- contract. An expand step: a nullable column, the trigger that keeps it whoever writes the
-- templates, and its values for the versions there are (one statement over a table of some
-- thousands of rows, not a long backfill).
ALTER TABLE "templates" ADD COLUMN "update_offered" json;--> statement-breakpoint
-- A family's versions: each one's offer is the family's public version, when it is newer and a
-- version published since this one was not minor (typo fixes alone offer no update).
CREATE OR REPLACE FUNCTION template_updates_refresh(for_family bigint) RETURNS void
  LANGUAGE sql AS $$
  UPDATE templates SET update_offered = fresh.offered
    FROM (SELECT v.id,
      (SELECT json_build_object('template', n.id, 'version', n.version)
         FROM templates n
        WHERE n.family_id = v.family_id AND n.status = 'public' AND n.version > v.version
          AND EXISTS (
            SELECT 1 FROM templates b
             WHERE b.family_id = v.family_id
               AND b.version > v.version
               AND b.version <= n.version
               AND b.published_at IS NOT NULL
               AND NOT b.minor)
        LIMIT 1) AS offered
      FROM templates v WHERE v.family_id = for_family) AS fresh
   WHERE templates.id = fresh.id
     AND templates.update_offered::text IS DISTINCT FROM fresh.offered::text
$$;
--> statement-breakpoint
-- A version added, removed, published, archived, renumbered or marked minor: its family's offers
-- change. The refresh writes only `update_offered`, which does not fire this trigger again.
CREATE OR REPLACE FUNCTION templates_update_offered() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.family_id IS NOT NULL THEN
    PERFORM template_updates_refresh(OLD.family_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.family_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW.family_id IS DISTINCT FROM OLD.family_id) THEN
    PERFORM template_updates_refresh(NEW.family_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER templates_update_offered
  AFTER INSERT OR DELETE OR UPDATE OF family_id, version, status, minor, published_at ON templates
  FOR EACH ROW EXECUTE FUNCTION templates_update_offered();
--> statement-breakpoint
SELECT template_updates_refresh(f.family_id)
  FROM (SELECT DISTINCT family_id FROM templates WHERE family_id IS NOT NULL) AS f;
