-- Accent-insensitive search ("perche" finds "perché") and trigram similarity (typo tolerance).
-- Both are trusted extensions: a database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
