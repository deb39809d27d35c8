import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parseHtml } from "./parse-html";
import { toDocx } from "./to-docx";
import { toPdf } from "./to-pdf";

const model = parseHtml("<h1>Contratto</h1><ol><li><p>Il canone è di € 1.200,00.</p></li></ol>");
const ctx = { fields: [], values: {}, language: "it" as const, title: "Contratto" };
const wait = () => new Promise((resolve) => setTimeout(resolve, 2100));

describe("dated documents", () => {
  it("give the same bytes for the same content, whenever they are written", async () => {
    const date = new Date("2026-11-02T09:30:00Z");
    const [docx, pdf] = [await toDocx(model, { ...ctx, date }), await toPdf(model, { ...ctx, date })];
    await wait(); // past the zip format's two-second clock
    expect((await toDocx(model, { ...ctx, date })).equals(docx)).toBe(true);
    expect((await toPdf(model, { ...ctx, date })).equals(pdf)).toBe(true);
    const core = strFromU8(unzipSync(docx)["docProps/core.xml"] as Uint8Array);
    expect(core).toMatch(/<dcterms:created[^>]*>2026-11-02T09:30:00Z</);
    expect(core).toMatch(/<dcterms:modified[^>]*>2026-11-02T09:30:00Z</);
  }, 10_000);
});
