import { Node, nodeInputRule, nodePasteRule } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { PlaceholderChip } from "./placeholder-chip";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    placeholder: {
      /** Inserts `{{field::…}}` (or a note, a link) at the cursor, as one atom. */
      insertPlaceholder: (raw: string) => ReturnType;
    };
  }
}

// The template language's placeholders (packages/documents placeholders.ts): a field or a note
// names a slug, a link and a memento link a text and an id. No capturing group: TipTap's input
// rule would read one as "the character just typed".
// The logic of issue 32 too: a condition, a repetition, a role noun, a reference, a branch's end.
const SHAPE = String.raw`\{\{(?:(?:field|note)::[^{}:]+|(?:link|mementolink)::[^{}:]+::[^{}:]+|(?:if|elif|each|term|ref)::[^{}]+|else|endif|endeach)\}\}`;
const TYPED = new RegExp(`${SHAPE}$`);
const PASTED = new RegExp(SHAPE, "g");

/**
 * A placeholder: an inline atom (it is selected, copied and deleted whole, never half) whose
 * only attribute is its template text, e.g. `{{field::canone}}`. The editor's HTML goes through
 * `template-doc.ts`, where it is that same text; `getHTML()` and the clipboard carry it too, and
 * `getText()` gives it bare. Typing or pasting the syntax makes a chip (for template authors).
 */
export const PlaceholderNode = Node.create({
  name: "placeholder",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return { raw: { default: "", rendered: false } };
  },

  parseHTML() {
    return [
      { tag: "span[data-placeholder]", getAttrs: (el) => ({ raw: el.getAttribute("data-placeholder") }) },
    ];
  },

  renderHTML({ node }) {
    // ProseMirror needs an element: a span holding exactly the template's text, which the
    // documents' parser reads as the placeholder (spans are transparent to it, and the server's
    // sanitiser drops them), and which the rule above reads back when pasted into an editor.
    const raw = String(node.attrs.raw);
    return ["span", { "data-placeholder": raw }, raw];
  },

  renderText({ node }) {
    return String(node.attrs.raw);
  },

  addNodeView() {
    return ReactNodeViewRenderer(PlaceholderChip, { as: "span" });
  },

  addCommands() {
    return {
      insertPlaceholder:
        (raw) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { raw } }),
    };
  },

  addInputRules() {
    return [nodeInputRule({ find: TYPED, type: this.type, getAttributes: (match) => ({ raw: match[0] }) })];
  },

  addPasteRules() {
    return [nodePasteRule({ find: PASTED, type: this.type, getAttributes: (match) => ({ raw: match[0] }) })];
  },
});
