import type { SignedCopyReport } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { signerFixture } from "../testing/report-fixtures";
import { copyCounts, partyCoverage, signerVerdict } from "./signature-verdict";
import { signerSentence } from "./signer-words";

const signer = signerFixture;

const copy = (changes: Partial<SignedCopyReport> = {}): SignedCopyReport => ({
  id: 1,
  file_name: "contratto.pdf.p7m",
  format: "cades",
  sha256: "ab",
  matches_frozen: true,
  signers: [signer()],
  parties: [
    { party: "landlord", name: "Mario Rossi", signed: true },
    { party: "tenants.1", name: "Anna Bianchi", signed: false },
  ],
  signed_in_product: false,
  date_create: "2026-11-28T10:00:00.000Z",
  ...changes,
});

// Echoes the key and its values, so a test reads which sentence was chosen and with what.
const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;

describe("a signature's verdict", () => {
  it("is valid only when intact, trusted and not revoked, and amber when unchecked or with a remark", () => {
    expect(signerVerdict(signer(), "feq")).toBe("valid");
    expect(signerVerdict(signer({ revocation: "not_checked" }), "feq")).toBe("warning");
    expect(signerVerdict(signer({ problems: ["Firma di prova"] }), "fes")).toBe("warning");
    expect(signerVerdict(signer({ integrity: false }), "fes")).toBe("failure");
    expect(signerVerdict(signer({ trusted: false }), "fes")).toBe("failure");
    expect(signerVerdict(signer({ revocation: "revoked" }), "fes")).toBe("failure");
  });

  it("fails a non-qualified certificate only where the contract needs a qualified one", () => {
    expect(signerVerdict(signer({ qualified: false }), "fea")).toBe("valid");
    expect(signerVerdict(signer({ qualified: false }), "feq")).toBe("failure");
  });

  it("reads as one sentence with the fiscal code, the certificate and the time in Rome", () => {
    const { verdict, text } = signerSentence(signer(), "feq", t);
    expect(verdict).toBe("valid");
    expect(text).toBe(
      'signatures.signer.valid{"who":"Mario Rossi (RSSMRA80A01H501U)"}, ' +
        'signatures.signer.qualified{"issuer":"CA di prova — solo dimostrazione"}, ' +
        'signatures.signer.signedAt{"date":"28/11/2026","time":"10:32"}',
    );
    expect(signerSentence(signer({ fiscal_code: null, signed_at: null }), "fes", t).text).toContain(
      'valid{"who":"Mario Rossi"}',
    );
  });
});

describe("the parties' coverage", () => {
  it("adds up the parties across copies, counting only copies of the frozen text with good signatures", () => {
    const second = copy({
      id: 2,
      parties: [
        { party: "landlord", name: "Mario Rossi", signed: false },
        { party: "tenants.1", name: "Anna Bianchi", signed: true },
      ],
    });
    expect(partyCoverage([copy()], "feq")).toMatchObject({ signed: 1, missing: ["Anna Bianchi"] });
    expect(partyCoverage([copy(), second], "feq")).toMatchObject({ signed: 2, missing: [] });
    expect(partyCoverage([copy(), { ...second, matches_frozen: false }], "feq").signed).toBe(1);
    const unqualified = copy({ id: 3, signers: [signer({ qualified: false })] });
    expect(copyCounts(unqualified, "feq")).toBe(false);
    expect(partyCoverage([unqualified], "feq").signed).toBe(0);
    expect(partyCoverage([], "fes")).toEqual({ parties: [], signed: 0, missing: [] });
  });
});
