/** The screen's language decides what a comma is: 30,000 is thirty in Italian, thirty thousand in English. */
export type NumberLocale = "it" | "en";

const ITALIAN_GROUPS = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const ENGLISH_GROUPS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/**
 * A number as the user types it, read as the screen's language writes numbers: the API's
 * decimal string, or `refused` when the English screen cannot tell what it means.
 *
 * - In Italian "1.234,56" and "1234,56" are 1234.56 and "30,000" is 30; an English "1,234.56"
 *   is read as an English number, since it cannot be Italian.
 * - In English "1,234.56" is 1234.56 and "30,000" is 30000: a comma separates thousands, in
 *   groups of three. A comma anywhere else ("12500,50", "1,5", "1.234,56") may be an Italian
 *   decimal comma or a slip, so the number is refused, with the point it probably meant shown
 *   (`suggestion`), rather than guessed (issue 44).
 * - A plain "1234.56" reads the same in both. Anything else (letters) is kept as typed, so the
 *   check that follows names the field.
 */
export function readDecimal(
  typed: string,
  locale: NumberLocale = "it",
): { text: string } | { refused: true; suggestion: string } {
  const text = typed.trim().replace(/\s|€|%/g, "");
  if (locale === "en") {
    if (ENGLISH_GROUPS.test(text)) return { text: text.replace(/,/g, "") };
    if (/^-?[\d.,]+$/.test(text) && text.includes(","))
      return { refused: true, suggestion: text.replace(/\./g, "").replace(",", ".") };
    return { text };
  }
  if (ITALIAN_GROUPS.test(text) || DECIMAL_COMMA.test(text))
    return { text: text.replace(/\./g, "").replace(",", ".") };
  if (ENGLISH_GROUPS.test(text)) return { text: text.replace(/,/g, "") };
  return { text };
}

/** The API's decimal string for what was typed; a refused number as typed, which no check accepts. */
export function toDecimalText(typed: string, locale: NumberLocale = "it"): string {
  const read = readDecimal(typed, locale);
  return "text" in read ? read.text : typed.trim();
}

/** A decimal string of the API as the screen's language writes it: a decimal comma in Italian. */
export const decimalForScreen = (value: string | number, locale: NumberLocale): string =>
  locale === "it" ? String(value).replace(".", ",") : String(value);
