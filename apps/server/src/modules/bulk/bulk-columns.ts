import {
  BULK_EMAIL_COLUMN,
  BULK_TITLE_COLUMN,
  type Language,
  MAX_GROUP_ITEMS,
  type TemplateField,
  type TemplateItemField,
} from "@app/contracts";
import { translate } from "../../platform/i18n/translate";

/**
 * One column of the bulk model (issue 48 §1): a reserved column (`titolo`, `email`), a question
 * of the template (its slug), or a question of a repeating group's item, numbered from 1 up to
 * the group's `max` (`conduttori.1.nome`). The key is what the second header row holds.
 */
export type BulkColumn =
  | { kind: "reserved"; key: typeof BULK_TITLE_COLUMN | typeof BULK_EMAIL_COLUMN; label: string }
  | { kind: "field"; key: string; label: string; field: TemplateField }
  | {
      kind: "item";
      key: string;
      label: string;
      group: TemplateField;
      /** The item's position, from 1. */
      item: number;
      field: TemplateItemField;
    };

/** The questions a user can answer: hidden or disabled ones are not the user's to fill. */
const answerable = (field: { visible: boolean; disable: boolean }) => field.visible && !field.disable;

/** A group's columns stop at its `max` (or the product's limit). */
export const groupMax = (group: TemplateField) => Math.min(group.max ?? MAX_GROUP_ITEMS, MAX_GROUP_ITEMS);

/**
 * The model's columns for a template version, in the compile screen's order: the reserved
 * columns first, then each question; a conditional question (`visible_if`) is a column too, its
 * value ignored when the row's answers hide it.
 */
export function bulkColumns(fields: readonly TemplateField[], language: Language): BulkColumn[] {
  const columns: BulkColumn[] = [
    { kind: "reserved", key: BULK_TITLE_COLUMN, label: translate(language, "bulk_title_label") },
    { kind: "reserved", key: BULK_EMAIL_COLUMN, label: translate(language, "bulk_email_label") },
  ];
  for (const field of fields) {
    if (!answerable(field)) continue;
    if (field.type !== "group") {
      columns.push({ kind: "field", key: field.slug, label: field.label, field });
      continue;
    }
    const itemLabel = field.item_label || field.label;
    for (let item = 1; item <= groupMax(field); item++)
      for (const itemField of field.fields ?? []) {
        if (!answerable(itemField)) continue;
        columns.push({
          kind: "item",
          key: `${field.slug}.${item}.${itemField.slug}`,
          label: `${itemField.label} (${itemLabel} ${item})`,
          group: field,
          item,
          field: itemField,
        });
      }
  }
  return columns;
}
