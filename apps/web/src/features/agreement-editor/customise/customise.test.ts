import type { AgreementDetail, TemplateField, TemplateNote } from "@app/contracts";
import { modelPlaceholders, parseHtml, type RenderContext, toHtml } from "@app/documents";
import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { docToTemplateHtml, templateHtmlToDoc } from "../../../lib/rich-text/template-doc";
import { draftFromDetail, isDraftDirty } from "../model/draft";
import { fieldOptions, placeholderView } from "./placeholder-view";

const field = (slug: string, label: string, type: TemplateField["type"], visible = true): TemplateField => ({
  slug,
  label,
  type,
  help: "",
  visible,
  disable: false,
  required: false,
  field_set: "",
  attributes: {},
  validators: [],
});
const FIELDS = [
  field("locatore_nome", "Nome del locatore", "text"),
  field("canone", "Canone annuo", "currency"),
  field("interno", "Codice interno", "text", false),
];
const NOTES: TemplateNote[] = [{ slug: "nota_canone", label: "Canone e aggiornamento", help: "…" }];
const CTX: RenderContext = {
  fields: FIELDS,
  values: { canone: "1200,5" },
  language: "it",
  title: "Locazione",
};
// The keys and their options, so the expectations read what the customer would.
const t = (key: string, options?: Record<string, string>) =>
  `${key}${options ? JSON.stringify(options) : ""}`;

const BODY = `<h1>Contratto di locazione</h1>
<p>Tra <strong>{{field::locatore_nome}}</strong> e il Conduttore.</p>
<ol><li><p><strong>Canone.</strong> Il canone è di € {{field::canone}}{{note::nota_canone}}.</p>
<ol><li>Si paga mensilmente.</li><li>Vedi {{link::art. 1571 c.c.::7}}.</li></ol></li>
<li><p><strong>Durata.</strong> Quattro anni.</p></li></ol>
<h2>Firme</h2>
<p>Letto, approvato e sottoscritto.</p>`;

describe("the chips of the customise editor", () => {
  it("show a field's value as printed, or its label marked while it is empty", () => {
    expect(placeholderView({ kind: "field", slug: "canone", raw: "" }, CTX, NOTES, t)).toEqual({
      text: "1.200,50",
      description: 'agreementEditor.customise.chipField{"label":"Canone annuo"}',
    });
    expect(placeholderView({ kind: "field", slug: "locatore_nome", raw: "" }, CTX, NOTES, t)).toEqual({
      text: "Nome del locatore",
      empty: true,
      description: 'agreementEditor.customise.chipEmpty{"label":"Nome del locatore"}',
    });
  });

  it("name a note, which prints nothing, and show a link's text", () => {
    const note = placeholderView({ kind: "note", slug: "nota_canone", raw: "" }, CTX, NOTES, t);
    expect(note.text).toBe('agreementEditor.customise.noteChip{"label":"Canone e aggiornamento"}');
    const link = placeholderView(
      { kind: "link", label: "art. 1571 c.c.", idLink: "7", raw: "" },
      CTX,
      NOTES,
      t,
    );
    expect(link.text).toBe("art. 1571 c.c.");
  });

  it("offer the visible fields in the picker, in the template syntax", () => {
    expect(fieldOptions(FIELDS, t).map((o) => [o.raw, o.label])).toEqual([
      ["{{field::locatore_nome}}", "Nome del locatore"],
      ["{{field::canone}}", "Canone annuo"],
    ]);
  });
});

/** The first text node whose text starts with `start`, anywhere in the editor's document. */
function textNode(doc: JSONContent, start: string): JSONContent {
  const found = [doc];
  while (found.length) {
    const node = found.shift() as JSONContent;
    if (node.type === "text" && node.text?.startsWith(start)) return node;
    found.push(...(node.content ?? []));
  }
  throw new Error(`no text ${start}`);
}

describe("a customised text", () => {
  it("is stored as template HTML in which numbering, headings and placeholders survive", () => {
    const doc = templateHtmlToDoc(BODY);
    const closing = textNode(doc, "Letto");
    closing.text = "Letto, approvato e sottoscritto dalle Parti in due originali.";
    const stored = docToTemplateHtml(doc);

    const before = parseHtml(BODY);
    const after = parseHtml(stored);
    expect(stored).toContain("<p>Letto, approvato e sottoscritto dalle Parti in due originali.</p>");
    expect(modelPlaceholders(after)).toEqual(modelPlaceholders(before));
    const headings = (html: string) => [...html.matchAll(/<h(\d)/g)].map((m) => m[1]);
    const labels = (html: string) => [...html.matchAll(/data-label="([^"]*)"/g)].map((m) => m[1]);
    expect(headings(stored)).toEqual(["1", "2"]);
    expect(labels(toHtml(after, CTX))).toEqual(["1.", "1.1", "1.2", "2."]);
    expect(labels(toHtml(after, CTX))).toEqual(labels(toHtml(before, CTX)));
  });

  it("reads back from the server as saved, whatever the sanitiser's spelling", () => {
    const typed = docToTemplateHtml(templateHtmlToDoc('<p>Il "Conduttore"\u00a0paga.</p>'));
    // DOMPurify re-serialises through the DOM: quotes bare, the non-breaking space as an entity.
    const sanitised = '<p>Il "Conduttore"&nbsp;paga.</p>';
    const detail = {
      title: "x",
      values: {},
      customized_body: sanitised,
      parties: {},
      party_snapshots: {},
    } as unknown as AgreementDetail;
    const saved = draftFromDetail(detail);
    expect(saved.customizedBody).toBe(typed);
    expect(isDraftDirty({ ...saved, customizedBody: typed }, saved)).toBe(false);
  });
});
