import { calcMessage, compile } from "@app/calc";
import type { Language, TemplateField } from "@app/contracts";

/**
 * The fields' own conditions checked when saved (issue 32): each `visible_if` must compile over
 * the template's slugs (an item field's over its item's too), keyed as the request sends it:
 * `fields.3.visible_if`, `fields.4.fields.1.visible_if`.
 */
export function checkFieldConditions(
  fields: readonly Pick<TemplateField, "slug" | "type" | "visible_if" | "fields">[],
  language: Language = "it",
): Record<string, string> {
  const errors: Record<string, string> = {};
  const names = fields.map((f) => f.slug);
  const groups = fields.filter((f) => f.type === "group").map((f) => f.slug);
  const check = (source: string | null | undefined, key: string, known: string[]) => {
    if (!source) return;
    const compiled = compile(source, known, [], groups);
    if (!compiled.ok) errors[key] = calcMessage(compiled.error, language);
  };
  fields.forEach((field, i) => {
    check(field.visible_if, `fields.${i}.visible_if`, names);
    const itemNames = [...names, ...(field.fields ?? []).map((f) => f.slug)];
    (field.fields ?? []).forEach((item, j) => {
      check(item.visible_if, `fields.${i}.fields.${j}.visible_if`, itemNames);
    });
  });
  return errors;
}
