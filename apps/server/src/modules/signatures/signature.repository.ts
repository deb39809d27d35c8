import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agreements } from "../agreements/agreement.table";
import { agreementFrozenDocuments, agreementSignedCopies } from "./signature.table";

/** The frozen PDFs and the signed copies, always reached through their agreement's owner. */
export function createSignatureRepository(db: Database) {
  return {
    async frozenOf(agreementId: number) {
      const [row] = await db
        .select()
        .from(agreementFrozenDocuments)
        .where(eq(agreementFrozenDocuments.agreement_id, agreementId));
      return row ?? null;
    },
    async insertFrozen(row: typeof agreementFrozenDocuments.$inferInsert) {
      const [created] = await db.insert(agreementFrozenDocuments).values(row).returning();
      return created as typeof agreementFrozenDocuments.$inferSelect;
    },
    async deleteFrozen(agreementId: number) {
      await db.delete(agreementFrozenDocuments).where(eq(agreementFrozenDocuments.agreement_id, agreementId));
    },
    /** Every copy of an agreement, newest first (with their bytes only when asked). */
    copiesOf(agreementId: number) {
      return db
        .select({
          id: agreementSignedCopies.id,
          file_name: agreementSignedCopies.file_name,
          sha256: agreementSignedCopies.sha256,
          format: agreementSignedCopies.format,
          signers: agreementSignedCopies.signers,
          matches_frozen: agreementSignedCopies.matches_frozen,
          signed_in_product: agreementSignedCopies.signed_in_product,
          created_at: agreementSignedCopies.created_at,
        })
        .from(agreementSignedCopies)
        .where(eq(agreementSignedCopies.agreement_id, agreementId))
        .orderBy(desc(agreementSignedCopies.id));
    },
    /**
     * The newest copy signed here that still matches the frozen PDF (issue 46): the revision the
     * next signer signs, so that every signature made here is in one file. Null: none yet.
     */
    async lastProductRevision(agreementId: number) {
      const [row] = await db
        .select({ id: agreementSignedCopies.id, content: agreementSignedCopies.content })
        .from(agreementSignedCopies)
        .where(
          and(
            eq(agreementSignedCopies.agreement_id, agreementId),
            eq(agreementSignedCopies.signed_in_product, true),
            eq(agreementSignedCopies.matches_frozen, true),
          ),
        )
        .orderBy(desc(agreementSignedCopies.id))
        .limit(1);
      return row ?? null;
    },
    async insertCopy(row: typeof agreementSignedCopies.$inferInsert) {
      const [created] = await db.insert(agreementSignedCopies).values(row).returning({
        id: agreementSignedCopies.id,
      });
      return (created as { id: number }).id;
    },
    /** The copy, when its agreement is the owner's: null for anyone else's (404). */
    async ownedCopy(ownerId: number, copyId: number) {
      const [row] = await db
        .select({ copy: agreementSignedCopies })
        .from(agreementSignedCopies)
        .innerJoin(agreements, eq(agreements.id, agreementSignedCopies.agreement_id))
        .where(and(eq(agreementSignedCopies.id, copyId), eq(agreements.owner_id, ownerId)));
      return row?.copy ?? null;
    },
    async deleteCopy(copyId: number) {
      await db.delete(agreementSignedCopies).where(eq(agreementSignedCopies.id, copyId));
    },
    /** Reopening voids every copy's match: the frozen PDF they matched is gone. */
    async voidMatches(agreementId: number) {
      const rows = await db
        .update(agreementSignedCopies)
        .set({ matches_frozen: false })
        .where(eq(agreementSignedCopies.agreement_id, agreementId))
        .returning({ id: agreementSignedCopies.id });
      return rows.length;
    },
  };
}
