import { localisedText as localised } from "@app/calc/localised";
import { describe, expect, it } from "vitest";
import { initialForm, toApiValues, toDecimalText } from "./values";

describe("calculator values", () => {
  it("reads numbers as Italians and the English type them", () => {
    expect(toDecimalText("1.234,56")).toBe("1234.56");
    expect(toDecimalText("1234,56")).toBe("1234.56");
    expect(toDecimalText("1,234.56")).toBe("1234.56");
    expect(toDecimalText(" € 10.000 ")).toBe("10000");
    expect(toDecimalText("10000")).toBe("10000");
    expect(toDecimalText("0,5 %")).toBe("0.5");
    expect(toDecimalText("dieci")).toBe("dieci");
  });

  it("reads a comma as the screen's language does: 30,000 is thirty in Italian, thirty thousand in English", () => {
    expect(toDecimalText("30,000", "it")).toBe("30.000");
    expect(toDecimalText("30,000", "en")).toBe("30000");
    expect(toDecimalText("1,234,567.89", "en")).toBe("1234567.89");
    expect(toDecimalText("30.000", "en")).toBe("30.000");
    expect(toDecimalText("30.000", "it")).toBe("30000");
    // Not a thousands group: a decimal comma in either language.
    expect(toDecimalText("12,5", "en")).toBe("12.5");
    expect(toDecimalText("1234.56", "it")).toBe("1234.56");
  });

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
});
