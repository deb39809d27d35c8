import { ApiError } from "../../../lib/api-error";
import { errorBodyToLines } from "../../../lib/error-lines";

/** A refusal in the server's sentences (a 400 on a bad file), or the generic one. */
export function refusalLines(error: unknown, generic: string): string[] {
  const lines = error instanceof ApiError ? errorBodyToLines(error.body) : [];
  return lines.length > 0 ? lines : [generic];
}
