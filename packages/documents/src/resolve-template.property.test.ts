import type { AgreementValues as FieldValues } from "@app/contracts";
import { type TemplateField, templateFieldSchema } from "@app/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ListBlock } from "./document-model";
import { LEASE_BODY, LEASE_FIELDS, LEASE_PARTIES } from "./fixtures/logic-lease";
import { longContractFields, longContractHtml } from "./fixtures/long-contract";
import { TEMPLATE_CONSTRUCTS } from "./fixtures/template-constructs";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";
import { resolveTemplate } from "./resolve-template";
import { toHtml } from "./to-html";
import { toPlainText } from "./to-plain-text";

// Issue 32's properties: a template renders for any answers; an omitted clause never leaves a
// gap in the numbering; every reference to a clause that is there prints its number.

const scalar = fc.oneof(
  fc.boolean(),
  // Without braces: an answer may hold "}}", and the check below looks for placeholders left.
  fc.string({ maxLength: 12 }).map((text) => text.replace(/[{}]/g, "")),
  fc.constantFrom("", "true", "false", "arredato", "vuoto", "12,50", "2026-02-30", "RSSMRA80A41H501Y"),
  fc.integer(),
  fc.constant(null),
);
const tenant = fc.dictionary(fc.constantFrom("nome", "codice_fiscale", "genere", "altro"), scalar);
const answers: fc.Arbitrary<FieldValues> = fc.record(
  {
    cedolare_secca: scalar,
    canone: scalar,
    aggiornamento_istat: scalar,
    arredo: scalar,
    conduttori: fc.oneof(fc.array(tenant, { maxLength: 5 }), scalar),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<FieldValues>;

describe("resolveTemplate, for any answers", () => {
  it("renders the lease without throwing and without a placeholder left", () => {
    const model = parseHtml(LEASE_BODY);
    fc.assert(
      fc.property(answers, fc.constantFrom("it" as const, "en" as const), (values, language) => {
        const ctx: RenderContext = { fields: LEASE_FIELDS, values, language, title: "" };
        const resolved = resolveTemplate(model, { ...ctx, parties: LEASE_PARTIES });
        expect(toPlainText(resolved, ctx)).not.toMatch(/\{\{|\}\}/);
        expect(toHtml(resolved, ctx, { mode: "preview" })).not.toMatch(/\{\{|\}\}/);
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on any mix of markers, tags and text", () => {
    const piece = fc.constantFrom(
      "{{if::a}}",
      "{{if::count(g) > 1}}",
      "{{if::a and}}",
      "{{elif::not a}}",
      "{{else}}",
      "{{endif}}",
      "{{each::g}}",
      "{{each::g::inline}}",
      "{{endeach}}",
      "{{field::g.x}}",
      "{{field::a}}",
      "{{term::g}}",
      "{{term::g::capital}}",
      "{{ref::r}}",
      "<ol>",
      "</ol>",
      '<li data-clause="r">',
      "<li>",
      "</li>",
      "<p>",
      "</p>",
      "<table><tr><td>",
      "</td><td>",
      "</td></tr><tr><td>",
      "</td></tr></table>",
      "<hr>",
      " testo ",
    );
    const fields: TemplateField[] = [
      templateFieldSchema.parse({ slug: "a", label: "A", type: "boolean" }),
      templateFieldSchema.parse({
        slug: "g",
        label: "G",
        type: "group",
        fields: [{ slug: "x", label: "X", type: "text" }],
      }),
    ];
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }),
        fc.boolean(),
        fc.array(fc.record({ x: fc.string({ maxLength: 5 }).map((t) => t.replace(/[{}]/g, "")) }), {
          maxLength: 3,
        }),
        (pieces, a, g) => {
          const values = { a, g };
          const ctx: RenderContext = { fields, values, language: "it", title: "" };
          const resolved = resolveTemplate(parseHtml(pieces.join("")), ctx);
          expect(toPlainText(resolved, ctx)).not.toMatch(/\{\{(if|elif|else|endif|each|endeach|term|ref)\b/);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("numbers the clauses left in without a gap, and each reference prints its clause's number", () => {
    const clause = fc.record({
      condition: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      label: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(clause, { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (clauses, flags, inside) => {
          const items = clauses.map((c, i) => {
            const text = `Clausola ${i}.${c.label ? "" : ""} Vedi {{ref::c0}}.`;
            const attr = c.label || i === 0 ? ` data-clause="c${i}"` : "";
            if (c.condition === null) return `<li${attr}><p>${text}</p></li>`;
            // Conditions written inside the item, or around it between the items.
            return inside
              ? `<li${attr}><p>{{if::f${c.condition}}}${text}{{endif}}</p></li>`
              : `{{if::f${c.condition}}}<li${attr}><p>${text}</p></li>{{endif}}`;
          });
          const fields = flags.map((_, i) =>
            templateFieldSchema.parse({ slug: `f${i}`, label: `F${i}`, type: "boolean" }),
          );
          const values = Object.fromEntries(flags.map((flag, i) => [`f${i}`, flag]));
          const ctx: RenderContext = { fields, values, language: "it", title: "" };
          const resolved = resolveTemplate(parseHtml(`<ol>${items.join("")}</ol>`), ctx);
          const kept = clauses.flatMap((c, i) => (c.condition === null || flags[c.condition] ? [i] : []));
          const list = resolved.blocks[0] as ListBlock | undefined;
          expect(list?.items.length ?? 0).toBe(kept.length);
          const lines = toPlainText(resolved, ctx).split("\n").filter(Boolean);
          // 1., 2., 3. … in order, each with its own clause: no gap, no empty item.
          lines.forEach((line, n) => {
            expect(line.startsWith(`${n + 1}. Clausola ${kept[n]}.`)).toBe(true);
            // Clause 0 is referred to by all: its number where it is kept, the blank where not.
            expect(line.endsWith(kept[0] === 0 ? "Vedi 1." : "Vedi __________.")).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("templates without logic", () => {
  it("come back from resolveTemplate as the same model, so every writer's output is unchanged", () => {
    for (const html of [TEMPLATE_CONSTRUCTS, longContractHtml(2)]) {
      const model = parseHtml(html);
      expect(resolveTemplate(model, { fields: longContractFields, values: {}, language: "it" })).toBe(model);
    }
  });
});
