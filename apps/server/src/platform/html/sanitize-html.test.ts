import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the document model: headings, lists, tables, emphasis, alignment, placeholders", () => {
    const html =
      '<h2>Art. 1</h2><ol start="2"><li><p style="text-align: center"><strong>Oggetto.</strong> {{field::nome}}</p></li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, handlers, links, iframes and stray styles but keeps their text", () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">ciao <script>alert(1)</script><a href="javascript:x">link</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe></p>';
    expect(sanitizeHtml(dirty)).toBe("<p>ciao link</p>");
  });
});
