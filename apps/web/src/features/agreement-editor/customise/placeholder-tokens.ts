import type { TemplateField, TemplateNote } from "@app/contracts";
import type { DocumentModel, Placeholder } from "@app/documents";
import { modelPlaceholders } from "@app/documents";
import type { PlaceholderLabel, PlaceholderLookup } from "./paragraph-text";

const key = (label: string) => label.trim().toLocaleLowerCase("it");

export interface PlaceholderTokens {
  labelOf: PlaceholderLabel;
  lookup: PlaceholderLookup;
}

/**
 * The `[[label]]` names of the template's placeholders, both ways. Fields are named by their
 * label, notes by theirs, links by their text; a field wins over a note of the same name, and a
 * placeholder without a label keeps its slug so it still round-trips.
 */
export function placeholderTokens(
  fields: readonly TemplateField[],
  notes: readonly TemplateNote[],
  model: DocumentModel,
): PlaceholderTokens {
  const fieldLabel = new Map(fields.map((f) => [f.slug, f.label]));
  const noteLabel = new Map(notes.map((n) => [n.slug, n.label]));
  const labelOf: PlaceholderLabel = (p) => {
    switch (p.kind) {
      case "field":
        return fieldLabel.get(p.slug) ?? p.slug;
      case "note":
        return noteLabel.get(p.slug) ?? p.slug;
      case "link":
        return p.label;
      case "mementolink":
        return p.linkName;
    }
  };
  const byName = new Map<string, Placeholder>();
  const add = (p: Placeholder) => {
    const name = key(labelOf(p));
    if (!byName.has(name)) byName.set(name, p);
  };
  for (const f of fields) add({ kind: "field", slug: f.slug, raw: `{{field::${f.slug}}}` });
  for (const n of notes) add({ kind: "note", slug: n.slug, raw: `{{note::${n.slug}}}` });
  for (const p of modelPlaceholders(model)) add(p);
  return { labelOf, lookup: (label) => byName.get(key(label)) ?? null };
}
