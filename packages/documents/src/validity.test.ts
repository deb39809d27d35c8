import { type TemplateField, templateFieldSchema, templateItemFieldSchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { validateField } from "./validate-field";
import { isAgreementValid, misshapenValues, requiredProgress, validateValues } from "./validity";

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

describe("conditions and repeating groups (issue 32)", () => {
  const logicFields: TemplateField[] = [
    field({ slug: "cedolare_secca", label: "Cedolare secca", type: "boolean" }),
    field({
      slug: "aggiornamento_istat",
      label: "Aggiornamento ISTAT",
      type: "percentage",
      required: true,
      visible_if: "not cedolare_secca",
    }),
    field({
      slug: "conduttori",
      label: "Conduttori",
      type: "group",
      min: 1,
      max: 2,
      item_label: "Conduttore",
      fields: [
        templateItemFieldSchema.parse({ slug: "nome", label: "Nome", type: "text", required: true }),
        templateItemFieldSchema.parse({
          slug: "codice_fiscale",
          label: "Codice fiscale",
          type: "fiscal_code",
          required: true,
          // An item field's condition reads the item's own answers.
          visible_if: 'nome != "Ditta"',
        }),
      ],
    }),
  ];
  const tenant = { nome: "Anna", codice_fiscale: "RSSMRA80A41H501Y" };

  it("asks a question that turns on the parties as the text reads them, from the codice fiscale (issue 44)", () => {
    const fields = [
      ...logicFields.slice(2),
      field({
        slug: "sede_societa",
        label: "Sede della società",
        type: "text",
        required: true,
        visible_if: "company(conduttori)",
      }),
      field({
        slug: "nota_donne",
        label: "Nota",
        type: "text",
        required: true,
        visible_if: "feminine(conduttori)",
      }),
    ];
    const company = { nome: "Alfa S.r.l.", codice_fiscale: "01234567897" };
    const man = { nome: "Mario", codice_fiscale: "RSSMRA80A01H501U" };
    expect(Object.keys(validateValues(fields, { conduttori: [company] }))).toEqual(["sede_societa"]);
    expect(Object.keys(validateValues(fields, { conduttori: [tenant] }))).toEqual(["nota_donne"]);
    expect(validateValues(fields, { conduttori: [man] })).toEqual({});
  });

  it("never requires a hidden field, and asks it again when its condition holds", () => {
    const base = { conduttori: [tenant] };
    expect(validateValues(logicFields, { ...base, cedolare_secca: true })).toEqual({});
    expect(validateValues(logicFields, { ...base, cedolare_secca: false })).toEqual({
      aggiornamento_istat: ["Il campo Aggiornamento ISTAT è obbligatorio"],
    });
    // Unanswered, a yes/no reads as no: the question is asked.
    expect(Object.keys(validateValues(logicFields, base))).toEqual(["aggiornamento_istat"]);
    // A hidden field's wrong value is ignored, not only its absence.
    expect(validateValues(logicFields, { ...base, cedolare_secca: true, aggiornamento_istat: "x" })).toEqual(
      {},
    );
  });

  it("addresses an item's field as GROUP.INDEX.slug, naming the item in the message", () => {
    const values = { cedolare_secca: true, conduttori: [tenant, { nome: "", codice_fiscale: "XYZ" }] };
    expect(validateValues(logicFields, values)).toEqual({
      "conduttori.1.nome": ["Il campo Nome (Conduttore 2) è obbligatorio"],
      "conduttori.1.codice_fiscale": [
        "Il campo Codice fiscale (Conduttore 2) non è un codice fiscale valido",
      ],
    });
    expect(validateValues(logicFields, { ...values, conduttori: [{ nome: "Ditta" }] })).toEqual({});
  });

  it("counts items against min and max, and refuses a list for a plain field or an object for a group", () => {
    expect(validateValues(logicFields, { cedolare_secca: true }, "en")).toEqual({
      conduttori: ["The Conduttori field needs at least 1 items"],
    });
    expect(
      validateValues(logicFields, { cedolare_secca: true, conduttori: [tenant, tenant, tenant] }),
    ).toEqual({
      conduttori: ["Il campo Conduttori ammette al massimo 2 elementi"],
    });
    const wrong = { cedolare_secca: true, conduttori: { nome: "Anna" }, aggiornamento_istat: [tenant] };
    expect(validateValues(logicFields, wrong as never)).toEqual({
      conduttori: ["Il campo Conduttori deve essere un elenco"],
    });
    expect(
      validateValues(logicFields, {
        cedolare_secca: false,
        aggiornamento_istat: [tenant],
        conduttori: [tenant],
      }),
    ).toEqual({
      aggiornamento_istat: ["Il campo Aggiornamento ISTAT ammette un solo valore, non un elenco"],
    });
    expect(validateValues(logicFields, { cedolare_secca: true, conduttori: ["Anna"] } as never)).toEqual({
      "conduttori.0": ["Un elemento di Conduttori non è valido"],
    });
  });

  it("names the values of the wrong shape, which the server refuses rather than saves", () => {
    expect(misshapenValues(logicFields, { conduttori: [tenant], cedolare_secca: true })).toEqual([]);
    expect(misshapenValues(logicFields, { conduttori: null, aggiornamento_istat: null })).toEqual([]);
    expect(
      misshapenValues(logicFields, { conduttori: "Anna", aggiornamento_istat: [tenant] } as never),
    ).toEqual(["aggiornamento_istat", "conduttori"]);
  });

  it("counts each item's required fields in the progress, hidden ones left out", () => {
    expect(
      requiredProgress(logicFields, { cedolare_secca: true, conduttori: [tenant, { nome: "Luca" }] }),
    ).toEqual({
      filled: 3,
      total: 4,
    });
    expect(requiredProgress(logicFields, { cedolare_secca: false, conduttori: [] })).toEqual({
      filled: 0,
      total: 1,
    });
  });
});
