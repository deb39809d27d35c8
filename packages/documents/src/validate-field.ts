import type { FieldValidator, Language, TemplateField } from "@app/contracts";
import { isValidFiscalCode, isValidVatCode } from "./fiscal-codes";
import { type ValidationMessageKey, validationMessage } from "./messages";

/** What an agreement stores for a field: text for most types, a boolean for yes/no. */
export type FieldValue = string | number | boolean | null | undefined;
/** One item of a repeating group: its fields' values (issue 32). */
export type ItemValues = Readonly<Record<string, FieldValue>>;
/** What an agreement stores under a slug: a field's value, or a group's items. */
export type AnswerValue = FieldValue | readonly ItemValues[];
/** A contract's answers by field slug. */
export type FieldValues = Record<string, AnswerValue>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s().-]{6,25}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isEmptyValue(value: AnswerValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** Parses a number typed the Italian way ("1.234,56") or the plain way ("1234.56"). */
export function parseNumber(value: FieldValue): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  let text = value.trim().replace(/\s|€|%/g, "");
  if (/,\d*$/.test(text)) text = text.replace(/\./g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A real calendar day, stored as YYYY-MM-DD (spec §5 output format). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The check a field's type implies, before any explicit validator. */
function typeCheck(
  type: TemplateField["type"],
  field: TemplateField,
  value: FieldValue,
): ValidationMessageKey | null {
  const text = String(value).trim();
  switch (type) {
    case "email":
      return EMAIL.test(text) ? null : "email";
    case "phone":
      return PHONE.test(text) && text.replace(/\D/g, "").length >= 6 ? null : "phone";
    case "fiscal_code":
      return isValidFiscalCode(text) ? null : "fiscalCode";
    case "vat_code":
      return isValidVatCode(text) ? null : "vatCode";
    case "date":
      return isValidIsoDate(text) ? null : "date";
    case "number":
      return parseNumber(value) === null ? "number" : null;
    case "currency":
    case "percentage": {
      const n = parseNumber(value);
      return n === null || n < 0 ? "numberPositive" : null;
    }
    case "boolean":
      return typeof value === "boolean" || text === "true" || text === "false" ? null : "choice";
    case "select":
      return field.attributes.options?.some((o) => o.value === text) ? null : "choice";
    default:
      return null;
  }
}

function validatorCheck(validator: FieldValidator, value: FieldValue): ValidationMessageKey | null {
  const text = String(value).trim();
  switch (validator.name) {
    case "minLength":
      return text.length >= (validator.value ?? 0) ? null : "minLength";
    case "maxLength":
      return text.length <= (validator.value ?? Number.POSITIVE_INFINITY) ? null : "maxLength";
    case "email":
      return EMAIL.test(text) ? null : "email";
    case "phone":
      return PHONE.test(text) ? null : "phone";
    case "fiscalCode":
      return isValidFiscalCode(text) ? null : "fiscalCode";
    case "vatCode":
      return isValidVatCode(text) ? null : "vatCode";
    case "numberPositive": {
      const n = parseNumber(value);
      return n === null || n < 0 ? "numberPositive" : null;
    }
    case "date":
      return isValidIsoDate(text) ? null : "date";
    default:
      return null;
  }
}

/**
 * The messages for one field's value: required when empty, otherwise its type's check and its
 * validators. Hidden or disabled fields are never in error: the user cannot act on them.
 */
export function validateField(
  field: TemplateField,
  value: AnswerValue,
  language: Language = "it",
  /** How messages name the field: its label, or "Codice fiscale (Conduttore 2)" in a group's item. */
  attribute: string = field.label,
): string[] {
  if (!field.visible || field.disable) return [];
  // A group's items are checked one by one by validity; here only a plain field's value.
  if (field.type === "group") return [];
  if (Array.isArray(value)) return [validationMessage(language, "notList", { attribute })];
  const scalar = value as FieldValue;
  const required = field.required || field.validators.some((v) => v.name === "required");
  if (isEmptyValue(scalar)) return required ? [validationMessage(language, "required", { attribute })] : [];
  const keys = new Set<ValidationMessageKey>();
  const typeError = typeCheck(field.type, field, scalar);
  if (typeError) keys.add(typeError);
  for (const validator of field.validators) {
    const error = validatorCheck(validator, scalar);
    if (error) keys.add(error);
  }
  const bounds = Object.fromEntries(field.validators.map((v) => [v.name, v.value]));
  return [...keys].map((key) => validationMessage(language, key, { attribute, value: bounds[key] }));
}
