import type { AgreementValues as FieldValues, TemplateField } from "@app/contracts";
import { templateFieldSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { LEASE_BODY, LEASE_FIELDS, LEASE_PARTIES } from "./fixtures/logic-lease";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";
import { hasTemplateLogic, resolveTemplate } from "./resolve-template";
import { toHtml } from "./to-html";
import { toPlainText } from "./to-plain-text";
import { toTemplateHtml } from "./to-template-html";

const field = (input: Record<string, unknown>): TemplateField =>
  templateFieldSchema.parse({ label: input.slug, ...input });

const anna = { nome: "Anna Bianchi", codice_fiscale: "BNCNNA80A41H501V" };
const luca = { nome: "Luca Verdi", codice_fiscale: "VRDLCU75B12F205X" };

function render(values: FieldValues, language: "it" | "en" = "it") {
  const model = resolveTemplate(parseHtml(LEASE_BODY), {
    fields: LEASE_FIELDS,
    values,
    language,
    parties: LEASE_PARTIES,
  });
  const ctx: RenderContext = { fields: LEASE_FIELDS, values, language, title: "Locazione" };
  return { model, text: toPlainText(model, ctx), html: toHtml(model, ctx, { mode: "preview" }) };
}

describe("resolveTemplate (issue 32)", () => {
  it("leaves out a clause whose condition fails, and the numbering closes up", () => {
    const { text } = render({ cedolare_secca: true, canone: "800", conduttori: [anna] });
    expect(text).not.toMatch(/Aggiornamento/);
    expect(text).toMatch(
      /^2\. Regime fiscale\. Il Locatore opta per la cedolare secca, ai sensi dell'articolo 1\.$/m,
    );
    expect(text).toMatch(/^3\. Uso\. La Conduttrice non può sublocare; si veda l'articolo 2\.$/m);
    // An item left empty by its condition goes too: the inventory clause without furniture.
    expect(text).not.toMatch(/^\d\.\s*$/m);
    expect(text.match(/^\d+\./gm)).toEqual(["1.", "2.", "3."]);
  });

  it("keeps the other branch and renumbers the references", () => {
    const { text } = render({ cedolare_secca: false, arredo: "arredato", conduttori: [anna, luca] });
    expect(text).toMatch(/^2\. Aggiornamento\./m);
    expect(text).toMatch(/^3\. Regime fiscale\. Il Locatore non opta per la cedolare secca\.$/m);
    expect(text).toMatch(/^4\. Inventario\./m);
    expect(text).toMatch(/^5\. Uso\. I Conduttori non può sublocare; si veda l'articolo 3\.$/m);
    expect(text).toMatch(/si veda l'articolo 3\.$/m);
  });

  it("joins a group's items in the sentence, in each language, and agrees the role noun", () => {
    const one = render({ conduttori: [anna] }).text;
    expect(one).toMatch(/^Tra il Locatore e Anna Bianchi \(la Conduttrice\)\.$/m);
    const two = render({ conduttori: [anna, luca] }).text;
    expect(two).toMatch(/^Tra il Locatore e Anna Bianchi e Luca Verdi \(i Conduttori\)\.$/m);
    const three = render({ conduttori: [anna, luca, { nome: "Sara", genere: "F" }] }, "en").text;
    expect(three).toContain("Tra il Locatore e Anna Bianchi, Luca Verdi and Sara (i Conduttori).");
    const women = render({ conduttori: [anna, { nome: "Sara", genere: "F" }] }).text;
    expect(women).toContain("(le Conduttrici)");
    // A company's 11 digits take the masculine, whatever else is answered.
    const company = render({
      conduttori: [{ nome: "Alfa S.r.l.", codice_fiscale: "01234567897", genere: "F" }],
    });
    expect(company.text).toContain("(il Conduttore)");
  });

  it("names one item with the term inside its own group's repetition: a signature line each", () => {
    const body =
      "<p>{{each::conduttori}}{{term::conduttori::capital}} ____ ({{field::conduttori.nome}}){{endeach}}</p>";
    const values = { conduttori: [anna, luca] };
    const model = resolveTemplate(parseHtml(body), {
      fields: LEASE_FIELDS,
      values,
      language: "it",
      parties: LEASE_PARTIES,
    });
    const text = toPlainText(model, { fields: LEASE_FIELDS, values, language: "it", title: "" });
    expect(text).toContain("La Conduttrice ____ (Anna Bianchi)");
    expect(text).toContain("Il Conduttore ____ (Luca Verdi)");
  });

  it("reads an item's own answers in a condition inside its repetition, and agrees its words", () => {
    const body =
      "<p>{{each::conduttori}}{{field::conduttori.nome}}{{if::not empty(codice_fiscale)}}, {{if::feminine(conduttori)}}nata{{else}}nato{{endif}} il giorno indicato dal codice fiscale {{field::conduttori.codice_fiscale}}{{endif}}; {{endeach}}</p>" +
      "<p>{{term::conduttori::capital}} {{if::count(conduttori) &gt; 1}}{{if::feminine(conduttori)}}sono obbligate{{else}}sono obbligati{{endif}} in solido{{else}}è {{if::feminine(conduttori)}}obbligata{{else}}obbligato{{endif}}{{endif}}.</p>";
    const text = (values: FieldValues) =>
      toPlainText(
        resolveTemplate(parseHtml(body), {
          fields: LEASE_FIELDS,
          values,
          language: "it",
          parties: LEASE_PARTIES,
        }),
        { fields: LEASE_FIELDS, values, language: "it", title: "" },
      );
    const both = text({ conduttori: [anna, { nome: "Ugo" }, luca] });
    // Each item answers for itself: Ugo gave no code, so his sentence has none.
    expect(both).toContain("Anna Bianchi, nata il giorno indicato dal codice fiscale BNCNNA80A41H501V");
    expect(both).toMatch(/^Ugo;$/m);
    expect(both).toContain("Luca Verdi, nato il giorno");
    expect(both).toContain("I Conduttori sono obbligati in solido.");
    const sara = { nome: "Sara", genere: "F" };
    expect(text({ conduttori: [anna, sara] })).toContain("Le Conduttrici sono obbligate in solido.");
    expect(text({ conduttori: [anna] })).toContain("La Conduttrice è obbligata.");
    expect(text({ conduttori: [] })).toContain("Il Conduttore è obbligato.");
  });

  it("repeats a table row and a paragraph once per item, binding each item's fields", () => {
    const { model, text, html } = render({ conduttori: [anna, luca] });
    const table = model.blocks.find((b) => b.type === "table");
    expect(table?.type === "table" && table.rows.length).toBe(3);
    expect(text).toContain("Anna Bianchi\tBNCNNA80A41H501V\nLuca Verdi\tVRDLCU75B12F205X");
    expect(text).toContain("Firma Anna Bianchi: ____________\n\nFirma Luca Verdi: ____________");
    // The preview addresses an item's field as validity does: GROUP.INDEX.slug.
    expect(html).toContain('data-field="conduttori.1.nome"');
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it("prints a blank where a group has no items yet, and nothing of its rows", () => {
    const { text } = render({ conduttori: [] });
    expect(text).toContain("Tra il Locatore e __________ (il Conduttore).");
    expect(text).not.toContain("Firma");
  });

  it("returns a model without logic as it is, and keeps clause labels through template HTML", () => {
    const plain = parseHtml("<ol><li><p>Uno</p></li></ol>");
    expect(hasTemplateLogic(plain)).toBe(false);
    expect(resolveTemplate(plain, { fields: [], values: {}, language: "it" })).toBe(plain);
    const labelled = parseHtml(
      '<ol><li data-clause="uno"><p>Uno</p></li><li data-clause="Not A Label"><p>Due</p></li></ol>',
    );
    expect(toTemplateHtml(labelled)).toBe(
      '<ol><li data-clause="uno"><p>Uno</p></li><li><p>Due</p></li></ol>',
    );
  });

  it("writes each repeated item's field with its index back into template HTML (issue 44)", () => {
    // The customise tab edits the resolved text as template HTML: a tenant's name written back as
    // `conduttori.nome` printed the blank in the customised contract.
    const values = { conduttori: [anna, luca] };
    const { model } = render(values);
    const html = toTemplateHtml(model);
    expect(html).toContain("{{field::conduttori.0.nome}}");
    expect(html).toContain("{{field::conduttori.1.nome}}");
    expect(html).not.toMatch(/\{\{field::conduttori\.nome\}\}/);
    const ctx: RenderContext = { fields: LEASE_FIELDS, values, language: "it", title: "" };
    expect(toPlainText(parseHtml(html), ctx)).toBe(toPlainText(model, ctx));
  });

  it("keeps each list item's label and origin on every repetition and through conditions (issue 44)", () => {
    // The live preview tells a reworded clause from one gone by the origin it sets before resolving.
    const parsed = parseHtml(
      [
        "<ol>",
        "{{each::conduttori}}<li><p>Firma di {{field::conduttori.nome}}.</p></li>{{endeach}}",
        "{{if::cedolare_secca}}<li><p>Cedolare.</p></li>{{endif}}",
        '<li data-clause="uso"><p>{{if::cedolare_secca}}Uso con cedolare.{{else}}Uso.{{endif}}</p></li>',
        "</ol>",
      ].join(""),
    );
    const list = parsed.blocks[0];
    if (list?.type !== "list") throw new Error("a list");
    const model = {
      blocks: [{ ...list, items: list.items.map((item, i) => ({ ...item, origin: `o${i}` })) }],
    };
    const origins = (values: FieldValues) => {
      const resolved = resolveTemplate(model, { fields: LEASE_FIELDS, values, language: "it" }).blocks[0];
      return resolved?.type === "list" ? resolved.items.map((item) => [item.origin, item.clause]) : [];
    };
    // The markers between the items are items of their own as parsed (o0, o2, o4), which go.
    expect(origins({ conduttori: [anna, luca], cedolare_secca: true })).toEqual([
      ["o1", undefined],
      ["o1", undefined],
      ["o3", undefined],
      ["o5", "uso"],
    ]);
    expect(origins({ conduttori: [anna], cedolare_secca: false })).toEqual([
      ["o1", undefined],
      ["o5", "uso"],
    ]);
  });

  it("prints a reference to a clause the answers left out as the clause's heading, never a blank (issue 44)", () => {
    const body =
      '<ol><li data-clause="canone"><p><strong>Canone.</strong> Euro cento.</p></li>' +
      '{{if::cedolare_secca}}<li data-clause="cedolare"><p><strong>Cedolare secca.</strong> Il Locatore opta.</p></li>{{endif}}' +
      "<li><p>Si applica l'articolo {{ref::cedolare}}.</p></li></ol>";
    const print = (values: FieldValues, language: "it" | "en") => {
      const input = { fields: LEASE_FIELDS, values, language, parties: LEASE_PARTIES };
      const ctx: RenderContext = { ...input, title: "Locazione" };
      return toPlainText(resolveTemplate(parseHtml(body), input), ctx);
    };
    expect(print({ cedolare_secca: true }, "it")).toContain("3. Si applica l'articolo 2.");
    expect(print({ cedolare_secca: false }, "it")).toContain("2. Si applica l'articolo «Cedolare secca».");
    expect(print({ cedolare_secca: false }, "en")).toContain("2. Si applica l'articolo “Cedolare secca”.");
    expect(print({ cedolare_secca: false }, "it")).not.toContain("__________");
    // A clause whose own condition opens it is headed all the same.
    const opened = body
      .replace(
        '{{if::cedolare_secca}}<li data-clause="cedolare"><p><strong>',
        '<li data-clause="cedolare"><p>{{if::cedolare_secca}}<strong>',
      )
      .replace("opta.</p></li>{{endif}}", "opta.{{endif}}</p></li>");
    const input = {
      fields: LEASE_FIELDS,
      values: { cedolare_secca: false },
      language: "it" as const,
      parties: LEASE_PARTIES,
    };
    expect(toPlainText(resolveTemplate(parseHtml(opened), input), { ...input, title: "" })).toContain(
      "2. Si applica l'articolo «Cedolare secca».",
    );
  });

  it("prints nothing for a marker without its partner and a blank for a reference to no clause", () => {
    const model = parseHtml("<p>A {{endif}}B {{else}}C {{endeach}}D {{ref::nessuna}} {{term::nessuno}}.</p>");
    const ctx: RenderContext = { fields: [], values: {}, language: "it", title: "" };
    expect(toPlainText(resolveTemplate(model, { ...ctx }), ctx)).toBe("A B C D __________ __________.");
  });

  it("never throws on a body nested deeper than saving allows: its markers print nothing", () => {
    const deep = `<p>${"{{each::conduttori}}".repeat(3000)}x${"{{endeach}}".repeat(3000)}</p>`;
    const model = parseHtml(deep);
    const resolved = resolveTemplate(model, {
      fields: LEASE_FIELDS,
      values: { conduttori: [anna, luca] },
      language: "it",
    });
    expect(
      toPlainText(resolved, { fields: LEASE_FIELDS, values: {}, language: "it", title: "" }).trim(),
    ).toBe("x");
  });

  it("nests conditions, and a false outer one hides its inner branches whatever they say", () => {
    const model = parseHtml(
      "<p>{{if::a}}A{{if::b}}B{{else}}notB{{endif}}{{elif::b}}onlyB{{else}}none{{endif}}.</p>",
    );
    const fields = [field({ slug: "a", type: "boolean" }), field({ slug: "b", type: "boolean" })];
    const text = (values: FieldValues) => {
      const ctx: RenderContext = { fields, values, language: "it", title: "" };
      return toPlainText(resolveTemplate(model, ctx), ctx);
    };
    expect(text({ a: true, b: true })).toBe("AB.");
    expect(text({ a: true, b: false })).toBe("AnotB.");
    expect(text({ a: false, b: true })).toBe("onlyB.");
    expect(text({ a: false, b: false })).toBe("none.");
  });
});
