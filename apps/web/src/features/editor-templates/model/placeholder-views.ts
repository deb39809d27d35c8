import type { TemplateField, TemplateNote } from "@app/contracts";
import { listPlaceholders, type Placeholder } from "@app/documents";

export interface LinkRef {
  kind: "link" | "mementolink";
  name: string;
  idLink: string;
  raw: string;
}

/** Spec §5: linkName and idLink required; neither may break the placeholder's syntax. */
export function linkError(value: string): "required" | "syntax" | null {
  if (!value.trim()) return "required";
  return /[{}]|::/.test(value) ? "syntax" : null;
}

/** `{{link::label::id}}` or `{{mementolink::name::id}}` (spec §3). */
export function linkRaw(kind: LinkRef["kind"], name: string, idLink: string): string {
  return `{{${kind}::${name.trim()}::${idLink.trim()}}}`;
}

/** The links the texts cite, once each, in order of appearance. */
export function linksIn(texts: readonly string[]): LinkRef[] {
  const seen = new Map<string, LinkRef>();
  for (const placeholder of texts.flatMap(listPlaceholders)) {
    if (seen.has(placeholder.raw)) continue;
    if (placeholder.kind === "link")
      seen.set(placeholder.raw, {
        kind: "link",
        name: placeholder.label,
        idLink: placeholder.idLink,
        raw: placeholder.raw,
      });
    if (placeholder.kind === "mementolink")
      seen.set(placeholder.raw, {
        kind: "mementolink",
        name: placeholder.linkName,
        idLink: placeholder.idLink,
        raw: placeholder.raw,
      });
  }
  return [...seen.values()];
}

export interface ChipView {
  text: string;
  /** Cites nothing defined: shown as a problem. */
  empty?: boolean;
  description: string;
}

/** How a placeholder chip reads in the editor: the label of what it cites (spec: atomic chips with their label). */
export function chipView(
  placeholder: Placeholder,
  fields: readonly TemplateField[],
  notes: readonly TemplateNote[],
  words: { field: string; note: string; link: string; mementolink: string; missing: string },
): ChipView {
  switch (placeholder.kind) {
    case "field": {
      // An item's field (`conduttori.nome`, issue 32) reads «Conduttore: Nome e cognome».
      const [groupSlug, itemSlug] = placeholder.slug.split(".");
      const group = itemSlug ? fields.find((f) => f.slug === groupSlug && f.type === "group") : undefined;
      const item = group?.fields?.find((f) => f.slug === itemSlug);
      if (group && item) {
        const text = `${group.item_label || group.label}: ${item.label}`;
        return { text, description: `${words.field}: ${text} (${placeholder.slug})` };
      }
      const field = fields.find((f) => f.slug === placeholder.slug);
      return field
        ? { text: field.label, description: `${words.field}: ${field.label} (${field.slug})` }
        : { text: placeholder.slug, empty: true, description: `${words.missing}: ${placeholder.slug}` };
    }
    case "note": {
      const note = notes.find((n) => n.slug === placeholder.slug);
      return note
        ? { text: `✎ ${note.label}`, description: `${words.note}: ${note.label} (${note.slug})` }
        : {
            text: `✎ ${placeholder.slug}`,
            empty: true,
            description: `${words.missing}: ${placeholder.slug}`,
          };
    }
    case "link":
      return { text: placeholder.label, description: `${words.link}: ${placeholder.idLink}` };
    case "mementolink":
      return { text: placeholder.linkName, description: `${words.mementolink}: ${placeholder.idLink}` };
  }
}
