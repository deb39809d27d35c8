import { afterEach, describe, expect, it } from "vitest";
import { createDocumentRenderer, type DocumentRenderer } from "./document-rendering";

const job = (format: "docx" | "pdf") => ({
  format,
  html: "<h1>Contratto di comodato</h1><p>Il comodante consegna al comodatario il bene.</p>",
  ctx: { fields: [], values: {}, language: "it" as const, title: "Comodato", date: new Date("2026-11-26") },
});

let renderer: DocumentRenderer | undefined;
afterEach(() => renderer?.close());

describe("the document render threads", () => {
  it("keep a second thread between downloads instead of starting one for each", async () => {
    let started = 0;
    renderer = createDocumentRenderer(2, () => started++);
    // Two at once need both threads; then downloads keep coming, one at a time, with pauses.
    const [docx, pdf] = await Promise.all([renderer.render(job("docx")), renderer.render(job("pdf"))]);
    expect(docx.subarray(0, 2).toString()).toBe("PK");
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 150));
      await Promise.all([renderer.render(job("docx")), renderer.render(job("docx"))]);
    }
    // Piscina's default ended the idle second thread at once, and started it again each time: 5.
    expect(started).toBe(2);
  }, 60_000);
});
