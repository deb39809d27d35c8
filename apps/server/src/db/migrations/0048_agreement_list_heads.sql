-- A contract as its customer's list and the editors' list write it, up to its template version's
-- state, kept beside it (issue 49 §4): to_json of its columns, two timestamps written as text,
-- was a third of the lists' time in PostgreSQL (decision 0036). An expand step on a customer's
-- table: a nullable column and the trigger that keeps it whoever writes. The rows there are get
-- theirs from a job in batches (agreement-list-heads.ts), never here; until then the lists write
-- a missing head as this function does.
ALTER TABLE "agreements" ADD COLUMN "list_head" text;--> statement-breakpoint
-- The object's first keys without its closing brace: each list appends what it reads elsewhere.
-- The timestamps as JavaScript's toISOString writes them (platform/list/json-list.ts, isoTimestamp).
-- PL/pgSQL, so that a list's statement calls it only for a row without its head, never inlines it.
CREATE OR REPLACE FUNCTION agreement_list_head(a agreements) RETURNS text
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT left(to_json(item)::text, -1)
    FROM (SELECT a.id AS id, a.title AS title, a.template_id AS template, a.template_title AS template_title,
      a.template_language AS template_language, a.is_valid AS is_valid,
      to_char(a.date_create AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date_create,
      to_char(a.date_last_modify AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date_last_modify,
      a.status AS status) AS item);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agreement_keep_list_head() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_head := agreement_list_head(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agreements_list_head BEFORE INSERT OR UPDATE ON agreements
  FOR EACH ROW EXECUTE FUNCTION agreement_keep_list_head();
