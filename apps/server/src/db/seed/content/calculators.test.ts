import { describe, expect, it } from "vitest";
import { seedCalculators } from "./calculators";
import { seedCatalogues } from "./index";

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
});
