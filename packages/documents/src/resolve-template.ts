import type { DocumentModel } from "./document-model";
import { Conditions, filterBlocks } from "./logic-conditions";
import { clauseHeadings, clauseNumbers, printRefs } from "./logic-references";
import { Expander } from "./logic-repetition";
import { hasTemplateLogic, type TemplateLogicInput } from "./logic-runs";
import { logicValues } from "./logic-scope";

export { clauseHeadings, clauseNumbers } from "./logic-references";
export { hasTemplateLogic, type TemplateLogicInput } from "./logic-runs";

/**
 * Issue 32: a template's logic resolved for an agreement's answers, before any writer runs, so
 * HTML, DOCX, PDF, text, the preview, the clause comparison and validity all print the same
 * document (docs/decisions/0025). In order:
 *
 * 1. repetition: `{{each::GROUP}}…{{endeach}}` repeats the blocks, list items or table rows it
 *    spans (or the paragraph it fills) once per item, `{{field::GROUP.slug}}` becoming
 *    `{{field::GROUP.INDEX.slug}}`; `{{each::GROUP::inline}}` joins the items in the sentence;
 *    `{{term::PARTY}}` becomes the role noun; a condition inside is told its item;
 * 2. conditions: `{{if::…}}…{{elif::…}}…{{else}}…{{endif}}` keep the branch whose condition
 *    holds (inside a repetition, for that item: `{{if::not empty(nascita)}}`); what they leave
 *    empty (a paragraph, a list item, a table row, a list) goes, so a clause left out leaves no
 *    gap in the numbering, which the writers compute from the items;
 * 3. `{{ref::LABEL}}` becomes the labelled clause's number, or its heading between quotation
 *    marks when the answers left the clause out (docs/decisions/0028).
 *
 * It never throws: a marker without its partner prints nothing, a reference to no clause and an
 * unknown party print the blank. A model without logic comes back as it is.
 */

/** The document this agreement's answers call for: no logic left, for every writer. */
export function resolveTemplate(model: DocumentModel, input: TemplateLogicInput): DocumentModel {
  if (!hasTemplateLogic(model)) return model;
  try {
    const expanded = new Expander(model.blocks, input).blocks(model.blocks, new Map());
    const scope = logicValues(input.fields, input.values, input.parties);
    const conditioned = filterBlocks(expanded, new Conditions(scope));
    // Headings as written, before the answers may leave a clause out (its references print them).
    const headings = clauseHeadings(expanded);
    return {
      blocks: printRefs(conditioned, clauseNumbers(conditioned), headings, input.language),
    };
  } catch {
    // Only a body nested deeper than saving allows (MAX_LOGIC_DEPTH) can exhaust the stack: it
    // prints as written, its markers printing nothing, rather than failing every download.
    return model;
  }
}
