import { type SQLWrapper, sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/identity.table";

/**
 * The event's texts the free search reads, in one: what its trigram index holds. A match of it
 * may straddle two texts, so a search checks each text too (audit-trail.repository.ts).
 */
export const auditSearchText = (
  t: Record<"action" | "subject_type" | "ip" | "actor_pseudonym", SQLWrapper>,
) =>
  sql`(${t.action} || ' ' || ${t.subject_type} || ' ' || coalesce(${t.ip}, '') || ' ' || coalesce(${t.actor_pseudonym}, ''))`;

/**
 * The event's own texts, the codes aside: its address and a deleted account's pseudonym. The
 * codes are found by their words (the action's and the record's indexes); indexed alone, a term
 * such as «user» does not read every sign-in to find the few addresses that hold it.
 */
export const auditOwnText = (t: Record<"ip" | "actor_pseudonym", SQLWrapper>) =>
  sql`(coalesce(${t.ip}, '') || ' ' || coalesce(${t.actor_pseudonym}, ''))`;

/**
 * Who did what, when, to which object, from which address: kept for accountability (sign-ins,
 * content changes, exports of personal data, deleted accounts), written in the same transaction
 * as the change it records.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actor_id: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /**
     * Stands for the actor once their account is deleted (issue 35): the same for all of one
     * person's events, and no way back to who they were.
     */
    actor_pseudonym: text("actor_pseudonym"),
    action: text("action").notNull(),
    subject_type: text("subject_type").notNull(),
    subject_id: bigint("subject_id", { mode: "number" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** The caller's address, when the event came from a request. */
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The event as the editors' list writes it, up to its actor (migration 0050): kept by its
     * trigger on every insert and change, given to older events by a job (audit-list-heads.ts).
     */
    list_head: text("list_head"),
  },
  (t) => [
    index("audit_events_actor_action_idx").on(t.actor_id, t.action, t.at),
    // The trail's list, newest first with its tie-breaker (issue 35).
    index("audit_events_at_id_idx").on(t.at, t.id),
    index("audit_events_action_at_idx").on(t.action, t.at),
    // The free search's record kinds (issue 49), and one record's history.
    index("audit_events_subject_idx").on(t.subject_type, t.subject_id),
    // The free search's texts, by trigrams (issue 49): it never reads the whole trail.
    index("audit_events_search_trgm_idx").using("gin", sql`${auditSearchText(t)} gin_trgm_ops`),
    // The free search's prepared statement (issue 49 §4): each alternative read in the trail's
    // order, newest first, by its own index, so that its plan holds whatever the term.
    index("audit_events_subject_at_idx").on(t.subject_type, t.at),
    index("audit_events_actor_at_idx").on(t.actor_id, t.at),
    index("audit_events_own_text_trgm_idx").using("gin", sql`${auditOwnText(t)} gin_trgm_ops`),
  ],
);
