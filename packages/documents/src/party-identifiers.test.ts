import { describe, expect, it } from "vitest";
import { isValidCap, isValidIban, isValidProvinceCode, isValidSdiCode } from "./party-identifiers";

describe("IBAN", () => {
  it("accepts valid IBANs, Italian and foreign, with spaces and in any case", () => {
    // The example IBANs of the ISO 13616 registry and of Banca d'Italia's guide.
    expect(isValidIban("IT60 X054 2811 1010 0000 0123 456")).toBe(true);
    expect(isValidIban("it60x0542811101000000123456")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(isValidIban("FR14 2004 1010 0505 0001 3M02 606")).toBe(true);
  });

  it("refuses a changed digit, a wrong length, a wrong Italian shape, and what is not an IBAN", () => {
    expect(isValidIban("IT60X0542811101000000123457")).toBe(false);
    expect(isValidIban("IT61X0542811101000000123456")).toBe(false);
    expect(isValidIban("IT60X054281110100000012345")).toBe(false);
    // Digits where the CIN letter goes.
    expect(isValidIban("IT6000542811101000000123456")).toBe(false);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(isValidIban("")).toBe(false);
    expect(isValidIban("RSSMRA80A01H501U")).toBe(false);
  });
});

describe("CAP, provincia and SDI code", () => {
  it("take five digits, a two-letter sigla, seven letters or digits", () => {
    expect(isValidCap("47121")).toBe(true);
    expect(isValidCap(" 00184 ")).toBe(true);
    expect(isValidCap("4712")).toBe(false);
    expect(isValidCap("47121a")).toBe(false);
    expect(isValidProvinceCode("FC")).toBe(true);
    expect(isValidProvinceCode("rm")).toBe(true);
    expect(isValidProvinceCode("Roma")).toBe(false);
    expect(isValidSdiCode("M5UXCR1")).toBe(true);
    expect(isValidSdiCode("0000000")).toBe(true);
    expect(isValidSdiCode("m5uxcr1")).toBe(true);
    expect(isValidSdiCode("M5UXCR")).toBe(false);
    expect(isValidSdiCode("M5UX-R1")).toBe(false);
  });
});
