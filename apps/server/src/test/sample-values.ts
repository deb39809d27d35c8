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

/** A woman's codice fiscale (day of birth 41), valid, for the feminine branches. */
export const WOMAN_FISCAL_CODE = "RSSMRA80A41H501Y";

/**
 * A second set of answers for the other branches of a template's logic (issue 44): every
 * Sì/No answered No, every choice its last option, every person a woman, a repeating group
 * with as few items as it allows (one at least), the rest as `sampleValues`.
 */
export function alternateValues(fields: TemplateField[]): AgreementValues {
  const first = sampleValues(fields);
  type Scalar = string | number | boolean | null;
  const woman = (field: { type: string }, value: Scalar): Scalar =>
    field.type === "fiscal_code" ? WOMAN_FISCAL_CODE : value;
  return Object.fromEntries(
    fields.map((f) => {
      if (f.type === "boolean") return [f.slug, false];
      if (f.type === "select") return [f.slug, f.attributes.options?.at(-1)?.value ?? ""];
      if (f.type === "group") {
        const items = (first[f.slug] as Record<string, Scalar>[]).slice(0, Math.max(f.min ?? 0, 1));
        return [
          f.slug,
          items.map((item) =>
            Object.fromEntries((f.fields ?? []).map((i) => [i.slug, woman(i, item[i.slug] ?? null)])),
          ),
        ];
      }
      return [f.slug, woman(f, first[f.slug] as Scalar)];
    }),
  );
}
