-- An event of the activity log as the editors' list writes it, kept beside it (issue 49 §4), as
-- the contracts' are (migration 0048): to_json of its columns, with its moment written as text,
-- was the largest part of the trail's pages in PostgreSQL. An expand step: a nullable column and
-- the trigger that keeps it whoever writes (an erasure's update too, which strips the address and
-- the data). The events there are get theirs from a job in batches (audit-list-heads.ts), never
-- here; until then the list writes a missing head as this function does.
ALTER TABLE "audit_events" ADD COLUMN "list_head" text;--> statement-breakpoint
-- The object's first keys without its closing brace: the list appends the actor, read from the
-- user's name (it changes; a deleted account's events go by the pseudonym), and the data of an
-- event that queued an e-mail, which show whether it went (the outbox's status, issue 49 §5).
-- The moment as JavaScript's toISOString writes it (platform/list/json-list.ts, isoTimestamp).
-- PL/pgSQL, so that a list's statement calls it only for an event without its head, never inlines it.
CREATE OR REPLACE FUNCTION audit_event_list_head(e audit_events) RETURNS text
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF e.data ? 'mail_id' THEN
    RETURN (SELECT left(to_json(item)::text, -1)
      FROM (SELECT e.id AS id, e.actor_id AS actor_id, e.action AS action, e.subject_type AS subject_type,
        e.subject_id AS subject_id, e.ip AS ip,
        to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at) AS item);
  END IF;
  RETURN (SELECT left(to_json(item)::text, -1)
    FROM (SELECT e.id AS id, e.actor_id AS actor_id, e.action AS action, e.subject_type AS subject_type,
      e.subject_id AS subject_id, e.ip AS ip, e.data AS data,
      to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at) AS item);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_event_keep_list_head() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_head := audit_event_list_head(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_list_head BEFORE INSERT OR UPDATE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_event_keep_list_head();
