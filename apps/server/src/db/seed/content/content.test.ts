import { templateFieldSchema, templateNoteSchema, templatePartySchema } from "@app/contracts";
import { checkPlaceholders } from "@app/documents";
import { describe, expect, it } from "vitest";
import { seedCatalogues } from "./index";
import type { SeedCategory, SeedWizardNode } from "./types";

const templates = seedCatalogues.flatMap((c) => c.templates);

function categoryKeys(node: SeedCategory): { key: string; leaf: boolean }[] {
  const children = node.children ?? [];
  return [{ key: node.key, leaf: children.length === 0 }, ...children.flatMap(categoryKeys)];
}
function wizardLeaves(node: SeedWizardNode, depth = 0): { node: SeedWizardNode; depth: number }[] {
  const children = node.children ?? [];
  return children.length ? children.flatMap((c) => wizardLeaves(c, depth + 1)) : [{ node, depth }];
}

describe("seed content", () => {
  // Issue 20: the catalogue a publisher would sell.
  it("has at least 40 templates, 20 per module, 6 in English, with unique keys", () => {
    expect(templates.length).toBeGreaterThanOrEqual(40);
    expect(templates.filter((t) => t.module === "civil_commercial").length).toBeGreaterThanOrEqual(20);
    expect(templates.filter((t) => t.module === "work").length).toBeGreaterThanOrEqual(20);
    expect(templates.filter((t) => t.language === "en").length).toBeGreaterThanOrEqual(6);
    expect(new Set(templates.map((t) => t.key)).size).toBe(templates.length);
  });

  it("has at least 40 synonym groups of two or more terms", () => {
    const groups = seedCatalogues.flatMap((c) => c.synonyms);
    expect(groups.length).toBeGreaterThanOrEqual(40);
    for (const group of groups) expect(group.terms.length, group.terms.join(",")).toBeGreaterThanOrEqual(2);
  });

  for (const template of templates) {
    describe(template.key, () => {
      it("asks 8 to 30 questions always (more only as answers call for them), with help texts, valid notes and parties", () => {
        expect(template.fields.length).toBeGreaterThanOrEqual(8);
        // Issue 32: a question asked only under a condition does not lengthen every compilation.
        expect(template.fields.filter((f) => !f.visible_if).length).toBeLessThanOrEqual(30);
        for (const field of template.fields) {
          const parsed = templateFieldSchema.parse(field);
          expect(parsed.help.length, `${field.slug} help`).toBeGreaterThan(10);
          if (parsed.type === "select") expect(parsed.attributes.options?.length).toBeGreaterThan(1);
        }
        for (const note of template.notes) templateNoteSchema.parse(note);
        expect(template.parties.length).toBeGreaterThanOrEqual(2);
        for (const party of template.parties) {
          templatePartySchema.parse(party);
          expect(
            template.fields.some((f) => f.field_set === party.field_set),
            party.slug,
          ).toBe(true);
        }
        expect(new Set(template.fields.map((f) => f.slug)).size).toBe(template.fields.length);
      });

      it("uses exactly its fields and notes in the body, with numbered clauses", () => {
        // The editors' own check: a field a condition reads, a group an `each` repeats, count as used.
        const fields = template.fields.map((f) => templateFieldSchema.parse(f));
        expect(checkPlaceholders([template.body], fields, template.notes)).toEqual({
          missing_fields: [],
          unused_fields: [],
          missing_notes: [],
          unused_notes: [],
        });
        expect(template.body).toMatch(/<ol[\s>]/);
        expect(template.discipline.length).toBeGreaterThan(400);
      });

      it("is listed under existing leaf categories", () => {
        const keys = seedCatalogues.flatMap((c) => categoryKeys(c.category));
        expect(template.categories.length).toBeGreaterThan(0);
        for (const key of template.categories) expect(keys.find((k) => k.key === key)?.leaf, key).toBe(true);
      });
    });
  }

  // Issue 20: a leaf within four answers, the choice of the area included.
  it("has category trees 2-3 levels deep and wizards 3 questions deep ending on real templates", () => {
    for (const catalogue of seedCatalogues) {
      const depth = (n: SeedCategory): number => 1 + Math.max(0, ...(n.children ?? []).map(depth));
      expect(depth(catalogue.category)).toBeGreaterThanOrEqual(2);
      expect(depth(catalogue.category)).toBeLessThanOrEqual(3);
      const leaves = wizardLeaves(catalogue.wizard);
      expect(Math.max(...leaves.map((l) => l.depth))).toBeGreaterThanOrEqual(3);
      expect(Math.max(...leaves.map((l) => l.depth))).toBeLessThanOrEqual(3);
      for (const { node } of leaves) {
        expect(node.templates?.length, node.key).toBeGreaterThan(0);
        for (const key of node.templates ?? [])
          expect(
            templates.some((t) => t.key === key),
            key,
          ).toBe(true);
      }
    }
  });
});
