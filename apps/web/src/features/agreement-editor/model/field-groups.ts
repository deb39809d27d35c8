import type { TemplateField } from "@app/contracts";
import {
  type FieldValues,
  fieldShown,
  isEmptyValue,
  itemLogicValues,
  type LogicValues,
  logicValues,
  validateValues,
} from "@app/documents";
import { groupItems, ownerSlug } from "./group-values";

/** A step of the compile tab: the fields of one `field_set` (a party, or a section such as "Canone"). */
export interface FieldGroup {
  /** The field_set as written by the editor; "" for fields without one. */
  key: string;
  fields: TemplateField[];
}

/**
 * The visible fields in steps, one per field_set, in the order the template first uses each set
 * (the editor's order), so a set mentioned again further down still forms one step.
 */
export function groupFields(fields: readonly TemplateField[]): FieldGroup[] {
  const groups = new Map<string, TemplateField[]>();
  for (const field of fields) {
    if (!field.visible) continue;
    const key = field.field_set.trim();
    const group = groups.get(key);
    if (group) group.push(field);
    else groups.set(key, [field]);
  }
  return [...groups].map(([key, groupFields]) => ({ key, fields: groupFields }));
}

type RequiredShape = Pick<TemplateField, "visible" | "disable" | "required" | "validators">;

export function isRequiredField(field: RequiredShape): boolean {
  return (
    field.visible && !field.disable && (field.required || field.validators.some((v) => v.name === "required"))
  );
}

export interface GroupStatus {
  /** Required fields with a valid value, of all the required ones. */
  filled: number;
  required: number;
  /** Fields whose current value does not pass (empty optional fields never count). */
  invalid: number;
  complete: boolean;
}

/**
 * How far a step is: shown on its button so the customer sees what is left. Only the questions
 * asked for these answers count (issue 32: `visible_if`), and each item of a repeating group
 * counts its own required fields; `messages` is validity's over the whole template.
 */
export function groupStatus(
  group: FieldGroup,
  values: FieldValues,
  messages: Readonly<Record<string, readonly string[]>> = validateValues(group.fields, values),
  scope: LogicValues = logicValues(group.fields, values),
): GroupStatus {
  let filled = 0;
  let required = 0;
  let invalid = 0;
  const count = (field: RequiredShape, key: string, value: unknown) => {
    const ok = !messages[key];
    const empty = isEmptyValue(value as FieldValues[string]);
    if (isRequiredField(field)) {
      required += 1;
      if (ok && !empty) filled += 1;
    }
    if (!ok && !empty) invalid += 1;
  };
  for (const field of group.fields) {
    if (!fieldShown(field, scope)) continue;
    if (field.type !== "group") {
      count(field, field.slug, values[field.slug]);
      continue;
    }
    if (messages[field.slug] && Array.isArray(values[field.slug])) invalid += 1;
    groupItems(values[field.slug]).forEach((item, index) => {
      const itemScope = itemLogicValues(scope, field.fields ?? [], item);
      for (const itemField of field.fields ?? [])
        if (fieldShown(itemField, itemScope))
          count(itemField, `${field.slug}.${index}.${itemField.slug}`, item[itemField.slug]);
    });
    // A group still short of its fewest items is not complete.
    if (groupItems(values[field.slug]).length < (field.min ?? 0)) required += 1;
  }
  return { filled, required, invalid, complete: filled === required && invalid === 0 };
}

/**
 * The step holding a field (to jump to the first field the server or the check refused); an
 * item's field, `conduttori.1.nome`, is in its group's step.
 */
export function groupIndexOf(groups: readonly FieldGroup[], slug: string): number {
  const owner = ownerSlug(slug);
  return groups.findIndex((group) => group.fields.some((field) => field.slug === owner));
}
