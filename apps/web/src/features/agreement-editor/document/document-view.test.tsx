import type { TemplateField } from "@app/contracts";
import { BLANK, parseHtml, type RenderContext, toHtml } from "@app/documents";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { plainField } from "../../../lib/template-field";
import { DocumentView } from "./document-view";

const field = (slug: string, type: TemplateField["type"] = "text") => plainField({ slug, label: slug, type });

const ctx: RenderContext = {
  fields: [
    field("nome"),
    field("canone", "currency"),
    field("inizio", "date"),
    field("note_libere", "textarea"),
  ],
  values: {
    nome: "Mario <Rossi> & 'figli'",
    canone: "1250,5",
    inizio: "",
    note_libere: "riga uno\nriga due",
  },
  language: "it",
  title: "Prova",
};

const BODY = `<h1 style="text-align:center">Contratto di <em>prova</em></h1>
<p>Tra <strong>{{field::nome}}</strong>{{note::nota}} e altri, dal {{field::inizio}}.</p>
<blockquote><p>Citazione</p></blockquote>
<p></p><p><br></p>
<ol><li><p><strong>Oggetto.</strong> Canone € {{field::canone}}.</p>
<ol type="a"><li>primo</li><li>secondo {{link::art. 1571 c.c.::7}}</li></ol></li>
<li>Note: {{field::note_libere}}<ul><li>punto</li></ul></li></ol>
<ol start="3" type="I"><li>terzo</li></ol>
<hr>
<table><thead><tr><th>Voce</th><th>Importo</th></tr></thead>
<tbody><tr><td colspan="2">{{field::canone}}</td></tr><tr><td rowspan="2">a</td><td><u>b</u> <s>c</s></td></tr></tbody></table>`;

// React writes `<br/>`, `&#x27;` and `colSpan`; the package's writer `<br>`, `&#39;` and
// `colspan`: the same HTML (attribute names are case-insensitive).
const normalise = (html: string) =>
  html
    .replaceAll("<br/>", "<br>")
    .replaceAll("&#x27;", "&#39;")
    .replaceAll(" colSpan=", " colspan=")
    .replaceAll(" rowSpan=", " rowspan=");

describe("DocumentView", () => {
  for (const mode of ["print", "preview"] as const) {
    it(`renders exactly what the package's HTML writer writes (${mode})`, () => {
      const model = parseHtml(BODY);
      const react = renderToStaticMarkup(<DocumentView model={model} ctx={ctx} mode={mode} />);
      expect(normalise(react)).toBe(toHtml(model, ctx, { mode }));
    });
  }

  it("marks empty fields in the preview and prints the blank", () => {
    const html = renderToStaticMarkup(<DocumentView model={parseHtml(BODY)} ctx={ctx} mode="preview" />);
    expect(html).toContain(`<mark class="field-empty" data-field="inizio">${BLANK}</mark>`);
    expect(html).toContain(`<span class="field" data-field="canone">1.250,50</span>`);
  });

  it("lets a caller wrap each heading and paragraph, with its path", () => {
    const paths: string[] = [];
    renderToStaticMarkup(
      <DocumentView
        model={parseHtml("<p>a</p><ol><li><p>b</p><p>c</p></li></ol><table><tr><td>d</td></tr></table>")}
        ctx={ctx}
        mode="print"
        renderTextBlock={(element, _block, path) => {
          paths.push(path.join("."));
          return element;
        }}
      />,
    );
    expect(paths).toEqual(["0", "1.0.0", "1.0.1", "2.0.0.0"]);
  });
});
