import type { Language } from "@app/contracts";
import type { FastifySchemaValidationError } from "fastify";
import { fieldLabelText } from "../i18n/field-label";
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

/** The message of an issue on one element of a list (`to_email.0`): said of the whole list. */
function itemMessage(issue: Issue, attribute: string, t: Translate): string {
  return issue.keyword === "invalid_format" && issue.params?.format === "email"
    ? t("field_item_invalid_email", { attribute })
    : t("field_item_invalid", { attribute });
}

function messageFor(issue: Issue, attribute: string, value: unknown, t: Translate): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case "invalid_type":
      return value === undefined || value === null
        ? t("field_required", { attribute })
        : t("field_invalid_type", { attribute });
    case "too_small":
      if (params.origin === "string" || params.origin === "array") {
        // Spec §5: an empty required field, a list without its one element included, is "required".
        if (Number(params.minimum) <= 1) return t("field_required", { attribute });
        return params.origin === "string"
          ? t("field_min_length", { attribute, min: Number(params.minimum) })
          : t("field_min_items", { attribute, min: Number(params.minimum) });
      }
      if (params.origin === "number" && Number(params.minimum) === 0) {
        return t("field_number_positive", { attribute });
      }
      return t("field_invalid", { attribute });
    case "too_big":
      if (params.origin === "string")
        return t("field_max_length", { attribute, max: Number(params.maximum) });
      if (params.origin === "array") return t("field_max_items", { attribute, max: Number(params.maximum) });
      return t("field_invalid", { attribute });
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
 * messages in the spec's templates ('The {attribute} field is required', ...) naming each field
 * by its label (issue 31). An element of a list answers under the list's key (`to_email`, not
 * `to_email.0`); a row of a list of objects keeps its index (`fields.2.slug`), which the screens
 * use to find the row.
 */
export function validationFieldErrors(
  issues: Issue[],
  data: unknown,
  schema: unknown,
  language: Language,
  t: Translate,
): Map<string, string[]> {
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
      // A key the schema does not know has no label: the message names it as it was sent.
      for (const key of (issue.params?.keys as string[] | undefined) ?? []) {
        add([...path, key].join("."), t("field_unknown", { attribute: key }));
      }
      continue;
    }
    let end = path.length;
    while (end > 0 && /^\d+$/.test(path[end - 1] ?? "")) end--;
    if (end === 0) {
      // The body (or query) itself is not what the call takes: no field to name.
      add("non_field_errors", t("request_invalid"));
      continue;
    }
    const field = path.slice(0, end).join(".");
    const attribute = fieldLabelText(schema, path, language);
    add(
      field,
      end < path.length
        ? itemMessage(issue, attribute, t)
        : messageFor(issue, attribute, valueAt(data, path), t),
    );
  }
  return fields;
}
