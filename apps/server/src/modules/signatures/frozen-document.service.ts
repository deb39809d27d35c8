import { createHash } from "node:crypto";
import { type AgreementSigningState, type SettableAgreementStatus, SIGNATURE_STATUSES } from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { AppError } from "../../platform/http/app-error";
import { createAgreementReader, createAgreementSigningState } from "../agreements";
import { createSignInviteRepository } from "./remote/sign-invite.repository";
import { createSignatureRepository } from "./signature.repository";

/** Writes the agreement's PDF exactly as `download/{id}/` does (modules/documents). */
export type RenderAgreementPdf = (ownerId: number, id: number, author: string) => Promise<Buffer>;

export const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const isSigning = (status: string) => (SIGNATURE_STATUSES as readonly string[]).includes(status);

/**
 * A contract frozen for signature (issue 45 §1): its PDF/A written once and kept with its
 * SHA-256, the text locked (modules/agreements refuses changes while it is out for signature),
 * and reopened on request, which voids the frozen PDF and every signed copy's match.
 */
export function createFrozenDocumentService(db: Database, renderPdf: RenderAgreementPdf) {
  const agreements = createAgreementReader(db);

  async function ownedAgreement(ownerId: number, id: number) {
    const row = await agreements.findByOwner(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    /**
     * Only a complete contract. The PDF is written before the transaction (it takes a render
     * thread); the transaction then locks the row and keeps the PDF only if the contract did not
     * change meanwhile. A failed render changes nothing.
     */
    async freeze(viewer: { userId: number; name: string }, id: number): Promise<AgreementSigningState> {
      const read = await ownedAgreement(viewer.userId, id);
      if (isSigning(read.status)) throw new AppError(409, [{ key: "agreement_already_frozen" }]);
      if (!read.is_valid) throw new AppError(409, [{ key: "agreement_freeze_incomplete" }]);
      const pdf = await renderPdf(viewer.userId, id, viewer.name);
      const sha256 = sha256Of(pdf);
      const frozen = await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const row = await createAgreementSigningState(inTx).lockByOwner(viewer.userId, id);
        if (!row) throw AppError.notFound();
        if (isSigning(row.status)) throw new AppError(409, [{ key: "agreement_already_frozen" }]);
        if (!row.is_valid || row.date_last_modify.getTime() !== read.date_last_modify.getTime())
          throw new AppError(409, [{ key: "agreement_changed_while_freezing" }]);
        const kept = await createSignatureRepository(inTx).insertFrozen({
          agreement_id: id,
          pdf,
          sha256,
          previous_status: row.status as SettableAgreementStatus,
        });
        await createAgreementSigningState(inTx).setStatus(viewer.userId, id, "in_firma");
        await createAudit(inTx).record({
          actorId: viewer.userId,
          action: "agreement.freeze",
          subjectType: "agreement",
          subjectId: id,
          data: { sha256, from: row.status, to: "in_firma" },
        });
        return kept;
      });
      return { id, status: "in_firma", frozen: { sha256, frozen_at: frozen.frozen_at.toISOString() } };
    },

    /** The frozen PDF's exact bytes, with the agreement's title for the file name. */
    async frozenPdf(ownerId: number, id: number): Promise<{ title: string; pdf: Buffer }> {
      const row = await ownedAgreement(ownerId, id);
      const frozen = await createSignatureRepository(db).frozenOf(id);
      if (!frozen) throw new AppError(409, [{ key: "agreement_not_frozen" }]);
      return { title: row.title, pdf: frozen.pdf };
    },

    /** "Riapri per modificare": the frozen PDF void, every copy kept but no longer matching. */
    async unfreeze(ownerId: number, id: number): Promise<AgreementSigningState> {
      return db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const state = createAgreementSigningState(inTx);
        const row = await state.lockByOwner(ownerId, id);
        if (!row) throw AppError.notFound();
        const signatures = createSignatureRepository(inTx);
        const frozen = await signatures.frozenOf(id);
        if (!frozen || !isSigning(row.status)) throw new AppError(409, [{ key: "agreement_not_frozen" }]);
        await signatures.deleteFrozen(id);
        const voided = await signatures.voidMatches(id);
        // Reopening revokes every invitation to sign: its link opens nothing (issue 46).
        const invitesRevoked = await createSignInviteRepository(inTx).revokeAllOf(id);
        await state.setStatus(ownerId, id, frozen.previous_status);
        await createAudit(inTx).record({
          actorId: ownerId,
          action: "agreement.unfreeze",
          subjectType: "agreement",
          subjectId: id,
          data: {
            sha256: frozen.sha256,
            copies_voided: voided,
            invites_revoked: invitesRevoked,
            from: row.status,
            to: frozen.previous_status,
          },
        });
        return { id, status: frozen.previous_status, frozen: null };
      });
    },
  };
}
