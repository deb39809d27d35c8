import type { TemplateField, TemplateNote } from "@app/contracts";
import { fieldText, type Placeholder, type RenderContext } from "@app/documents";
import type { PlaceholderOption, PlaceholderView } from "../../../lib/rich-text";

type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * How each placeholder reads in the customise editor: a field shows its value as the contract
 * will print it, or its label (marked) while it is empty; a note, which prints nothing, says what
 * it is; a link shows its text.
 */
export function placeholderView(
  placeholder: Placeholder,
  ctx: RenderContext,
  notes: readonly TemplateNote[],
  t: Translate,
): PlaceholderView {
  switch (placeholder.kind) {
    case "field": {
      const label = ctx.fields.find((f) => f.slug === placeholder.slug)?.label ?? placeholder.slug;
      const value = fieldText(placeholder.slug, ctx);
      return value === null
        ? { text: label, empty: true, description: t("agreementEditor.customise.chipEmpty", { label }) }
        : { text: value, description: t("agreementEditor.customise.chipField", { label }) };
    }
    case "note": {
      const label = notes.find((n) => n.slug === placeholder.slug)?.label ?? placeholder.slug;
      return {
        text: t("agreementEditor.customise.noteChip", { label }),
        description: t("agreementEditor.customise.chipNote", { label }),
      };
    }
    case "link":
      return { text: placeholder.label, description: t("agreementEditor.customise.chipLink") };
    case "mementolink":
      return { text: placeholder.linkName, description: t("agreementEditor.customise.chipLink") };
  }
}

/** The picker's entries: the fields the customer compiles, by label. */
export function fieldOptions(fields: readonly TemplateField[], t: Translate): PlaceholderOption[] {
  const group = t("agreementEditor.customise.fieldsGroup");
  return fields.filter((f) => f.visible).map((f) => ({ raw: `{{field::${f.slug}}}`, label: f.label, group }));
}
