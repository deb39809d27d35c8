import { SIGNATURE_STATUSES } from "@app/contracts";
import { and, eq, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { type JsonRowShape, runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { templateVersionColumns } from "../catalogue";
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
  search: ["title", "template_title"],
});

/**
 * A list row as PostgreSQL writes it, in the shape toAgreementSummary gives and the contract
 * declares (decisions 0022, issue 33), for every page: the kept first page and the general path.
 * The template version's state rides with each row. Made on first use: the catalogue module that
 * defines it may still be loading when this file is.
 */
export const agreementListShape = (): JsonRowShape => {
  const { template_version, update_available } = templateVersionColumns(agreements.template_id);
  return {
    id: agreements.id,
    title: agreements.title,
    template: agreements.template_id,
    template_title: agreements.template_title,
    template_language: agreements.template_language,
    is_valid: agreements.is_valid,
    date_create: agreements.date_create,
    date_last_modify: agreements.date_last_modify,
    status: agreements.status,
    template_version,
    update_available,
  };
};

export function createAgreementRepository(db: Database) {
  const owned = (ownerId: number, id: number) => and(eq(agreements.owner_id, ownerId), eq(agreements.id, id));
  return {
    listByOwner(ownerId: number, parsed: ParsedListQuery) {
      return runJsonList(db, parsed, {
        key: "agreements",
        table: agreements,
        scope: (param) => eq(agreements.owner_id, param("owner")),
        shape: agreementListShape,
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
