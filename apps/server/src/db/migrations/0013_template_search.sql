-- Free search reads a narrow copy of the public versions (docs/decisions/0007): the vectors move
-- from templates to template_search, kept by an AFTER trigger instead of the BEFORE one.
DROP TRIGGER IF EXISTS "templates_search_refresh" ON "templates";--> statement-breakpoint
DROP FUNCTION IF EXISTS templates_search_refresh();--> statement-breakpoint
CREATE TABLE "template_search" (
	"id" bigint PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"module" text NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "templates_search_en_idx";--> statement-breakpoint
DROP INDEX "templates_search_other_idx";--> statement-breakpoint
ALTER TABLE "template_search" ADD CONSTRAINT "template_search_id_templates_id_fk" FOREIGN KEY ("id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_search_en_idx" ON "template_search" USING gin ("search_vector") WITH (fastupdate=off) WHERE "template_search"."language" = 'en';--> statement-breakpoint
CREATE INDEX "template_search_other_idx" ON "template_search" USING gin ("search_vector") WITH (fastupdate=off) WHERE "template_search"."language" <> 'en';--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "templates" DROP COLUMN "title_vector";--> statement-breakpoint
CREATE OR REPLACE FUNCTION template_search_refresh() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  config regconfig;
  heading tsvector;
BEGIN
  IF NEW.status <> 'public' THEN
    DELETE FROM template_search WHERE id = NEW.id;
    RETURN NULL;
  END IF;
  config := search_config(NEW.language);
  heading :=
    setweight(to_tsvector(config, immutable_unaccent(NEW.title)), 'A') ||
    setweight(to_tsvector(config, immutable_unaccent(array_to_string(NEW.keywords, ' '))), 'B');
  INSERT INTO template_search (id, title, language, module, title_vector, search_vector)
    VALUES (NEW.id, NEW.title, NEW.language, NEW.module, heading,
      heading || setweight(to_tsvector(config, immutable_unaccent(html_to_search_text(NEW.body || ' ' || NEW.discipline))), 'C'))
  ON CONFLICT (id) DO UPDATE SET
    title = EXCLUDED.title,
    language = EXCLUDED.language,
    module = EXCLUDED.module,
    title_vector = EXCLUDED.title_vector,
    search_vector = EXCLUDED.search_vector;
  -- The words typo tolerance suggests (template-search.ts): only what customers can find.
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(lower(immutable_unaccent(NEW.title || ' ' || array_to_string(NEW.keywords, ' '))), '[^a-z0-9]+') AS w
    WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER template_search_refresh
  AFTER INSERT OR UPDATE OF status, title, keywords, body, discipline, language, module ON templates
  FOR EACH ROW EXECUTE FUNCTION template_search_refresh();
--> statement-breakpoint
-- The versions already public: naming the status in SET fires the trigger.
UPDATE templates SET status = status WHERE status = 'public';
--> statement-breakpoint
-- The public templates matching a free search (template.repository.ts), each by the query stemmed
-- in its own language's configuration, ranked on the small title vector. One branch per
-- configuration, each answered by its partial search index. The settings hold only while the
-- function runs, so the search is one statement, no transaction: the planner misprices a
-- sequential scan (every row's vector decompressed to test it) and parallel workers' start-up,
-- and would choose either for a broad query. The queries arrive as tsquery values: stemmed once
-- per call, not once per row. PL/pgSQL keeps the query's plan per connection: a SQL-language
-- function is planned at every call and took twice as long for 4,000 matches.
CREATE OR REPLACE FUNCTION search_public_templates(english tsquery, italian tsquery)
  RETURNS TABLE (id bigint, title text, language text, module text, rank real)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off
  SET max_parallel_workers_per_gather = 0
  AS $$
  BEGIN
    RETURN QUERY
      SELECT s.id, s.title, s.language, s.module, ts_rank(s.title_vector, english)
      FROM template_search s WHERE s.language = 'en' AND s.search_vector @@ english
      UNION ALL
      SELECT s.id, s.title, s.language, s.module, ts_rank(s.title_vector, italian)
      FROM template_search s WHERE s.language <> 'en' AND s.search_vector @@ italian;
  END
  $$;
