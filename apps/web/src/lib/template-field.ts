import type { TemplateField } from "@app/contracts";

/**
 * A template field with every property at its plain value (a visible, optional text question
 * with no help, group or validator): what the editor starts a new field from, `patch` on top.
 */
export function plainField(patch: Partial<TemplateField> = {}): TemplateField {
  return {
    slug: "",
    label: "",
    type: "text",
    help: "",
    visible: true,
    disable: false,
    required: false,
    field_set: "",
    attributes: {},
    validators: [],
    ...patch,
  };
}
