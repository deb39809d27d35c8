import type { AgreementValues, FieldType, TemplateField } from "@app/contracts";

// Plausible values so the preview reads like a compiled contract (spec §2: live preview).
const SAMPLES: Partial<Record<FieldType, string | number | boolean>> = {
  number: 3,
  currency: 1250,
  percentage: 10,
  date: "2026-01-15",
  boolean: true,
  email: "mario.rossi@example.it",
  phone: "+39 02 1234567",
  fiscal_code: "RSSMRA80A01H501U",
  vat_code: "01234567890",
};

/** A sample value per field: its label for text, a typical value for the other types. */
export function sampleValues(fields: readonly TemplateField[]): AgreementValues {
  const values: AgreementValues = {};
  for (const field of fields) {
    if (!field.slug) continue;
    if (field.type === "select")
      values[field.slug] = field.attributes.options?.[0]?.value ?? `[${field.label}]`;
    else values[field.slug] = SAMPLES[field.type] ?? `[${field.label}]`;
  }
  return values;
}
