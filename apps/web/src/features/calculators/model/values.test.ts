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
