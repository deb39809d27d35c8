import type { TemplateField } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { countChanges, diffClauses, documentClauses, wordDiff } from "./clause-diff";
import { BLANK } from "./format-value";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";

const field = (slug: string): TemplateField =>
  ({ slug, label: slug, type: "text", required: false }) as unknown as TemplateField;
const ctx = (values: Record<string, string> = {}): RenderContext => ({
  fields: [field("canone"), field("canone_annuo"), field("comune")],
  values,
  language: "it",
  title: "Contratto",
});
const clausesOf = (html: string, values: Record<string, string> = {}) =>
  documentClauses(parseHtml(html), ctx(values));
const article = (title: string, text: string) => `<li><p><strong>${title}.</strong> ${text}</p></li>`;

const BASE = [
  article("Oggetto", "Il Locatore concede in locazione l'immobile sito in {{field::comune}}."),
  article("Durata", "La locazione ha la durata di quattro anni."),
  article("Canone", "Il canone annuo è di € {{field::canone}}."),
  article("Foro competente", "È competente il Tribunale del luogo dell'immobile."),
];
const contract = (articles: string[]) =>
  `<h1>Contratto di locazione</h1><p>Tra le parti si conviene quanto segue.</p><ol>${articles.join("")}</ol><p>Letto, approvato e sottoscritto.</p>`;

describe("documentClauses", () => {
  it("reads each article with its number and heading, and the paragraphs around them", () => {
    const clauses = clausesOf(contract(BASE), { comune: "Bologna", canone: "9.600,00" });
    expect(clauses.map((c) => [c.label, c.title])).toEqual([
      [null, "Contratto di locazione"],
      [null, ""],
      ["1.", "Oggetto."],
      ["2.", "Durata."],
      ["3.", "Canone."],
      ["4.", "Foro competente."],
      [null, ""],
    ]);
    expect(clauses[2]?.text).toBe("Oggetto. Il Locatore concede in locazione l'immobile sito in Bologna.");
  });

  it("prints an empty field as the blank, as the documents do", () => {
    expect(clausesOf(contract(BASE))[4]?.text).toBe(`Canone. Il canone annuo è di € ${BLANK}.`);
  });
});

describe("diffClauses", () => {
  const values = { comune: "Bologna", canone: "9.600,00", canone_annuo: "9.600,00" };
  const diff = (after: string[]) =>
    diffClauses(clausesOf(contract(BASE), values), clausesOf(contract(after), values));

  it("finds nothing changed in the same text, even when a placeholder is renamed with the same value", () => {
    const renamed = BASE.map((a) => a.replace("{{field::canone}}", "{{field::canone_annuo}}"));
    const changes = diff(renamed);
    expect(changes.every((c) => c.status === "same")).toBe(true);
    expect(countChanges(changes)).toEqual({ changed: 0, inserted: 0, deleted: 0, moved: 0 });
  });

  it("marks a changed clause word by word", () => {
    const after = [...BASE];
    after[1] = article("Durata", "La locazione ha la durata di sei anni, rinnovabile.");
    const changes = diff(after);
    const durata = changes.find((c) => c.new?.title === "Durata.");
    expect(durata?.status).toBe("changed");
    const segments = durata?.segments ?? [];
    const side = (skip: string) =>
      segments
        .filter((s) => s.op !== skip)
        .map((s) => s.text)
        .join("");
    // Each side reads back whole from the segments.
    expect(side("insert")).toBe(durata?.old?.text);
    expect(side("delete")).toBe(durata?.new?.text);
    expect(segments.filter((s) => s.op === "delete").map((s) => s.text)).toContain("quattro");
    expect(
      segments
        .filter((s) => s.op === "insert")
        .map((s) => s.text)
        .join(" "),
    ).toMatch(/sei.*rinnovabile/);
    expect(segments.find((s) => s.op === "equal")?.text).toContain("La locazione ha la durata di");
    expect(countChanges(changes)).toEqual({ changed: 1, inserted: 0, deleted: 0, moved: 0 });
  });

  it("finds an inserted and a deleted clause where they stand", () => {
    const after = [
      BASE[0],
      BASE[1],
      article("Deposito cauzionale", "Il Conduttore versa un deposito pari a tre mensilità."),
      BASE[3],
    ] as string[];
    const changes = diff(after);
    expect(changes.map((c) => c.status)).toEqual([
      "same",
      "same",
      "same",
      "same",
      "deleted",
      "inserted",
      "same",
      "same",
    ]);
    expect(changes[4]?.old?.title).toBe("Canone.");
    expect(changes[5]?.new?.title).toBe("Deposito cauzionale.");
    expect(changes[5]?.segments).toEqual([{ op: "insert", text: expect.stringContaining("tre mensilità") }]);
  });

  it("finds a moved clause, renumbered, and shows it where it now stands", () => {
    const after = [BASE[0], BASE[2], BASE[1], BASE[3]] as string[];
    const changes = diff(after).filter((c) => c.status !== "same");
    expect(changes).toHaveLength(1);
    expect(changes[0]?.status).toBe("moved");
    expect([changes[0]?.old?.label, changes[0]?.new?.label]).toEqual(expect.arrayContaining(["2.", "3."]));
  });

  it("keeps a retitled clause with mostly the same words as changed, not deleted and inserted", () => {
    const after = [...BASE];
    after[3] = article("Mediazione e foro competente", "È competente il Tribunale del luogo dell'immobile.");
    const changes = diff(after).filter((c) => c.status !== "same");
    expect(changes.map((c) => c.status)).toEqual(["changed"]);
  });

  it("treats accented words as whole words", () => {
    const segments = wordDiff("la clausola è nulla perché contraria", "la clausola è valida perché conforme");
    expect(segments.filter((s) => s.op !== "equal").map((s) => s.text.trim())).toEqual([
      "nulla",
      "valida",
      "contraria",
      "conforme",
    ]);
    expect(segments.map((s) => s.text).join("")).not.toContain("perch\u00e9perch");
  });
});
