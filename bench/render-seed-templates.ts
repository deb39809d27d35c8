// Renders every seed template, filled with sample values, to DOCX and PDF under /tmp/seed-docs/
// (or the folder given as first argument), converts each DOCX with LibreOffice, and checks that
// pdftotext of our PDF and of LibreOffice's both hold the filled values in reading order, every
// accented letter and euro sign of the text, and the text's words in order.
// `npx tsx bench/render-seed-templates.ts [dir]`; exits non-zero when a check fails.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedCatalogues } from "../apps/server/src/db/seed/content/index";
import {
  extractionProblems,
  pdfBodyText,
  renderSeedTemplate,
} from "../apps/server/src/test/seed-document-check";
import { hasLibreoffice, hasPdftotext, libreofficeToPdf } from "../packages/documents/src/fixtures/tools";

const dir = process.argv[2] ?? "/tmp/seed-docs";
mkdirSync(dir, { recursive: true });
if (!hasPdftotext) throw new Error("pdftotext is missing: apt-get install -y poppler-utils");

const report: Record<string, unknown>[] = [];
let failures = 0;
for (const template of seedCatalogues.flatMap((c) => c.templates)) {
  const document = await renderSeedTemplate(template);
  writeFileSync(join(dir, `${template.key}.docx`), document.docx);
  writeFileSync(join(dir, `${template.key}.pdf`), document.pdf);
  const ours = extractionProblems(pdfBodyText(document.pdf, template.title), document);
  let libre: ReturnType<typeof extractionProblems> | null = null;
  let libreMs = 0;
  if (hasLibreoffice) {
    const start = performance.now();
    const converted = libreofficeToPdf(document.docx);
    libreMs = Math.round(performance.now() - start);
    writeFileSync(join(dir, `${template.key}.libreoffice.pdf`), converted);
    libre = extractionProblems(pdfBodyText(converted, template.title), document);
  }
  const problems = [...ours.problems, ...(libre?.problems.map((p) => `libreoffice: ${p}`) ?? [])];
  if (problems.length) failures++;
  report.push({
    template: template.key,
    values: document.values.length,
    accents: ours.specials,
    "pdf words %": ours.coverage,
    "lo words %": libre?.coverage ?? "n/a",
    "lo ms": libreMs || "n/a",
    result: problems.length ? problems.join("; ") : "ok",
  });
}
console.table(report);
console.log(
  `${report.length - failures} passed, ${failures} failed${hasLibreoffice ? "" : " (LibreOffice missing: DOCX not converted)"}`,
);
console.log(`documents written to ${dir}`);
if (failures) process.exitCode = 1;
