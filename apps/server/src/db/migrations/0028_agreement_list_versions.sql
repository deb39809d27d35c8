CREATE TABLE "agreement_list_versions" (
	"owner_id" bigint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_by" bigint
);
--> statement-breakpoint
-- Moves a customer's agreement-list version on when a change to their agreements commits
-- (decision 0024), once per transaction and customer, however many rows. Deferred to the commit,
-- like the catalogue's version (0027): the version and the change become visible together, so a
-- page read after the version can never be older than it. For an account deleted in the same
-- transaction (its agreements go by cascade), the row is removed instead.
CREATE OR REPLACE FUNCTION agreement_list_version_bump(owner bigint) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = owner) THEN
    DELETE FROM agreement_list_versions WHERE owner_id = owner;
    RETURN;
  END IF;
  INSERT INTO agreement_list_versions AS v (owner_id, version, changed_by)
    VALUES (owner, 1, txid_current())
    ON CONFLICT (owner_id) DO UPDATE SET version = v.version + 1, changed_by = txid_current()
    WHERE v.changed_by IS DISTINCT FROM txid_current();
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agreement_list_version_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM agreement_list_version_bump(OLD.owner_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.owner_id <> OLD.owner_id) THEN
    PERFORM agreement_list_version_bump(NEW.owner_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER agreement_list_version_agreements AFTER INSERT OR UPDATE OR DELETE ON "agreements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION agreement_list_version_changed();
