import type { TemplateField, TemplateNote } from "@app/contracts";
import { type DocumentModel, parseHtml } from "@app/documents";
import { describe, expect, it } from "vitest";
import { blockAt, replaceBlock } from "./model-edit";
import { runsToText, textToParagraphs } from "./paragraph-text";
import { placeholderTokens } from "./placeholder-tokens";
import { serialiseModel } from "./serialise-model";

const field = (slug: string, label: string): TemplateField => ({
  slug,
  label,
  type: "text",
  help: "",
  visible: true,
  disable: false,
  required: false,
  field_set: "",
  attributes: {},
  validators: [],
});
const FIELDS = [field("locatore_nome", "Nome del locatore"), field("canone", "Canone annuo")];
const NOTES: TemplateNote[] = [{ slug: "nota_canone", label: "Canone e aggiornamento", help: "…" }];

const BODY = `<h1 style="text-align: center">Contratto di <em>locazione</em></h1>
<p>Tra <strong>{{field::locatore_nome}}</strong>, di seguito «Locatore», e il Conduttore.</p>
<blockquote><blockquote><p style="text-align: right">Citazione &amp; rinvio &lt;art. 1&gt;</p></blockquote></blockquote>
<p><br></p>
<ol start="2"><li><p><strong>Canone.</strong> Il canone è di € {{field::canone}}{{note::nota_canone}}.<br>Si paga <em><strong>mensilmente</strong></em>.</p>
<ol type="a"><li>primo</li><li>vedi {{link::art. 1571 c.c.::7}} e {{mementolink::Memento::3}}</li></ol></li>
<li><u>Sottolineato</u> e <s>barrato</s> 5 * 3</li></ol>
<ul><li>punto</li></ul>
<hr>
<table><thead><tr><th>Voce</th><th>Importo</th></tr></thead>
<tbody><tr><td colspan="2">{{field::canone}}</td></tr><tr><td rowspan="2"></td><td><p>b</p><p>c</p></td></tr></tbody></table>`;

describe("serialiseModel", () => {
  it("writes HTML that parses back to the same model", () => {
    const model = parseHtml(BODY);
    expect(parseHtml(serialiseModel(model))).toEqual(model);
  });

  it("uses only the tags the server's sanitiser keeps", () => {
    const tags = [...serialiseModel(parseHtml(BODY)).matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
    const allowed = "h1 h2 h3 h4 p br strong em u s blockquote ol ul li table thead tbody tr th td hr".split(
      " ",
    );
    expect(tags.filter((tag) => !allowed.includes(tag as string))).toEqual([]);
  });
});

describe("paragraph text", () => {
  const model = parseHtml(BODY);
  const tokens = placeholderTokens(FIELDS, NOTES, model);

  function roundTrip(path: number[]) {
    const block = blockAt(model, path);
    if (block?.type !== "paragraph" && block?.type !== "heading") throw new Error("not a text block");
    const text = runsToText(block.children, tokens.labelOf);
    const parsed = textToParagraphs(text, tokens.lookup);
    expect(parsed.unknown).toEqual([]);
    expect(parsed.paragraphs).toEqual([block.children]);
    return text;
  }

  it("names placeholders by their labels and marks bold and italic", () => {
    expect(roundTrip([1])).toBe("Tra **[[Nome del locatore]]**, di seguito «Locatore», e il Conduttore.");
    expect(roundTrip([4, 0, 0])).toBe(
      "**Canone.** Il canone è di € [[Canone annuo]][[Canone e aggiornamento]].\nSi paga ***mensilmente***.",
    );
    expect(roundTrip([4, 0, 1, 1, 0])).toBe("vedi [[art. 1571 c.c.]] e [[Memento]]");
    expect(roundTrip([0])).toBe("Contratto di *locazione*");
  });

  it("keeps literal asterisks and brackets literal", () => {
    const children = [{ type: "text" as const, text: "5 * 3 [[non un campo]] \\ fine" }];
    const text = runsToText(children, tokens.labelOf);
    expect(textToParagraphs(text, tokens.lookup).paragraphs).toEqual([children]);
  });

  it("switches between bold and italic without ambiguity", () => {
    const children = [
      { type: "text" as const, text: "a", italic: true },
      { type: "text" as const, text: "b", bold: true },
      { type: "text" as const, text: "c", bold: true, italic: true },
      { type: "text" as const, text: "d" },
    ];
    const text = runsToText(children, tokens.labelOf);
    expect(textToParagraphs(text, tokens.lookup).paragraphs).toEqual([children]);
  });

  it("reads a blank line as a new paragraph, matches labels in any case and reports unknown ones", () => {
    const parsed = textToParagraphs("Primo [[canone ANNUO]]  \n\n\nSecondo [[Nessuno]]\n", tokens.lookup);
    expect(parsed.paragraphs).toEqual([
      [
        { type: "text", text: "Primo " },
        { type: "placeholder", placeholder: { kind: "field", slug: "canone", raw: "{{field::canone}}" } },
      ],
      [{ type: "text", text: "Secondo [[Nessuno]]" }],
    ]);
    expect(parsed.unknown).toEqual(["Nessuno"]);
  });
});

describe("replaceBlock", () => {
  const model: DocumentModel = parseHtml(
    "<p>a</p><ol><li><p>b</p></li><li><p>c</p><p>d</p></li></ol><p>e</p>",
  );

  it("replaces a paragraph inside a clause with one or more", () => {
    const para = { type: "paragraph" as const, children: [{ type: "text" as const, text: "x" }] };
    const next = replaceBlock(model, [1, 1, 0], [para, para]);
    expect(serialiseModel(next)).toBe(
      "<p>a</p>\n<ol><li><p>b</p></li><li><p>x</p>\n<p>x</p>\n<p>d</p></li></ol>\n<p>e</p>",
    );
  });

  it("drops a clause emptied of its text, and a list emptied of its clauses", () => {
    const once = replaceBlock(model, [1, 0, 0], []);
    expect(serialiseModel(once)).toBe("<p>a</p>\n<ol><li><p>c</p>\n<p>d</p></li></ol>\n<p>e</p>");
    const twice = replaceBlock(replaceBlock(once, [1, 0, 1], []), [1, 0, 0], []);
    expect(serialiseModel(twice)).toBe("<p>a</p>\n<p>e</p>");
  });
});
