import { parseHtml, type RenderContext } from "@app/documents";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { plainField } from "../../../lib/template-field";
import { CLAUSES_PER_TASK, FIRST_CLAUSES } from "../hooks/use-drawn-clauses";
import { DocumentView } from "./document-view";
import { clauseCount, firstClauses } from "./first-clauses";

const ctx: RenderContext = {
  fields: [plainField({ slug: "nome", label: "nome" })],
  values: { nome: "Mario Rossi" },
  language: "it",
  title: "Prova",
};

// A title, a paragraph, eleven numbered articles (the fourth with its own list), a closing table.
const articles = Array.from(
  { length: 11 },
  (_, i) =>
    `<li><p>Articolo ${i + 1}, {{field::nome}}.</p>${i === 3 ? "<ol type='a'><li>uno</li><li>due</li></ol>" : ""}</li>`,
).join("");
const model = parseHtml(
  `<h1>Contratto</h1><p>Tra {{field::nome}} e altri.</p><ol>${articles}</ol><table><tr><td>firma</td></tr></table>`,
);

const draw = (limit?: number) =>
  renderToStaticMarkup(<DocumentView model={model} ctx={ctx} mode="preview" limit={limit} />);

describe("the live preview drawn a few clauses at a time", () => {
  it("counts each top-level block, and each article of a top-level list, as a clause", () => {
    expect(clauseCount(model)).toBe(14);
    expect(firstClauses(model, 14)).toBe(model);
  });

  it("draws the first clauses with their numbers, and nothing after them", () => {
    const html = draw(4);
    expect(html).toContain("Tra <span");
    expect(html).toContain('data-label="2."');
    expect(html).not.toContain('data-label="3."');
    expect(html).not.toContain("firma");
  });

  it("ends, a task's clauses after another, with exactly the whole contract", () => {
    const whole = draw();
    let drawn = FIRST_CLAUSES;
    let previous = draw(drawn);
    while (drawn < clauseCount(model)) {
      drawn += CLAUSES_PER_TASK;
      const next = draw(drawn);
      // Each task adds clauses (a list is cut inside, so the markup is no mere prefix).
      expect(next.length).toBeGreaterThan(previous.length);
      previous = next;
    }
    expect(previous).toBe(whole);
    expect(whole).toContain('data-label="11."');
    expect(whole).toContain("firma");
  });
});
