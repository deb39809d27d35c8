import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the document model: headings, lists, tables, emphasis, alignment, placeholders", () => {
    const html =
      '<h2>Art. 1</h2><ol start="2"><li><p style="text-align:center"><strong>Oggetto.</strong> {{field::nome}}</p></li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps a clause's label on its list item only, and only a slug (issue 32: {{ref::…}} cites it)", () => {
    const labelled = '<ol><li data-clause="cedolare"><p>Cedolare.</p></li></ol>';
    expect(sanitizeHtml(labelled)).toBe(labelled);
    expect(sanitizeHtml('<ol><li data-clause="Art 3"><p>x</p></li></ol>')).toBe("<ol><li><p>x</p></li></ol>");
    expect(sanitizeHtml('<p data-clause="cedolare">x</p>')).toBe("<p>x</p>");
    expect(sanitizeHtml('<ol><li data-clause="a" data-other="b">x</li></ol>')).toBe(
      '<ol><li data-clause="a">x</li></ol>',
    );
  });

  it("drops scripts, handlers, links, iframes and stray styles but keeps their text", () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">ciao <script>alert(1)</script><a href="javascript:x">link</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe></p>';
    expect(sanitizeHtml(dirty)).toBe("<p>ciao link</p>");
  });

  it("keeps only the alignment of a style", () => {
    expect(sanitizeHtml('<p style="color: red; text-align: right; background: url(x)">a</p>')).toBe(
      '<p style="text-align:right">a</p>',
    );
    expect(sanitizeHtml('<p style="text-align: expression(alert(1))">a</p>')).toBe("<p>a</p>");
  });

  it("resists the usual evasions", () => {
    const cases = [
      "<SCRIPT>alert(1)</SCRIPT>",
      "<scr<script>ipt>alert(1)</script>",
      "<svg onload=alert(1)><circle /></svg>",
      '<p title="x"><style>p{color:red}</style></p>',
      '<p class="x" id="y" data-x="1">"><script>alert(1)</script></p>',
      "<!-- <script>alert(1)</script> -->",
      "<math><mi xlink:href='javascript:alert(1)'>x</mi></math>",
      '<td background="javascript:alert(1)">x</td>',
    ];
    for (const dirty of cases) {
      const clean = sanitizeHtml(dirty);
      expect(clean).not.toMatch(/<script|onload|onerror|javascript:|<svg|<style|<math|class=|id=|data-x/i);
    }
  });

  it("keeps escaped markup escaped, and entities as they are", () => {
    expect(sanitizeHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; € à</p>")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; € à</p>",
    );
  });
});
