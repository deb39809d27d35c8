import type { AgreementValues, SignatureLevel, SignedParty, TemplateDetail } from "@app/contracts";
import { describeParties } from "../catalogue";
import type { StoredProblem, StoredSigner } from "./signed-copy-verifier";

/** The problem a signer below the contract's level carries (messages: `level_insufficient`). */
export const LEVEL_INSUFFICIENT = "level_insufficient";

/** A party of the contract with a codice fiscale: who must sign (issue 45 §2). */
interface PartyToSign {
  party: string;
  name: string;
  fiscalCode: string;
}

/** A codice fiscale as compared: upper case, no spaces, without the `TINIT-` of a certificate. */
export const normalised = (code: string) =>
  code
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/^TINIT-/, "");

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A party's name from its fields' values: the company's name, else first and last name. */
function nameOf(values: Record<string, unknown>, slugs: Map<string, string>, fallback: string): string {
  const at = (attribute: string) => text(values[slugs.get(attribute) ?? ""]);
  return at("denominazione") || [at("nome"), at("cognome")].filter(Boolean).join(" ") || fallback;
}

/**
 * Every party of the contract with a codice fiscale typed in: a repeating party (issue 32) once
 * per item (`conduttori.0`, `conduttori.1`), its fields read as the address book fills them
 * (catalogue's `describeParties`).
 */
export function partiesToSign(
  template: Pick<TemplateDetail, "id" | "language" | "parties" | "fields">,
  values: AgreementValues,
): PartyToSign[] {
  return describeParties(template).parties.flatMap((party) => {
    const slugs = new Map(party.fields.map((field) => [field.attribute, field.slug]));
    const code = slugs.get("codice_fiscale");
    if (!code) return [];
    const items = party.repeating
      ? (Array.isArray(values[party.slug]) ? (values[party.slug] as Record<string, unknown>[]) : []).map(
          (item, index) => ({ id: `${party.slug}.${index}`, values: item }),
        )
      : [{ id: party.slug, values: values as Record<string, unknown> }];
    return items.flatMap((item) => {
      const fiscalCode = normalised(text(item.values[code]));
      return fiscalCode
        ? [{ party: item.id, name: nameOf(item.values, slugs, party.label), fiscalCode }]
        : [];
    });
  });
}

/**
 * A signer whose signature counts: it verifies, chains to a trusted authority, is not revoked,
 * and is of the level the contract needs (a qualified certificate for `feq`).
 */
export function signatureCounts(signer: StoredSigner, level: SignatureLevel): boolean {
  return (
    signer.integrity &&
    signer.trusted &&
    signer.revocation !== "revoked" &&
    (level !== "feq" || signer.qualified)
  );
}

/** A qualified signature is what a `feq` contract needs (art. 1350 c.c., CAD art. 21 c. 2-bis). */
export function withLevelProblems(signers: StoredSigner[], level: SignatureLevel): StoredSigner[] {
  if (level !== "feq") return signers;
  const problem: StoredProblem = { code: LEVEL_INSUFFICIENT };
  return signers.map((signer) =>
    signer.qualified ? signer : { ...signer, problems: [...signer.problems, problem] },
  );
}

/** Whose signatures count on copies of the frozen PDF, by codice fiscale (normalised). */
export function signedFiscalCodes(
  copies: { matches_frozen: boolean; signers: StoredSigner[] }[],
  level: SignatureLevel,
): Set<string> {
  return new Set(
    copies
      .filter((copy) => copy.matches_frozen)
      .flatMap((copy) => copy.signers.filter((signer) => signatureCounts(signer, level)))
      .flatMap((signer) => (signer.fiscal_code ? [normalised(signer.fiscal_code)] : [])),
  );
}

/** The copies' signatures that count, against the frozen PDF: which parties signed. */
export function signedParties(
  parties: PartyToSign[],
  copies: { matches_frozen: boolean; signers: StoredSigner[] }[],
  level: SignatureLevel,
): SignedParty[] {
  const signed = signedFiscalCodes(copies, level);
  return parties.map(({ party, name, fiscalCode }) => ({ party, name, signed: signed.has(fiscalCode) }));
}

/**
 * Signed (issue 45 §1): every party with a codice fiscale signed in a copy that matches the frozen
 * PDF; a contract whose parties have none, once one such copy has a signature that counts.
 */
export function isFullySigned(
  parties: PartyToSign[],
  copies: { matches_frozen: boolean; signers: StoredSigner[] }[],
  level: SignatureLevel,
): boolean {
  if (parties.length === 0)
    return copies.some(
      (copy) => copy.matches_frozen && copy.signers.some((signer) => signatureCounts(signer, level)),
    );
  return signedParties(parties, copies, level).every((party) => party.signed);
}
