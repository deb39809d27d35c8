-- unaccent() is only STABLE; this wrapper pins its dictionary so it can feed indexes and triggers.
CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- The text-search configuration of a template language: stemming that matches the language.
CREATE OR REPLACE FUNCTION search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE language WHEN 'en' THEN 'english'::regconfig ELSE 'italian'::regconfig END $$;
--> statement-breakpoint
-- Template HTML to searchable text: placeholders and tags become spaces.
CREATE OR REPLACE FUNCTION html_to_search_text(html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(coalesce(html, ''), '\{\{[^}]*\}\}', ' ', 'g'), '<[^>]+>|&[a-z]+;', ' ', 'g') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION templates_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector(search_config(NEW.language), immutable_unaccent(NEW.title)), 'A') ||
    setweight(to_tsvector(search_config(NEW.language), immutable_unaccent(array_to_string(NEW.keywords, ' '))), 'B') ||
    setweight(to_tsvector(search_config(NEW.language), immutable_unaccent(html_to_search_text(NEW.body || ' ' || NEW.discipline))), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(immutable_unaccent(NEW.title || ' ' || array_to_string(NEW.keywords, ' '))), '[^a-z0-9]+') AS w
    WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER templates_search_refresh
  BEFORE INSERT OR UPDATE OF title, keywords, body, discipline, language ON templates
  FOR EACH ROW EXECUTE FUNCTION templates_search_refresh();
