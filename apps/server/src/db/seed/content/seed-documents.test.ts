// Issue 6 quality checks on every seed template, filled with sample values: pdftotext of our PDF
// and of LibreOffice's conversion of our DOCX hold the values in reading order, the accented
// letters and the euro sign. Skipped where poppler-utils or LibreOffice is missing (.ci/run
// installs both); run once, on the embedded database's pass, since no database is involved.
import { beforeAll, describe, expect, it } from "vitest";
import {
  hasLibreoffice,
  hasPdftotext,
  libreofficeToPdfMany,
  pdfText,
} from "../../../../../../packages/documents/src/fixtures/tools";
import {
  extractionProblems,
  pdfBodyText,
  type RenderedSeedTemplate,
  renderSeedTemplate,
} from "../../../test/seed-document-check";
import { seedCatalogues } from "./index";

const templates = seedCatalogues.flatMap((c) => c.templates);
const once = process.env.TEST_DB !== "postgres";

describe.skipIf(!hasPdftotext || !once)("seed templates as documents", () => {
  const rendered = new Map<string, RenderedSeedTemplate>();
  let converted = new Map<string, Buffer>();

  beforeAll(async () => {
    for (const template of templates) rendered.set(template.key, await renderSeedTemplate(template));
    if (hasLibreoffice) {
      converted = libreofficeToPdfMany(new Map([...rendered].map(([key, r]) => [key, r.docx])));
    }
  }, 300_000);

  it.each(templates.map((t) => t.key))("%s: our PDF reads back with its values, accents and €", (key) => {
    const document = rendered.get(key) as RenderedSeedTemplate;
    const { problems, specials } = extractionProblems(pdfBodyText(document.pdf, document.title), document);
    expect(problems).toEqual([]);
    expect(specials).toMatch(/[àèéìòù]/);
    expect(document.values.length).toBeGreaterThan(0);
  });

  // Issue 20: no placeholder left unfilled, and every page numbered "Pagina i di n".
  it.each(templates.map((t) => t.key))(
    "%s: our PDF has no placeholder left and numbers every page",
    (key) => {
      const document = rendered.get(key) as RenderedSeedTemplate;
      expect(document.plain).not.toMatch(/\{\{|\}\}/);
      const pages = pdfText(document.pdf, { raw: true })
        .split("\f")
        .filter((page) => page.trim());
      const footer = document.language === "en" ? "Page" : "Pagina";
      const of = document.language === "en" ? "of" : "di";
      pages.forEach((page, i) => {
        const last = page.trim().split("\n").at(-1)?.trim();
        expect(last).toBe(`${footer} ${i + 1} ${of} ${pages.length}`);
      });
    },
  );

  it.skipIf(!hasLibreoffice).each(templates.map((t) => t.key))(
    "%s: LibreOffice converts our DOCX and the result reads back the same",
    (key) => {
      const document = rendered.get(key) as RenderedSeedTemplate;
      const pdf = converted.get(key);
      expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(extractionProblems(pdfBodyText(pdf as Buffer, document.title), document).problems).toEqual([]);
    },
  );
});
