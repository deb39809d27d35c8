import { type TemplateField, templateFieldSchema } from "@app/contracts";
import {
  type DocumentModel,
  formatFieldValue,
  modelPlaceholders,
  parseHtml,
  type RenderContext,
  resolveTemplate,
  toPlainText,
} from "@app/documents";
import { toDocx, toPdf } from "@app/documents/writers";
import { pdfText, positionsInOrder } from "../../../../packages/documents/src/fixtures/tools";
import type { SeedTemplate } from "../db/seed/content/types";
import { sampleValues } from "./sample-values";

/** A seed template filled with sample values, written both ways, with what the text must hold. */
export interface RenderedSeedTemplate {
  key: string;
  title: string;
  language: "it" | "en";
  docx: Buffer;
  pdf: Buffer;
  /** The contract as plain text, the reference for words and characters. */
  plain: string;
  /** The filled values as printed, in the order the body cites them. */
  values: string[];
}

export async function renderSeedTemplate(template: SeedTemplate): Promise<RenderedSeedTemplate> {
  const fields: TemplateField[] = template.fields.map((f) => templateFieldSchema.parse(f));
  const ctx: RenderContext = {
    fields,
    values: sampleValues(fields),
    language: template.language,
    title: template.title,
    // Dated, as the server dates an agreement's files: the dated DOCX is what gets converted.
    date: new Date("2026-11-02T09:30:00Z"),
    parties: template.parties,
  };
  // The document the sample answers call for: its conditions, repetitions and terms resolved.
  const model: DocumentModel = resolveTemplate(parseHtml(template.body), ctx);
  const values = modelPlaceholders(model)
    .filter((p) => p.kind === "field")
    .map((p) => {
      const field = fields.find((f) => f.slug === p.slug);
      return (field && formatFieldValue(field, ctx.values[p.slug] ?? null, ctx.language)) ?? "";
    })
    .filter(Boolean);
  return {
    key: template.key,
    title: template.title,
    language: template.language,
    docx: await toDocx(model, ctx),
    pdf: await toPdf(model, ctx),
    plain: toPlainText(model, ctx),
    values,
  };
}

/** The body text of a PDF: each page without its running header (the title) and footer (page X of Y). */
export function pdfBodyText(pdf: Buffer, title: string): string {
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

/** What a reader's text extraction lost: values (or their order), accented letters and €, words. */
export function extractionProblems(extracted: string, rendered: RenderedSeedTemplate) {
  const problems: string[] = [];
  const positions = positionsInOrder(extracted, rendered.values);
  const missing = rendered.values.filter((_, i) => positions[i] === -1);
  if (missing.length) problems.push(`values missing or out of order: ${[...new Set(missing)].join(" | ")}`);
  const specials = new Set([...rendered.plain].filter((c) => /[àèéìòùÀÈÉÌÒÙ€«»]/.test(c)));
  const lost = [...specials].filter((c) => !extracted.includes(c));
  if (lost.length) problems.push(`characters lost: ${lost.join(" ")}`);
  const coverage = wordsInOrder(rendered.plain.replace(/\s+/g, " "), extracted);
  if (coverage < 0.99) problems.push(`only ${(coverage * 100).toFixed(1)}% of the words in order`);
  return { problems, specials: [...specials].join(""), coverage: Math.round(coverage * 1000) / 10 };
}
