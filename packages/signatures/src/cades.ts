import type * as pkijs from "pkijs";
import { sameBytes } from "./bytes";
import { envelopedContent, readSignedData } from "./cms";
import { RefusedError, type VerifiedCopy, type VerifiedSigner } from "./report";
import { verifySigner } from "./signer";
import type { TrustStore } from "./trust-store";

/** More envelopes than any signing tool nests: past it the file is refused, not followed. */
const MAX_LAYERS = 16;

/** The SignedData a layer's content is, when the content is itself an envelope (`.p7m.p7m`). */
function innerEnvelope(content: Uint8Array): pkijs.SignedData | null {
  try {
    return readSignedData(content);
  } catch {
    return null;
  }
}

/**
 * A CAdES envelope (`.p7m`): every layer's signers, from the innermost (the first to sign) out.
 * Italian tools nest a second signature or a countersignature as a new envelope around the
 * first; parallel signatures are more signerInfos of one envelope. A detached signature (`.p7s`)
 * is verified over the frozen PDF, the only content it can be about.
 */
export async function verifyCades(
  outer: pkijs.SignedData,
  frozenPdf: Uint8Array | null,
  trust: TrustStore,
): Promise<VerifiedCopy> {
  const layers: VerifiedSigner[][] = [];
  let signed: pkijs.SignedData | null = outer;
  let content: Uint8Array | null = null;
  for (let depth = 0; signed; depth++) {
    if (depth === MAX_LAYERS) throw new RefusedError("unreadable");
    if (signed.signerInfos.length === 0) throw new RefusedError("not_a_signature");
    content = envelopedContent(signed);
    const detached = content ? undefined : frozenPdf;
    if (!content && !detached) throw new RefusedError("unreadable");
    const data = detached ? detached.slice().buffer : undefined;
    const signers: VerifiedSigner[] = [];
    for (let index = 0; index < signed.signerInfos.length; index++)
      signers.push(...(await verifySigner(signed, index, data, trust)));
    layers.unshift(signers);
    if (!content) content = frozenPdf;
    signed = content ? innerEnvelope(content) : null;
  }
  return {
    ok: true,
    format: "cades",
    matches_frozen: Boolean(frozenPdf && content && sameBytes(content, frozenPdf)),
    signers: layers.flat(),
  };
}
