import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { longContractContext, longContractHtml } from "./fixtures/long-contract";
import { hasPdftotext, pdfText, pdfWords, positionsInOrder } from "./fixtures/tools";
import { BLANK } from "./format-value";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";
import { toPdf } from "./to-pdf";

const ctx = longContractContext();
const ACCENTS = "<p>Perché la città è più lì, però sì: caffè àèéìòù € 1.000</p>";
const pdf = (html: string, context: RenderContext = ctx) => toPdf(parseHtml(html), context);
const latin1 = (buffer: Buffer) => buffer.toString("latin1");
/** Pages of pdftotext's output (it ends each page with a form feed). */
const pages = (buffer: Buffer) => pdfText(buffer, { raw: true }).split("\f").slice(0, -1);

describe("toPdf", () => {
  it("writes a PDF that embeds the Tinos faces it uses, and no other font", async () => {
    const raw = latin1(
      await pdf(
        `<p>normale <strong>grassetto</strong> <em>corsivo</em> <strong><em>entrambi</em></strong></p>`,
      ),
    );
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    for (const face of ["Tinos-Regular", "Tinos-Bold", "Tinos-Italic", "Tinos-BoldItalic"]) {
      expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${face}\\b`));
    }
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(4);
    expect(raw).not.toMatch(/Helvetica|Times-Roman/);
  });

  it("identifies itself as PDF/A-2b with an sRGB output intent, title, author and language", async () => {
    const raw = latin1(
      await pdf(ACCENTS, { ...ctx, title: "Locazione <Rossi & C.>", author: "Studio Bianchi" }),
    );
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(raw).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(raw).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(raw).toContain("/S /GTS_PDFA1");
    expect(raw).toContain("/Lang (it-IT)");
    // The XMP packet stays well-formed with markup characters in the title.
    expect(raw).toContain("Locazione &#60;Rossi &#38; C.&#62;");
    expect(raw).toContain("<rdf:li>Studio Bianchi</rdf:li>");
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain("(Locazione <Rossi & C.>)");
  });

  it("can leave PDF/A out", async () => {
    const raw = latin1(await toPdf(parseHtml(ACCENTS), ctx, { pdfA: false }));
    expect(raw).not.toContain("pdfaid");
  });

  it.skipIf(!hasPdftotext)("reads back the values, accents and € in reading order", async () => {
    const text = pdfText(await pdf(longContractHtml(1) + ACCENTS));
    const order = positionsInOrder(text, [
      "Contratto di locazione ad uso diverso dall'abitativo",
      "Immobiliare Forlì S.r.l.",
      "RSSMRA80A01H501U",
      "Caffè Città di Là S.n.c.",
      "1. Oggetto.",
      "€ 18.000,00",
      "4.1 Il Conduttore",
      "a) custodire",
      "4.2 Le obbligazioni",
      "Totale annuo",
      `Foro competente: ${BLANK}.`,
      "Forlì, 20/11/2026",
      "Perché la città è più lì, però sì: caffè àèéìòù € 1.000",
    ]);
    expect(order, text).not.toContain(-1);
    expect(text).not.toContain("nota_durata");
  });

  it.skipIf(!hasPdftotext)("justifies full lines to both margins and aligns as asked", async () => {
    const long =
      "Il Conduttore si obbliga a custodire l'immobile con la diligenza del buon padre di famiglia. ".repeat(
        4,
      );
    const words = pdfWords(
      await pdf(
        `<p>${long}</p><p style="text-align:right">destra</p><p style="text-align:center">centro</p>`,
      ),
    ).filter((w) => w.yMin > 60 && w.yMin < 780);
    const lines = new Map<number, typeof words>();
    for (const w of words) lines.set(Math.round(w.yMin), [...(lines.get(Math.round(w.yMin)) ?? []), w]);
    const rows = [...lines.values()];
    const [left, right] = [70.87, 595.28 - 70.87];
    const paragraph = rows.slice(0, -3);
    expect(paragraph.length).toBeGreaterThanOrEqual(3);
    for (const row of paragraph) {
      expect((row[0] as (typeof words)[0]).xMin).toBeCloseTo(left, 0);
      expect((row.at(-1) as (typeof words)[0]).xMax).toBeCloseTo(right, 0);
    }
    // The paragraph's last line is not stretched.
    expect(rows.at(-3)?.at(-1)?.xMax).toBeLessThan(right - 20);
    const destra = words.find((w) => w.text === "destra");
    const centro = words.find((w) => w.text === "centro");
    expect(destra?.xMax).toBeCloseTo(right, 0);
    expect(((centro?.xMin ?? 0) + (centro?.xMax ?? 0)) / 2).toBeCloseTo(595.28 / 2, 0);
  });

  it.skipIf(!hasPdftotext)(
    "keeps the text layer right after a document with only accented vowels",
    async () => {
      // The faces are shared across documents: subsetting "ù" and "ò" must not spoil "u" and "o".
      await pdf("<p>più però</p>");
      expect(pdfText(await pdf("<p>uomo</p>"))).toContain("uomo");
    },
  );

  it.skipIf(!hasPdftotext)(
    "puts the title at the top and Pagina X di Y at the bottom of every page",
    async () => {
      const all = pages(await pdf(longContractHtml(2)));
      expect(all.length).toBeGreaterThanOrEqual(3);
      all.forEach((page, i) => {
        const lines = page
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean);
        expect(lines[0]).toBe("Contratto di locazione ad uso diverso dall'abitativo");
        expect(lines.at(-1)).toBe(`Pagina ${i + 1} di ${all.length}`);
      });
    },
  );

  it.skipIf(!hasPdftotext)("writes Page X of Y in English", async () => {
    const all = pages(await pdf(ACCENTS, { ...ctx, language: "en", title: "Lease" }));
    expect(all[0]).toMatch(/Page 1 of 1\s*$/);
  });

  it.skipIf(!hasPdftotext)("repeats the heading row on each page a table runs over", async () => {
    const rows = Array.from(
      { length: 90 },
      (_, i) => `<tr><td>${i + 1}</td><td>Rata n. ${i + 1}</td></tr>`,
    ).join("");
    const all = pages(
      await pdf(
        `<table><thead><tr><th>N.</th><th>Descrizione della rata</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const page of all) expect(page).toMatch(/^\s*\S.*\n+\s*N\.\s+Descrizione della rata/);
    expect(all.join("")).toMatch(/Rata n\. 90/);
  });

  it.skipIf(!hasPdftotext)("obeys page breaks and cuts a cell taller than a page", async () => {
    const tall = Array.from({ length: 120 }, (_, i) => `riga ${i + 1}`).join("<br>");
    const all = pages(
      await pdf(`<p>prima</p><hr><p>seconda</p><table><tr><td>${tall}</td></tr></table><p>fine</p>`),
    );
    expect(all[0]).toContain("prima");
    expect(all[0]).not.toContain("seconda");
    expect(all[1]).toContain("seconda");
    const text = all.join("");
    expect(positionsInOrder(text, ["riga 1\n", "riga 60", "riga 120", "fine"])).not.toContain(-1);
    expect(all.length).toBeGreaterThanOrEqual(4);
  });

  it.skipIf(!hasPdftotext)("wraps long words and keeps forced line breaks", async () => {
    const text = pdfText(await pdf(`<p>${"x".repeat(300)}</p><p>Il Locatore<br>Il Conduttore</p>`), {
      raw: true,
    });
    expect(text.replace(/\s/g, "")).toContain("x".repeat(300));
    expect(text).toMatch(/Il Locatore\s*\n\s*Il Conduttore/);
  });

  it.skipIf(!existsSync("/usr/bin/qpdf"))("passes qpdf --check", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pdf-check-"));
    try {
      writeFileSync(join(dir, "a.pdf"), await pdf(longContractHtml(1) + ACCENTS));
      const out = execFileSync("/usr/bin/qpdf", ["--check", join(dir, "a.pdf")], { encoding: "utf8" });
      expect(out).toContain("No syntax or stream encoding errors found");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync("/usr/bin/pdffonts"))(
    "passes pdffonts: every font embedded, with a Unicode map",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "pdf-fonts-"));
      try {
        writeFileSync(join(dir, "a.pdf"), await pdf(longContractHtml(1)));
        const lines = execFileSync("/usr/bin/pdffonts", [join(dir, "a.pdf")], { encoding: "utf8" })
          .trim()
          .split("\n")
          .slice(2);
        expect(lines.length).toBe(3);
        for (const line of lines) expect(line).toMatch(/CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
