-- migration: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_subject_at_idx" ON "audit_events" USING btree ("subject_type","at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "audit_events_own_text_trgm_idx" ON "audit_events" USING gin ((coalesce("ip", '') || ' ' || coalesce("actor_pseudonym", '')) gin_trgm_ops);
