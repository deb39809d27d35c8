// @vitest-environment jsdom
import { canonicalTemplateHtml, modelPlaceholders, parseHtml, toHtml } from "@app/documents";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { LEASE_BODY } from "../../../../../packages/documents/src/fixtures/logic-lease";
import {
  longContractContext,
  longContractHtml,
} from "../../../../../packages/documents/src/fixtures/long-contract";
import { TEMPLATE_CONSTRUCTS } from "../../../../../packages/documents/src/fixtures/template-constructs";
import { templateExtensions } from "./extensions";
import { docToTemplateHtml, templateHtmlToDoc } from "./template-doc";

// A real TipTap editor (schema, plugins, commands) in jsdom, without React: the chips' React
// node views are not rendered here, the document is what is under test.
const editors: Editor[] = [];
// jsdom has no clipboard events; TipTap's paste rules make one for the content they apply to.
globalThis.DataTransfer ??= class {
  setData() {}
  getData() {
    return "";
  }
} as unknown as typeof DataTransfer;
globalThis.ClipboardEvent ??= class extends Event {
  readonly clipboardData = null;
} as unknown as typeof ClipboardEvent;
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function open(html: string): Editor {
  const editor = new Editor({
    element: document.createElement("div"),
    extensions: templateExtensions(),
    content: templateHtmlToDoc(html),
  });
  editors.push(editor);
  return editor;
}

const output = (editor: Editor) => docToTemplateHtml(editor.getJSON());

/** Where the first node of a type starts. */
function positionOf(editor: Editor, type: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.type.name === type) found = pos;
    return found < 0;
  });
  return found;
}

describe("template HTML through the editor", () => {
  it.each([
    ["every construct", TEMPLATE_CONSTRUCTS],
    ["the long contract", longContractHtml(2)],
    // Issue 32: conditions, repetitions, terms, references and the clauses' labels.
    ["a template with logic", LEASE_BODY],
  ])("gives %s back as the same document", (_, html) => {
    const editor = open(html);
    // The document fits the editor's schema: nothing was dropped or rewrapped to fit.
    expect(() => editor.state.doc.check()).not.toThrow();
    const out = output(editor);
    expect(out).toBe(canonicalTemplateHtml(html));
    expect(parseHtml(out)).toEqual(parseHtml(html));
  });

  it("numbers clauses as the writers do", () => {
    const html = longContractHtml(1);
    const editor = open(html);
    const shown = [...editor.view.dom.querySelectorAll("li")].map((li) => li.getAttribute("data-label"));
    const printed = [...toHtml(parseHtml(html), longContractContext()).matchAll(/data-label="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(shown).toEqual(printed);
    expect(shown).toContain("4.1");
  });

  it("writes placeholders as their template text in getHTML and getText", () => {
    const editor = open(TEMPLATE_CONSTRUCTS);
    const placeholders = modelPlaceholders(parseHtml(TEMPLATE_CONSTRUCTS));
    expect(modelPlaceholders(parseHtml(editor.getHTML()))).toEqual(placeholders);
    expect(editor.getText()).toContain("{{field::locatore_nome}}");
  });
});

describe("editing", () => {
  it("keeps what is typed, the formatting applied and a placeholder inserted", () => {
    const editor = open("<h2>Firme</h2><p>Letto e sottoscritto.</p>");
    const end = editor.state.doc.content.size - 1;
    editor
      .chain()
      .setTextSelection(end - 1)
      .insertContent(" dalle Parti")
      .run();
    editor.chain().insertContent(" a ").insertPlaceholder("{{field::luogo}}").run();
    editor.chain().setTextSelection({ from: 1, to: 6 }).toggleBold().run();
    editor.chain().setTextSelection(12).setTextAlign("center").run();
    expect(output(editor)).toBe(
      '<h2><strong>Firme</strong></h2>\n<p style="text-align: center">Letto e sottoscritto dalle Parti a {{field::luogo}}.</p>',
    );
  });

  it("deletes a placeholder whole: it is one position, never half", () => {
    const editor = open("<p>Il canone è di € {{field::canone}} annui.</p>");
    const at = positionOf(editor, "placeholder");
    expect(editor.state.doc.nodeAt(at)?.nodeSize).toBe(1);
    // A deletion that reaches into the chip takes it all.
    editor.commands.deleteRange({ from: at - 2, to: at + 1 });
    expect(output(editor)).toBe("<p>Il canone è di annui.</p>");
  });

  it("turns the typed or pasted syntax into a placeholder, and leaves malformed ones as text", async () => {
    const editor = open("<p>Tra </p>");
    const { view } = editor;
    // Typing: the last character goes through the view's text input handler, as a keystroke does.
    editor.chain().setTextSelection(4).insertContent(" {{field::nome}").run();
    const at = editor.state.selection.from;
    view.someProp("handleTextInput", (handle) => handle(view, at, at, "}", () => view.state.tr));
    // Pasting.
    view.pasteText(" e {{note::nota}} ma {{link::solo}}");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(output(editor)).toBe("<p>Tra {{field::nome}} e {{note::nota}} ma {{link::solo}}</p>");
    const raws: string[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === "placeholder") raws.push(node.attrs.raw);
    });
    expect(raws).toEqual(["{{field::nome}}", "{{note::nota}}"]);
  });

  it("makes a chip of typed or pasted logic, and shades what a condition governs (issue 32)", async () => {
    const editor = open("<p>Il</p>");
    const { view } = editor;
    editor.commands.setTextSelection(3);
    view.pasteText(" {{if::cedolare_secca}}locatore opta{{else}}locatore non opta{{endif}}.");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const raws: string[] = [];
    editor.state.doc.descendants((node) => {
      if (node.type.name === "placeholder") raws.push(node.attrs.raw);
    });
    expect(raws).toEqual(["{{if::cedolare_secca}}", "{{else}}", "{{endif}}"]);
    // Saved as written: the chips are the template's own text.
    expect(output(editor)).toBe(
      "<p>Il {{if::cedolare_secca}}locatore opta{{else}}locatore non opta{{endif}}.</p>",
    );
    const shaded = [...view.dom.querySelectorAll(".logic-region-if")].map((el) => el.textContent).join("");
    expect(shaded).toContain("locatore opta");
    expect(shaded).toContain("locatore non opta");
  });

  it("keeps a clause's label on the first part when the clause is split", () => {
    const editor = open('<ol><li data-clause="oggetto"><p>Oggetto del contratto.</p></li></ol>');
    editor
      .chain()
      .setTextSelection(positionOf(editor, "text") + 8)
      .splitListItem("listItem")
      .run();
    expect(output(editor)).toBe(
      '<ol><li data-clause="oggetto"><p>Oggetto</p></li><li><p>del contratto.</p></li></ol>',
    );
  });

  it("keeps an ordered list's style and start", () => {
    const editor = open('<ol start="3" type="a"><li>x</li></ol>');
    expect(editor.view.dom.querySelector("li")?.getAttribute("data-label")).toBe("c)");
    expect(output(editor)).toBe('<ol start="3" type="a"><li><p>x</p></li></ol>');
  });
});
