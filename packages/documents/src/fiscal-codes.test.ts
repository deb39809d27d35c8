import { describe, expect, it } from "vitest";
import {
  fiscalCodeGender,
  isValidFiscalCode,
  isValidPersonalFiscalCode,
  isValidVatCode,
} from "./fiscal-codes";

describe("codice fiscale of a person", () => {
  it("accepts published valid codes, in any case and with spaces around", () => {
    expect(isValidPersonalFiscalCode("MRTMTT25D09F205Z")).toBe(true);
    expect(isValidPersonalFiscalCode("RSSMRA80A01H501U")).toBe(true);
    expect(isValidPersonalFiscalCode(" rssmra80a01h501u ")).toBe(true);
  });

  it("refuses a wrong check character", () => {
    expect(isValidPersonalFiscalCode("MRTMTT25D09F205A")).toBe(false);
    expect(isValidPersonalFiscalCode("RSSMRA80A01H501X")).toBe(false);
  });

  it("refuses a changed character (the check catches transcription errors)", () => {
    expect(isValidPersonalFiscalCode("RSSMRA80A01H502U")).toBe(false);
    expect(isValidPersonalFiscalCode("RSSMRB80A01H501U")).toBe(false);
  });

  it("refuses wrong shapes: length, month letter, letters where digits go", () => {
    expect(isValidPersonalFiscalCode("RSSMRA80A01H501")).toBe(false);
    expect(isValidPersonalFiscalCode("RSSMRA80Z01H501U")).toBe(false);
    expect(isValidPersonalFiscalCode("RSSMRAA0A01H501U")).toBe(false);
    expect(isValidPersonalFiscalCode("")).toBe(false);
  });

  it("accepts omocodia (digits replaced by L-V) with its own check character", () => {
    const base = "RSSMRA80A01H50M";
    const passing = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").filter((c) => isValidPersonalFiscalCode(base + c));
    expect(passing).toHaveLength(1);
  });
});

describe("partita IVA", () => {
  it("accepts valid numbers, with or without the IT prefix", () => {
    expect(isValidVatCode("12345678903")).toBe(true);
    expect(isValidVatCode("00743110157")).toBe(true);
    expect(isValidVatCode("IT12345678903")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length, letters and all zeros", () => {
    expect(isValidVatCode("12345678901")).toBe(false);
    expect(isValidVatCode("1234567890")).toBe(false);
    expect(isValidVatCode("1234567890A")).toBe(false);
    expect(isValidVatCode("00000000000")).toBe(false);
  });
});

describe("codice fiscale of a party", () => {
  it("takes a person's 16 characters or an entity's 11 digits", () => {
    expect(isValidFiscalCode("RSSMRA80A01H501U")).toBe(true);
    expect(isValidFiscalCode("00743110157")).toBe(true);
    expect(isValidFiscalCode("00743110158")).toBe(false);
  });
});

describe("the gender a codice fiscale records (issue 32: role nouns agree with it)", () => {
  it("reads a day of birth over 40 as a woman's, omocodia letters included", () => {
    expect(fiscalCodeGender("RSSMRA80A01H501U")).toBe("M");
    expect(fiscalCodeGender("bncnna80a41h501v")).toBe("F");
    // Omocodia: 4 → Q, 1 → M (day 41).
    expect(fiscalCodeGender("BNCNNA80AQMH501V")).toBe("F");
    expect(fiscalCodeGender("RSSMRA80ALMH501U")).toBe("M");
  });

  it("reads no gender from a company's digits or from anything else", () => {
    expect(fiscalCodeGender("00743110157")).toBeNull();
    expect(fiscalCodeGender("")).toBeNull();
    expect(fiscalCodeGender("not a code")).toBeNull();
  });
});
