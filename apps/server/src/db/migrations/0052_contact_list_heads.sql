-- A contact as the address book's list writes it, kept beside it (issue 49 §4), as the contracts'
-- are (migration 0048): to_json of its columns, its party's data (jsonb) and two timestamps
-- written as text, was half of a searched page's time in PostgreSQL and most of the unpaged
-- list's. And the texts its free search reads, lowered once here: ILIKE lowered each of them on
-- every call (platform/list/kept-search.ts). An expand step on a customer's table: nullable
-- columns and the trigger that keeps them whoever writes (an import's updates too). The contacts
-- there are get theirs from a job in batches (contact-list-heads.ts), never here; until then the
-- list writes a missing head as this function does, and searches a contact without its text
-- column by column.
ALTER TABLE "address_book_contacts" ADD COLUMN "list_head" text;--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD COLUMN "search_text" text;--> statement-breakpoint
-- The object without its closing brace, as the other kept heads: the list closes it.
-- The timestamps as JavaScript's toISOString writes them (platform/list/json-list.ts, isoTimestamp).
-- PL/pgSQL, so that the list's statement calls it only for a contact without its head, never inlines it.
CREATE OR REPLACE FUNCTION contact_list_head(c address_book_contacts) RETURNS text
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT left(to_json(item)::text, -1)
    FROM (SELECT c.id AS id, c.typology AS typology, c.data AS data, c.title AS title, c.letter AS letter,
      to_char(c.date_create AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date_create,
      to_char(c.date_last_modify AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date_last_modify) AS item);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_keep_list_head() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_head := contact_list_head(NEW);
  -- The separator is kept-search.ts's KEPT_SEARCH_SEPARATOR, which no term holds.
  NEW.search_text := lower(concat_ws(E'\x1f', NEW.title, NEW.fiscal_code, NEW.vat_number));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER address_book_contacts_list_head BEFORE INSERT OR UPDATE ON address_book_contacts
  FOR EACH ROW EXECUTE FUNCTION contact_keep_list_head();
