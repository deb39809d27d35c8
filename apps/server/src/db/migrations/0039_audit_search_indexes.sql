-- migration: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_search_trgm_idx" ON "audit_events" USING gin (("action" || ' ' || "subject_type" || ' ' || coalesce("ip", '') || ' ' || coalesce("actor_pseudonym", '')) gin_trgm_ops);
