/** What the 'Operation failed' notification lists (spec §8). */
export interface ErrorLines {
  /** The status code, shown as the heading. */
  heading: string | null;
  /** non_field_errors as bare messages first, then `key: message` for every other key. */
  lines: string[];
}

function collect(prefix: string, value: unknown, lines: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      // Arrays of messages keep the key; arrays of objects (nested rows) add the row index.
      if (typeof item === "object" && item !== null) collect(`${prefix}.${index}`, item, lines);
      else collect(prefix, item, lines);
    });
    return;
  }
  if (typeof value === "object") {
    for (const [key, nested] of Object.entries(value)) collect(`${prefix}.${key}`, nested, lines);
    return;
  }
  lines.push(`${prefix}: ${String(value)}`);
}

export function errorBodyToLines(body: Record<string, unknown>): ErrorLines {
  const lines: string[] = [];
  const nonField = body.non_field_errors;
  if (Array.isArray(nonField)) lines.push(...nonField.map(String));
  else if (typeof nonField === "string") lines.push(nonField);

  for (const [key, value] of Object.entries(body)) {
    if (key === "status_code" || key === "non_field_errors") continue;
    collect(key, value, lines);
  }
  const status = body.status_code;
  return { heading: status === undefined || status === null ? null : String(status), lines };
}
