import { parseHtml, resolveTemplate } from "@app/documents";
import { describe, expect, it } from "vitest";
import { field } from "../../../../../../packages/documents/src/fixtures/logic-lease";
import { Translator } from "../../../lib/translator";
import { italianTexts, loadEnglishTexts, loadItalianAreaTexts } from "../../../locales/bundle";
import { mergeTexts } from "../../../locales/lazy-bundles";
import { clauseChanges, clausesOf, goneNotice, withClauseOrigins } from "./clause-changes";

const model = (items: string[]) => parseHtml(`<ol>${items.map((i) => `<li><p>${i}</p></li>`).join("")}</ol>`);

describe("the clauses an answer brings in or leaves out (issue 32)", () => {
  it("sees a clause come in and another go, and none while a value is typed", () => {
    const before = clausesOf(model(["Oggetto {{field::bene}}.", "Aggiornamento ISTAT.", "Uso."]));
    const after = clausesOf(model(["Oggetto {{field::bene}}.", "Cedolare secca.", "Uso."]));
    expect(clauseChanges(before, after)).toEqual({ appeared: [1], gone: ["Aggiornamento ISTAT."] });
    expect(clauseChanges(before, before)).toEqual({ appeared: [], gone: [] });
  });

  it("counts a repeated clause once per repetition, and nested items in the view's order", () => {
    const one = clausesOf(model(["Firma."]));
    const two = clausesOf(model(["Firma.", "Firma."]));
    expect(clauseChanges(one, two)).toEqual({ appeared: [1], gone: [] });
    const nested = clausesOf(
      parseHtml("<ol><li><p>A</p><ol><li><p>A.1</p></li></ol></li><li><p>B</p></li></ol>"),
    );
    expect(nested.map((c) => c.name)).toEqual(["A A.1", "A.1", "B"]);
  });

  it("knows a labelled clause by its label, so words agreeing anew do not make it a new clause", () => {
    const labelled = (items: [string, string][]) =>
      clausesOf(
        parseHtml(`<ol>${items.map(([l, t]) => `<li data-clause="${l}"><p>${t}</p></li>`).join("")}</ol>`),
      );
    const one = labelled([
      ["oggetto", "La Conduttrice accetta."],
      ["uso", "Uso."],
    ]);
    const two = labelled([
      ["oggetto", "I Conduttori accettano."],
      ["uso", "Uso."],
      ["solidarieta", "In solido."],
    ]);
    expect(clauseChanges(one, two)).toEqual({ appeared: [2], gone: [] });
    expect(clauseChanges(two, one)).toEqual({ appeared: [], gone: ["In solido."] });
  });
});

describe("a clause an answer rewords is not a clause gone (issue 44)", () => {
  const fields = [
    field({
      slug: "regime",
      type: "select",
      attributes: { options: ["fruttifero", "infruttifero"].map((value) => ({ value, label: value })) },
    }),
    field({ slug: "data", type: "date" }),
  ];
  // The loan's shape: a clause reworded by the answer, another that only the answer brings in,
  // and one without a heading that leaves too.
  const loan = withClauseOrigins(
    parseHtml(
      [
        "<ol>",
        "<li><p><strong>Oggetto.</strong> Il Mutuante concede a mutuo la somma.</p></li>",
        '<li><p><strong>Restituzione.</strong> Il Mutuatario restituisce la somma{{if::regime == "fruttifero"}}, con gli interessi maturati,{{endif}} entro il {{field::data}}.</p></li>',
        '{{if::regime == "fruttifero"}}<li><p><strong>Tasso soglia.</strong> Il tasso convenuto non supera il tasso soglia.</p></li>{{endif}}',
        '{{if::regime == "fruttifero"}}<li><p>Gli interessi moratori seguono il tasso convenuto se superiore al saggio legale di cui all\'art. 1284 c.c.</p></li>{{endif}}',
        "</ol>",
      ].join(""),
    ),
  );
  const resolved = (regime: string) =>
    clausesOf(resolveTemplate(loan, { fields, values: { regime }, language: "it" }));

  it("names only the clauses that left, by their heading or their first words cut at a word", () => {
    const { appeared, gone } = clauseChanges(resolved("fruttifero"), resolved("infruttifero"));
    expect(appeared).toEqual([]);
    expect(gone).toEqual([
      "Tasso soglia",
      "Gli interessi moratori seguono il tasso convenuto se superiore al saggio legale…",
    ]);
  });

  it("sees the reworded clause as the same clause when the answer brings the others back", () => {
    const { appeared, gone } = clauseChanges(resolved("infruttifero"), resolved("fruttifero"));
    expect(appeared).toEqual([2, 3]);
    expect(gone).toEqual([]);
  });
});

describe("the notice of the clauses gone (issue 44)", async () => {
  const i18n = new Translator();
  i18n.addTexts("it", mergeTexts(italianTexts, await loadItalianAreaTexts()));
  i18n.addTexts("en", await loadEnglishTexts());

  it("names one clause in the singular and several in the plural, in both languages", () => {
    const it = i18n.fixedT("it");
    const en = i18n.fixedT("en");
    expect(goneNotice(it, "it", ["Cedolare secca"])).toBe(
      "Clausola tolta dalle risposte date: «Cedolare secca»",
    );
    expect(goneNotice(it, "it", ["Deposito cauzionale", "Arredi e inventario"])).toBe(
      "Clausole tolte dalle risposte date: «Deposito cauzionale» e «Arredi e inventario»",
    );
    expect(goneNotice(en, "en", ["Deposit"])).toBe("Clause left out by the answers given: “Deposit”");
    expect(goneNotice(en, "en", ["Deposit", "Joint and several liability", "Sublease"])).toBe(
      "Clauses left out by the answers given: “Deposit”, “Joint and several liability” and “Sublease”",
    );
  });
});
