import { describe, expect, it } from "vitest";
import { longContractHtml } from "./fixtures/long-contract";
import { TEMPLATE_CONSTRUCTS } from "./fixtures/template-constructs";
import { parseHtml } from "./parse-html";
import { canonicalTemplateHtml, toTemplateHtml } from "./to-template-html";

const ALLOWED = "h1 h2 h3 h4 p br strong em u s blockquote ol ul li table thead tbody tr th td hr".split(" ");

describe("toTemplateHtml", () => {
  it("writes HTML that parses back to the same model", () => {
    for (const html of [TEMPLATE_CONSTRUCTS, longContractHtml(1)]) {
      const model = parseHtml(html);
      expect(parseHtml(toTemplateHtml(model))).toEqual(model);
    }
  });

  it("uses only the tags the server's sanitiser keeps", () => {
    const tags = [...toTemplateHtml(parseHtml(TEMPLATE_CONSTRUCTS)).matchAll(/<\/?([a-z0-9]+)/g)].map(
      (m) => m[1],
    );
    expect(tags.filter((tag) => !ALLOWED.includes(tag as string))).toEqual([]);
  });

  it("keeps placeholders as their template text", () => {
    const html = toTemplateHtml(parseHtml("<p><strong>{{field::a}}</strong>{{note::n}}</p>"));
    expect(html).toBe("<p><strong>{{field::a}}</strong>{{note::n}}</p>");
  });
});

describe("canonicalTemplateHtml", () => {
  it("spells the same document one way, whatever the source's spelling", () => {
    const typed = '<P STYLE="text-align:center;">a  "b"\n</P><li>c</li><b>d</b>';
    const sanitised = '<p style="text-align: center">a "b"</p><ul><li>c</li></ul><p><strong>d</strong></p>';
    expect(canonicalTemplateHtml(typed)).toBe(canonicalTemplateHtml(sanitised));
    const once = canonicalTemplateHtml(TEMPLATE_CONSTRUCTS);
    expect(canonicalTemplateHtml(once)).toBe(once);
  });
});
