import type { ErrorBody } from "@app/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { fieldLabelText } from "../i18n/field-label";
import type { MessageKey } from "../i18n/messages";
import { languageFromHeader, type Translate, translatorFor } from "../i18n/translate";
import { AppError } from "./app-error";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable";
import { validationFieldErrors } from "./validation-messages";

const fastifyCodeMessages: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_BAD_URL: "invalid_url",
  FST_ERR_MAX_PARAM_LENGTH: "invalid_url",
};

function statusMessage(status: number): MessageKey {
  if (status === 401) return "invalid_session";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  return "operation_error";
}

/**
 * Adds field errors as own keys: a field named by the caller (`__proto__`, `constructor`) is
 * an ordinary key of the answer, never the object's prototype.
 */
function withFields(body: ErrorBody, fields: Iterable<readonly [string, string[]]>): ErrorBody {
  for (const [field, messages] of fields) {
    Object.defineProperty(body, field, {
      value: messages,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return body;
}

function send(reply: FastifyReply, body: ErrorBody) {
  return reply.status(body.status_code).type("application/json; charset=utf-8").send(body);
}

/** Every error leaves as JSON in the spec's shape; a 5xx never carries internals. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Fastify's framework errors come before the request is decorated with its translator.
  const language = languageFromHeader(request.headers["accept-language"]);
  const t: Translate = typeof request.t === "function" ? request.t : translatorFor(language);
  if (error instanceof AppError) {
    const body: ErrorBody = { status_code: error.statusCode };
    if (error.nonFieldErrors.length) {
      body.non_field_errors = error.nonFieldErrors.map((m) => t(m.key, m.params));
    }
    // A field's message names it by its label unless the service names it itself.
    const fields = Object.entries(error.fieldErrors).map(([field, list]) => {
      const attribute = fieldLabelText(undefined, field.split("."), language);
      return [field, list.map((m) => t(m.key, { attribute, ...m.params }))] as const;
    });
    reply.headers(error.headers);
    return send(reply, withFields(body, fields));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context =
      error.validationContext === "querystring" || error.validationContext === "params"
        ? error.validationContext
        : "body";
    const source =
      context === "querystring" ? request.query : context === "params" ? request.params : request.body;
    const schema = request.routeOptions.schema?.[context];
    const fields = validationFieldErrors(error.validation, source, schema, language, t);
    return send(reply, withFields({ status_code: 400 }, fields));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, { status_code: 503, non_field_errors: [t("service_unavailable")] });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: error }, "unhandled error");
  }
  const key = fastifyCodeMessages[error.code] ?? statusMessage(status);
  return send(reply, { status_code: status, non_field_errors: [t(key)] });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(errorHandler);
}

/** An error answer for code paths outside a thrown error (not-found handler, auth hook). */
export function sendAppError(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  return errorHandler(error as unknown as FastifyError, request, reply);
}
