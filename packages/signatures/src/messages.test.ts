import { signerReportSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { problemMessage, refusalMessage, signerInWords } from "./messages";
import { PROBLEM_CODES, REFUSAL_CODES, type VerifiedSigner } from "./report";

describe("the sentences", () => {
  it("say every problem and every refusal in Italian and in English, differently", () => {
    for (const code of PROBLEM_CODES) {
      const [it_, en] = [problemMessage({ code }, "it"), problemMessage({ code }, "en")];
      expect(it_).toMatch(/^[A-ZÈ].*\.$/);
      expect(en).toMatch(/^[A-Z].*\.$/);
      expect(it_).not.toBe(en);
    }
    for (const code of REFUSAL_CODES) expect(refusalMessage(code, "it")).not.toBe(refusalMessage(code, "en"));
  });

  it("turn a verified signer into the API's signer report, its problems in the reader's words", () => {
    const signer: VerifiedSigner = {
      name: "Luigi Verdi",
      fiscal_code: null,
      issuer: "Autorità di prova",
      qualified: false,
      signed_at: "2026-11-28T10:32:00.000Z",
      signed_at_source: "signing_time",
      certificate_valid_from: "2026-01-01T00:00:00.000Z",
      certificate_valid_to: "2027-01-01T00:00:00.000Z",
      integrity: true,
      trusted: false,
      revocation: "not_checked",
      problems: [{ code: "untrusted_issuer" }, { code: "not_qualified" }],
    };
    const report = signerReportSchema.parse(signerInWords(signer, "it"));
    expect(report.problems).toEqual([
      "L'autorità che ha emesso il certificato non è tra quelle attendibili.",
      "Il certificato non è qualificato: la firma non è una firma digitale né una firma elettronica qualificata.",
    ]);
    expect(signerInWords(signer, "en").problems[0]).toBe(
      "The authority that issued the certificate is not among the trusted ones.",
    );
  });
});
