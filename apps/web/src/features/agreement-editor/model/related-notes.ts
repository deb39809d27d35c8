import type { TemplateNote } from "@app/contracts";
import { type Block, type DocumentModel, modelPlaceholders } from "@app/documents";

/**
 * The notes that explain a field: those cited in the same clause. A clause is an item of a
 * top-level list (the numbered articles) or any other top-level block.
 */
function clauses(model: DocumentModel): Block[][] {
  const units: Block[][] = [];
  for (const block of model.blocks) {
    if (block.type === "list") for (const item of block.items) units.push(item.blocks);
    else units.push([block]);
  }
  return units;
}

/**
 * Field slug → the notes of its clauses, each note listed once per field, in text order.
 * A note cited in a clause without fields explains nothing to compile and is left out.
 */
export function notesByField(
  model: DocumentModel,
  notes: readonly TemplateNote[],
): Map<string, TemplateNote[]> {
  const noteBySlug = new Map(notes.map((note) => [note.slug, note]));
  const result = new Map<string, TemplateNote[]>();
  for (const blocks of clauses(model)) {
    const found = modelPlaceholders({ blocks });
    const clauseNotes = found.flatMap((p) => {
      const note = p.kind === "note" ? noteBySlug.get(p.slug) : undefined;
      return note ? [note] : [];
    });
    if (clauseNotes.length === 0) continue;
    for (const placeholder of found) {
      if (placeholder.kind !== "field") continue;
      const list = result.get(placeholder.slug) ?? [];
      for (const note of clauseNotes) if (!list.includes(note)) list.push(note);
      result.set(placeholder.slug, list);
    }
  }
  return result;
}

/**
 * The notes to show in a step: each note once, beside the first field of the step it explains,
 * so a clause with five fields does not repeat its note five times.
 */
export function notesForStep(
  slugs: readonly string[],
  byField: ReadonlyMap<string, readonly TemplateNote[]>,
): Map<string, TemplateNote[]> {
  const shown = new Set<string>();
  const result = new Map<string, TemplateNote[]>();
  for (const slug of slugs) {
    const fresh = (byField.get(slug) ?? []).filter((note) => !shown.has(note.slug));
    for (const note of fresh) shown.add(note.slug);
    if (fresh.length) result.set(slug, fresh);
  }
  return result;
}
