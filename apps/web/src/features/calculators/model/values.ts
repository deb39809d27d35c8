import type { CalculatorDetail } from "@app/contracts";

type Input = CalculatorDetail["inputs"][number];

/**
 * A number as typed by an Italian or an English user, as the API wants it (a decimal string):
 * "1.234,56" and "1,234.56" and "1234,56" are all 1234.56. Anything else is sent as typed, so
 * the server names the field.
 */
export function toDecimalText(typed: string): string {
  const text = typed.trim().replace(/\s|€|%/g, "");
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text) || /^-?\d+,\d+$/.test(text))
    return text.replace(/\./g, "").replace(",", ".");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, "");
  return text;
}

const NUMERIC = ["money", "number", "percentage", "integer"];

/** What the form holds, as the evaluate call sends it: empty fields left out. */
export function toApiValues(inputs: readonly Input[], form: Record<string, string | boolean>) {
  const values: Record<string, string | boolean> = {};
  for (const input of inputs) {
    const value = form[input.slug];
    if (value === undefined || value === "") continue;
    values[input.slug] =
      typeof value === "string" && NUMERIC.includes(input.type) ? toDecimalText(value) : value;
  }
  return values;
}

/**
 * The form's first values: each input's default, or empty; or, for a calculation opened again,
 * the values it was made with (numbers written the Italian way, as the form reads them back).
 */
export function initialForm(
  inputs: readonly Input[],
  kept: Record<string, unknown> = {},
): Record<string, string | boolean> {
  return Object.fromEntries(
    inputs.map((input) => {
      const value = kept[input.slug];
      if (typeof value === "boolean") return [input.slug, value];
      if (typeof value === "string" || typeof value === "number")
        return [input.slug, NUMERIC.includes(input.type) ? String(value).replace(".", ",") : String(value)];
      return [input.slug, input.default ?? (input.type === "boolean" ? false : "")];
    }),
  );
}
