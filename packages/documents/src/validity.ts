import { type Language, MAX_GROUP_ITEMS, type TemplateField } from "@app/contracts";
import { fieldShown, itemLogicValues, type LogicValues, logicValues } from "./logic-scope";
import { validationMessage } from "./messages";
import { type AnswerValue, type FieldValues, isEmptyValue, validateField } from "./validate-field";

export type { FieldValues } from "./validate-field";

/** "Conduttore 2": how messages and the compile screen name a group's item (from 1). */
export function itemName(group: TemplateField, index: number): string {
  return `${group.item_label || group.label} ${index + 1}`;
}

const isItem = (item: unknown): item is Record<string, AnswerValue> =>
  typeof item === "object" && item !== null && !Array.isArray(item);

/**
 * A group's messages (issue 32): the number of items against `min` and `max`, keyed by the
 * group; each item's fields as a field is checked, keyed `GROUP.INDEX.slug` (index from 0),
 * an item field's `visible_if` reading the item's answers over the template's.
 */
function validateGroup(
  group: TemplateField,
  value: AnswerValue,
  scope: LogicValues,
  language: Language,
  errors: Record<string, string[]>,
) {
  if (group.disable) return;
  const attribute = group.label;
  if (value !== undefined && value !== null && !Array.isArray(value)) {
    errors[group.slug] = [validationMessage(language, "list", { attribute })];
    return;
  }
  const items: readonly unknown[] = value ?? [];
  const min = group.min ?? 0;
  const max = Math.min(group.max ?? MAX_GROUP_ITEMS, MAX_GROUP_ITEMS);
  if (items.length < min)
    errors[group.slug] = [validationMessage(language, "minItems", { attribute, value: min })];
  if (items.length > max)
    errors[group.slug] = [validationMessage(language, "maxItems", { attribute, value: max })];
  const itemFields = group.fields ?? [];
  items.forEach((item, index) => {
    if (!isItem(item)) {
      errors[`${group.slug}.${index}`] = [validationMessage(language, "item", { attribute })];
      return;
    }
    const itemScope = itemLogicValues(scope, itemFields, item);
    for (const field of itemFields) {
      if (!fieldShown(field, itemScope)) continue;
      const label = `${field.label} (${itemName(group, index)})`;
      const messages = validateField(field, item[field.slug], language, label);
      if (messages.length) errors[`${group.slug}.${index}.${field.slug}`] = messages;
    }
  });
}

/**
 * Every field's messages, keyed by slug (an item's field by `GROUP.INDEX.slug`); fields without
 * errors are left out, and so are the fields hidden by their `visible_if` (issue 32).
 */
export function validateValues(fields: TemplateField[], values: FieldValues, language: Language = "it") {
  const errors: Record<string, string[]> = {};
  const scope = logicValues(fields, values);
  for (const field of fields) {
    if (!fieldShown(field, scope)) continue;
    if (field.type === "group") {
      validateGroup(field, values[field.slug], scope, language, errors);
      continue;
    }
    const messages = validateField(field, values[field.slug], language);
    if (messages.length) errors[field.slug] = messages;
  }
  return errors;
}

/**
 * The slugs whose value has the wrong shape for its field (issue 32): a list for a plain field,
 * anything but a list (or null, cleared) for a repeating group. An agreement is refused with
 * these, not saved invalid: no writer or export is meant to print a list where a value belongs.
 */
export function misshapenValues(fields: readonly TemplateField[], values: FieldValues): string[] {
  return fields
    .filter((field) => {
      const value = values[field.slug];
      if (field.type === "group") return value !== undefined && value !== null && !Array.isArray(value);
      return Array.isArray(value);
    })
    .map((field) => field.slug);
}

/**
 * DESIGN §7: an agreement is valid when every required, visible field has a value and every
 * value given passes its checks, in every group item. Shared by the live form and the server
 * (authoritative).
 */
export function isAgreementValid(fields: TemplateField[], values: FieldValues): boolean {
  return Object.keys(validateValues(fields, values)).length === 0;
}

/** Whether a field must be answered when shown: `required`, or a `required` validator. */
export const isRequiredField = (field: { required: boolean; validators: TemplateField["validators"] }) =>
  field.required || field.validators.some((v) => v.name === "required");
const isRequired = isRequiredField;

/**
 * Progress for the compile tab: "N of M required fields", counting each group item's required
 * fields and leaving out hidden ones.
 */
export function requiredProgress(fields: TemplateField[], values: FieldValues) {
  const scope = logicValues(fields, values);
  let filled = 0;
  let total = 0;
  const count = (field: TemplateField, value: AnswerValue) => {
    total++;
    if (!isEmptyValue(value) && validateField(field, value).length === 0) filled++;
  };
  for (const field of fields) {
    if (field.disable || !fieldShown(field, scope)) continue;
    if (field.type !== "group") {
      if (isRequired(field)) count(field, values[field.slug]);
      continue;
    }
    const items = values[field.slug];
    if (!Array.isArray(items)) continue;
    items.forEach((item) => {
      if (!isItem(item)) return;
      const itemScope = itemLogicValues(scope, field.fields ?? [], item);
      for (const itemField of field.fields ?? [])
        if (!itemField.disable && isRequired(itemField) && fieldShown(itemField, itemScope))
          count(itemField, item[itemField.slug]);
    });
  }
  return { filled, total };
}
