import type { MessageKey } from "../i18n/messages";
import type { MessageParams } from "../i18n/translate";

type LocalisedMessage = { key: MessageKey; params?: MessageParams };

/**
 * An expected failure of a use case. Services throw it with message keys; the error handler
 * localises them into the error shape `{status_code, non_field_errors, <field>: [...]}`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly nonFieldErrors: LocalisedMessage[] = [],
    readonly fieldErrors: Record<string, LocalisedMessage[]> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(nonFieldErrors[0]?.key ?? Object.keys(fieldErrors)[0] ?? `HTTP ${statusCode}`);
    this.name = "AppError";
  }

  static badRequest(key: MessageKey, params?: MessageParams) {
    return new AppError(400, [{ key, params }]);
  }

  static field(field: string, key: MessageKey, params?: MessageParams) {
    return new AppError(400, [], { [field]: [{ key, params }] });
  }

  static unauthorized(key: MessageKey = "invalid_session") {
    return new AppError(401, [{ key }]);
  }

  static forbidden(key: MessageKey = "forbidden") {
    return new AppError(403, [{ key }]);
  }

  /** Unknown or not the caller's: the answer never tells the two apart. */
  static notFound() {
    return new AppError(404, [{ key: "not_found" }]);
  }

  static tooManyRequests(key: MessageKey, params: MessageParams, retryAfterSeconds: number) {
    return new AppError(429, [{ key, params }], {}, { "retry-after": String(retryAfterSeconds) });
  }
}
