import type { Language, PublicSigning } from "@app/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { AppError } from "../../../platform/http/app-error";
import { createAgreementReader } from "../../agreements";
import { agreements } from "../../agreements/agreement.table";
import { createSignatureRepository } from "../signature.repository";
import type { SignedCopyService } from "../signed-copy.service";
import { type RemoteSigningService, type SignRequest, sameFiscalCode } from "./remote-signing.service";
import { createSignInviteRepository } from "./sign-invite.repository";
import { tokenHashOf } from "./sign-invite.service";

const isSigning = (status: string) => status === "in_firma" || status === "firmato";

/**
 * The invitee's side (issue 46 §2), by the link's token only: the contract's title, parties and
 * status, its PDF to sign, and remote signing as the owner has it, the session bound to the
 * invitation. An unknown, expired or revoked token, or a contract no longer frozen, is a 404
 * that says nothing more.
 */
export function createPublicSigningService(deps: {
  db: Database;
  copies: SignedCopyService;
  remote: RemoteSigningService;
}) {
  const { db } = deps;

  async function opened(token: string) {
    const invite = await createSignInviteRepository(db).live(tokenHashOf(token), new Date());
    if (!invite) throw AppError.notFound();
    const [owner] = await db
      .select({ owner_id: agreements.owner_id })
      .from(agreements)
      .where(eq(agreements.id, invite.agreement_id));
    const read = owner
      ? await createAgreementReader(db).findByOwner(owner.owner_id, invite.agreement_id)
      : null;
    const frozen =
      read && isSigning(read.status) ? await createSignatureRepository(db).frozenOf(read.id) : null;
    if (!read || !frozen) throw AppError.notFound();
    return { invite, read, frozen, signer: { inviteId: invite.id } };
  }

  return {
    async summary(token: string): Promise<PublicSigning> {
      const { invite, read } = await opened(token);
      return {
        title: read.title,
        status: read.status as PublicSigning["status"],
        parties: await deps.copies.parties(read),
        signature_level_min: await deps.copies.level(read),
        invitee: { name: invite.name, signed: await deps.copies.hasSigned(read, invite.fiscal_code) },
        expires_at: invite.expires_at.toISOString(),
      };
    },
    /** The PDF the invitee signs: the last revision signed here, else the frozen one. */
    async document(token: string) {
      const { read, frozen } = await opened(token);
      const last = await createSignatureRepository(db).lastProductRevision(read.id);
      return { title: read.title, pdf: last?.content ?? frozen.pdf };
    },
    /** Whose a provider session opened from this page is: the invitation's. */
    async signerOf(token: string) {
      return (await opened(token)).signer;
    },
    async login(token: string, request: { provider: string; username: string; password: string }) {
      return deps.remote.login((await opened(token)).signer, request);
    },
    /** The invitee's credentials, each saying whether it is the invitation's person's. */
    async credentials(token: string, session: string) {
      const { invite, signer } = await opened(token);
      const credentials = await deps.remote.credentials(signer, session);
      return credentials.map((credential) => ({
        ...credential,
        fiscal_code_matches: sameFiscalCode(credential.fiscal_code, invite.fiscal_code),
      }));
    },
    async sendOtp(token: string, session: string, credentialId: string) {
      return deps.remote.sendOtp((await opened(token)).signer, session, credentialId);
    },
    async sign(token: string, language: Language, request: SignRequest) {
      const { invite, read, signer } = await opened(token);
      // Once the invitee's signature counts, the link signs no more: a second copy would add nothing.
      if (await deps.copies.hasSigned(read, invite.fiscal_code))
        throw new AppError(409, [{ key: "sign_invite_already_signed" }]);
      return deps.remote.sign(
        {
          signer,
          read,
          language,
          actorId: null,
          auditData: { invite: invite.id, invitee: invite.name },
          fiscalCode: invite.fiscal_code,
          // Revoked by its owner while the provider signed: the signature is not kept.
          stillAllowed: async (inTx) => {
            if (!(await createSignInviteRepository(inTx).live(tokenHashOf(token), new Date())))
              throw AppError.notFound();
          },
        },
        request,
      );
    },
  };
}
