import type { ErrorBody } from "@app/contracts";

/** Statuses that mean an outage or a bug: the client shows the maintenance page (spec §8). */
export const MAINTENANCE_STATUSES: ReadonlySet<number> = new Set([405, 500, 502, 504]);

/** Status used for a request that never got an answer (offline, DNS, aborted by time-out). */
export const NETWORK_ERROR_STATUS = 0;

/** A failed call, with the server's error body (or one built for it when the answer had none). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** The call that failed (`POST /api/account/mfa/enable/`): its error notice is named by it. */
  readonly operation: string | undefined;

  constructor(status: number, body: ErrorBody, operation?: string) {
    super(body.non_field_errors?.[0] ?? `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.operation = operation;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isMaintenance(): boolean {
    return MAINTENANCE_STATUSES.has(this.status);
  }
}

/** A call as its notices name it: the method and the path, without the query. */
export function operationOf(method: string, path: string): string {
  return `${method} ${path.split("?", 1)[0]}`;
}

/**
 * Whether a call failed because the server does not know the item, or does not show it to this
 * user (DESIGN §4: 404 for unknown or not yours): the screen says "not found", never offers a form.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Normalises whatever a failing response carried into the spec's error shape, so the rest
 * of the app handles one shape: a proxy's HTML page or an empty body becomes a generic message.
 */
export function toErrorBody(status: number, payload: unknown, fallbackMessage: string): ErrorBody {
  if (isRecord(payload)) {
    const body: Record<string, unknown> = { ...payload, status_code: status };
    for (const [key, value] of Object.entries(body)) {
      if (key === "status_code") continue;
      if (typeof value === "string") body[key] = [value];
    }
    return body as ErrorBody;
  }
  return { status_code: status, non_field_errors: [fallbackMessage] };
}
