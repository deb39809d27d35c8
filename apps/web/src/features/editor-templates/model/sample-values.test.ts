import {
  type AgreementValues,
  type TemplateField,
  templateFieldSchema,
  templatePartySchema,
} from "@app/contracts";
import { isValidPersonalFiscalCode, partyTerm } from "@app/documents";
import { describe, expect, it } from "vitest";
import { genderedParties, sampleValues, withSampleGenders } from "./sample-values";

function dateField(slug: string, label: string): TemplateField {
  return {
    slug,
    label,
    type: "date",
    help: "",
    visible: true,
    disable: false,
    required: true,
    field_set: "",
    attributes: {},
    validators: [],
  };
}

describe("the editors' preview sample values", () => {
  it("gives a lease's dates the order of a real contract, never one day for start and end", () => {
    const values = sampleValues([
      dateField("data_decorrenza", "Data di decorrenza"),
      dateField("data_scadenza", "Data di scadenza"),
      dateField("conduttore_data_nascita", "Data di nascita del conduttore"),
      dateField("data_firma", "Data di sottoscrizione"),
    ]);
    const {
      conduttore_data_nascita: born,
      data_firma: signed,
      data_decorrenza: start,
      data_scadenza: end,
    } = values as Record<string, string>;
    expect([born, signed, start, end]).toEqual([...[born, signed, start, end]].sort());
    expect(new Set([born, signed, start, end]).size).toBe(4);
  });

  it("reads English labels and keeps a second expiry after the first", () => {
    const values = sampleValues([
      dateField("commencement", "Commencement date"),
      dateField("expiry", "End date"),
      dateField("prima_scadenza", "Prima scadenza"),
      dateField("seconda_scadenza", "Seconda scadenza"),
    ]);
    expect(String(values.commencement) < String(values.expiry)).toBe(true);
    expect(String(values.prima_scadenza) < String(values.seconda_scadenza)).toBe(true);
  });
});

describe("the sample answers' genders (issue 44)", () => {
  const fields = [
    templateFieldSchema.parse({
      slug: "conduttori",
      label: "Conduttori",
      type: "group",
      min: 1,
      max: 4,
      fields: [
        { slug: "nome", label: "Nome", type: "text" },
        { slug: "codice_fiscale", label: "Codice fiscale", type: "fiscal_code" },
      ],
    }),
    templateFieldSchema.parse({ slug: "garante", label: "Garante", type: "text", field_set: "Garante" }),
    templateFieldSchema.parse({ slug: "garante_sesso", label: "Sesso", type: "text", field_set: "Garante" }),
  ];
  const forms = (m: string, f: string, mp: string, fp: string) => ({
    singular: m,
    singular_feminine: f,
    plural: mp,
    plural_feminine: fp,
  });
  const tenants = templatePartySchema.parse({
    slug: "conduttori",
    label: "Conduttore",
    typology: "PF",
    field_set: "Conduttori",
    forms: forms("il Conduttore", "la Conduttrice", "i Conduttori", "le Conduttrici"),
  });
  const guarantor = templatePartySchema.parse({
    slug: "garante",
    label: "Garante",
    typology: "PF",
    field_set: "Garante",
    gender_field: "garante_sesso",
    forms: forms("il Garante", "la Garante", "i Garanti", "le Garanti"),
  });
  const company = templatePartySchema.parse({
    slug: "societa",
    label: "Società",
    typology: "PG",
    field_set: "",
  });
  const parties = [tenants, guarantor, company];
  const terms = (genders: Record<string, "M" | "F" | "mixed">) => {
    const values: AgreementValues = withSampleGenders(sampleValues(fields), fields, parties, genders);
    return [partyTerm(tenants, { fields, values }), partyTerm(guarantor, { fields, values })];
  };

  it("offers a gender for the parties whose persons tell one, not for a company", () => {
    expect(genderedParties(parties, fields).map((p) => p.slug)).toEqual(["conduttori", "garante"]);
  });

  it("previews the feminine forms, the mixed plural and the masculine again", () => {
    expect(terms({})).toEqual(["i Conduttori", "il Garante"]);
    expect(terms({ conduttori: "F", garante: "F" })).toEqual(["le Conduttrici", "la Garante"]);
    expect(terms({ conduttori: "mixed" })).toEqual(["i Conduttori", "il Garante"]);
    expect(terms({ conduttori: "M", garante: "M" })).toEqual(["i Conduttori", "il Garante"]);
  });

  it("writes a woman's fiscal code that is itself valid", () => {
    const values = withSampleGenders(sampleValues(fields), fields, parties, { conduttori: "F" });
    const [first] = values.conduttori as { codice_fiscale: string }[];
    expect(isValidPersonalFiscalCode(first?.codice_fiscale ?? "")).toBe(true);
    // Mixed: a woman first, then men, so «tutti» and «i Conduttori» can be seen to agree.
    const mixed = withSampleGenders(sampleValues(fields), fields, parties, { conduttori: "mixed" });
    const codes = (mixed.conduttori as { codice_fiscale: string }[]).map((item) => item.codice_fiscale);
    expect(codes).toEqual([first?.codice_fiscale, "RSSMRA80A01H501U"]);
  });
});
