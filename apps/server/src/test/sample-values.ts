import type { AgreementValues, TemplateField } from "@app/contracts";

/** A value that passes a field's type and validators, for filling templates in tests. */
export function sampleValue(field: TemplateField): string | boolean {
  switch (field.type) {
    case "date":
      return "2026-12-01";
    case "currency":
      return "1250.50";
    case "number":
      return String(Math.max(1, field.attributes.min ?? 1));
    case "percentage":
      return "10";
    case "boolean":
      return true;
    case "select":
      return field.attributes.options?.[0]?.value ?? "";
    case "email":
      return "studio@esempio.it";
    case "phone":
      return "+39 02 1234567";
    case "fiscal_code":
      return "RSSMRA80A01H501U";
    case "vat_code":
      return "12345678903";
    default: {
      const max = field.validators.find((v) => v.name === "maxLength")?.value ?? 200;
      const min = field.validators.find((v) => v.name === "minLength")?.value ?? 0;
      return "Città di Forlì, perché è così".padEnd(min, ".").slice(0, max);
    }
  }
}

/** Values for every field of a template; a repeating group gets two items (issue 32). */
export function sampleValues(fields: TemplateField[]): AgreementValues {
  return Object.fromEntries(
    fields.map((f) => {
      if (f.type !== "group") return [f.slug, sampleValue(f)];
      const item = Object.fromEntries((f.fields ?? []).map((i) => [i.slug, sampleValue(i as TemplateField)]));
      return [
        f.slug,
        Array.from({ length: Math.min(Math.max(f.min ?? 0, 2), f.max ?? 2) }, () => ({ ...item })),
      ];
    }),
  );
}
