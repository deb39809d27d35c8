import { AUDIT_EXACT_COUNT_UP_TO, type AuditEvent, type Language } from "@app/contracts";
import { and, ilike, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client";
import { auditEvents, auditSearchText } from "../../../platform/audit/audit.table";
import { users } from "../../../platform/auth/identity.table";
import { declareList } from "../../../platform/list/declare-list";
import { runJsonList } from "../../../platform/list/json-list";
import { containsPattern, type ListSpec, type ParsedListQuery } from "../../../platform/list/list-query";
import { mailOutbox } from "../../../platform/mail/mail-outbox.table";
import { isSearchOrder, runAuditSearch } from "./audit-search.statement";
import { auditSearchTerms, codesShownAs, textPattern } from "./audit-search-terms";

/** Who did it: the user's name, or the pseudonym a deleted account's events go by. */
const actorName = sql<
  string | null
>`coalesce((select ${users.username} from ${users} where ${users.id} = ${auditEvents.actor_id}), ${auditEvents.actor_pseudonym})`;

/** The column holds one of the codes (given as one comma-separated value: the statement stays one). */
const oneOf = (column: AnyPgColumn, codes: string) => sql`${column} = any(string_to_array(${codes}, ','))`;

/**
 * The events of the users whose name holds the search's term: `actors`, their ids, found first,
 * so that PostgreSQL estimates their events from the actor's statistics and reads them by the
 * actor's index. A deleted account's events go by its pseudonym, which `auditSearchText` holds.
 */
const byActors = (actors: string) =>
  sql`${auditEvents.actor_id} = any(string_to_array(${actors}, ',')::bigint[])`;

/**
 * The trail's list (issue 35, spec §7 conventions): newest first, by action, actor or period,
 * and free search over what the screen shows in the reader's language (the action and the
 * record's kind in words), their codes, the actor and the address.
 *
 * The search never reads the whole trail (issue 49): each of its alternatives is one an index
 * answers, so PostgreSQL reads only the matching events. The codes shown in words by the
 * action's and the subject's indexes; the texts by the trigram index of `auditSearchText`, whose
 * match each text then confirms; the actors by the actor's index. This `or` is what the export
 * and the whole list read; a page of the search is one prepared statement of the same
 * alternatives (audit-search.statement.ts).
 */
export const auditTrailListSpec = (language: Language, actors: ActorsNamed = NO_ACTORS) =>
  actors === NO_ACTORS ? specWithoutActors(language) : declaredSpec(language, actors);

/** The spec without a search's actors, declared once per language: most calls read it. */
const WITHOUT_ACTORS = new Map<Language, ListSpec>();
function specWithoutActors(language: Language): ListSpec {
  const found = WITHOUT_ACTORS.get(language);
  if (found) return found;
  const spec = declaredSpec(language, NO_ACTORS);
  WITHOUT_ACTORS.set(language, spec);
  return spec;
}

const declaredSpec = (language: Language, actors: ActorsNamed) =>
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
      const pattern = bind(textPattern(term));
      const shown = codesShownAs(term, language);
      const holds = (text: SQLWrapper) => sql`${text} ilike ${pattern}`;
      // Cheapest first: PostgreSQL tries an event against them in this order, and the texts'
      // match (a string built and searched per event) only when no code or actor already did.
      // Tried first, it was most of a common search's count: the bench's search of sign-ins
      // (every one matched by its actor) took 31 ms at 1,000,000 events, 15 ms so.
      return or(
        oneOf(auditEvents.action, bind(shown.actions.join(","))),
        oneOf(auditEvents.subject_type, bind(shown.subjects.join(","))),
        byActors(bind(actors.ids)),
        and(
          holds(auditSearchText(auditEvents)),
          or(
            holds(auditEvents.action),
            holds(auditEvents.subject_type),
            holds(auditEvents.ip),
            holds(auditEvents.actor_pseudonym),
          ),
        ),
      ) as SQL;
    },
  });

/** An e-mail's event's data, with whether the e-mail went, read from the outbox (issue 49 §5). */
const mailEventData = sql`${auditEvents.data} || jsonb_build_object('mail_status',
    (select ${mailOutbox.status} from ${mailOutbox} where ${mailOutbox.id} = (${auditEvents.data}->>'mail_id')::bigint))`;
/**
 * What the event kept; for one that queued an e-mail (`mail_id`), also whether it went
 * (`mail_status`: pending, sending, sent, failed).
 */
const eventData = sql<Record<string, unknown>>`case when ${auditEvents.data} ? 'mail_id'
  then ${mailEventData} else ${auditEvents.data} end`;

/**
 * An event as the editors' list writes it (issue 49 §4), in two parts. Its head: the text its
 * trigger keeps (migration 0050), or, for an event the backfill has not reached yet, the same
 * text written by the trigger's own function.
 */
const auditEventHead = sql<string>`coalesce(${auditEvents.list_head}, audit_event_list_head(${auditEvents}))`;
/**
 * The same head, written from a subquery that carries `list_head` and `id` under the table's
 * name: the trigger's function reads the event again only if the backfill has not reached it,
 * so that the subquery need not carry whole events (a tenth of the searched statement's time).
 */
const auditEventCarriedHead = sql<string>`coalesce(${auditEvents.list_head},
  (select audit_event_list_head(event) from ${auditEvents} as event where event.id = ${auditEvents.id}))`;
/**
 * Then what moves after the event: an e-mail's status in its data, and the actor's name as JSON
 * text, read from the users unless a statement has it at hand (`actorJson`: a search by name has
 * written each named user's once, not once an event: `to_json` looks its argument's type up on
 * every call, a tenth of the searched page's time in PostgreSQL, issue 49 §4). It reads only
 * `data`, `actor_id` and `actor_pseudonym`, so that a statement may write it from a subquery that
 * carries those columns under the table's name (audit-search.statement.ts). Keys in another order
 * than `to_json` of the event's columns wrote them: the same object.
 */
const auditEventTail = (actorJson: SQL = sql`to_json(${actorName})::text`) =>
  sql<string>`case when ${auditEvents.data} ? 'mail_id' then ',"data":' || (${mailEventData})::text else '' end
  || ',"actor":' || coalesce(${actorJson}, 'null') || '}'`;
export const auditEventRowText = sql<string>`${auditEventHead} || ${auditEventTail()}`;
/** The same, from a subquery carrying the columns it reads, its actor's name given as JSON text. */
const auditEventCarriedRowText = (actorJson: SQL) =>
  sql<string>`${auditEventCarriedHead} || ${auditEventTail(actorJson)}`;

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

/** Rows an export may hold: the trail grows without end, a file must not. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

/** The users whose name holds a search's term, their ids as one value ("3,17"). */
export interface ActorsNamed {
  ids: string;
}
const NO_ACTORS: ActorsNamed = { ids: "" };

export function createAuditTrailRepository(db: Database) {
  return {
    /** The users whose name holds `term` (the free search's actors), or none without a term. */
    async actorsNamed(term: string | undefined): Promise<ActorsNamed> {
      if (!term) return NO_ACTORS;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(ilike(users.username, containsPattern(term)));
      return { ids: rows.map((row) => row.id).join(",") };
    },

    page: (parsed: ParsedListQuery) =>
      runJsonList(db, parsed, {
        key: "audit/editor",
        table: auditEvents,
        rowText: () => auditEventRowText,
        // The trail grows without end: past 10,000 events the count stops (issue 49).
        countUpTo: AUDIT_EXACT_COUNT_UP_TO,
        // Its filters' best plan depends on their values, as does that of a search of the whole
        // list (`no_page`; a page of a search goes by searchPage): a plan per call.
        plannedPerCall: true,
      }),

    /**
     * A page of the free search (the screen's): one prepared statement whose plan holds
     * whatever the term (audit-search.statement.ts). `filters`: the list query without its
     * search, which has checked its order.
     */
    searchPage: (filters: ParsedListQuery, order: string | undefined, term: string, language: Language) => {
      if (!isSearchOrder(order)) throw new Error(`not an order of the trail: ${order}`);
      return runAuditSearch(db, {
        filters,
        order,
        terms: auditSearchTerms(term, language),
        countUpTo: AUDIT_EXACT_COUNT_UP_TO,
        row: { text: auditEventRowText, carried: auditEventCarriedRowText },
      });
    },

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
