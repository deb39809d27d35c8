import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { longContractContext, longContractHtml } from "./fixtures/long-contract";
import { hasLibreoffice, hasPdftotext, libreofficeToPdf, pdfText, positionsInOrder } from "./fixtures/tools";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";
import { toDocx } from "./to-docx";

async function parts(html: string, ctx: RenderContext): Promise<Record<string, string>> {
  const zip = unzipSync(new Uint8Array(await toDocx(parseHtml(html), ctx)));
  return Object.fromEntries(
    Object.entries(zip)
      .filter(([name]) => name.endsWith(".xml") || name.endsWith(".rels"))
      .map(([name, data]) => [name, strFromU8(data)]),
  );
}

const ACCENTS = "<p>Perché la città è più lì, però sì: caffè àèéìòù € 1.000</p>";
const ctx = longContractContext();

/** Each paragraph's numbering as "level:numId", in document order. */
function numbered(documentXml: string): string[] {
  return [
    ...documentXml.matchAll(/<w:numPr><w:ilvl w:val="(\d)"\/><w:numId w:val="(\d+)"\/><\/w:numPr>/g),
  ].map((m) => `${m[1]}:${m[2]}`);
}

describe("toDocx", () => {
  it("is a Word package with A4 pages, the language and the core properties", async () => {
    const xml = await parts(ACCENTS, { ...ctx, title: "Locazione «Rossi & C.»", author: "Studio Bianchi" });
    expect(Object.keys(xml)).toEqual(
      expect.arrayContaining([
        "word/document.xml",
        "word/numbering.xml",
        "word/styles.xml",
        "docProps/core.xml",
      ]),
    );
    expect(xml["word/document.xml"]).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml["word/styles.xml"]).toContain('<w:lang w:val="it-IT"/>');
    expect(xml["docProps/core.xml"]).toContain("<dc:title>Locazione «Rossi &amp; C.»</dc:title>");
    expect(xml["docProps/core.xml"]).toContain("<dc:creator>Studio Bianchi</dc:creator>");
  });

  it("keeps the accents and the euro sign as text", async () => {
    const xml = await parts(ACCENTS, ctx);
    expect(xml["word/document.xml"]).toContain("Perché la città è più lì, però sì: caffè àèéìòù € 1.000");
  });

  it("puts the title in the header and Pagina X di Y as PAGE and NUMPAGES fields in the footer", async () => {
    const xml = await parts(ACCENTS, ctx);
    const header = Object.entries(xml).find(([n]) => /^word\/header\d*\.xml$/.test(n))?.[1] ?? "";
    const footer = Object.entries(xml).find(([n]) => /^word\/footer\d*\.xml$/.test(n))?.[1] ?? "";
    expect(header).toContain("Contratto di locazione ad uso diverso dall&apos;abitativo");
    expect(footer).toMatch(
      /Pagina .*<w:instrText[^>]*>PAGE<\/w:instrText>.* di .*<w:instrText[^>]*>NUMPAGES<\/w:instrText>/,
    );
    expect(xml["word/document.xml"]).toMatch(/<w:headerReference [^>]*w:type="default"/);
    expect(xml["word/document.xml"]).toMatch(/<w:footerReference [^>]*w:type="default"/);
  });

  it("writes the footer and language in English for an English document", async () => {
    const xml = await parts(ACCENTS, { ...ctx, language: "en" });
    const footer = Object.entries(xml).find(([n]) => /^word\/footer\d*\.xml$/.test(n))?.[1] ?? "";
    expect(footer).toMatch(/Page .*PAGE.* of .*NUMPAGES/);
    expect(xml["word/styles.xml"]).toContain('<w:lang w:val="en-GB"/>');
  });

  it("numbers clauses with a real Word numbering definition, nested levels included", async () => {
    const xml = await parts(
      '<ol><li><p>Oggetto</p><ol><li>primo comma</li><li>secondo<ol type="a"><li>lettera</li></ol></li></ol></li><li>Durata</li></ol><ol start="5"><li>altra lista</li></ol>',
      ctx,
    );
    const numbering = xml["word/numbering.xml"] ?? "";
    expect(numbering).toMatch(
      /<w:lvl w:ilvl="0"[^>]*><w:start w:val="1"\/><w:numFmt w:val="decimal"\/>(?:<w:suff w:val="tab"\/>)?<w:lvlText w:val="%1\."\/>/,
    );
    expect(numbering).toMatch(
      /<w:lvl w:ilvl="1"[^>]*><w:start w:val="1"\/><w:numFmt w:val="decimal"\/>(?:<w:suff w:val="tab"\/>)?<w:lvlText w:val="%1\.%2"\/>/,
    );
    expect(numbering).toMatch(
      /<w:lvl w:ilvl="2"[^>]*><w:start w:val="1"\/><w:numFmt w:val="lowerLetter"\/>(?:<w:suff w:val="tab"\/>)?<w:lvlText w:val="%3\)"\/>/,
    );
    expect(numbering).toMatch(/<w:start w:val="5"\/><w:numFmt w:val="decimal"\/>/);
    const order = numbered(xml["word/document.xml"] ?? "");
    expect(order.map((o) => o.split(":")[0])).toEqual(["0", "1", "1", "2", "0", "0"]);
    // The first list's levels share one numbering instance (so 1.1 counts under 1); the second list has its own.
    const ids = order.map((o) => o.split(":")[1]);
    expect(new Set(ids.slice(0, 5)).size).toBe(1);
    expect(ids[5]).not.toBe(ids[0]);
  });

  it("gives a nested list of another kind at the same depth a definition of its own", async () => {
    const xml = await parts(
      '<ol><li>uno<ol type="a"><li>lettera</li></ol></li><li>due<ul><li>punto</li></ul></li></ol>',
      ctx,
    );
    const order = numbered(xml["word/document.xml"] ?? "");
    expect(order.map((o) => o.split(":")[0])).toEqual(["0", "1", "0", "1"]);
    const [clause, letter, , bullet] = order.map((o) => o.split(":")[1]);
    expect(letter).toBe(clause);
    expect(bullet).not.toBe(clause);
    const numbering = xml["word/numbering.xml"] ?? "";
    expect(numbering).toMatch(/<w:lvl w:ilvl="1"[^>]*><w:start w:val="1"\/><w:numFmt w:val="lowerLetter"\/>/);
    expect(numbering).toMatch(/<w:lvl w:ilvl="1"[^>]*><w:start w:val="1"\/><w:numFmt w:val="bullet"\/>/);
  });

  it("gives bullets their own levels and a hanging indent", async () => {
    const xml = await parts("<ul><li>punto<ul><li>sotto</li></ul></li></ul>", ctx);
    expect(xml["word/numbering.xml"]).toMatch(
      /<w:numFmt w:val="bullet"\/>(?:<w:suff w:val="tab"\/>)?<w:lvlText w:val="•"\/>.*?<w:ind w:left="520" w:hanging="520"\/>/,
    );
  });

  it("writes tables with a repeated heading row, spans and shading", async () => {
    const xml = await parts(
      '<table><thead><tr><th>Voce</th><th>Importo</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr><tr><td colspan="2">Totale</td></tr></tbody></table>',
      ctx,
    );
    const doc = xml["word/document.xml"] ?? "";
    expect(doc).toMatch(/<w:trPr>(?:(?!<\/w:trPr>).)*<w:tblHeader\/>/);
    expect(doc.match(/<w:tblHeader\/>/g)).toHaveLength(1);
    expect(doc).toContain('<w:gridSpan w:val="2"/>');
    expect(doc).toContain('<w:vMerge w:val="restart"/>');
    expect(doc).toMatch(/<w:vMerge\/>|<w:vMerge w:val="continue"\/>/);
    expect(doc).toMatch(/<w:shd [^>]*w:fill="EEEEEE"/);
  });

  it("writes headings with heading styles, alignment, marks and page breaks", async () => {
    const xml = await parts(
      '<h1>Titolo</h1><h2>Parte</h2><p style="text-align:right"><strong>b</strong><em>i</em><u>u</u><s>s</s></p><hr><p>dopo</p>',
      ctx,
    );
    const doc = xml["word/document.xml"] ?? "";
    expect(doc).toMatch(/<w:pStyle w:val="Heading1"\/>/);
    expect(doc).toMatch(/<w:pStyle w:val="Heading2"\/>/);
    expect(doc).toMatch(/<w:jc w:val="right"\/>/);
    expect(doc).toMatch(/<w:b\/>(?:(?!<\/w:r>).)*>b</);
    expect(doc).toMatch(/<w:i\/>(?:(?!<\/w:r>).)*>i</);
    expect(doc).toMatch(/<w:u w:val="single"\/>(?:(?!<\/w:r>).)*>u</);
    expect(doc).toMatch(/<w:strike\/>(?:(?!<\/w:r>).)*>s</);
    expect(doc).toContain('<w:br w:type="page"/>');
    expect(xml["word/styles.xml"]).toMatch(/w:styleId="Heading1"/);
  });

  it.skipIf(!hasLibreoffice || !hasPdftotext)(
    "converts with LibreOffice, and the result reads the values, accents and € in order",
    async () => {
      const docx = await toDocx(parseHtml(longContractHtml(1) + ACCENTS), ctx);
      const text = pdfText(libreofficeToPdf(docx));
      const order = positionsInOrder(text, [
        "Contratto di locazione ad uso diverso dall'abitativo",
        "Immobiliare Forlì S.r.l.",
        "RSSMRA80A01H501U",
        "Caffè Città di Là S.n.c.",
        "1. Oggetto.",
        "€ 18.000,00",
        "4.1 Il Conduttore",
        "a) custodire",
        "Totale annuo",
        "Forlì, 20/11/2026",
        "àèéìòù € 1.000",
      ]);
      expect(order, text).not.toContain(-1);
      expect(text).toMatch(/Pagina 1 di \d+/);
    },
    180_000,
  );
});
