import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { agreements } from "../../agreements/agreement.table";
import { agreementSignedCopies, agreementSignInvites } from "../../signatures/signature.table";
import { byId } from "./my-data.batches";
import { myDataFiles } from "./my-data.files";

/** What the account holds of its contracts' signatures (issues 45 and 46), the caller's only. */
export function createSignatureSources(db: Database, userId: number) {
  return {
    /**
     * The signed copies of the user's contracts (issue 45): what each is and who signed it, as
     * verified; the files themselves are `files`.
     */
    signed_copies: () =>
      byId((afterId, limit) =>
        db
          .select({
            id: agreementSignedCopies.id,
            agreement_id: agreementSignedCopies.agreement_id,
            file_name: agreementSignedCopies.file_name,
            format: agreementSignedCopies.format,
            sha256: agreementSignedCopies.sha256,
            matches_frozen: agreementSignedCopies.matches_frozen,
            signers: agreementSignedCopies.signers,
            created_at: agreementSignedCopies.created_at,
          })
          .from(agreementSignedCopies)
          .innerJoin(agreements, eq(agreements.id, agreementSignedCopies.agreement_id))
          .where(
            and(
              eq(agreements.owner_id, userId),
              afterId === null ? undefined : gt(agreementSignedCopies.id, Number(afterId)),
            ),
          )
          .orderBy(asc(agreementSignedCopies.id))
          .limit(limit),
      ),

    /** The frozen PDFs and signed copies themselves, one at a time. */
    files: () => myDataFiles(db, userId),

    /**
     * The invitations to sign the user's contracts (issue 46): whom, when, and what became of
     * them; never the link (only its hash is kept, and that is not given either).
     */
    sign_invites: () =>
      byId((afterId, limit) =>
        db
          .select({
            id: agreementSignInvites.id,
            agreement_id: agreementSignInvites.agreement_id,
            name: agreementSignInvites.name,
            email: agreementSignInvites.email,
            fiscal_code: agreementSignInvites.fiscal_code,
            created_at: agreementSignInvites.created_at,
            expires_at: agreementSignInvites.expires_at,
            revoked_at: agreementSignInvites.revoked_at,
            status: sql<"revoked" | "expired" | "open">`case
            when ${agreementSignInvites.revoked_at} is not null then 'revoked'
            when ${agreementSignInvites.expires_at} <= now() then 'expired'
            else 'open' end`,
          })
          .from(agreementSignInvites)
          .innerJoin(agreements, eq(agreements.id, agreementSignInvites.agreement_id))
          .where(
            and(
              eq(agreements.owner_id, userId),
              afterId === null ? undefined : gt(agreementSignInvites.id, Number(afterId)),
            ),
          )
          .orderBy(asc(agreementSignInvites.id))
          .limit(limit),
      ),
  };
}
