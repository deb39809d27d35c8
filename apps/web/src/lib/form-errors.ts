import { ApiError } from "./api-error";

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
