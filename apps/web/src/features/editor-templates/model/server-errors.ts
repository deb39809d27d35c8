import { ApiError } from "../../../lib/api-error";

/**
 * A refused write's messages by key (`title`, `body`, `fields.2.slug`, `non_field_errors`…),
 * shown on the screen (spec §8): a 400, which the screen answers without a notification (issue
 * 44). Anything else (a conflict, a network failure) is not the form's to show: none.
 */
export function errorsByKey(error: unknown): Record<string, string> {
  if (!isFormRefusal(error)) return {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.body)) {
    if (key === "status_code") continue;
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    // One message a line: an input shows them run together, the list above the tabs one by one.
    if (messages.length > 0) errors[key] = messages.join("\n");
  }
  return errors;
}

/** A refusal of what the form sent, which the form shows where it belongs. */
export function isFormRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400;
}

/** The keys the screen shows beside their own inputs: the text, the rows, the metadata and parties. */
const SHOWN_BESIDE =
  /^(fields|notes|parties)\.|^(title|language|module|status|keywords|categories|wizards|calculators)$/;

/**
 * A refusal's messages the screen has no input for (the text's, the commentary's, one about
 * the template as a whole), listed above the tabs so none is lost, the text's first.
 */
export function unplacedErrors(errors: Record<string, string>): string[] {
  return Object.entries(errors)
    .filter(([key]) => !SHOWN_BESIDE.test(key))
    .sort(([a], [b]) => Number(b === "body") - Number(a === "body"))
    .flatMap(([, messages]) => messages.split("\n"));
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
