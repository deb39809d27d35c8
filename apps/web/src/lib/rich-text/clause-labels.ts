import { Extension } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { i18n } from "../translator";
import { documentDecorations } from "./doc-decorations";

const LABEL = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * A clause's label on its list item, `<li data-clause="cedolare">` (issue 32), kept through the
 * editor: `{{ref::cedolare}}` prints the number that clause has once the document is resolved,
 * so a body edited here must give every label back. Only a slug is kept, as the sanitiser does.
 */
export const ClauseLabels = Extension.create({
  name: "clauseLabels",
  addGlobalAttributes() {
    return [
      {
        types: ["listItem"],
        attributes: {
          clause: {
            default: null,
            // A clause split in two (Enter) keeps its label in the first part only: a label names
            // one clause, and the save refuses a label given twice.
            keepOnSplit: false,
            parseHTML: (element) => {
              const label = element.getAttribute("data-clause");
              return label && LABEL.test(label) ? label : null;
            },
            renderHTML: (attributes) => (attributes.clause ? { "data-clause": attributes.clause } : {}),
          },
        },
      },
    ];
  },
});

/**
 * Each labelled clause says its label at the start of its text (issue 44: a label was
 * invisible, so an editor could not tell which clause a reference cites). A decoration, never
 * saved.
 */
function labelMarks(doc: PmNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== "listItem" || !node.attrs.clause) return true;
    const label = String(node.attrs.clause);
    // At the start of the clause's first line, beside its number: inside its first paragraph.
    const first = node.firstChild;
    decorations.push(
      Decoration.widget(
        first?.isTextblock ? pos + 2 : pos + 1,
        () => {
          const mark = document.createElement("span");
          mark.className = "clause-label-mark";
          mark.contentEditable = "false";
          mark.textContent = i18n.t("richText.clauseLabel", { label });
          return mark;
        },
        { side: -1, ignoreSelection: true, key: `clause-${label}` },
      ),
    );
    return true;
  });
  return DecorationSet.create(doc, decorations);
}

export const ClauseLabelMarks = documentDecorations("clauseLabelMarks", labelMarks);
