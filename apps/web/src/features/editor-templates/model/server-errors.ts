import { ApiError } from "../../../lib/api-error";

/** A failed write's messages by key (`title`, `body`, `fields.2.slug`…), shown beside the fields (spec §8). */
export function errorsByKey(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.body)) {
    if (key === "status_code" || key === "non_field_errors") continue;
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    if (messages.length > 0) errors[key] = messages.join(" ");
  }
  return errors;
}

/**
 * The errors of one row of the fields or notes table: `fields.2.slug` belongs to the row sent
 * third. `sentKeys` are the rows' keys in the order they were sent.
 */
export function rowErrors(
  errors: Record<string, string>,
  list: "fields" | "notes",
  sentKeys: readonly string[],
  key: string,
): Record<string, string> {
  const index = sentKeys.indexOf(key);
  if (index < 0) return {};
  const prefix = `${list}.${index}.`;
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(errors)) {
    if (name.startsWith(prefix)) out[name.slice(prefix.length)] = message;
  }
  return out;
}
