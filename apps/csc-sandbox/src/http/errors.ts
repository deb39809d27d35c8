// Errors as CSC API v2.0 §10.2 writes them: an HTTP status and `{ error, error_description }`.

export class CscError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    /** Members beside the two standard ones (the sandbox's `remaining_attempts`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${error}: ${description}`);
  }

  get body(): Record<string, unknown> {
    return { error: this.error, error_description: this.description, ...this.extra };
  }
}

export function invalidRequest(description: string): CscError {
  return new CscError(400, "invalid_request", description);
}

/** The spec's own wording for a parameter that is missing or of another JSON type. */
export function missingParameter(type: "string" | "integer" | "array" | "boolean", name: string): CscError {
  return invalidRequest(`Missing (or invalid type) ${type} parameter ${name}`);
}

export function invalidParameter(name: string): CscError {
  return invalidRequest(`Invalid parameter ${name}`);
}
