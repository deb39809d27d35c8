import { padesSign, pdfsigValidations } from "@app/signatures/testing";
import { describe, expect, it } from "vitest";
import { customerTemplate } from "../../test/customer-templates";
import { sampleValues } from "../../test/sample-values";
import {
  A,
  contract,
  frozenPdf,
  fx,
  get,
  signaturesSuite,
  signedBy,
  statusOf,
  upload,
} from "./signatures-fixture";

signaturesSuite();

describe("a signed PDF (PAdES)", () => {
  it("keeps the landlord's and the tenant's signatures on the frozen PDF, which pdfsig reads as valid", async () => {
    const id = await contract();
    await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario);
    // Two signatures in two incremental updates over the product's own PDF/A, as signing tools add them.
    const once = await padesSign(await frozenPdf(id), fx.pki.signers.qualified, "Mario Rossi");
    const twice = Buffer.from(await padesSign(once, fx.pki.signers.second, "Anna Bianchi"));
    const answer = await upload(id, twice, fx.mario, "it", "contratto-firmato.pdf");
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ format: "pades", matches_frozen: true });
    expect(
      answer.json().signers.map((s: { name: string; integrity: boolean }) => [s.name, s.integrity]),
    ).toEqual([
      ["Mario Rossi", true],
      ["Anna Bianchi", true],
    ]);
    expect(await statusOf(id)).toBe("firmato");
    // What we keep is what was signed: poppler's own reader finds both signatures intact.
    const kept = await get(`${A}/signed-copy/download/${answer.json().id}/`);
    expect(kept.rawPayload.equals(twice)).toBe(true);
    expect(kept.headers["content-type"]).toBe("application/pdf");
    expect(pdfsigValidations(new Uint8Array(kept.rawPayload), fx.pki.dir)).toEqual([
      "Signature is Valid.",
      "Signature is Valid.",
    ]);
  });
});

describe("the level the contract needs", () => {
  it("warns a signature that is not qualified on a feq contract, and does not count it", async () => {
    const sale = await customerTemplate(fx.t, fx.mario, /preliminare di compravendita immobiliare/i);
    expect(sale.signature_level_min).toBe("feq");
    expect(fx.lease.signature_level_min).toBe("fes");
    const id = await contract(sampleValues(sale.fields), sale.id);
    expect((await fx.t.call("POST", `${A}/freeze/${id}/`, fx.mario)).status).toBe(200);
    const simple = (await upload(id, await signedBy(id, fx.pki.signers.plain))).json();
    expect(simple.signers[0].qualified).toBe(false);
    expect(simple.signers[0].problems).toContain(
      "Questa firma non basta per questo contratto (art. 1350 c.c., art. 21 CAD)",
    );
    expect(await statusOf(id)).toBe("in_firma");
    await upload(id, await signedBy(id));
    expect(await statusOf(id)).toBe("firmato");
  });
});

describe("the level, as editors set it", () => {
  it("is saved with a template version's metadata, even once contracts use it", async () => {
    const editor = await fx.t.login("demo-editor");
    const loan = await customerTemplate(fx.t, fx.mario, /comodato/i);
    await contract(sampleValues(loan.fields), loan.id);
    const E = "/api/agreement/editor/template";
    const refused = await fx.t.call("PUT", `${E}/partial-update/${loan.id}/`, editor, {
      signature_level_min: "xyz",
    });
    expect(refused.status).toBe(400);
    const saved = await fx.t.call("PUT", `${E}/partial-update/${loan.id}/`, editor, {
      signature_level_min: "fea",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.signature_level_min).toBe("fea");
    expect((await customerTemplate(fx.t, fx.mario, /comodato/i)).signature_level_min).toBe("fea");
  });
});
