import { MAX_GROUP_ITEMS, type TemplateDetail } from "@app/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openpyxlPython, readWorkbook } from "../../test/openpyxl";
import { createTestApp, type TestApp } from "../../test/test-app";
import { downloadModel, sheetRows } from "./bulk-test-support";

let t: TestApp;
let giulia: string; // every module
let mario: string; // civil-commercial only
let templates: TemplateDetail[];

beforeAll(async () => {
  t = await createTestApp({}, { demoCatalogue: true });
  [giulia, mario] = await t.loginAll("demo-customer-2", "demo-customer");
  const list = await t.call("GET", "/api/agreement/customer/template/list/?no_page=no_page", giulia);
  templates = await Promise.all(
    (list.body.results as { id: number }[]).map(
      async (r) => (await t.call("GET", `/api/agreement/customer/template/retrieve/${r.id}/`, giulia)).body,
    ),
  );
}, 120_000);
afterAll(() => t.close());

describe("the bulk model (issue 48 §1)", () => {
  it("has, for every seeded template, the reserved columns, each question, each group item up to max", async () => {
    expect(templates.length).toBeGreaterThan(5);
    let groups = 0;
    let conditional = 0;
    for (const template of templates) {
      const { status, book } = await downloadModel(t, giulia, template.id);
      expect(status, template.title).toBe(200);
      if (!book) continue;
      expect(book.SheetNames).toEqual(["Contratti", "Istruzioni"]);
      const [labels, keys] = sheetRows(book) as string[][];
      expect(keys?.slice(0, 2)).toEqual(["titolo", "email"]);
      const expected = ["titolo", "email"];
      for (const field of template.fields) {
        if (!field.visible || field.disable) continue;
        if (field.visible_if) conditional++;
        if (field.type !== "group") {
          expected.push(field.slug);
          continue;
        }
        groups++;
        const max = Math.min(field.max ?? MAX_GROUP_ITEMS, MAX_GROUP_ITEMS);
        for (let n = 1; n <= max; n++)
          for (const item of field.fields ?? [])
            if (item.visible && !item.disable) expected.push(`${field.slug}.${n}.${item.slug}`);
      }
      expect(keys, template.title).toEqual(expected);
      // Each question headed by its label (a required one marked *).
      const first = template.fields.find((f) => f.type !== "group" && f.visible && !f.disable);
      if (first)
        expect(labels?.[keys?.indexOf(first.slug) ?? -1]).toMatch(
          new RegExp(`^${first.label.replace(/[()*.?+[\]]/g, "\\$&")}`),
        );
    }
    // The catalogue has repeating parties and conditional questions: both were covered.
    expect(groups).toBeGreaterThan(0);
    expect(conditional).toBeGreaterThan(0);
  }, 120_000);

  it("offers drop-downs for selects and Sì/No, formats date columns gg/mm/aaaa, explains each column", async () => {
    const template = templates.find(
      (tpl) => tpl.fields.some((f) => f.type === "boolean") && tpl.fields.some((f) => f.type === "date"),
    );
    if (!template) throw new Error("no template with a yes/no and a date");
    const { raw } = await downloadModel(t, giulia, template.id);
    const { unzipSync, strFromU8 } = await import("fflate");
    const sheet = strFromU8(unzipSync(new Uint8Array(raw))["xl/worksheets/sheet1.xml"] as Uint8Array);
    expect(sheet).toContain('type="list"');
    expect(sheet).toContain("&quot;Sì,No&quot;");
    const python = openpyxlPython();
    if (!python) throw new Error("openpyxl is needed (python3-openpyxl)");
    const book = readWorkbook(python, raw);
    const keys = book.Contratti?.[1]?.map((c) => c.value) ?? [];
    const date = template.fields.find((f) => f.type === "date" && f.visible && !f.disable);
    const column = keys.indexOf(date?.slug ?? "");
    expect(book.Contratti?.[1]?.[column]?.format).toBe("dd/mm/yyyy");
    // The whole column is a date column: what the user types below is shown as a date.
    expect(sheet).toMatch(new RegExp(`<col min="${column + 1}" max="${column + 1}" [^>]*style="1"`));
    // A phone or a code stays as typed: the reserved columns and the text-like ones are text ("@").
    expect(sheet).toMatch(/<col min="1" max="1" [^>]*style="4"/);
    const styles = strFromU8(unzipSync(new Uint8Array(raw))["xl/styles.xml"] as Uint8Array);
    expect(styles).toContain('<xf numFmtId="49"');
    const help = book.Istruzioni?.map((row) => row.map((c) => c.value)) ?? [];
    const line = help.find((row) => row[1] === date?.slug);
    expect(line?.[4]).toContain("gg/mm/aaaa");
  });

  it("is in English for an English-speaking user", async () => {
    const { book } = await downloadModel(t, giulia, templates[0]?.id ?? 0, "en");
    expect(book?.SheetNames).toEqual(["Contracts", "Instructions"]);
    expect(sheetRows(book as never)[0]?.[0]).toBe("Contract title");
  });

  it("is refused for a template outside the customer's licence", async () => {
    const work = templates.find((tpl) => tpl.module === "work");
    const { status } = await downloadModel(t, mario, work?.id ?? 0);
    expect(status).toBe(403);
  });
});
