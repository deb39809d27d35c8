import type { FastifySchemaValidationError } from "fastify";
import type { Translate } from "../i18n/translate";

type Issue = FastifySchemaValidationError & { params?: Record<string, unknown> };

function valueAt(data: unknown, path: string[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function messageFor(issue: Issue, attribute: string, value: unknown, t: Translate): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case "invalid_type":
      return value === undefined || value === null
        ? t("field_required", { attribute })
        : t("field_invalid_type", { attribute });
    case "too_small":
      if (params.origin === "string") {
        return Number(params.minimum) <= 1
          ? t("field_required", { attribute })
          : t("field_min_length", { attribute, min: Number(params.minimum) });
      }
      if (params.origin === "number" && Number(params.minimum) === 0) {
        return t("field_number_positive", { attribute });
      }
      return t("field_invalid", { attribute });
    case "too_big":
      return params.origin === "string"
        ? t("field_max_length", { attribute, max: Number(params.maximum) })
        : t("field_invalid", { attribute });
    case "invalid_format":
      return params.format === "email"
        ? t("field_invalid_email", { attribute })
        : t("field_invalid", { attribute });
    case "invalid_value":
      return t("field_invalid_choice", { attribute });
    default:
      return t("field_invalid", { attribute });
  }
}

/**
 * Turns schema-validation issues into field errors keyed by field name, with localised
 * messages in the spec's templates ('The {attribute} field is required', ...).
 */
export function validationFieldErrors(issues: Issue[], data: unknown, t: Translate): Map<string, string[]> {
  // Keys come from the caller: `constructor` or `__proto__` must be plain keys here.
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const list = fields.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    fields.set(field, list);
  };
  for (const issue of issues) {
    const path = issue.instancePath.split("/").filter(Boolean);
    if (issue.keyword === "unrecognized_keys") {
      for (const key of (issue.params?.keys as string[] | undefined) ?? []) {
        add([...path, key].join("."), t("field_unknown", { attribute: key }));
      }
      continue;
    }
    const field = path.join(".") || "non_field_errors";
    const attribute = path.at(-1) ?? field;
    add(field, messageFor(issue, attribute, valueAt(data, path), t));
  }
  return fields;
}
