import { localisedText as localised } from "@app/calc/localised";
import { describe, expect, it } from "vitest";
import { initialForm, refusedNumbers, toApiValues } from "./values";

describe("calculator values", () => {
  it("shows a kept number back as the screen's language writes it, and reads it back the same", () => {
    const inputs = [{ slug: "canone", label: "Canone", type: "money" as const }];
    for (const locale of ["it", "en"] as const) {
      const form = initialForm(inputs, { canone: "12.345" }, locale);
      expect(toApiValues(inputs, form, locale)).toEqual({ canone: "12.345" });
    }
  });

  it("sends what is filled in, numbers as decimal strings", () => {
    const inputs = [
      { slug: "capitale", label: "Capitale", type: "money" as const },
      { slug: "dal", label: "Dal", type: "date" as const },
      { slug: "anteriore", label: { it: "Anteriore", en: "Earlier" }, type: "boolean" as const },
    ];
    expect(initialForm(inputs)).toEqual({ capitale: "", dal: "", anteriore: false });
    expect(toApiValues(inputs, { capitale: "1.000,50", dal: "", anteriore: true })).toEqual({
      capitale: "1000.50",
      anteriore: true,
    });
    expect(localised(inputs[2]?.label, "en")).toBe("Earlier");
    expect(localised({ it: "Solo italiano" }, "en")).toBe("Solo italiano");
  });

  it("names the numbers the English screen refuses, a table by its first such cell", () => {
    const inputs = [
      { slug: "capitale", label: "Capital", type: "money" as const },
      { slug: "when", label: "When", type: "date" as const },
      {
        slug: "rate",
        label: "Instalments",
        type: "rows" as const,
        columns: [{ slug: "importo", label: "Amount", type: "money" as const }],
      },
    ];
    const form = { capitale: "12500,50", when: "1,5", rate: [{ importo: "100" }, { importo: "99,9" }] };
    expect(refusedNumbers(inputs, form, "en")).toEqual({ capitale: "12500.50", rate: "99.9" });
    expect(refusedNumbers(inputs, form, "it")).toEqual({});
    expect(refusedNumbers(inputs, { ...form, capitale: "12,500.50", rate: [] }, "en")).toEqual({});
  });
});
