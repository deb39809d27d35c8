import type { Node as PmNode } from "@tiptap/pm/model";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { documentDecorations } from "./doc-decorations";

const TOKEN = /\{\{(if|elif|else|endif|each|endeach|term|ref)(?:::[^{}]*)?\}\}/g;
const OPENS: Record<string, string> = { endif: "if", endeach: "each" };

/**
 * The text a condition or a repetition governs, shaded as a region in the text editor (issue
 * 32), nested regions deeper: from the chip that opens it (`{{if::…}}`, read out in words by the
 * chip itself) to the one that closes it, across paragraphs and clauses. Decorations only: the
 * text saved is what was written.
 */
function regionDecorations(doc: PmNode): DecorationSet {
  const decorations: Decoration[] = [];
  const open: { kind: string; to: number }[] = [];
  const token = (kind: string, from: number, to: number) => {
    if (kind === "if" || kind === "each") open.push({ kind, to });
    const opener = OPENS[kind];
    if (!opener) return;
    const index = open.map((o) => o.kind).lastIndexOf(opener);
    if (index < 0) return;
    const [start] = open.splice(index);
    if (start && from > start.to)
      decorations.push(
        Decoration.inline(start.to, from, {
          class: `logic-region logic-region-${opener} logic-depth-${Math.min(index + 1, 3)}`,
        }),
      );
  };
  doc.descendants((node, pos) => {
    if (node.type.name === "placeholder") {
      const match = /^\{\{(\w+)/.exec(String(node.attrs.raw ?? ""));
      if (match?.[1]) token(match[1], pos, pos + node.nodeSize);
      return;
    }
    // A token still typed as text (before its chip is made) counts too, marked as such.
    if (!node.isText || !node.text?.includes("{{")) return;
    for (const match of node.text.matchAll(TOKEN)) {
      const from = pos + (match.index ?? 0);
      const to = from + match[0].length;
      decorations.push(Decoration.inline(from, to, { class: "logic-token" }));
      token(match[1] as string, from, to);
    }
  });
  return DecorationSet.create(doc, decorations);
}

export const LogicRegions = documentDecorations("logicRegions", regionDecorations);

/**
 * The repetitions open at `pos`, outermost first, by group (`{{each::conduttori}}` → "conduttori"):
 * where an item's fields may be cited. Chips and tokens still typed as text count alike.
 */
export function repetitionsAt(doc: PmNode, pos: number): string[] {
  const open: (string | null)[] = [];
  const token = (raw: string) => {
    const each = /^\{\{each::([a-z][a-z0-9_]*)(?:::inline)?\}\}$/.exec(raw);
    if (each) open.push(each[1] as string);
    else if (/^\{\{if::/.test(raw)) open.push(null);
    else if (raw === "{{endeach}}" || raw === "{{endif}}") open.pop();
  };
  doc.nodesBetween(0, Math.min(pos, doc.content.size), (node, at) => {
    if (node.type.name === "placeholder") {
      if (at < pos) token(String(node.attrs.raw ?? ""));
      return false;
    }
    if (!node.isText || !node.text?.includes("{{")) return true;
    for (const match of node.text.matchAll(TOKEN)) if (at + (match.index ?? 0) < pos) token(match[0]);
    return false;
  });
  return open.filter((group): group is string => group !== null);
}
