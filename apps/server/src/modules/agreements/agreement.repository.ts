import { SIGNATURE_STATUSES } from "@app/contracts";
import { and, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { templateVersionJsonKeys } from "../catalogue";
import { type AgreementRow, agreements } from "./agreement.table";

/** The agreement list's allow-list (spec §7: the dashboard box asks 4 rows, the navbar 1). */
export const agreementListSpec = declareList(agreements, {
  pageSize: 10,
  orders: ["title", "date_create", "date_last_modify", "is_valid", "status", "template_title"],
  defaultOrder: ["-date_last_modify", "-id"],
  filters: {
    text: ["title", "template_title"],
    number: { template: "template_id" },
    boolean: ["is_valid"],
    exact: ["status"],
    date: ["date_create", "date_last_modify"],
  },
  // Free search (spec §7) lists the customer's agreements whose title or template title holds the words.
  search: { kept: "search_text", columns: ["title", "template_title"] },
});

/**
 * A contract's JSON object up to its template version's state, as the lists write it: the head its
 * trigger keeps (migration 0048, decision 0036), or, for a row the backfill has not reached yet,
 * the same text written by the trigger's own function. Without its closing brace.
 */
export const agreementListHead = sql<string>`coalesce(${agreements.list_head}, agreement_list_head(${agreements}))`;

/**
 * A list row as PostgreSQL writes it, in the shape toAgreementSummary gives and the contract
 * declares (decisions 0022, 0036, issue 33), for every page: the kept first page and the general
 * path. The template version's state rides with each row. Made on first use: the catalogue module
 * that defines it may still be loading when this file is.
 */
export const agreementListRowText = (): SQL<string> =>
  sql<string>`${agreementListHead} || ${templateVersionJsonKeys(agreements.template_id)} || '}'`;

export function createAgreementRepository(db: Database) {
  const owned = (ownerId: number, id: number) => and(eq(agreements.owner_id, ownerId), eq(agreements.id, id));
  return {
    listByOwner(ownerId: number, parsed: ParsedListQuery) {
      return runJsonList(db, parsed, {
        key: "agreements",
        table: agreements,
        // A search's matches are counted along their keys, not read and matched again for the count.
        countedByKeys: parsed.searched === true,
        scope: (param) => eq(agreements.owner_id, param("owner")),
        rowText: agreementListRowText,
        params: { owner: ownerId },
      });
    },
    async findByOwner(ownerId: number, id: number) {
      const [row] = await db.select().from(agreements).where(owned(ownerId, id));
      return row ?? null;
    },
    async insert(row: typeof agreements.$inferInsert) {
      const [created] = await db.insert(agreements).values(row).returning();
      return created as AgreementRow;
    },
    /**
     * `unlessFrozen`: the change is made only while the contract is not out for signature, in the
     * same statement, so a freeze committed since the caller read the row is never overwritten.
     */
    async updateByOwner(
      ownerId: number,
      id: number,
      changes: Partial<typeof agreements.$inferInsert>,
      { unlessFrozen = false } = {},
    ) {
      const where = unlessFrozen
        ? and(owned(ownerId, id), notInArray(agreements.status, [...SIGNATURE_STATUSES]))
        : owned(ownerId, id);
      const [updated] = await db
        .update(agreements)
        .set({ ...changes, date_last_modify: new Date() })
        .where(where)
        .returning();
      return updated ?? null;
    },
    async deleteByOwner(ownerId: number, id: number) {
      const rows = await db.delete(agreements).where(owned(ownerId, id)).returning({ id: agreements.id });
      return rows.length > 0;
    },
  };
}
