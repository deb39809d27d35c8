import type { FormValue } from "./values";

/** Nothing typed: an empty text, or a table whose cells are all empty. */
function isBlank(value: FormValue | undefined): boolean {
  if (value === undefined || value === "") return true;
  if (Array.isArray(value))
    return value.every((row) => Object.values(row).every((cell) => cell.trim() === ""));
  return typeof value === "string" && value.trim() === "";
}

/**
 * The field errors to show now. A form just opened says nothing is missing: the hint "fill in
 * the fields" does. While a required field is still empty, an empty field shows its error only
 * once the user has typed in it (and emptied it); once every required field is filled, every
 * error shows, an optional field a formula needs after all included. `held`: some were kept back,
 * so the screen shows the hint instead of results.
 */
export function fieldErrorsToShow(
  errors: Readonly<Record<string, string>>,
  form: Readonly<Record<string, FormValue>>,
  touched: ReadonlySet<string>,
  missing: boolean,
): { shown: Record<string, string>; held: boolean } {
  const shown: Record<string, string> = {};
  let held = false;
  for (const [slug, message] of Object.entries(errors)) {
    if (touched.has(slug) || !isBlank(form[slug]) || (!missing && touched.size > 0)) shown[slug] = message;
    else held = true;
  }
  return { shown, held };
}
