import type { Language, RemoteSignCredential, SignedCopyReport } from "@app/contracts";
import type { CscProvider } from "../../../config/config.schema";
import type { Database } from "../../../db/client";
import { createAudit } from "../../../platform/audit/audit";
import { createCscClient } from "../../../platform/csc/csc-client";
import { AppError } from "../../../platform/http/app-error";
import type { PadesSigning } from "../../../platform/signatures/pades-signing";
import { signatureCertificates } from "../../../platform/signatures/signature-certificates";
import { type AgreementRow, createAgreementReader } from "../../agreements";
import { createSignatureRepository } from "../signature.repository";
import type { SignedCopyService } from "../signed-copy.service";
import { appErrorOf, failureKindOf } from "./remote-failure";
import type { RemoteSessions, RemoteSigner } from "./remote-session";
import { createRemoteSignPreferenceRepository } from "./remote-sign-preference.repository";

export interface RemoteSigningDeps {
  db: Database;
  providers: CscProvider[];
  timeoutMs: number;
  sessions: RemoteSessions;
  pades: PadesSigning;
  copies: SignedCopyService;
}

/** Whose signature it is and on which contract: checked by the caller (owner or invitation). */
export interface SigningTarget {
  signer: RemoteSigner;
  read: AgreementRow;
  language: Language;
  /** The customer signing, null for an invitee. */
  actorId: number | null;
  /** What the audit events say of the signer besides the provider (the invitation's id). */
  auditData: Record<string, unknown>;
  /** The codice fiscale the certificate must carry (an invitation's): another is refused. */
  fiscalCode?: string;
  /**
   * In the keeping transaction: throws when the signer may no longer sign (an invitation revoked
   * or expired while the provider was signing), so nothing is kept.
   */
  stillAllowed?: (inTx: Database) => Promise<void>;
}

export interface SignRequest {
  session: string;
  credential_id: string;
  pin: string;
  otp: string | null;
}

const isSigning = (status: string) => status === "in_firma" || status === "firmato";

/**
 * Remote qualified signature (issue 46 §1): the signer's session with a CSC provider, their
 * credentials, the OTP, and the signature itself — the PAdES update prepared on the PDF thread,
 * its hash authorised with PIN and OTP and signed by the provider, the CMS embedded, the file
 * verified and kept as a signed copy exactly as an uploaded one. Nothing is written until the
 * signed file verifies; PIN, OTP, tokens and the SAD exist only in this call's variables.
 */
export function createRemoteSigningService(deps: RemoteSigningDeps) {
  const byName = new Map(deps.providers.map((provider) => [provider.name, provider]));

  function clientFor(name: string) {
    const provider = byName.get(name);
    if (!provider) throw AppError.field("provider", "remote_sign_provider_unknown");
    return createCscClient(provider, { timeoutMs: deps.timeoutMs });
  }

  function opened(signer: RemoteSigner, session: string) {
    const { provider, accessToken } = deps.sessions.open(session, signer);
    return { client: clientFor(provider), provider, accessToken };
  }

  async function withProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw appErrorOf(error);
    }
  }

  async function credentialOf(signer: RemoteSigner, session: string, credentialId: string) {
    const { client, provider, accessToken } = opened(signer, session);
    const credentials = await withProvider(() => client.credentials(accessToken));
    const credential = credentials.find((item) => item.credentialID === credentialId);
    if (!credential) throw AppError.field("credential_id", "remote_sign_credential_unknown");
    return { client, provider, accessToken, credential };
  }

  /**
   * Signs the last revision signed here (or the frozen PDF): a failure anywhere leaves the
   * contract as it was, and is in the audit trail with its kind only.
   */
  async function sign(target: SigningTarget, request: SignRequest): Promise<SignedCopyReport> {
    const { read } = target;
    const signatures = createSignatureRepository(deps.db);
    const frozen = isSigning(read.status) ? await signatures.frozenOf(read.id) : null;
    if (!frozen) throw new AppError(409, [{ key: "agreement_not_frozen" }]);
    // What the trail says of a failure: the credential asked for, and the provider once known.
    let audited: Record<string, unknown> = { ...target.auditData, credential_id: request.credential_id };
    let report: SignedCopyReport;
    try {
      const { client, provider, accessToken, credential } = await credentialOf(
        target.signer,
        request.session,
        request.credential_id,
      );
      audited = { ...audited, provider };
      if (credential.keyStatus !== "enabled")
        throw AppError.field("credential_id", "remote_sign_credential_unusable", {
          reason: credential.keyStatus,
        });
      if (credential.otpRequired && !request.otp) throw AppError.field("otp", "remote_sign_otp_required");
      const base = await signatures.lastProductRevision(read.id);
      const [certificate = "", ...chain] = credential.certificates;
      const { describeCertificate } = await signatureCertificates();
      const described = describeCertificate(certificate);
      if (target.fiscalCode) refuseAnotherPerson(described.fiscal_code, target.fiscalCode);
      const holder = described.holder;
      const prepared = await deps.pades.prepare(base?.content ?? frozen.pdf, {
        certificate,
        chain,
        signerName: holder,
        signingTime: new Date(),
      });
      const hash = Buffer.from(prepared.digestToSign).toString("base64");
      const hashAlgorithm = prepared.hashAlgorithm;
      const credentialID = credential.credentialID;
      const sad = await client.authorize(accessToken, {
        credentialID,
        pin: request.pin,
        otp: request.otp,
        hash,
        hashAlgorithm,
      });
      const value = await client.signHash(accessToken, {
        credentialID,
        sad,
        hash,
        hashAlgorithm,
        signAlgorithm: prepared.signatureAlgorithm,
      });
      const signed = Buffer.from(await deps.pades.complete(prepared, value));
      const kept = await deps.copies.keep({
        read,
        frozenSha256: frozen.sha256,
        frozenPdf: frozen.pdf,
        file: { fileName: `${fileNameOf(read.title)}-firmato.pdf`, bytes: signed },
        language: target.language,
        actorId: target.actorId,
        action: "agreement.remote_sign",
        auditData: { ...audited, signer: holder },
        signedInProduct: true,
        // Another signer's revision kept meanwhile: this one, made on the older, is not kept.
        stillCurrent: async (inTx) => {
          await target.stillAllowed?.(inTx);
          const latest = await createSignatureRepository(inTx).lastProductRevision(read.id);
          if ((latest?.id ?? null) !== (base?.id ?? null))
            throw new AppError(409, [{ key: "remote_sign_changed" }]);
        },
        // A customer's next signing preselects this credential (an invitee has no account): kept
        // with the copy, so a signature is never answered as failed once it is kept.
        alsoWrite: async (inTx) => {
          if ("userId" in target.signer)
            await createRemoteSignPreferenceRepository(inTx).remember(
              target.signer.userId,
              provider,
              credential.credentialID,
            );
        },
      });
      report = kept;
    } catch (error) {
      // A failure to record it (the database gone) must not hide why the signing failed: that
      // error, thrown next, is the one the error handler logs and answers.
      await createAudit(deps.db)
        .record({
          actorId: target.actorId,
          action: "agreement.remote_sign_failed",
          subjectType: "agreement",
          subjectId: read.id,
          data: { ...audited, failure: failureKindOf(error) },
        })
        .catch(() => undefined);
      throw appErrorOf(error);
    }
    return report;
  }

  return {
    sign,
    /** The customer's own contract, else a 404 whatever was sent. */
    async signOwn(viewer: { userId: number; language: Language }, id: number, request: SignRequest) {
      const read = await createAgreementReader(deps.db).findByOwner(viewer.userId, id);
      if (!read) throw AppError.notFound();
      const signer = { userId: viewer.userId };
      return sign(
        { signer, read, language: viewer.language, actorId: viewer.userId, auditData: {} },
        request,
      );
    },
    providers: () => deps.providers.map(({ name, oauth }) => ({ name, oauth })),

    async login(signer: RemoteSigner, request: { provider: string; username: string; password: string }) {
      const client = clientFor(request.provider);
      if (client.provider.oauth) throw AppError.field("provider", "remote_sign_provider_oauth");
      const { accessToken, expiresIn } = await withProvider(() =>
        client.login(request.username, request.password),
      );
      return { session: deps.sessions.seal(signer, request.provider, accessToken, expiresIn) };
    },

    /**
     * The signer's credentials, described from their certificates; `preferred` the one a customer
     * last signed with through this provider.
     */
    async credentials(signer: RemoteSigner, session: string): Promise<RemoteSignCredential[]> {
      const { client, provider, accessToken } = opened(signer, session);
      const [credentials, remembered] = await Promise.all([
        withProvider(() => client.credentials(accessToken)),
        "userId" in signer ? createRemoteSignPreferenceRepository(deps.db).of(signer.userId) : null,
      ]);
      const preferred = (id: string) => remembered?.provider === provider && remembered.credential_id === id;
      const { describeCertificate } = await signatureCertificates();
      return credentials.flatMap((credential) => {
        try {
          const [certificate] = credential.certificates;
          if (!certificate) return [];
          const summary = describeCertificate(certificate);
          return [
            {
              credential_id: credential.credentialID,
              ...summary,
              otp_required: credential.otpRequired,
              preferred: preferred(credential.credentialID),
            },
          ];
        } catch {
          return []; // A certificate nobody can read cannot sign here.
        }
      });
    },

    async sendOtp(signer: RemoteSigner, session: string, credentialId: string): Promise<void> {
      const { client, accessToken } = opened(signer, session);
      await withProvider(() => client.sendOtp(accessToken, credentialId));
    },
  };
}

export type RemoteSigningService = ReturnType<typeof createRemoteSigningService>;

/** Whether a certificate's codice fiscale is the expected one (an invitation's), whatever the case. */
export function sameFiscalCode(found: string | null, expected: string): boolean {
  return found !== null && found.toUpperCase() === expected.toUpperCase();
}

/** An invitation is for one person: a certificate of anyone else signs nothing (issue 46 §1.5). */
function refuseAnotherPerson(found: string | null, expected: string): void {
  if (!sameFiscalCode(found, expected))
    throw AppError.field("credential_id", "remote_sign_fiscal_code_mismatch", {
      found: found ?? "—",
      expected,
    });
}

/** The contract's title as a file name: letters, digits and dashes. */
function fileNameOf(title: string): string {
  const name = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return name || "contratto";
}
