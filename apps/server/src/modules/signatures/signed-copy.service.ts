import {
  type Language,
  SIGNATURE_STATUSES,
  type SignatureLevel,
  type SignedCopyReport,
  type SignedParty,
} from "@app/contracts";
import type { Database } from "../../db/client";
import { createAudit } from "../../platform/audit/audit";
import { AppError } from "../../platform/http/app-error";
import { type AgreementRow, createAgreementReader, createAgreementSigningState } from "../agreements";
import type { CatalogueService } from "../catalogue";
import { sha256Of } from "./frozen-document.service";
import { createSignatureRepository } from "./signature.repository";
import { toSignedCopyReport } from "./signed-copy.mapper";
import type { SignedCopyVerifier } from "./signed-copy-verifier";
import {
  isFullySigned,
  normalised,
  partiesToSign,
  signedFiscalCodes,
  signedParties,
  withLevelProblems,
} from "./signed-parties";

export interface UploadedCopy {
  fileName: string;
  bytes: Buffer;
}

/** A signed copy to verify and keep: uploaded, or signed here through a provider (issue 46). */
export interface CopyToKeep {
  read: AgreementRow;
  /** The frozen PDF the copy was made against: kept only if it is still the frozen one. */
  frozenSha256: string;
  frozenPdf: Buffer;
  file: UploadedCopy;
  language: Language;
  actorId: number | null;
  action: "agreement.signed_copy_upload" | "agreement.remote_sign";
  auditData?: Record<string, unknown>;
  signedInProduct: boolean;
  /** In the transaction, the agreement locked: throws when the copy is no longer the one to keep. */
  stillCurrent?: (inTx: Database) => Promise<void>;
  /** In the same transaction, once the copy is written: what the use case keeps with it. */
  alsoWrite?: (inTx: Database) => Promise<void>;
}

const isSigning = (status: string) => (SIGNATURE_STATUSES as readonly string[]).includes(status);

/**
 * The signed copies of a frozen contract (issue 45 §2): verified against the frozen PDF (the
 * verifier behind `SignedCopyVerifier`), kept with their verification as codes, and the
 * contract's status moved between In firma and Firmato by the copies that count.
 */
export type SignedCopyService = ReturnType<typeof createSignedCopyService>;

export function createSignedCopyService(
  db: Database,
  catalogue: CatalogueService,
  verifier: SignedCopyVerifier,
) {
  const agreements = createAgreementReader(db);

  async function ownedAgreement(ownerId: number, id: number) {
    const row = await agreements.findByOwner(ownerId, id);
    if (!row) throw AppError.notFound();
    return row;
  }

  /** Who must sign and the level they must sign at, from the contract's template version. */
  async function requirementsOf(row: AgreementRow) {
    const version = row.template_id === null ? null : await catalogue.findTemplateVersion(row.template_id);
    const level: SignatureLevel = version?.signature_level_min ?? "fes";
    const parties = version
      ? partiesToSign(
          { id: version.id, language: version.language, parties: version.parties, fields: version.fields },
          row.values,
        )
      : [];
    return { level, parties };
  }

  type Requirements = Awaited<ReturnType<typeof requirementsOf>>;

  /**
   * Read before the transaction (the catalogue reads outside it; a frozen contract's values do
   * not change). In the use case's transaction, with the agreement locked: Firmato once the copies that
   * count cover every party, else In firma. A contract reopened meanwhile is left as it is.
   */
  async function settleStatus(inTx: Database, row: AgreementRow, requirements: Requirements) {
    if (!isSigning(row.status)) return;
    const { level, parties } = requirements;
    const copies = await createSignatureRepository(inTx).copiesOf(row.id);
    const status = isFullySigned(parties, copies, level) ? "firmato" : "in_firma";
    if (status !== row.status)
      await createAgreementSigningState(inTx).setStatus(row.owner_id, row.id, status);
  }

  async function reports(row: AgreementRow, language: Language): Promise<SignedCopyReport[]> {
    const { level, parties } = await requirementsOf(row);
    const copies = await createSignatureRepository(db).copiesOf(row.id);
    const signed: SignedParty[] = signedParties(parties, copies, level);
    return copies.map((copy) => toSignedCopyReport(copy, signed, verifier, language));
  }

  /**
   * Verified before anything is written: a refused file is a 400 with the verifier's sentence and
   * nothing stored. The copy, the status it brings and its audit event are one transaction, with
   * the agreement locked; a contract reopened (or frozen again) meanwhile keeps nothing.
   */
  async function keep(copy: CopyToKeep): Promise<SignedCopyReport> {
    const { read, frozenSha256, frozenPdf, file, language } = copy;
    const verification = await verifier.verify(file.bytes, { frozenPdf });
    if (!verification.ok)
      throw AppError.badRequest("signed_copy_refused", {
        reason: verifier.refusalMessage(verification.refusal, language),
      });
    const requirements = await requirementsOf(read);
    const copyId = await db.transaction(async (tx) => {
      const inTx = tx as unknown as Database;
      const row = await createAgreementSigningState(inTx).lockByOwner(read.owner_id, read.id);
      if (!row) throw AppError.notFound();
      const still = isSigning(row.status) ? await createSignatureRepository(inTx).frozenOf(read.id) : null;
      if (still?.sha256 !== frozenSha256) throw new AppError(409, [{ key: "agreement_not_frozen" }]);
      await copy.stillCurrent?.(inTx);
      const sha256 = sha256Of(file.bytes);
      const created = await createSignatureRepository(inTx).insertCopy({
        agreement_id: read.id,
        file_name: file.fileName,
        content: file.bytes,
        sha256,
        format: verification.format,
        signers: withLevelProblems(verification.signers, requirements.level),
        matches_frozen: verification.matches_frozen,
        signed_in_product: copy.signedInProduct,
      });
      await settleStatus(inTx, row, requirements);
      await copy.alsoWrite?.(inTx);
      await createAudit(inTx).record({
        actorId: copy.actorId,
        action: copy.action,
        subjectType: "agreement",
        subjectId: read.id,
        data: {
          ...copy.auditData,
          copy: created,
          file_name: file.fileName,
          sha256,
          signers: verification.signers.map((signer) => signer.name),
        },
      });
      return created;
    });
    const report = (await reports(read, language)).find((kept) => kept.id === copyId);
    if (!report) throw AppError.notFound();
    return report;
  }

  return {
    keep,
    /** The contract's parties with a codice fiscale and whether each has signed. */
    async parties(row: AgreementRow): Promise<SignedParty[]> {
      const { level, parties } = await requirementsOf(row);
      return signedParties(parties, await createSignatureRepository(db).copiesOf(row.id), level);
    },

    /**
     * Whether this codice fiscale signed the frozen PDF with a signature that counts: an invitation
     * is done once its invitee has (the provider's certificate must carry the invitation's code).
     */
    async hasSigned(row: AgreementRow, fiscalCode: string): Promise<boolean> {
      const { level } = await requirementsOf(row);
      const copies = await createSignatureRepository(db).copiesOf(row.id);
      return signedFiscalCodes(copies, level).has(normalised(fiscalCode));
    },

    /** The signature the contract needs (its template version's), for a page that shows no template. */
    async level(row: AgreementRow): Promise<SignatureLevel> {
      return (await requirementsOf(row)).level;
    },

    async upload(
      viewer: { userId: number; language: Language },
      id: number,
      /** Reads the file once the contract is known to be the caller's and frozen. */
      readFile: () => Promise<UploadedCopy>,
    ): Promise<SignedCopyReport> {
      const read = await ownedAgreement(viewer.userId, id);
      const frozen = isSigning(read.status) ? await createSignatureRepository(db).frozenOf(id) : null;
      if (!frozen) throw new AppError(409, [{ key: "agreement_not_frozen" }]);
      const file = await readFile();
      return keep({
        read,
        frozenSha256: frozen.sha256,
        frozenPdf: frozen.pdf,
        file,
        language: viewer.language,
        actorId: viewer.userId,
        action: "agreement.signed_copy_upload",
        signedInProduct: false,
      });
    },

    async list(viewer: { userId: number; language: Language }, id: number) {
      return { results: await reports(await ownedAgreement(viewer.userId, id), viewer.language) };
    },

    /** The copy's exact bytes, as uploaded. */
    async download(ownerId: number, copyId: number) {
      const copy = await createSignatureRepository(db).ownedCopy(ownerId, copyId);
      if (!copy) throw AppError.notFound();
      return { fileName: copy.file_name, content: copy.content };
    },

    /** Deleting a copy may take a signed contract back to In firma, in the same transaction. */
    async destroy(ownerId: number, copyId: number): Promise<void> {
      const copy = await createSignatureRepository(db).ownedCopy(ownerId, copyId);
      if (!copy) throw AppError.notFound();
      const requirements = await requirementsOf(await ownedAgreement(ownerId, copy.agreement_id));
      await db.transaction(async (tx) => {
        const inTx = tx as unknown as Database;
        const row = await createAgreementSigningState(inTx).lockByOwner(ownerId, copy.agreement_id);
        if (!row) throw AppError.notFound();
        const signatures = createSignatureRepository(inTx);
        if (!(await signatures.ownedCopy(ownerId, copyId))) throw AppError.notFound();
        await signatures.deleteCopy(copyId);
        await settleStatus(inTx, row, requirements);
        await createAudit(inTx).record({
          actorId: ownerId,
          action: "agreement.signed_copy_destroy",
          subjectType: "agreement",
          subjectId: row.id,
          data: { copy: copyId, file_name: copy.file_name, sha256: copy.sha256 },
        });
      });
    },
  };
}
