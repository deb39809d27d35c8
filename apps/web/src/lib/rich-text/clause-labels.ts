import { Extension } from "@tiptap/core";

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
