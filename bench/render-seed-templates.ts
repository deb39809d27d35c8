// Renders every seed template, filled with sample values, to DOCX and PDF under /tmp/seed-docs/
// (or the folder given as first argument), converts each DOCX with LibreOffice, and checks that
// pdftotext of our PDF and of LibreOffice's both hold the filled values in reading order, every
// accented letter and euro sign of the text, and the text's words in order.
// `npx tsx bench/render-seed-templates.ts [dir]`; exits non-zero when a check fails.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { templateFieldSchema } from "@app/contracts";
import {
  formatFieldValue,
  modelPlaceholders,
  parseHtml,
  type RenderContext,
  toPlainText,
} from "@app/documents";
import { toDocx, toPdf } from "@app/documents/writers";
import { seedCatalogues } from "../apps/server/src/db/seed/content/index";
import { sampleValues } from "../apps/server/src/test/sample-values";
import {
  hasLibreoffice,
  hasPdftotext,
  libreofficeToPdf,
  pdfText,
  positionsInOrder,
} from "../packages/documents/src/fixtures/tools";

const dir = process.argv[2] ?? "/tmp/seed-docs";
mkdirSync(dir, { recursive: true });
if (!hasPdftotext) throw new Error("pdftotext is missing: apt-get install -y poppler-utils");

/** The body text of a PDF: each page without its running header (the title) and footer (page X of Y). */
function bodyText(pdf: Buffer, title: string): string {
  return pdfText(pdf, { raw: true })
    .split("\f")
    .map((page) => {
      const lines = page.split("\n").filter((l) => l.trim());
      if (lines[0] && title.startsWith(lines[0].trim().replace(/…$/, ""))) lines.shift();
      if (/^\s*(Pagina|Page) \d+ (di|of) \d+\s*$/.test(lines.at(-1) ?? "")) lines.pop();
      return lines.join("\n");
    })
    .join("\n")
    .replace(/\s+/g, " ");
}

/** Share of the expected words found in order in the extracted text. */
function wordsInOrder(expected: string, extracted: string): number {
  const words = expected.split(/\s+/).filter((w) => w.length > 0);
  const text = extracted.split(/\s+/);
  let at = 0;
  let found = 0;
  for (const word of words) {
    const next = text.indexOf(word, at);
    if (next >= 0) {
      found++;
      at = next + 1;
    }
  }
  return words.length ? found / words.length : 1;
}

function check(name: string, extracted: string, plain: string, values: string[]) {
  const problems: string[] = [];
  const missing = values.filter((_, i) => positionsInOrder(extracted, values)[i] === -1);
  if (missing.length) problems.push(`values missing or out of order: ${[...new Set(missing)].join(" | ")}`);
  const special = new Set([...plain].filter((c) => /[àèéìòùÀÈÉÌÒÙ€«»]/.test(c)));
  const lost = [...special].filter((c) => !extracted.includes(c));
  if (lost.length) problems.push(`characters lost: ${lost.join(" ")}`);
  const coverage = wordsInOrder(plain.replace(/\s+/g, " "), extracted);
  if (coverage < 0.99) problems.push(`only ${(coverage * 100).toFixed(1)}% of the words in order`);
  return { name, specials: [...special].join(""), coverage: Math.round(coverage * 1000) / 10, problems };
}

const report: Record<string, unknown>[] = [];
let failures = 0;
for (const template of seedCatalogues.flatMap((c) => c.templates)) {
  const fields = template.fields.map((f) => templateFieldSchema.parse(f));
  const ctx: RenderContext = {
    fields,
    values: sampleValues(fields),
    language: template.language,
    title: template.title,
  };
  const model = parseHtml(template.body);
  const plain = toPlainText(model, ctx);
  // The values as printed, in the order the body cites them.
  const values = modelPlaceholders(model)
    .filter((p) => p.kind === "field")
    .map((p) => {
      const field = fields.find((f) => f.slug === p.slug);
      return (field && formatFieldValue(field, ctx.values[p.slug] ?? null, ctx.language)) ?? "";
    })
    .filter(Boolean);
  const docx = await toDocx(model, ctx);
  const pdf = await toPdf(model, ctx);
  writeFileSync(join(dir, `${template.key}.docx`), docx);
  writeFileSync(join(dir, `${template.key}.pdf`), pdf);
  const ours = check("pdf", bodyText(pdf, template.title), plain, values);
  let libre: ReturnType<typeof check> | null = null;
  let libreMs = 0;
  if (hasLibreoffice) {
    const start = performance.now();
    const converted = libreofficeToPdf(docx);
    libreMs = Math.round(performance.now() - start);
    writeFileSync(join(dir, `${template.key}.libreoffice.pdf`), converted);
    libre = check("libreoffice", bodyText(converted, template.title), plain, values);
  }
  const problems = [...ours.problems, ...(libre?.problems.map((p) => `libreoffice: ${p}`) ?? [])];
  if (problems.length) failures++;
  report.push({
    template: template.key,
    values: values.length,
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
