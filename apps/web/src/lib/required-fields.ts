/** A value a required field may not be left with: nothing, or only spaces. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The required fields left blank, in the order declared. */
export function blankRequired<Values>(
  values: Values,
  required: readonly (keyof Values & string)[],
): string[] {
  return required.filter((field) => isBlank(values[field]));
}

/**
 * The message beside each required field the user has emptied (issue 44): a field left blank is
 * said as soon as it was touched, not only by a grey save button. Fields not touched yet (a new
 * form) say nothing until they are.
 */
export function requiredFieldErrors<Values>(
  values: Values,
  required: readonly (keyof Values & string)[],
  touched: ReadonlySet<string>,
  message: string,
): Record<string, string> {
  return Object.fromEntries(
    blankRequired(values, required)
      .filter((field) => touched.has(field))
      .map((field) => [field, message]),
  );
}
