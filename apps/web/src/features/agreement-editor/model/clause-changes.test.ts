import { parseHtml } from "@app/documents";
import { describe, expect, it } from "vitest";
import { clauseChanges, clausesOf } from "./clause-changes";

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
    expect(nested.map((c) => c.summary)).toEqual(["A A.1", "A.1", "B"]);
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
