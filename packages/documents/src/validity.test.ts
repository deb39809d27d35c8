import { type TemplateField, templateFieldSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { validateField } from "./validate-field";
import { isAgreementValid, requiredProgress, validateValues } from "./validity";

const field = (input: Partial<TemplateField> & Pick<TemplateField, "slug" | "type">): TemplateField =>
  templateFieldSchema.parse({ label: input.slug, ...input });

const fields: TemplateField[] = [
  field({
    slug: "nome",
    label: "Nome",
    type: "text",
    required: true,
    validators: [{ name: "maxLength", value: 10 }],
  }),
  field({ slug: "cf", label: "Codice fiscale", type: "fiscal_code", required: true }),
  field({ slug: "canone", label: "Canone", type: "currency", required: true }),
  field({ slug: "decorrenza", label: "Decorrenza", type: "date" }),
  field({ slug: "email", label: "E-mail", type: "email" }),
  field({ slug: "nascosto", label: "Nascosto", type: "text", required: true, visible: false }),
  field({ slug: "bloccato", label: "Bloccato", type: "text", required: true, disable: true }),
  field({
    slug: "regime",
    label: "Regime",
    type: "select",
    attributes: {
      options: [
        { value: "cedolare", label: "cedolare secca" },
        { value: "ordinario", label: "ordinario" },
      ],
    },
  }),
];

const complete = { nome: "Mario", cf: "RSSMRA80A01H501U", canone: "1.200,00", decorrenza: "2026-12-01" };

describe("validateField, with the spec's messages", () => {
  it("requires a value, in Italian and in English", () => {
    expect(validateField(fields[0] as TemplateField, "  ")).toEqual(["Il campo Nome è obbligatorio"]);
    expect(validateField(fields[0] as TemplateField, undefined, "en")).toEqual([
      "The Nome field is required",
    ]);
  });

  it("checks lengths, types and choices", () => {
    expect(validateField(fields[0] as TemplateField, "Mario Rossi Bianchi", "en")).toEqual([
      "The Nome field may not be longer than 10 characters",
    ]);
    expect(validateField(fields[1] as TemplateField, "RSSMRA80A01H501X", "en")).toEqual([
      "The Codice fiscale field is not a valid fiscal code",
    ]);
    expect(validateField(fields[2] as TemplateField, "-5", "en")).toEqual([
      "The Canone field must be a valid non-negative number",
    ]);
    expect(validateField(fields[3] as TemplateField, "2026-02-30")).toEqual([
      "Il campo Decorrenza non è una data valida",
    ]);
    expect(validateField(fields[4] as TemplateField, "mario@")).toHaveLength(1);
    expect(validateField(fields[7] as TemplateField, "altro")).toHaveLength(1);
    expect(validateField(fields[7] as TemplateField, "cedolare")).toEqual([]);
  });

  it("reads amounts written the Italian way or the plain way", () => {
    for (const amount of ["1.200,00", "1200,5", "1200.50", "0"]) {
      expect(validateField(fields[2] as TemplateField, amount), amount).toEqual([]);
    }
  });

  it("never faults a hidden or disabled field", () => {
    expect(validateField(fields[5] as TemplateField, "")).toEqual([]);
    expect(validateField(fields[6] as TemplateField, "")).toEqual([]);
  });
});

describe("the validity rule", () => {
  it("is valid when every required visible field holds a good value", () => {
    expect(isAgreementValid(fields, complete)).toBe(true);
  });

  it("is invalid when a required field is missing", () => {
    expect(isAgreementValid(fields, { ...complete, canone: "" })).toBe(false);
  });

  it("is invalid when an optional value is given but wrong", () => {
    expect(isAgreementValid(fields, { ...complete, email: "not-an-address" })).toBe(false);
    expect(validateValues(fields, { ...complete, email: "x" })).toEqual({
      email: ["Il campo E-mail non è un indirizzo e-mail valido"],
    });
  });

  it("counts the required fields filled correctly", () => {
    expect(requiredProgress(fields, {})).toEqual({ filled: 0, total: 3 });
    expect(requiredProgress(fields, { nome: "Mario", cf: "WRONG" })).toEqual({ filled: 1, total: 3 });
    expect(requiredProgress(fields, complete)).toEqual({ filled: 3, total: 3 });
  });
});
