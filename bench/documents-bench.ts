// Document writers on a generated 20-page contract and on the longest seed template: DOCX and PDF
// median of warm runs (DESIGN §11: DOCX ≤ 40 ms, PDF ≤ 150 ms), beside LibreOffice's own
// DOCX → PDF conversion of the same document when it is installed.
// `npx tsx bench/documents-bench.ts [runs]` prints a table and writes bench/results/documents-*.json.
import { templateFieldSchema } from "@app/contracts";
import { type DocumentModel, parseHtml, type RenderContext } from "@app/documents";
import { toDocx, toPdf } from "@app/documents/writers";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { longContractContext, longContractHtml } from "../packages/documents/src/fixtures/long-contract";
import { hasLibreoffice, libreofficeToPdf } from "../packages/documents/src/fixtures/tools";
import { writeResults } from "./bench-utils";
import { longestSeedTemplate } from "./seed-fixtures";

const runs = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 10);
const WARMUP = 5;
const BUDGET = { docx: 40, pdf: 150 };

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  const median =
    sorted.length % 2
      ? at(0.5)
      : ((sorted[sorted.length / 2 - 1] as number) + (sorted[sorted.length / 2] as number)) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { median: round(median), p90: round(at(0.9)), min: round(sorted[0] as number), max: round(at(1)) };
}

async function time(work: () => Promise<Buffer>, count: number) {
  const samples: number[] = [];
  let out: Buffer = Buffer.alloc(0);
  for (let i = 0; i < WARMUP + count; i++) {
    const start = performance.now();
    out = await work();
    if (i >= WARMUP) samples.push(performance.now() - start);
  }
  return { ...stats(samples), bytes: out.length, output: out };
}

function pdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}

async function measure(name: string, model: DocumentModel, ctx: RenderContext) {
  const docx = await time(() => toDocx(model, ctx), runs);
  const pdf = await time(() => toPdf(model, ctx), runs);
  let libreoffice: ReturnType<typeof stats> | null = null;
  if (hasLibreoffice) {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      libreofficeToPdf(docx.output);
      samples.push(performance.now() - start);
    }
    libreoffice = stats(samples);
  }
  return {
    document: name,
    pages: pdfPages(pdf.output),
    docx: { ...docx, output: undefined, withinBudget: docx.median <= BUDGET.docx },
    pdf: { ...pdf, output: undefined, withinBudget: pdf.median <= BUDGET.pdf },
    libreofficeDocxToPdf: libreoffice,
  };
}

const longest = longestSeedTemplate;
const longestFields = longest.fields.map((f) => templateFieldSchema.parse(f));

const results = [
  await measure("generated contract", parseHtml(longContractHtml()), longContractContext()),
  await measure(`seed: ${longest.key}`, parseHtml(longest.body), {
    fields: longestFields,
    values: sampleValues(longestFields),
    language: longest.language,
    title: longest.title,
  }),
];

const rows = results.map((r) => ({
  document: r.document,
  pages: r.pages,
  "docx median ms": r.docx.median,
  "docx p90 ms": r.docx.p90,
  "pdf median ms": r.pdf.median,
  "pdf p90 ms": r.pdf.p90,
  "docx KB": Math.round(r.docx.bytes / 1024),
  "pdf KB": Math.round(r.pdf.bytes / 1024),
  "libreoffice docx→pdf ms": r.libreofficeDocxToPdf?.median ?? "n/a",
}));
console.table(rows);
const file = writeResults("documents", {
  runs,
  warmup: WARMUP,
  budget: BUDGET,
  node: process.version,
  results,
});
console.log(`written ${file}`);
const over = results.filter((r) => !r.docx.withinBudget || !r.pdf.withinBudget);
if (over.length) {
  console.error(`over budget: ${over.map((r) => r.document).join(", ")}`);
  process.exitCode = 1;
}
