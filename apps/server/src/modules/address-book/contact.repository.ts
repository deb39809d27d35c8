import { and, asc, eq, gt, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { declareList } from "../../platform/list/declare-list";
import { runJsonList } from "../../platform/list/json-list";
import type { ParsedListQuery } from "../../platform/list/list-query";
import { type AddressBookContactRow, addressBookContacts as contacts } from "./contact.table";

/** The address book's list (spec §7: loaded whole with `no_page`), A to Z by title. */
export const contactListSpec = declareList(contacts, {
  pageSize: 25,
  orders: ["title", "typology", "date_create", "date_last_modify"],
  defaultOrder: ["letter", "title", "id"],
  filters: { exact: ["typology", "letter"], text: ["title"] },
  // By name, fiscal code or VAT number, as the drafting screen's party search asks.
  search: { kept: "search_text", columns: ["title", "fiscal_code", "vat_number"] },
});

/** Drizzle queries on one customer's contacts: every call is scoped to the owner. */
export function createContactRepository(db: Database) {
  const owned = (ownerId: number, id: number) => and(eq(contacts.owner_id, ownerId), eq(contacts.id, id));
  return {
    /**
     * The owner's contacts as PostgreSQL writes them (issue 33), in the shape toContact gives: each
     * the head its trigger keeps (migration 0052, decision 0036), or, for a contact the backfill has
     * not reached yet, the same text written by the trigger's own function.
     */
    list(ownerId: number, parsed: ParsedListQuery) {
      return runJsonList(db, parsed, {
        key: "contacts",
        table: contacts,
        scope: (param) => eq(contacts.owner_id, param("owner")),
        rowText: () => sql`coalesce(${contacts.list_head}, contact_list_head(${contacts})) || '}'`,
        params: { owner: ownerId },
      });
    },
    async findByOwner(ownerId: number, id: number): Promise<AddressBookContactRow | null> {
      const [row] = await db.select().from(contacts).where(owned(ownerId, id));
      return row ?? null;
    },
    /** The owner's other contacts with this fiscal code or VAT number: a warning, never a refusal. */
    sameIdentifiers(ownerId: number, row: AddressBookContactRow) {
      const same = [
        row.fiscal_code ? eq(contacts.fiscal_code, row.fiscal_code) : undefined,
        row.vat_number ? eq(contacts.vat_number, row.vat_number) : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      if (same.length === 0) return Promise.resolve([]);
      return db
        .select({ id: contacts.id, title: contacts.title })
        .from(contacts)
        .where(and(eq(contacts.owner_id, ownerId), ne(contacts.id, row.id), or(...same)))
        .orderBy(asc(contacts.title));
    },
    async insert(values: typeof contacts.$inferInsert): Promise<AddressBookContactRow> {
      const [row] = await db.insert(contacts).values(values).returning();
      return row as AddressBookContactRow;
    },
    async updateByOwner(ownerId: number, id: number, changes: Partial<typeof contacts.$inferInsert>) {
      const [row] = await db
        .update(contacts)
        .set({ ...changes, date_last_modify: new Date() })
        .where(owned(ownerId, id))
        .returning();
      return row ?? null;
    },
    /** The owner's contacts by id, `size` at a time: an export holds one batch at once. */
    async *batches(ownerId: number, size: number) {
      let after = 0;
      for (;;) {
        const rows = await db
          .select({ id: contacts.id, typology: contacts.typology, data: contacts.data })
          .from(contacts)
          .where(and(eq(contacts.owner_id, ownerId), gt(contacts.id, after)))
          .orderBy(asc(contacts.id))
          .limit(size);
        if (rows.length === 0) return;
        yield rows;
        after = rows.at(-1)?.id ?? after;
      }
    },
    /** Every contact of the owner's, as an import matches rows against them. */
    identities(ownerId: number) {
      return db
        .select({ id: contacts.id, typology: contacts.typology, data: contacts.data })
        .from(contacts)
        .where(eq(contacts.owner_id, ownerId));
    },
    /** Which of `ids` are the owner's contacts. */
    async ownedIds(ownerId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.owner_id, ownerId), inArray(contacts.id, ids)));
      return new Set(rows.map((row) => row.id));
    },
    async insertMany(values: (typeof contacts.$inferInsert)[]): Promise<void> {
      if (values.length) await db.insert(contacts).values(values);
    },
    /**
     * Rewrites many of the owner's contacts in one statement (an import's updates): the rows go
     * as one JSON parameter, unpacked by jsonb_to_recordset, where one UPDATE each would take
     * a round trip each.
     */
    async updateMany(
      ownerId: number,
      rows: ({ id: number } & Omit<typeof contacts.$inferInsert, "owner_id">)[],
    ) {
      if (rows.length === 0) return;
      await db.execute(sql`
        UPDATE ${contacts} AS c SET
          typology = v.typology, data = v.data, title = v.title, letter = v.letter,
          fiscal_code = v.fiscal_code, vat_number = v.vat_number, date_last_modify = now()
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(
          id bigint, typology text, data jsonb, title text, letter text, fiscal_code text, vat_number text)
        WHERE c.id = v.id AND c.owner_id = ${ownerId}`);
    },
    async deleteByOwner(ownerId: number, id: number): Promise<boolean> {
      const rows = await db.delete(contacts).where(owned(ownerId, id)).returning({ id: contacts.id });
      return rows.length > 0;
    },
  };
}
