import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  type AuditEvent,
  auditActionLabel,
  type Language,
} from "@app/contracts";
import { ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client";
import { auditEvents } from "../../../platform/audit/audit.table";
import { users } from "../../../platform/auth/identity.table";
import { declareList } from "../../../platform/list/declare-list";
import { type JsonRowShape, runJsonList } from "../../../platform/list/json-list";
import { containsPattern, type ParsedListQuery } from "../../../platform/list/list-query";
import { mailOutbox } from "../../../platform/mail/mail-outbox.table";

/** Who did it: the user's name, or the pseudonym a deleted account's events go by. */
const actorName = sql<
  string | null
>`coalesce((select ${users.username} from ${users} where ${users.id} = ${auditEvents.actor_id}), ${auditEvents.actor_pseudonym})`;

/** Text as a search compares it: lower case, without accents («attività» is found by «attivita»). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The codes whose words, as the screen shows them in `language`, hold the term: «Categoria»
 * finds every `category.*` action and the `category` records, «creazione» every creation.
 */
function codesShownAs(term: string, language: Language) {
  const wanted = folded(term.trim());
  const actions = AUDIT_ACTIONS.filter((action) =>
    folded(auditActionLabel(action, language)).includes(wanted),
  );
  const subjects = Object.entries(AUDIT_SUBJECTS)
    .filter(([, words]) => folded(words[language]).includes(wanted))
    .map(([subject]) => subject);
  return { actions, subjects };
}

/** The column holds one of the codes (given as one comma-separated value: the statement stays one). */
const oneOf = (column: AnyPgColumn, codes: string) => sql`${column} = any(string_to_array(${codes}, ','))`;

/**
 * The trail's list (issue 35, spec §7 conventions): newest first, by action, actor or period,
 * and free search over what the screen shows in the reader's language (the action and the
 * record's kind in words), their codes, the actor and the address.
 */
export const auditTrailListSpec = (language: Language) =>
  declareList(auditEvents, {
    pageSize: 25,
    orders: { created_at: "at", action: "action", subject_type: "subject_type" },
    defaultOrder: ["-at", "-id"],
    filters: {
      exact: { action: "action", subject_type: "subject_type", ip: "ip" },
      number: { actor: "actor_id", subject_id: "subject_id" },
      date: { created_at: "at" },
    },
    search: (term, bind) => {
      const pattern = bind(containsPattern(term));
      const shown = codesShownAs(term, language);
      return or(
        oneOf(auditEvents.action, bind(shown.actions.join(","))),
        oneOf(auditEvents.subject_type, bind(shown.subjects.join(","))),
        ilike(auditEvents.action, pattern),
        ilike(auditEvents.subject_type, pattern),
        ilike(auditEvents.ip, pattern),
        sql`${actorName} ilike ${pattern}`,
      ) as SQL;
    },
  });

/**
 * What the event kept; for one that queued an e-mail (`mail_id`), also whether it went
 * (`mail_status`: pending, sending, sent, failed), read from the outbox (issue 49 §5).
 */
const eventData = sql<Record<string, unknown>>`case when ${auditEvents.data} ? 'mail_id'
  then ${auditEvents.data} || jsonb_build_object('mail_status',
    (select ${mailOutbox.status} from ${mailOutbox} where ${mailOutbox.id} = (${auditEvents.data}->>'mail_id')::bigint))
  else ${auditEvents.data} end`;

/** An event's columns beside its moment, as the list and the export read them. */
const EVENT = {
  id: auditEvents.id,
  actor_id: auditEvents.actor_id,
  actor: actorName,
  action: auditEvents.action,
  subject_type: auditEvents.subject_type,
  subject_id: auditEvents.subject_id,
  ip: auditEvents.ip,
  data: eventData,
};

const shape = (): JsonRowShape => ({ ...EVENT, created_at: auditEvents.at });

/** Rows an export may hold: the trail grows without end, a file must not. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

export function createAuditTrailRepository(db: Database) {
  return {
    page: (parsed: ParsedListQuery) =>
      runJsonList(db, parsed, { key: "audit/editor", table: auditEvents, shape }),

    async count(where: SQL | undefined): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where);
      return row?.n ?? 0;
    },

    /** The rows of a filtered list in its order, a batch at a time (the export). */
    async *batches(parsed: ParsedListQuery): AsyncGenerator<AuditEvent[]> {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await db
          .select({ ...EVENT, at: auditEvents.at })
          .from(auditEvents)
          .where(parsed.where)
          .orderBy(...parsed.orderBy)
          .limit(EXPORT_BATCH)
          .offset(offset);
        if (rows.length > 0) yield rows.map(({ at, ...row }) => ({ ...row, created_at: at.toISOString() }));
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}
