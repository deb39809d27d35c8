import { calcMessage, compile } from "@app/calc";
import {
  GROUP_FIELD_TYPE,
  MAX_GROUP_ITEMS,
  type TemplateField,
  type TemplateItemField,
} from "@app/contracts";
import { normaliseTypedSlug } from "../../../lib/slug";
import { NEW_FIELD } from "./template-draft";

/**
 * A repeating group in the editors' fields table (issue 32): its item fields, its fewest and
 * most items and what one item is called. Checked before the row is applied, with the keys the
 * server would answer (`fields.1.slug`, `max`), so nothing half-made reaches a save.
 */

/** A new item field starts as a new field does: text, optional, visible. */
export const NEW_ITEM_FIELD: TemplateItemField = { ...NEW_FIELD, type: "text" };

export type GroupProblem =
  | { key: string; code: "required" | "slugTaken" | "noItemFields" | "minOverMax" | "itemLabelRequired" }
  | { key: string; code: "condition"; message: string };

/** What stands in the way of applying a group row; empty when it may be applied. */
export function groupProblems(
  field: Pick<TemplateField, "fields" | "min" | "max" | "item_label">,
  /** The template's other slugs: an item field's condition reads them and its own item's. */
  names: readonly string[],
  language: "it" | "en",
  /** Which of `names` are repeating groups: only they may be counted. */
  groups: readonly string[] = [],
): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const items = field.fields ?? [];
  // What one item is called names each card («Acquirente 1»): asked, since the group's own
  // label is a plural («Acquirenti») that would name them wrongly.
  if (!field.item_label?.trim()) problems.push({ key: "item_label", code: "itemLabelRequired" });
  if (items.length === 0) problems.push({ key: "fields", code: "noItemFields" });
  if (field.min !== undefined && field.max !== undefined && field.min > field.max)
    problems.push({ key: "max", code: "minOverMax" });
  const itemNames = items.map((item) => normaliseTypedSlug(item.slug));
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const slug = normaliseTypedSlug(item.slug);
    if (!slug) problems.push({ key: `fields.${index}.slug`, code: "required" });
    else if (seen.has(slug)) problems.push({ key: `fields.${index}.slug`, code: "slugTaken" });
    seen.add(slug);
    if (!item.label.trim()) problems.push({ key: `fields.${index}.label`, code: "required" });
    const condition = item.visible_if?.trim();
    if (condition) {
      const compiled = compile(condition, [...names, ...itemNames], [], groups);
      if (!compiled.ok)
        problems.push({
          key: `fields.${index}.visible_if`,
          code: "condition",
          message: calcMessage(compiled.error, language),
        });
    }
  });
  return problems;
}

/**
 * The row as it is applied: a group with its item fields' slugs normalised and its bounds
 * within `MAX_GROUP_ITEMS`; any other type without a group's properties.
 */
export function withGroupShape(field: TemplateField): TemplateField {
  const { fields, min, max, item_label, ...plain } = field;
  if (field.type !== GROUP_FIELD_TYPE) return plain;
  return {
    ...plain,
    fields: (fields ?? []).map(({ visible_if, ...item }) => ({
      ...item,
      slug: normaliseTypedSlug(item.slug),
      label: item.label.trim(),
      ...(visible_if?.trim() ? { visible_if: visible_if.trim() } : {}),
    })),
    ...(min !== undefined ? { min: Math.min(min, MAX_GROUP_ITEMS) } : {}),
    ...(max !== undefined ? { max: Math.min(max, MAX_GROUP_ITEMS) } : {}),
    ...(item_label?.trim() ? { item_label: item_label.trim() } : {}),
  };
}
