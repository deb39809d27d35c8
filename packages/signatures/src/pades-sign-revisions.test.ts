import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFNumber } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frozenContractPdf } from "./testing/frozen-pdf";
import { padesSign, pdfsigSignatures } from "./testing/pades";
import { qpdfCheck } from "./testing/pdf-tools";
import { makePki, type Pki } from "./testing/pki";
import { signRemotely } from "./testing/remote-signer";
import { loadTrustStore, type TrustStore } from "./trust-store";
import { verifySignedCopy } from "./verify";

let pki: Pki;
let trust: TrustStore;
let frozen: Uint8Array;

beforeAll(async () => {
  pki = makePki("Ente di prova S.p.A.");
  trust = loadTrustStore(pki.trustDir);
  frozen = await frozenContractPdf(2);
}, 60_000);
afterAll(() => pki?.close());

const VALID = "Signature is Valid.";

/** Mario Rossi, then Luigi Verdi (distinct names in their certificates), each in his own revision. */
async function twoSigners(pdf: Uint8Array) {
  const once = await signRemotely(pdf, pki, pki.signers.qualified, { signerName: "Mario Rossi" });
  const twice = await signRemotely(once, pki, pki.signers.plain, { signerName: "Luigi Verdi" });
  return { once, twice };
}

/** The widgets' rectangles on the last page, as pdf-lib reads them. */
async function widgetRects(pdf: Uint8Array): Promise<number[][]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const annots = doc.getPages().at(-1)?.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  return (annots?.asArray() ?? []).map((ref) => {
    const rect = doc.context.lookup(ref, PDFDict).lookup(PDFName.of("Rect"), PDFArray);
    return rect.asArray().map((n) => (n as PDFNumber).asNumber());
  });
}

/** The objects of `before` that `after` holds changed, as pdf-lib reads both files. */
async function changedObjects(before: Uint8Array, after: Uint8Array): Promise<string[]> {
  const [old, now] = await Promise.all(
    [before, after].map((pdf) => PDFDocument.load(pdf, { updateMetadata: false })),
  );
  return (old as PDFDocument).context
    .enumerateIndirectObjects()
    .filter(([ref, object]) => String(now?.context.lookup(ref)) !== String(object))
    .map(([ref]) => ref.toString());
}

const overlap = ([a, b, c, d]: number[], [e, f, g, h]: number[]) =>
  (a ?? 0) < (g ?? 0) && (e ?? 0) < (c ?? 0) && (b ?? 0) < (h ?? 0) && (f ?? 0) < (d ?? 0);

describe("a second signer's revision", () => {
  it("appends after the first: both signatures stay valid for pdfsig, qpdf and the verifier", async () => {
    const { once, twice } = await twoSigners(frozen);
    expect(Buffer.from(twice.subarray(0, once.length)).equals(Buffer.from(once))).toBe(true);
    expect(pdfsigSignatures(twice, pki.dir)).toEqual([
      { field: "Firma1", commonName: "Mario Rossi", type: "ETSI.CAdES.detached", validation: VALID },
      { field: "Firma2", commonName: "Luigi Verdi", type: "ETSI.CAdES.detached", validation: VALID },
    ]);
    expect(qpdfCheck(twice, pki.dir)).toMatchObject({ ok: true, problems: [] });
    const report = await verifySignedCopy(twice, { frozenPdf: frozen, trust });
    expect(report).toMatchObject({ ok: true, format: "pades", matches_frozen: true });
    expect(report.ok && report.signers.map((s) => [s.name, s.integrity, s.trusted])).toEqual([
      ["Mario Rossi", true, true],
      ["Luigi Verdi", true, true],
    ]);
  });

  it("changes nothing of the PDF but its catalog (the form) and its last page (the widget)", async () => {
    const { once, twice } = await twoSigners(frozen);
    const doc = await PDFDocument.load(frozen, { updateMetadata: false });
    const catalog = String(doc.context.trailerInfo.Root);
    const lastPage = doc.getPages().at(-1)?.ref.toString();
    expect((await changedObjects(frozen, once)).sort()).toEqual([catalog, lastPage].sort());
    // The second update finds the form and the widgets' list in place: it extends them.
    expect(await changedObjects(once, twice)).not.toContain(catalog);
  });

  it("puts the second box beside the first, not over it", async () => {
    const { twice } = await twoSigners(frozen);
    const [first, second] = await widgetRects(twice);
    expect(first && second && overlap(first, second)).toBe(false);
  });

  it("follows a signature another tool wrote (@signpdf), and keeps it valid", async () => {
    const byTool = await padesSign(frozen, pki.signers.qualified, "Mario Rossi");
    const signed = await signRemotely(byTool, pki, pki.signers.plain, { signerName: "Luigi Verdi" });
    expect(pdfsigSignatures(signed, pki.dir).map((s) => [s.commonName, s.validation])).toEqual([
      ["Mario Rossi", VALID],
      ["Luigi Verdi", VALID],
    ]);
    // @signpdf's own update draws a qpdf warning (whitespace before its xref); ours adds none.
    expect(qpdfCheck(byTool, pki.dir).problems).toEqual(["WARNING: extraneous whitespace seen before xref"]);
    expect(qpdfCheck(signed, pki.dir).problems).toEqual(qpdfCheck(byTool, pki.dir).problems);
    const report = await verifySignedCopy(signed, { frozenPdf: frozen, trust });
    expect(report.ok && report.signers.map((s) => s.integrity)).toEqual([true, true]);
  });
});

describe("a PDF with cross-reference and object streams", () => {
  it("is signed twice in updates with cross-reference streams, every signature valid", async () => {
    // qpdf, not this package, rewrites the app's PDF with object streams and an xref stream.
    const input = join(pki.dir, "frozen.pdf");
    const output = join(pki.dir, "compressed.pdf");
    writeFileSync(input, frozen);
    execFileSync("qpdf", ["--object-streams=generate", input, output]);
    const compressed = new Uint8Array(readFileSync(output));
    expect(Buffer.from(compressed).includes("/ObjStm")).toBe(true);

    const { once, twice } = await twoSigners(compressed);
    for (const update of [once.subarray(compressed.length), twice.subarray(once.length)]) {
      const text = Buffer.from(update).toString("latin1");
      expect(text).toContain("/Type /XRef");
      expect(text).not.toMatch(/^xref$/m);
    }
    expect(pdfsigSignatures(twice, pki.dir).map((s) => s.validation)).toEqual([VALID, VALID]);
    expect(qpdfCheck(twice, pki.dir)).toMatchObject({ ok: true, problems: [] });
    const report = await verifySignedCopy(twice, { frozenPdf: compressed, trust });
    expect(report).toMatchObject({ ok: true, matches_frozen: true });
    expect(report.ok && report.signers.map((s) => s.integrity)).toEqual([true, true]);
  });

  it("keeps the classic cross-reference table of the app's own PDFs", async () => {
    const { once } = await twoSigners(frozen);
    const update = Buffer.from(once.subarray(frozen.length)).toString("latin1");
    expect(update).toMatch(/^xref$/m);
    expect(update).toMatch(/\/Prev \d+/);
    expect(update).not.toContain("/ObjStm");
  });
});
