import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { agreements } from "../../agreements/agreement.table";
import { agreementFrozenDocuments, agreementSignedCopies } from "../../signatures/signature.table";

/** A contract's file the account holds, with its exact bytes. */
export interface MyDataFile {
  kind: "frozen" | "signed_copy";
  agreement_id: number;
  /** The contract's title (a frozen PDF) or the name the copy was uploaded under. */
  name: string;
  /** The copy's id; null for a frozen PDF (one per contract). */
  copy_id: number | null;
  bytes: Buffer;
}

/**
 * The files behind the contracts (issue 45): each PDF frozen for signature and each signed copy,
 * one row at a time (a copy may weigh 20 MB), read by id after the one before: the export never
 * holds more than one file.
 */
export async function* myDataFiles(db: Database, userId: number): AsyncGenerator<MyDataFile> {
  let afterAgreement = 0;
  for (;;) {
    const [row] = await db
      .select({
        agreement_id: agreementFrozenDocuments.agreement_id,
        title: agreements.title,
        pdf: agreementFrozenDocuments.pdf,
      })
      .from(agreementFrozenDocuments)
      .innerJoin(agreements, eq(agreements.id, agreementFrozenDocuments.agreement_id))
      .where(and(eq(agreements.owner_id, userId), gt(agreementFrozenDocuments.agreement_id, afterAgreement)))
      .orderBy(asc(agreementFrozenDocuments.agreement_id))
      .limit(1);
    if (!row) break;
    afterAgreement = row.agreement_id;
    yield { kind: "frozen", agreement_id: row.agreement_id, name: row.title, copy_id: null, bytes: row.pdf };
  }
  let afterCopy = 0;
  for (;;) {
    const [row] = await db
      .select({
        id: agreementSignedCopies.id,
        agreement_id: agreementSignedCopies.agreement_id,
        file_name: agreementSignedCopies.file_name,
        content: agreementSignedCopies.content,
      })
      .from(agreementSignedCopies)
      .innerJoin(agreements, eq(agreements.id, agreementSignedCopies.agreement_id))
      .where(and(eq(agreements.owner_id, userId), gt(agreementSignedCopies.id, afterCopy)))
      .orderBy(asc(agreementSignedCopies.id))
      .limit(1);
    if (!row) break;
    afterCopy = row.id;
    yield {
      kind: "signed_copy",
      agreement_id: row.agreement_id,
      name: row.file_name,
      copy_id: row.id,
      bytes: row.content,
    };
  }
}
