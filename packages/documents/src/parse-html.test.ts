import { describe, expect, it } from "vitest";
import type { ListBlock, ParagraphBlock, TableBlock } from "./document-model";
import { modelPlaceholders } from "./document-model";
import { parseHtml } from "./parse-html";

function only<T>(html: string): T {
  const { blocks } = parseHtml(html);
  expect(blocks).toHaveLength(1);
  return blocks[0] as T;
}

describe("parseHtml", () => {
  it("reads headings and paragraphs with their alignment", () => {
    const { blocks } = parseHtml(
      '<h1>Titolo</h1><h3 style="text-align: right">Parte</h3><p style="text-align:justify;">Testo</p><p>Altro</p>',
    );
    expect(blocks).toEqual([
      { type: "heading", level: 1, children: [{ type: "text", text: "Titolo" }] },
      { type: "heading", level: 3, align: "right", children: [{ type: "text", text: "Parte" }] },
      { type: "paragraph", align: "justify", children: [{ type: "text", text: "Testo" }] },
      { type: "paragraph", children: [{ type: "text", text: "Altro" }] },
    ]);
  });

  it("ignores a style that is not an alignment", () => {
    const p = only<ParagraphBlock>('<p style="color: red">x</p>');
    expect(p.align).toBeUndefined();
  });

  it("decodes entities, keeping a non-breaking space", () => {
    const p = only<ParagraphBlock>("<p>Caff&egrave; &amp; C. &euro;&nbsp;100 &lt;script&gt; &#8217;</p>");
    expect(p.children).toEqual([{ type: "text", text: "Caffè & C. €\u00a0100 <script> ’" }]);
  });

  it("collapses white space as a browser does, across tags", () => {
    const p = only<ParagraphBlock>("<p>\n   Tra   <strong> il  Locatore </strong>\n e  il\tConduttore  </p>");
    expect(p.children).toEqual([
      { type: "text", text: "Tra " },
      { type: "text", text: "il Locatore ", bold: true },
      { type: "text", text: "e il Conduttore" },
    ]);
  });

  it("keeps line breaks, without the spaces around them or a trailing one", () => {
    const p = only<ParagraphBlock>("<p>Il Locatore <br>  Il Conduttore<br></p>");
    expect(p.children).toEqual([
      { type: "text", text: "Il Locatore" },
      { type: "break" },
      { type: "text", text: "Il Conduttore" },
    ]);
  });

  it("keeps a paragraph holding only a line break as an empty line, drops an empty one", () => {
    const { blocks } = parseHtml("<p></p><p> </p><p><br></p>");
    expect(blocks).toEqual([{ type: "paragraph", children: [] }]);
  });

  it("makes placeholders runs of their own, keeping the formatting around them", () => {
    const p = only<ParagraphBlock>(
      "<p><strong><em>{{field::locatore_nome}}</em></strong>, {{note::nota}}vedi {{link::art. 3::12}} {{mementolink::Memento::9}}</p>",
    );
    expect(p.children).toEqual([
      {
        type: "placeholder",
        placeholder: { kind: "field", slug: "locatore_nome", raw: "{{field::locatore_nome}}" },
        bold: true,
        italic: true,
      },
      { type: "text", text: ", " },
      { type: "placeholder", placeholder: { kind: "note", slug: "nota", raw: "{{note::nota}}" } },
      { type: "text", text: "vedi " },
      {
        type: "placeholder",
        placeholder: { kind: "link", label: "art. 3", idLink: "12", raw: "{{link::art. 3::12}}" },
      },
      { type: "text", text: " " },
      {
        type: "placeholder",
        placeholder: {
          kind: "mementolink",
          linkName: "Memento",
          idLink: "9",
          raw: "{{mementolink::Memento::9}}",
        },
      },
    ]);
  });

  it("keeps a malformed placeholder as text", () => {
    const p = only<ParagraphBlock>("<p>{{field::}} e {{campo::x}}</p>");
    expect(p.children).toEqual([{ type: "text", text: "{{field::}} e {{campo::x}}" }]);
  });

  it("reads every mark: bold, italic, underline, strike", () => {
    const p = only<ParagraphBlock>("<p><b>a</b><i>b</i><u>c</u><s>d</s><strong><u>e</u></strong></p>");
    expect(p.children).toEqual([
      { type: "text", text: "a", bold: true },
      { type: "text", text: "b", italic: true },
      { type: "text", text: "c", underline: true },
      { type: "text", text: "d", strike: true },
      { type: "text", text: "e", bold: true, underline: true },
    ]);
  });

  it("nests lists inside items, with start and type", () => {
    const list = only<ListBlock>(
      '<ol start="3"><li><p>Uno</p><ol type="a"><li>alfa</li><li>beta<ul><li>punto</li></ul></li></ol></li><li>Due</li></ol>',
    );
    expect(list).toMatchObject({ ordered: true, style: "decimal", start: 3 });
    expect(list.items).toHaveLength(2);
    const nested = list.items[0]?.blocks[1] as ListBlock;
    expect(nested).toMatchObject({ type: "list", ordered: true, style: "lower-alpha", start: 1 });
    expect(nested.items[1]?.blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "beta" }] },
      {
        type: "list",
        ordered: false,
        style: "decimal",
        start: 1,
        items: [{ blocks: [{ type: "paragraph", children: [{ type: "text", text: "punto" }] }] }],
      },
    ]);
    expect(list.items[1]?.blocks).toEqual([{ type: "paragraph", children: [{ type: "text", text: "Due" }] }]);
  });

  it("closes list items and paragraphs the way HTML implies", () => {
    const list = only<ListBlock>("<ol><li>uno<li>due</ol>");
    expect(list.items).toHaveLength(2);
  });

  it("reads tables: heading rows, spans, cell alignment", () => {
    const table = only<TableBlock>(
      `<table><thead><tr><th>Voce</th><th>Importo</th></tr></thead>
       <tbody><tr><td rowspan="2">Canone</td><td style="text-align:right">€ {{field::canone}}</td></tr>
       <tr><td>x</td></tr><tr><td colspan="2"><strong>Totale</strong></td></tr></tbody></table>`,
    );
    expect(table.rows.map((r) => r.header)).toEqual([true, false, false, false]);
    expect(table.rows[0]?.cells.map((c) => c.header)).toEqual([true, true]);
    expect(table.rows[1]?.cells[0]).toMatchObject({ rowspan: 2, colspan: 1, header: false });
    expect(table.rows[1]?.cells[1]?.blocks[0]).toMatchObject({ type: "paragraph", align: "right" });
    expect(table.rows[3]?.cells[0]).toMatchObject({ colspan: 2, rowspan: 1 });
  });

  it("treats a first row of <th> as a heading row, but not one further down", () => {
    const table = only<TableBlock>(
      "<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr><tr><th>C</th><th>D</th></tr></table>",
    );
    expect(table.rows.map((r) => r.header)).toEqual([true, false, false]);
    expect(table.rows[2]?.cells[0]?.header).toBe(true);
  });

  it("reads <hr> as a page break and <blockquote> as a quoted paragraph", () => {
    const { blocks } = parseHtml("<p>a</p><hr><blockquote><p>citazione</p></blockquote>");
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "a" }] },
      { type: "pageBreak" },
      { type: "paragraph", quote: 1, children: [{ type: "text", text: "citazione" }] },
    ]);
  });

  it("wraps loose text into paragraphs and drops what documents cannot hold", () => {
    const { blocks } = parseHtml("testo libero<script>alert(1)</script><p>dopo</p><span>coda</span>");
    expect(blocks).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "testo libero" }] },
      { type: "paragraph", children: [{ type: "text", text: "dopo" }] },
      { type: "paragraph", children: [{ type: "text", text: "coda" }] },
    ]);
  });

  it("lists the placeholders in reading order", () => {
    const model = parseHtml(
      "<p>{{field::a}}</p><ol><li>{{field::b}}</li></ol><table><tr><td>{{note::c}}</td><td>{{field::d}}</td></tr></table>",
    );
    expect(modelPlaceholders(model).map((p) => p.raw)).toEqual([
      "{{field::a}}",
      "{{field::b}}",
      "{{note::c}}",
      "{{field::d}}",
    ]);
  });
});
