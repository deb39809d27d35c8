import type { Language, TemplateField } from "@app/contracts";
import {
  type AnswerValue,
  type FieldValue,
  isEmptyValue,
  isValidIsoDate,
  parseNumber,
} from "./validate-field";

/** What an empty field prints as in documents: a line to fill in by hand. */
export const BLANK = "__________";

const LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB" };

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, decimals: { min: number; max: number }) {
  const key = `${language}:${decimals.min}:${decimals.max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], {
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: decimals.max,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A field's value as it reads in the contract (DESIGN §7): dates d/m/Y, amounts with exactly two
 * decimals and the language's separators (no currency sign: the text writes "€" or "euro"),
 * yes/no in words, the label of a chosen option. Null when the field is empty, and for a group's
 * items, which print through `{{each::…}}`.
 */
export function formatFieldValue(
  field: Pick<TemplateField, "type" | "attributes">,
  value: AnswerValue,
  language: Language = "it",
): string | null {
  if (isEmptyValue(value) || Array.isArray(value)) return null;
  const scalar = value as FieldValue;
  const text = String(scalar).trim();
  switch (field.type) {
    case "date": {
      if (!isValidIsoDate(text)) return text;
      const [y, m, d] = text.split("-");
      return `${d}/${m}/${y}`;
    }
    case "currency": {
      const n = parseNumber(scalar);
      return n === null ? text : numberFormat(language, { min: 2, max: 2 }).format(n);
    }
    case "number":
    case "percentage": {
      const n = parseNumber(scalar);
      return n === null ? text : numberFormat(language, { min: 0, max: 4 }).format(n);
    }
    case "boolean": {
      const yes = scalar === true || text === "true";
      return language === "en" ? (yes ? "yes" : "no") : yes ? "sì" : "no";
    }
    case "select":
      return field.attributes.options?.find((o) => o.value === text)?.label ?? text;
    case "fiscal_code":
    case "vat_code":
      return text.toUpperCase();
    default:
      return text;
  }
}
