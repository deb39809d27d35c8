-- Keeps title_vector (title + keywords) beside search_vector: matching uses the full vector
-- through its GIN index, ranking only the small one.
CREATE OR REPLACE FUNCTION templates_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.title_vector :=
    setweight(to_tsvector(search_config(NEW.language), immutable_unaccent(NEW.title)), 'A') ||
    setweight(to_tsvector(search_config(NEW.language), immutable_unaccent(array_to_string(NEW.keywords, ' '))), 'B');
  NEW.search_vector :=
    NEW.title_vector ||
    setweight(to_tsvector(search_config(NEW.language), immutable_unaccent(html_to_search_text(NEW.body || ' ' || NEW.discipline))), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(immutable_unaccent(NEW.title || ' ' || array_to_string(NEW.keywords, ' '))), '[^a-z0-9]+') AS w
    WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Existing rows: touching the title fires the trigger.
UPDATE templates SET title = title;
