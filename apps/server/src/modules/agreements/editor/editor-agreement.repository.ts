import type { EditorAgreementListItem } from "@app/contracts";
import { count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { users } from "../../../platform/auth/identity.table";
import { runJsonList } from "../../../platform/list/json-list";
import { containsPattern, type ListSpec, type ParsedListQuery } from "../../../platform/list/list-query";
import { templates } from "../../catalogue/template.table";
import { agreementListHead, agreementListSpec } from "../agreement.repository";
import { agreements } from "../agreement.table";

/** Every customer's agreements (editor list and export): spec §7 filters and ordering. */
export const editorAgreementListSpec: ListSpec = {
  ...agreementListSpec,
  orderable: {
    ...agreementListSpec.orderable,
    id: agreements.id,
    template_language: agreements.template_language,
    owner_username: users.username,
  },
  filterable: {
    ...agreementListSpec.filterable,
    template_language: { column: agreements.template_language, type: "exact" },
    owner: { column: agreements.owner_id, type: "number" },
    owner_username: { column: users.username, type: "text" },
  },
  freeText: (term, bind) =>
    sql`(${agreements.title} ilike ${bind(containsPattern(term))} or ${agreements.template_title} ilike ${bind(containsPattern(term))}
      or ${users.username} ilike ${bind(containsPattern(term))})`,
  tieBreaker: agreements.id,
};

// Aliased one by one: the export reads these rows raw (db.execute), by column name.
const COLUMNS = {
  id: sql<number>`${agreements.id}`.as("id"),
  title: sql<string>`${agreements.title}`.as("title"),
  template: sql<number | null>`${agreements.template_id}`.as("template"),
  template_title: sql<string | null>`${agreements.template_title}`.as("template_title"),
  template_language: sql<string | null>`${agreements.template_language}`.as("template_language"),
  is_valid: sql<boolean>`${agreements.is_valid}`.as("is_valid"),
  status: sql<string>`${agreements.status}`.as("status"),
  date_create: sql<Date>`${agreements.date_create}`.as("date_create"),
  date_last_modify: sql<Date>`${agreements.date_last_modify}`.as("date_last_modify"),
  owner_id: sql<number>`${agreements.owner_id}`.as("owner_id"),
  owner_username: sql<string>`${users.username}`.as("owner_username"),
  owner_first_name: sql<string>`${users.first_name}`.as("owner_first_name"),
  owner_last_name: sql<string>`${users.last_name}`.as("owner_last_name"),
  owner_email: sql<string>`${users.email}`.as("owner_email"),
  template_version: sql<number | null>`${templates.version}`.as("template_version"),
};

type RawRow = { [K in keyof typeof COLUMNS]: unknown };

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A timestamptz as either driver gives it: a Date, or text such as `2026-05-04 10:00:00.1+02`. */
function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value)
    .replace(" ", "T")
    .replace(/([+-]\d{2})$/, "$1:00");
  return new Date(text).toISOString();
}

/** A row from either driver (bigints may come as strings, dates as strings or Dates). */
export function toEditorAgreementListItem(row: RawRow): EditorAgreementListItem {
  return {
    id: Number(row.id),
    title: String(row.title),
    template: nullableNumber(row.template),
    template_title: (row.template_title as string | null) ?? null,
    template_language: (row.template_language as string | null) ?? null,
    is_valid: row.is_valid === true || row.is_valid === "t",
    status: row.status as EditorAgreementListItem["status"],
    date_create: isoOf(row.date_create),
    date_last_modify: isoOf(row.date_last_modify),
    owner_id: Number(row.owner_id),
    owner_username: String(row.owner_username),
    owner_name: [row.owner_first_name, row.owner_last_name].filter(Boolean).join(" "),
    owner_email: String(row.owner_email ?? ""),
    template_version: nullableNumber(row.template_version),
  };
}

export function createEditorAgreementRepository(db: Database) {
  const select = (where: SQL | undefined, orderBy: SQL[]) =>
    db
      .select(COLUMNS)
      .from(agreements)
      .innerJoin(users, eq(users.id, agreements.owner_id))
      .leftJoin(templates, eq(templates.id, agreements.template_id))
      .where(where)
      .orderBy(...orderBy);

  return {
    /** The page as PostgreSQL writes it (issue 33), in toEditorAgreementListItem's shape. */
    list(parsed: ParsedListQuery) {
      const a = agreements;
      // Every contract has its one owner (a not-null foreign key): unless the call filters,
      // orders or searches by the owner's name, the count and a later page's keys read the
      // contracts alone (a sixth of page 2's statement in pgbench, issue 49 §4).
      // A query parsed elsewhere, which does not say, reads the owner.
      const ownerRead = parsed.searched !== false || !parsed.fields || parsed.fields.has("owner_username");
      return runJsonList(db, parsed, {
        key: `editor-agreements${ownerRead ? "/owner-read" : ""}`,
        table: a,
        joins: () => sql`inner join ${users} on ${users.id} = ${a.owner_id}`,
        joinsShowOnly: !ownerRead,
        // The contract's kept head (agreementListHead), then its owner and template version.
        rowText: () => sql`${agreementListHead}
          || ',"owner_id":' || ${a.owner_id}
          || ',"owner_username":' || to_json(${users.username})
          || ',"owner_name":' || to_json(concat_ws(' ', nullif(${users.first_name}, ''), nullif(${users.last_name}, '')))
          || ',"owner_email":' || to_json(coalesce(${users.email}, ''))
          || ',"template_version":' || coalesce((select t.version from ${templates} as t where t.id = ${a.template_id})::text, 'null')
          || '}'`,
      });
    },

    async count(where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agreements)
        .innerJoin(users, eq(users.id, agreements.owner_id))
        .where(where);
      return row?.n ?? 0;
    },

    /**
     * Every matching row in the list's order, batch by batch. The order is taken once, as the
     * matching ids (one query, one sort; 150,000 ids are about a megabyte); each batch then reads
     * its rows by primary key. Nothing is held between batches — no transaction, no connection —
     * however long the consumer takes, so a slow download never blocks other queries (on PGlite
     * a transaction would hold the only connection). Paging on the sort column instead (keyset)
     * would scan and sort the whole selection again for every batch: no index serves every
     * ordering. A row deleted meanwhile is left out; one changed meanwhile keeps its place and
     * shows its new values.
     */
    async *batches(parsed: ParsedListQuery, batchSize: number): AsyncGenerator<EditorAgreementListItem[]> {
      // The ids as one text value: 100,000 ids as rows would be 100,000 objects to collect.
      const order = sql.join(parsed.orderBy, sql`, `);
      const inOrder = sql<string | null>`string_agg(${agreements.id}::text, ',' order by ${order})`;
      const ordered = (await db.execute(
        db
          .select({ ids: inOrder.as("ids") })
          .from(agreements)
          .innerJoin(users, eq(users.id, agreements.owner_id))
          .where(parsed.where),
      )) as unknown as { rows: { ids: string | null }[] };
      const ids = ordered.rows[0]?.ids?.split(",").map(Number) ?? [];
      // Raw rows (db.execute), mapped here: the query builder's own per-field mapping costs more
      // than everything else the export does with a row.
      for (let start = 0; start < ids.length; start += batchSize) {
        const slice = ids.slice(start, start + batchSize);
        // One array parameter, whatever the batch size (not one parameter per id).
        const byIds = sql`${agreements.id} = any(cast(${`{${slice.join(",")}}`} as bigint[]))`;
        const result = (await db.execute(select(byIds, []))) as unknown as { rows: RawRow[] };
        const byId = new Map(result.rows.map((row) => [Number(row.id), row]));
        const batch = slice.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toEditorAgreementListItem(row)] : [];
        });
        if (batch.length > 0) yield batch;
      }
    },
  };
}
