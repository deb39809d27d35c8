import type { TemplateField } from "@app/contracts";
import { type FieldValues, isEmptyValue, validateField } from "@app/documents";

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

export function isRequiredField(field: TemplateField): boolean {
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

/** How far a step is: shown on its button so the customer sees what is left. */
export function groupStatus(group: FieldGroup, values: FieldValues): GroupStatus {
  let filled = 0;
  let required = 0;
  let invalid = 0;
  for (const field of group.fields) {
    const value = values[field.slug];
    const ok = validateField(field, value).length === 0;
    if (isRequiredField(field)) {
      required += 1;
      if (ok && !isEmptyValue(value)) filled += 1;
    }
    if (!ok && !isEmptyValue(value)) invalid += 1;
  }
  return { filled, required, invalid, complete: filled === required && invalid === 0 };
}

/** The step holding a field (to jump to the first field the server or the check refused). */
export function groupIndexOf(groups: readonly FieldGroup[], slug: string): number {
  return groups.findIndex((group) => group.fields.some((field) => field.slug === slug));
}
