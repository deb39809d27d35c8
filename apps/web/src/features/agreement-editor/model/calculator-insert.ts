import type { AgreementValues, TemplateField } from "@app/contracts";

/** A calculator result bound for a field: as the evaluate call answers it, with its output type. */
export interface InsertedResult {
  /** Decimal strings ("12135.00"), dates `YYYY-MM-DD`, months `YYYY-MM`, booleans. */
  value: string | boolean | null;
  type: string;
}

/** Field slug → the result that fills it ("Insert into the contract", issue 14). */
export type InsertedResults = Record<string, InsertedResult>;

const italian = (digits: number | null) =>
  new Intl.NumberFormat("it-IT", {
    useGrouping: "always",
    ...(digits === null
      ? { maximumFractionDigits: 10 }
      : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  });

/**
 * A result as the compile form holds the field it fills: amounts as an Italian typist writes
 * them (`12.135,00`), numbers and percentages likewise, days as the date input keeps them
 * (`YYYY-MM-DD`), text fields the result as it reads (`28/02/2029`, `12.135,00`).
 */
export function valueForField(field: TemplateField, result: InsertedResult): AgreementValues[string] {
  const { value, type } = result;
  if (value === null || typeof value === "boolean") return value;
  const numeric = ["money", "number", "percentage", "integer"].includes(type);
  if (field.type === "boolean") return value === "true";
  if (field.type === "date") return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (numeric) {
    const digits = field.type === "currency" || type === "money" ? 2 : null;
    return italian(digits).format(Number(value));
  }
  if (type === "date" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split("-").reverse().join("/");
  if (type === "month" && /^\d{4}-\d{2}$/.test(value)) return value.split("-").reverse().join("/");
  return value;
}

/**
 * The field values an insertion sets: only the template's own fields, each as it holds them. A
 * result that does not apply (`null`) leaves its field as the user wrote it.
 */
export function insertedValues(fields: readonly TemplateField[], results: InsertedResults): AgreementValues {
  const bySlug = new Map(fields.map((field) => [field.slug, field]));
  const values: AgreementValues = {};
  for (const [slug, result] of Object.entries(results)) {
    const field = bySlug.get(slug);
    if (field && result.value !== null) values[slug] = valueForField(field, result);
  }
  return values;
}
