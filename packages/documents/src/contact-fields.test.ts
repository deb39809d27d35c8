import { ADDRESS_BOOK_TYPOLOGY_DEFINITIONS } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { contactFieldProblem } from "./contact-fields";

describe("the address book's kinds of party", () => {
  it("have the fixed slugs imports, exports and templates share, each once, key and title among them", () => {
    const slugs = Object.fromEntries(
      ADDRESS_BOOK_TYPOLOGY_DEFINITIONS.map((t) => [t.typology, t.fields.map((f) => f.slug)]),
    );
    expect(slugs.PF).toEqual(
      expect.arrayContaining([
        "nome",
        "cognome",
        "codice_fiscale",
        "data_nascita",
        "luogo_nascita",
        "indirizzo",
        "cap",
        "comune",
        "provincia",
        "email",
        "pec",
        "telefono",
        "documento",
      ]),
    );
    expect(slugs.SOC).toEqual(
      expect.arrayContaining([
        "denominazione",
        "forma_giuridica",
        "partita_iva",
        "codice_fiscale",
        "indirizzo",
        "cap",
        "comune",
        "provincia",
        "rea",
        "legale_rappresentante",
        "pec",
        "codice_sdi",
        "email",
        "telefono",
      ]),
    );
    for (const typology of ADDRESS_BOOK_TYPOLOGY_DEFINITIONS) {
      const own = typology.fields.map((f) => f.slug);
      expect(new Set(own).size, typology.typology).toBe(own.length);
      expect(own).toContain(typology.field_key_slug);
      for (const slug of typology.field_title_slugs) expect(own).toContain(slug);
      for (const f of typology.fields)
        expect(f.label.it && f.label.en, `${typology.typology}.${f.slug}`).toBeTruthy();
    }
  });
});

describe("a contact field's check", () => {
  it("passes valid values and empty ones (required is the field's own rule)", () => {
    expect(contactFieldProblem("person_fiscal_code", "rssmra80a01h501u")).toBeNull();
    expect(contactFieldProblem("fiscal_code", "00743110157")).toBeNull();
    expect(contactFieldProblem("vat", "IT00743110157")).toBeNull();
    expect(contactFieldProblem("pec", "studio@pec.esempio.it")).toBeNull();
    expect(contactFieldProblem("cap", "47121")).toBeNull();
    expect(contactFieldProblem("province", "FC")).toBeNull();
    expect(contactFieldProblem("sdi", "0000000")).toBeNull();
    expect(contactFieldProblem("date", "1980-01-01")).toBeNull();
    expect(contactFieldProblem("phone", "+39 0543 123456")).toBeNull();
    expect(contactFieldProblem("vat", "  ")).toBeNull();
  });

  it("names what is wrong by its kind", () => {
    expect(contactFieldProblem("person_fiscal_code", "RSSMRA80A01H501X")).toBe(
      "contact_invalid_person_fiscal_code",
    );
    // A company's 11 digits are not a person's fiscal code.
    expect(contactFieldProblem("person_fiscal_code", "00743110157")).toBe(
      "contact_invalid_person_fiscal_code",
    );
    expect(contactFieldProblem("vat", "00743110158")).toBe("contact_invalid_vat");
    expect(contactFieldProblem("pec", "studio@")).toBe("contact_invalid_pec");
    expect(contactFieldProblem("cap", "4712")).toBe("contact_invalid_cap");
    expect(contactFieldProblem("sdi", "ABC")).toBe("contact_invalid_sdi");
    expect(contactFieldProblem("date", "1980-02-30")).toBe("contact_invalid_date");
    expect(contactFieldProblem("phone", "chiamami")).toBe("contact_invalid_phone");
  });
});
