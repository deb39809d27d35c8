import type { RemoteSignCredential, SignerReport } from "@app/contracts";

/** A signature as the server reports it: Mario Rossi's, valid and qualified, unless changed. */
export const signerFixture = (changes: Partial<SignerReport> = {}): SignerReport => ({
  name: "Mario Rossi",
  fiscal_code: "RSSMRA80A01H501U",
  issuer: "CA di prova — solo dimostrazione",
  qualified: true,
  signed_at: "2026-11-28T09:32:00.000Z",
  signed_at_source: "signing_time",
  certificate_valid_from: "2026-01-01T00:00:00.000Z",
  certificate_valid_to: "2028-12-31T00:00:00.000Z",
  integrity: true,
  trusted: true,
  revocation: "good",
  problems: [],
  ...changes,
});

/** A remote signature credential as the server lists it: Mario Rossi's, qualified, with OTP. */
export const credentialFixture = (id: string, changes: Record<string, unknown> = {}): RemoteSignCredential =>
  ({
    credential_id: id,
    holder: "Mario Rossi",
    fiscal_code: "RSSMRA80A01H501U",
    issuer: "CA di prova",
    valid_from: "2026-01-01T00:00:00.000Z",
    valid_to: "2028-12-31T00:00:00.000Z",
    qualified: true,
    otp_required: true,
    preferred: false,
    ...changes,
  }) as RemoteSignCredential;
