import type { AgreementValues, TemplateField } from "@app/contracts";

/**
 * What an update to a new template version does to a contract's answers (issue 18, with the
 * repeating groups of issue 32): which fields come and go, what the comparison shows of a value,
 * and which values the new contract takes.
 */

const fieldRef = (field: TemplateField) => ({
  slug: field.slug,
  label: field.label,
  required: !!field.required,
});
/** A value as the comparison lists it: a group's items one per line, each its answers joined. */
export function valueText(value: AgreementValues[string] | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (!Array.isArray(value)) return String(value);
  const items = value
    .map((item) =>
      Object.values(item)
        .filter((answer) => answer !== null && answer !== "")
        .join(", "),
    )
    .filter(Boolean);
  return items.length ? items.join("\n") : null;
}

/**
 * The values a new version can take (issue 32): those of its fields, and of a repeating group
 * still a group only the answers of item fields it still has; a field that became a group, or
 * a group that became a field, starts empty.
 */
export function carriedValues(values: AgreementValues, fields: TemplateField[]): AgreementValues {
  const carried: AgreementValues = {};
  for (const field of fields) {
    const value = values[field.slug];
    if (value === undefined || Array.isArray(value) !== (field.type === "group")) continue;
    if (!Array.isArray(value)) {
      carried[field.slug] = value;
      continue;
    }
    const itemSlugs = new Set((field.fields ?? []).map((f) => f.slug));
    carried[field.slug] = value.map((item) =>
      Object.fromEntries(Object.entries(item).filter(([slug]) => itemSlugs.has(slug))),
    );
  }
  return carried;
}

/** A field as the comparison lists it; an item field of a group as `GROUP.slug`, named after both. */
interface ListedField {
  slug: string;
  label: string;
  required: boolean;
  value: (values: AgreementValues) => string | null;
}

function listedFields(fields: readonly TemplateField[]): ListedField[] {
  return fields.flatMap((field) => {
    const own: ListedField = { ...fieldRef(field), value: (values) => valueText(values[field.slug]) };
    if (field.type !== "group") return [own];
    const items = (field.fields ?? []).map((item) => ({
      slug: `${field.slug}.${item.slug}`,
      label: `${item.label} (${field.label})`,
      required: !!item.required,
      // Each item's answer on a line of its own.
      value: (values: AgreementValues) => {
        const list = values[field.slug];
        if (!Array.isArray(list)) return null;
        const answers = list
          .map((entry) => entry[item.slug])
          .filter((v) => v !== undefined && v !== null && v !== "");
        return answers.length ? answers.map(String).join("\n") : null;
      },
    }));
    return [own, ...items];
  });
}

/**
 * The fields the new version adds and those it removes, with the value each removed one held;
 * an item field counts on its own, unless its whole group comes or goes.
 */
export function fieldChanges(values: AgreementValues, from: TemplateField[], to: TemplateField[]) {
  const before = listedFields(from);
  const after = listedFields(to);
  const has = (list: ListedField[], slug: string) => list.some((f) => f.slug === slug);
  const ownGroupKept = (slug: string, list: ListedField[]) =>
    !slug.includes(".") || has(list, slug.split(".")[0] ?? "");
  const strip = ({ value: _value, ...ref }: ListedField) => ref;
  return {
    added: after.filter((f) => !has(before, f.slug) && ownGroupKept(f.slug, before)).map(strip),
    removed: before
      .filter((f) => !has(after, f.slug) && ownGroupKept(f.slug, after))
      .map((f) => ({ ...strip(f), value: f.value(values) })),
  };
}
