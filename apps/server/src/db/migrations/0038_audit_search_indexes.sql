-- Issue 49: the activity log's free search by its indexes, never the whole trail (audit-trail.repository.ts).
-- Both build on a table that exists: with the migrator that allows it, CREATE INDEX CONCURRENTLY.
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_events_search_trgm_idx" ON "audit_events" USING gin (("action" || ' ' || "subject_type" || ' ' || coalesce("ip", '') || ' ' || coalesce("actor_pseudonym", '')) gin_trgm_ops);