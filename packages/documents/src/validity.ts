import type { Language, TemplateField } from "@app/contracts";
import { type FieldValue, isEmptyValue, validateField } from "./validate-field";

export type FieldValues = Record<string, FieldValue>;

/** Every field's messages, keyed by slug; fields without errors are left out. */
export function validateValues(fields: TemplateField[], values: FieldValues, language: Language = "it") {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const messages = validateField(field, values[field.slug], language);
    if (messages.length) errors[field.slug] = messages;
  }
  return errors;
}

/**
 * DESIGN §7: an agreement is valid when every required, visible field has a value and every
 * value given passes its checks. Shared by the live form and the server (authoritative).
 */
export function isAgreementValid(fields: TemplateField[], values: FieldValues): boolean {
  return Object.keys(validateValues(fields, values)).length === 0;
}

/** Progress for the compile tab: "N of M required fields". */
export function requiredProgress(fields: TemplateField[], values: FieldValues) {
  const required = fields.filter(
    (f) => f.visible && !f.disable && (f.required || f.validators.some((v) => v.name === "required")),
  );
  const filled = required.filter(
    (f) => !isEmptyValue(values[f.slug]) && validateField(f, values[f.slug]).length === 0,
  );
  return { filled: filled.length, total: required.length };
}
