-- The editors' constants as their list writes them, kept beside them (issue 49 §4): the list typed
-- each series' jsonb as text on every call (22 kB a page), two thirds of its time in PostgreSQL.
-- An expand step: a nullable column, the trigger that keeps it whoever writes, and its value for
-- the rows there are (a handful of series: one statement, not a long backfill).
ALTER TABLE "calculator_constants" ADD COLUMN "list_row" text;--> statement-breakpoint
-- The row as `to_json` of the list's columns writes it, the timestamp as JavaScript's
-- toISOString does (platform/list/json-list.ts, isoTimestamp).
CREATE OR REPLACE FUNCTION calculator_constant_list_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT to_json(item)::text INTO NEW.list_row
    FROM (SELECT NEW.id AS id, NEW.slug AS slug, NEW.title AS title, NEW.unit AS unit, NEW.source AS source,
      NEW."values" AS "values",
      to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at) AS item;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calculator_constants_list_row BEFORE INSERT OR UPDATE ON calculator_constants
  FOR EACH ROW EXECUTE FUNCTION calculator_constant_list_row();
--> statement-breakpoint
UPDATE calculator_constants SET list_row = NULL;
