// Receipt fixtures for the parser's and the server's tests (issue 47 §4): every type, the
// transport envelope, and what must never count (unsigned, badly signed, untrusted, malformed,
// foreign), written by the same builder the sandbox uses, signed by a test authority made here.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PEC_RECEIPT_TYPES, type PecReceiptType } from "@app/contracts";
import { loadTrustStore, type TrustStore } from "@app/signatures";
import { createTestAuthority, issueProviderCertificate, type KeyAndCertificate } from "../authority";
import { buildPostaCertificata, buildReceipt, type PecProvider } from "../build";
import { FIXTURE_AT, FIXTURE_DOMAIN, FIXTURE_RECIPIENT, originalMessage } from "./original";
import { opaqueReceipt, realShapedAccettazione } from "./samples";

/** A test authority and the provider certificate it issued, with the trust store that knows it. */
export interface FixtureProvider {
  authority: KeyAndCertificate;
  provider: PecProvider;
}

export async function makeFixtureProvider(name = "Gestore PEC di prova", domain = FIXTURE_DOMAIN) {
  const authority = await createTestAuthority(`${name} CA`);
  const certificate = await issueProviderCertificate(authority, { name, domain });
  const provider: PecProvider = {
    name,
    domain,
    key: { ...certificate, chainPem: [authority.certificatePem] },
  };
  return { authority, provider };
}

/** A trust store holding these authorities, as the server loads SIGNATURE_TRUST_LIST. */
export function trustStoreOf(...authorities: KeyAndCertificate[]): TrustStore {
  const dir = mkdtempSync(join(tmpdir(), "pec-trust-"));
  try {
    for (const [index, item] of authorities.entries())
      writeFileSync(join(dir, `authority-${index}.pem`), item.certificatePem);
    return loadTrustStore(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const REASONS: Partial<Record<PecReceiptType, string>> = {
  "non-accettazione": "Il mittente non corrisponde alla casella autenticata",
  "errore-consegna": "5.1.1 - Destinatario sconosciuto",
  "preavviso-errore-consegna": "Nessuna ricevuta di avvenuta consegna entro 12 ore",
  "rilevazione-virus": "Virus rilevato nel messaggio",
};

const ERRORS: Partial<Record<PecReceiptType, "no-dest" | "virus" | "altro">> = {
  "non-accettazione": "altro",
  "errore-consegna": "no-dest",
  "rilevazione-virus": "virus",
};

/** One receipt of `type` about the fixture message, as the fixture provider writes it. */
export function fixtureReceipt(
  type: PecReceiptType,
  provider: PecProvider,
  overrides: Partial<Parameters<typeof buildReceipt>[0]> = {},
): Promise<Uint8Array> {
  const perRecipient = [
    "avvenuta-consegna",
    "errore-consegna",
    "preavviso-errore-consegna",
    "rilevazione-virus",
  ];
  const reason = REASONS[type];
  const error = ERRORS[type];
  return buildReceipt({
    type,
    provider,
    original: originalMessage(),
    at: FIXTURE_AT,
    providerMessageId: `opec-fixture.${type}@${FIXTURE_DOMAIN}`,
    ...(perRecipient.includes(type) ? { deliveredTo: FIXTURE_RECIPIENT } : {}),
    ...(reason ? { errorReason: reason } : {}),
    ...(error ? { error } : {}),
    ...overrides,
  });
}

/** One byte of the signed part changed (a letter of the body text), the signature left as it was. */
export function tamper(raw: Uint8Array): Uint8Array {
  const copy = new Uint8Array(raw);
  const at = Buffer.from(copy).indexOf("consegna", Buffer.from(copy).indexOf("text/plain"));
  const index = at >= 0 ? at : Buffer.from(copy).indexOf("Identificativo");
  copy[index] = (copy[index] ?? 0) ^ 0x20;
  return copy;
}

export type FixtureName =
  | PecReceiptType
  | "posta-certificata"
  | "ordinary"
  | "unsigned"
  | "bad-signature"
  | "untrusted"
  | "malformed-daticert"
  | "missing-daticert"
  | "unknown-type"
  | "foreign"
  | "consegna-breve"
  | "opaque"
  | "real-shaped";

export interface ReceiptFixtures extends FixtureProvider {
  /** Trusts the fixture provider's authority only. */
  trust: TrustStore;
  /** Another provider, whose authority the trust store does not hold. */
  stranger: FixtureProvider;
  messages: Record<FixtureName, Uint8Array>;
}

/** Every fixture (a few seconds: three RSA keys a provider). */
export async function makeReceiptFixtures(): Promise<ReceiptFixtures> {
  const own = await makeFixtureProvider();
  const stranger = await makeFixtureProvider("Gestore sconosciuto", "pec-altro.test");
  const messages: Partial<Record<FixtureName, Uint8Array>> = {};
  for (const type of PEC_RECEIPT_TYPES) messages[type] = await fixtureReceipt(type, own.provider);
  messages["posta-certificata"] = await buildPostaCertificata({
    provider: own.provider,
    original: originalMessage(),
    at: FIXTURE_AT,
  });
  messages.ordinary = originalMessage().raw;
  messages.unsigned = await fixtureReceipt("accettazione", { ...own.provider, key: null });
  messages["bad-signature"] = tamper(await fixtureReceipt("avvenuta-consegna", own.provider));
  messages.untrusted = await fixtureReceipt("avvenuta-consegna", stranger.provider);
  messages["malformed-daticert"] = await fixtureReceipt("accettazione", own.provider, {
    daticertOverride: '<?xml version="1.0"?><postacert tipo="accettazione"><intestazione></postacert>',
  });
  messages["missing-daticert"] = await fixtureReceipt("accettazione", own.provider, {
    daticertOverride: null,
  });
  messages["unknown-type"] = Buffer.from(
    Buffer.from(messages.accettazione ?? new Uint8Array())
      .toString("latin1")
      .replace("X-Ricevuta: accettazione", "X-Ricevuta: ricevuta-immaginaria"),
    "latin1",
  );
  messages.foreign = await fixtureReceipt("avvenuta-consegna", own.provider, {
    original: originalMessage("messaggio-sconosciuto.1@altrove.example"),
  });
  messages["consegna-breve"] = await fixtureReceipt("avvenuta-consegna", own.provider, {
    receiptKind: "breve",
  });
  messages.opaque = await opaqueReceipt(own.provider);
  messages["real-shaped"] = await realShapedAccettazione(own.provider);
  return {
    ...own,
    trust: trustStoreOf(own.authority),
    stranger,
    messages: messages as ReceiptFixtures["messages"],
  };
}
