-- migration: no-transaction
-- The e-mails whose sending ended, by when it ended: the nightly retention (audit-retention.ts)
-- deletes those past AUDIT_RETENTION_DAYS oldest first, a batch at a time, without reading the
-- whole outbox. Built concurrently: the outbox takes the e-mails of a running release meanwhile.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "mail_outbox_finished_idx" ON "mail_outbox" USING btree ("finished_at") WHERE "mail_outbox"."status" in ('sent', 'failed');
