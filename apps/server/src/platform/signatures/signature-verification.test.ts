import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { opensslCadesSign } from "@app/signatures/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignatureVerifier, type SignatureVerifier } from "./signature-verification";

const DEMO = join(import.meta.dirname, "../../../../../packages/signatures/demo");
const frozenPdf = new TextEncoder().encode("%PDF-1.7\n% Contratto congelato per la firma\n%%EOF\n");
let dir: string;
let envelope: Uint8Array;
let verifier: SignatureVerifier;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "signature-pool-"));
  writeFileSync(join(dir, "frozen.pdf"), frozenPdf);
  // The demo signer, as an e2e test or a lawyer trying the demo would sign.
  envelope = opensslCadesSign(join(dir, "frozen.pdf"), {
    cert: join(DEMO, "signer/mario-rossi.pem"),
    key: join(DEMO, "signer/mario-rossi.key"),
  });
  verifier = createSignatureVerifier({ path: null, demo: true });
});
afterAll(async () => {
  await verifier?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the signature thread", () => {
  it("verifies a signed copy off the request's thread, the demo authority marked", async () => {
    const result = await verifier.verify(envelope, frozenPdf);
    expect(result).toMatchObject({
      ok: true,
      format: "cades",
      matches_frozen: true,
      signers: [
        {
          name: "Mario Rossi",
          fiscal_code: "RSSMRA80A01H501U",
          trusted: true,
          problems: [{ code: "demo_authority" }],
        },
      ],
    });
  });

  it("refuses what is not a signature", async () => {
    expect(await verifier.verify(new TextEncoder().encode("ciao"), frozenPdf)).toEqual({
      ok: false,
      refusal: "not_a_signature",
    });
  });

  it("refuses a file the thread does not finish in time, and goes on with the next", async () => {
    const hurried = createSignatureVerifier({ path: null, demo: true }, { timeoutMs: 1, maxMemoryMb: 256 });
    try {
      expect(await hurried.verify(envelope, frozenPdf)).toEqual({ ok: false, refusal: "unreadable" });
    } finally {
      await hurried.close();
    }
    expect((await verifier.verify(envelope, frozenPdf)).ok).toBe(true);
  });

  it("reads the trust folder again when the operator puts an authority in it", async () => {
    const folder = join(dir, "trust");
    mkdirSync(folder);
    const operated = createSignatureVerifier({ path: folder, demo: false });
    try {
      const before = await operated.verify(envelope, frozenPdf);
      expect(before.ok && before.signers[0]?.trusted).toBe(false);
      copyFileSync(join(DEMO, "authority/ca-di-prova.pem"), join(folder, "ca-di-prova.pem"));
      const after = await operated.verify(envelope, frozenPdf);
      expect(after.ok && after.signers[0]).toMatchObject({
        trusted: true,
        problems: [{ code: "demo_authority" }],
      });
    } finally {
      await operated.close();
    }
  });

  it("stops at start on a trust list that is not there", () => {
    expect(() => createSignatureVerifier({ path: join(dir, "missing.xml"), demo: false })).toThrow();
  });
});
