import { describe, expect, it } from "vitest";
import { seedCalculatorDefinitions } from "./calculator-definitions";
import { seedCalculatorWizard } from "./calculator-wizard";
import { seedCalculators } from "./calculators";
import { seedCatalogues } from "./index";
import type { SeedWizardNode } from "./types";

const templates = new Map(seedCatalogues.flatMap((c) => c.templates).map((t) => [t.key, t]));

describe("seed calculators", () => {
  it("have unique keys and titles", () => {
    expect(new Set(seedCalculators.map((c) => c.key)).size).toBe(seedCalculators.length);
    expect(new Set(seedCalculators.map((c) => c.title)).size).toBe(seedCalculators.length);
  });

  it("are offered only beside seed templates of their own module", () => {
    for (const calculator of seedCalculators) {
      for (const key of calculator.templates) {
        expect(templates.get(key)?.module, `${calculator.key} → ${key}`).toBe(calculator.module);
      }
    }
  });

  // Issue 20: an output carried into a contract lands on a field of that contract, of its kind.
  it("map their outputs to existing fields of the linked templates, money to currency and dates to dates", () => {
    const fieldType = { money: ["currency"], date: ["date"], number: ["number", "currency"] } as Record<
      string,
      string[]
    >;
    for (const calculator of seedCalculators) {
      for (const [key, mapping] of Object.entries(calculator.mappings ?? {})) {
        expect(calculator.templates, `${calculator.key} → ${key}`).toContain(key);
        for (const [output, slug] of Object.entries(mapping)) {
          const type = seedCalculatorDefinitions[calculator.key]?.outputs.find(
            (o) => o.slug === output,
          )?.type;
          const field = templates.get(key)?.fields.find((f) => f.slug === slug);
          expect(type, `${calculator.key}.${output}`).toBeDefined();
          expect(fieldType[type ?? ""] ?? [], `${calculator.key}.${output} → ${key}.${slug}`).toContain(
            field?.type,
          );
        }
      }
    }
  });

  it("are reached by the calculator wizard, whose leaves end on published calculators only", () => {
    const nodes = (node: SeedWizardNode): SeedWizardNode[] => [node, ...(node.children ?? []).flatMap(nodes)];
    const all = seedCalculatorWizard.flatMap(nodes);
    expect(new Set(all.map((n) => n.key)).size).toBe(all.length);
    for (const node of all) {
      expect(node.title.it && node.title.en, node.key).toBeTruthy();
      if (node.children?.length) expect(node.templates ?? [], node.key).toEqual([]);
      else expect(node.templates?.length, node.key).toBeGreaterThan(0);
      for (const key of node.templates ?? [])
        expect(seedCalculatorDefinitions, `${node.key} → ${key}`).toHaveProperty([key]);
    }
  });
});
