import type { ListResponse, TemplateUpdate } from "@app/contracts";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { containsPattern, type ListSpec, type ParsedListQuery } from "../../platform/list/list-query";
import { pageBound, runList } from "../../platform/list/run-list";
import { JsonText } from "../../platform/resource/json-text";
import { templateVersionColumns } from "../catalogue";
import {
  type AgreementRow,
  type AgreementSummaryRow,
  agreementSummaryColumns,
  agreements,
} from "./agreement.table";

/** The agreement list's allow-list (spec §7: the dashboard box asks 4 rows, the navbar 1). */
export const agreementListSpec: ListSpec = {
  defaultPageSize: 10,
  orderable: {
    title: agreements.title,
    date_create: agreements.date_create,
    date_last_modify: agreements.date_last_modify,
    is_valid: agreements.is_valid,
    status: agreements.status,
    template_title: agreements.template_title,
  },
  defaultOrder: [desc(agreements.date_last_modify), desc(agreements.id)],
  filterable: {
    title: { column: agreements.title, type: "text" },
    template: { column: agreements.template_id, type: "number" },
    template_title: { column: agreements.template_title, type: "text" },
    is_valid: { column: agreements.is_valid, type: "boolean" },
    status: { column: agreements.status, type: "exact" },
    date_create: { column: agreements.date_create, type: "date" },
    date_last_modify: { column: agreements.date_last_modify, type: "date" },
  },
  // Free search (spec §7) lists the customer's agreements whose title or template title holds the words.
  freeText: (term) =>
    or(
      ilike(agreements.title, containsPattern(term)),
      ilike(agreements.template_title, containsPattern(term)),
    ) as SQL,
  tieBreaker: agreements.id,
};

/** A row of the agreement list: its summary and its template version's state. */
export type AgreementListRow = AgreementSummaryRow & {
  template_version: number | null;
  update_available: TemplateUpdate | null;
};

/**
 * The template version's state rides with each row: the page is one round trip. Made on first
 * use: the catalogue module that defines it may still be loading when this file is.
 */
const listColumns = () => ({ ...agreementSummaryColumns, ...templateVersionColumns(agreements.template_id) });

/** A timestamp as JavaScript's toISOString writes it (milliseconds, UTC, "Z"). */
const isoTimestamp = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list's first page as the dashboard, the navbar and the list page first ask for it (no
 * filter, the default order), written as JSON by PostgreSQL, in the shape toAgreementSummary
 * gives and the contract declares (docs/decisions/0022): this call is the app's most frequent,
 * and mapping its rows, checking them against the schema and serialising them took a fifth of
 * its time. Built once per page size and prepared, with the page size in the text so that
 * PostgreSQL keeps its plan (docs/decisions/0018). Other shapes are built per call by runList.
 */
function prepareFirstPageJson(db: Database, limit: number) {
  const owner = sql.placeholder("owner");
  const { template_version, update_available } = templateVersionColumns(agreements.template_id);
  const page = db
    .select({
      item: sql<unknown>`json_build_object(
        'id', ${agreements.id},
        'title', ${agreements.title},
        'template', ${agreements.template_id},
        'template_title', ${agreements.template_title},
        'template_language', ${agreements.template_language},
        'is_valid', ${agreements.is_valid},
        'date_create', ${isoTimestamp(agreements.date_create)},
        'date_last_modify', ${isoTimestamp(agreements.date_last_modify)},
        'status', ${agreements.status},
        'template_version', ${template_version},
        'update_available', ${update_available})`.as("item"),
      position:
        sql<number>`row_number() over (order by ${sql.join(agreementListSpec.defaultOrder, sql`, `)})`.as(
          "position",
        ),
    })
    .from(agreements)
    .where(eq(agreements.owner_id, owner))
    .orderBy(...agreementListSpec.defaultOrder)
    // drizzle writes an SQL limit as it is (a number would become a parameter).
    .limit(pageBound(limit) as unknown as number)
    .as("page");
  return db
    .select({
      results: sql<string>`coalesce(json_agg(${page.item} order by ${page.position}), '[]')::text`,
      count: sql<string>`(select count(*) from ${agreements} where ${agreements.owner_id} = ${owner})::text`,
    })
    .from(page)
    .prepare(`agreement_list_first_json_${limit}`);
}

export function createAgreementRepository(db: Database) {
  const owned = (ownerId: number, id: number) => and(eq(agreements.owner_id, ownerId), eq(agreements.id, id));
  /** By page size (1-100): few texts, each prepared once per connection. */
  const firstPages = new Map<number, ReturnType<typeof prepareFirstPageJson>>();
  return {
    /** The first page of the default list as JSON text; null for any other page, filter or order. */
    async firstPageJson(ownerId: number, parsed: ParsedListQuery): Promise<JsonText | null> {
      const isFirstDefaultPage =
        parsed.where === undefined &&
        parsed.orderBy === agreementListSpec.defaultOrder &&
        parsed.offset === 0;
      // `no_page` (no limit) is the general path's too.
      if (!isFirstDefaultPage || parsed.limit === null) return null;
      let firstPage = firstPages.get(parsed.limit);
      if (!firstPage) {
        firstPage = prepareFirstPageJson(db, parsed.limit);
        firstPages.set(parsed.limit, firstPage);
      }
      const [page] = await firstPage.execute({ owner: ownerId });
      return new JsonText(
        `{"results":${page?.results ?? "[]"},"per_page":${JSON.stringify(parsed.perPage)},"count":${page?.count ?? "0"}}`,
      );
    },
    async listByOwner(ownerId: number, parsed: ParsedListQuery): Promise<ListResponse<AgreementListRow>> {
      return runList(
        db,
        agreements,
        parsed,
        eq(agreements.owner_id, ownerId),
        (row: AgreementListRow) => row,
        listColumns(),
      );
    },
    async findByOwner(ownerId: number, id: number) {
      const [row] = await db.select().from(agreements).where(owned(ownerId, id));
      return row ?? null;
    },
    async insert(row: typeof agreements.$inferInsert) {
      const [created] = await db.insert(agreements).values(row).returning();
      return created as AgreementRow;
    },
    async updateByOwner(ownerId: number, id: number, changes: Partial<typeof agreements.$inferInsert>) {
      const [updated] = await db
        .update(agreements)
        .set({ ...changes, date_last_modify: new Date() })
        .where(owned(ownerId, id))
        .returning();
      return updated ?? null;
    },
    async deleteByOwner(ownerId: number, id: number) {
      const rows = await db.delete(agreements).where(owned(ownerId, id)).returning({ id: agreements.id });
      return rows.length > 0;
    },
  };
}
