import type { AgreementStatus } from "@app/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agreements } from "./agreement.table";

/**
 * What the signing flow (modules/signatures, issue 45) may do to an agreement, inside its own
 * transaction: lock the owner's row for the use case, and move it between its signing states.
 * The status alone changes: `date_last_modify` dates the document (modules/documents), so the
 * frozen PDF stays the one `download/{id}/` writes.
 */
export function createAgreementSigningState(db: Database) {
  const owned = (ownerId: number, id: number) => and(eq(agreements.owner_id, ownerId), eq(agreements.id, id));
  return {
    /** The owner's agreement, locked until the transaction ends; null for anyone else's. */
    async lockByOwner(ownerId: number, id: number) {
      const [row] = await db.select().from(agreements).where(owned(ownerId, id)).for("update");
      return row ?? null;
    },
    async setStatus(ownerId: number, id: number, status: AgreementStatus) {
      await db.update(agreements).set({ status }).where(owned(ownerId, id));
    },
  };
}
