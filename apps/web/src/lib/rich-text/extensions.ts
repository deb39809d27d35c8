import type { Extensions } from "@tiptap/core";
import { TableKit } from "@tiptap/extension-table";
import { TextAlign } from "@tiptap/extension-text-align";
import { StarterKit } from "@tiptap/starter-kit";
import { ClauseLabelMarks, ClauseLabels } from "./clause-labels";
import { ListLabels } from "./list-labels";
import { LogicRegions } from "./logic-regions";
import { PlaceholderNode } from "./placeholder-node";

/**
 * The editor's schema is the template language's (DESIGN §7, the sanitiser's allow-list):
 * headings 1–4, paragraphs with alignment, quotations, bold, italic, underline, strike-through,
 * line breaks, ordered lists (start, style) and bullets, tables with spans and heading cells,
 * page breaks (`<hr>`), placeholders, clause labels on list items and the template logic shown
 * (not stored) as marked regions (issue 32). Nothing else can be typed or pasted in, so nothing is
 * stored that the preview and the PDF would not print.
 */
export function templateExtensions({ showClauseLabels = true } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      code: false,
      codeBlock: false,
      link: false,
    }),
    TextAlign.configure({ types: ["heading", "paragraph"] }),
    TableKit.configure({ table: { resizable: false } }),
    PlaceholderNode,
    ListLabels,
    ClauseLabels,
    // The editors see each clause's label to cite it; a customer customising a contract has no
    // use for it, and would read «Etichetta «cedolare»» in the middle of the text.
    ...(showClauseLabels ? [ClauseLabelMarks] : []),
    LogicRegions,
  ];
}
