import { describe, expect, it } from "vitest";
import { decimalForScreen, readDecimal, toDecimalText } from "./decimal-text";

describe("numbers as people type them", () => {
  it("reads numbers as Italians type them", () => {
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
    expect(toDecimalText("1234.56", "it")).toBe("1234.56");
    expect(toDecimalText("12500.50", "en")).toBe("12500.50");
  });

  it("refuses on the English screen a comma that cannot separate thousands, showing the point it may mean", () => {
    // Issue 44: «12500,50» was read as 12,500.50; an Italian decimal comma or a slip, it is not guessed.
    expect(readDecimal("12500,50", "en")).toEqual({ refused: true, suggestion: "12500.50" });
    expect(readDecimal("1,5", "en")).toEqual({ refused: true, suggestion: "1.5" });
    expect(readDecimal("1.234,56", "en")).toEqual({ refused: true, suggestion: "1234.56" });
    expect(readDecimal("12,5000", "en")).toEqual({ refused: true, suggestion: "12.5000" });
    // Nothing read is ever sent as a number the user did not mean.
    expect(toDecimalText("12500,50", "en")).toBe("12500,50");
    expect(readDecimal("12500,50", "it")).toEqual({ text: "12500.50" });
    expect(readDecimal("dieci", "en")).toEqual({ text: "dieci" });
  });

  it("writes a kept decimal as the screen's language does", () => {
    expect(decimalForScreen("1.6", "it")).toBe("1,6");
    expect(decimalForScreen("1.6", "en")).toBe("1.6");
    expect(decimalForScreen(12500.5, "it")).toBe("12500,5");
  });
});
