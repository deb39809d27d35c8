import type { TemplateField } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { BLANK } from "./format-value";
import { parseHtml } from "./parse-html";
import type { RenderContext } from "./render-context";
import { toHtml } from "./to-html";

function field(slug: string, type: TemplateField["type"] = "text"): TemplateField {
  return {
    slug,
    label: slug,
    type,
    help: "",
    visible: true,
    disable: false,
    required: false,
    field_set: "",
    attributes: {},
    validators: [],
  };
}

const ctx = (values: RenderContext["values"]): RenderContext => ({
  fields: [
    field("nome"),
    field("canone", "currency"),
    field("inizio", "date"),
    field("note_libere", "textarea"),
  ],
  values,
  language: "it",
  title: "Prova",
});

const render = (html: string, values: RenderContext["values"], mode: "print" | "preview" = "print") =>
  toHtml(parseHtml(html), ctx(values), { mode });

describe("toHtml", () => {
  it("prints formatted values and a visible blank for empty fields", () => {
    const html = render("<p>{{field::nome}}: € {{field::canone}} dal {{field::inizio}}</p>", {
      nome: "",
      canone: "1250.5",
      inizio: "2026-12-01",
    });
    expect(html).toBe(
      `<article class="doc doc-print" lang="it-IT"><p>${BLANK}: € 1.250,50 dal 01/12/2026</p></article>`,
    );
  });

  it("never prints notes, and leaves no double space where one stood", () => {
    const html = render("<p>Durata {{note::nota_durata}} di sei anni.{{note::altra}}</p>", {});
    expect(html).toContain("<p>Durata di sei anni.</p>");
    expect(html).not.toContain("nota_durata");
  });

  it("prints links by their label", () => {
    const html = render(
      "<p>Vedi {{link::art. 1571 c.c.::77}} e {{mementolink::Memento Locazioni::5}}.</p>",
      {},
    );
    expect(html).toContain("<p>Vedi art. 1571 c.c. e Memento Locazioni.</p>");
  });

  it("escapes values: a <script> prints as text", () => {
    const html = render("<p><strong>{{field::nome}}</strong></p>", {
      nome: '<script>alert("x")</script> & Co.',
    });
    expect(html).toContain("<strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co.</strong>");
    expect(html).not.toContain("<script>");
  });

  it("escapes template text decoded from entities", () => {
    const html = render("<p>&lt;img src=x onerror=alert(1)&gt;</p>", {});
    expect(html).toContain("<p>&lt;img src=x onerror=alert(1)&gt;</p>");
  });

  it("keeps the lines of a multi-line value", () => {
    const html = render("<p>{{field::note_libere}}</p>", { note_libere: "prima riga\nseconda riga" });
    expect(html).toContain("<p>prima riga<br>seconda riga</p>");
  });

  it("marks fields in preview mode so the form can find them", () => {
    const html = render("<p>{{field::nome}} e {{field::canone}}</p>", { nome: "Mario Rossi" }, "preview");
    expect(html).toContain(
      `<span class="field" data-field="nome">Mario Rossi</span> e <mark class="field-empty" data-field="canone">${BLANK}</mark>`,
    );
  });

  it("escapes a slug in the preview's attributes", () => {
    const model = parseHtml("<p>x</p>");
    const first = model.blocks[0];
    if (first?.type !== "paragraph") throw new Error("paragraph expected");
    first.children = [{ type: "placeholder", placeholder: { kind: "field", slug: 'a"b', raw: "" } }];
    const html = toHtml(model, ctx({}), { mode: "preview" });
    expect(html).toContain('data-field="a&quot;b"');
  });

  it("writes clause labels, list attributes, tables and page breaks", () => {
    const html = render(
      '<ol start="2"><li>uno<ol><li>sub</li></ol></li></ol><hr><table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      {},
    );
    expect(html).toContain('<ol class="doc-list" start="2"><li data-label="2."><p>uno</p>');
    expect(html).toContain('<li data-label="2.1"><p>sub</p></li>');
    expect(html).toContain('<div class="doc-page-break" role="separator"></div>');
    expect(html).toContain(
      '<thead><tr><th colspan="2"><p>A</p></th></tr></thead><tbody><tr><td><p>1</p></td>',
    );
  });

  it("keeps marks around values and alignment as classes", () => {
    const html = render('<p style="text-align:center"><u><em>{{field::nome}}</em></u></p>', { nome: "X" });
    expect(html).toContain('<p class="doc-align-center"><em><u>X</u></em></p>');
  });
});
