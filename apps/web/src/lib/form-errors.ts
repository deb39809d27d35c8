import { ApiError } from "./api-error";
import { errorBodyToLines } from "./error-lines";

/**
 * Spec §8: a failed action's field errors are shown next to the fields. Returns the
 * `field → message` pairs that belong to the given form fields.
 */
export function fieldErrorsFromError(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const messages = (error.body as Record<string, unknown>)[field];
    if (Array.isArray(messages) && messages.length > 0) errors[field] = messages.map(String).join(" ");
  }
  return errors;
}

/** A failed save's errors, split between the form's fields and everything else. */
export interface ServerFormErrors {
  /** `field → message` for the fields the form shows. */
  fields: Record<string, string>;
  /** Every other message (non_field_errors, fields the form does not show), ready to list. */
  other: string[];
}

/**
 * Spec §8 for a resource form: messages of the form's own fields go next to them, the rest in
 * a list above the buttons, so no message of the server is ever lost (a call that never reached
 * the server says so there too). The mutation behind such a form is `silentError`: the
 * notification would say it all a second time (issue 44).
 */
export function serverFormErrors(error: unknown, fields: readonly string[]): ServerFormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, other: [] };
  const shown = new Set(fields);
  const rest = Object.fromEntries(Object.entries(error.body).filter(([key]) => !shown.has(key)));
  return { fields: fieldErrorsFromError(error, fields), other: errorBodyToLines(rest) };
}
