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
