-- The texts a customer's free search of contracts reads (title, template title), lowered once
-- and kept beside them (issue 49 §4): ILIKE lowered both of every contract on every call
-- (platform/list/kept-search.ts). An expand step: a nullable column, written by the trigger that
-- keeps the list head (migration 0048) whoever writes. The contracts there are get theirs from a
-- job in batches (agreement-search-texts.ts), never here; until then the search reads a contract
-- without its text column by column, as before.
ALTER TABLE "agreements" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION agreement_keep_list_head() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_head := agreement_list_head(NEW);
  -- The separator is kept-search.ts's KEPT_SEARCH_SEPARATOR, which no term holds.
  NEW.search_text := lower(concat_ws(E'\x1f', NEW.title, NEW.template_title));
  RETURN NEW;
END
$$;
