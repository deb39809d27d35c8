import type { SignatureLevel, SignedCopyReport, SignerReport } from "@app/contracts";

/**
 * How a signature reads to the lawyer: valid (green), valid with warnings (amber: not checked for
 * revocation, a demonstration authority), or not good enough (red: modified, untrusted, revoked,
 * or below the level the contract needs).
 */
export type SignatureVerdict = "valid" | "warning" | "failure";

/** Whether a signature meets the level the contract needs: only FEQ asks for a qualified certificate. */
export function meetsLevel(signer: SignerReport, level: SignatureLevel): boolean {
  return level !== "feq" || signer.qualified;
}

export function signerVerdict(signer: SignerReport, level: SignatureLevel): SignatureVerdict {
  if (!signer.integrity || !signer.trusted || signer.revocation === "revoked") return "failure";
  if (!meetsLevel(signer, level)) return "failure";
  if (signer.problems.length > 0 || signer.revocation === "not_checked") return "warning";
  return "valid";
}

/** A copy counts for the contract's parties when it is the frozen PDF and every signature holds. */
export function copyCounts(copy: SignedCopyReport, level: SignatureLevel): boolean {
  return (
    copy.matches_frozen &&
    copy.signers.length > 0 &&
    copy.signers.every((signer) => signerVerdict(signer, level) !== "failure")
  );
}

export interface PartyCoverage {
  /** Every party with a codice fiscale, in the contract's order, and whether a counted copy has them. */
  parties: { party: string; name: string; signed: boolean }[];
  signed: number;
  missing: string[];
}

/**
 * Which parties have signed across all the copies kept: a party signs in one copy, another in a
 * second (each party's own tool), or all in one envelope countersigned in turn.
 */
export function partyCoverage(copies: readonly SignedCopyReport[], level: SignatureLevel): PartyCoverage {
  const order: { party: string; name: string }[] = [];
  const signed = new Set<string>();
  for (const copy of copies) {
    for (const party of copy.parties) {
      if (!order.some((known) => known.party === party.party)) order.push(party);
      if (party.signed && copyCounts(copy, level)) signed.add(party.party);
    }
  }
  const parties = order.map((party) => ({ ...party, signed: signed.has(party.party) }));
  return {
    parties,
    signed: parties.filter((party) => party.signed).length,
    missing: parties.filter((party) => !party.signed).map((party) => party.name),
  };
}
