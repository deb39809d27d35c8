import { describe, expect, it } from "vitest";
import { cssString, printPageCss } from "./print-css";
import { printPreviewPath, printWindowFeatures } from "./print-window";

describe("cssString", () => {
  it("quotes, escapes and flattens anything a title may hold", () => {
    expect(cssString('Patto "A" \\ B')).toBe('"Patto \\"A\\" \\\\ B"');
    expect(cssString("riga\nnuova\u0000}")).toBe('"riga nuova }"');
  });
});

describe("printPageCss", () => {
  it("puts the title in the page header and the page count in the footer, in the document's language", () => {
    const css = printPageCss("Locazione «Forlì»", { page: "Pagina", of: "di" });
    expect(css).toContain("size: A4");
    expect(css).toContain("margin: 25mm");
    expect(css).toContain('content: "Locazione «Forlì»"');
    expect(css).toContain('content: "Pagina " counter(page) " di " counter(pages)');
  });

  it("cannot be broken out of by a title", () => {
    const css = printPageCss('x"; } body { display: none; } @page { content: "', { page: "Page", of: "of" });
    // Outside its strings, the rule has its own three blocks and nothing else.
    const code = css.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    expect(code.match(/\{/g)?.length).toBe(3);
    expect(code).not.toContain("display");
    expect(css).toContain('content: "x\\"; } body { display: none; } @page { content: \\"";');
  });

  it("cuts a very long title to one header line", () => {
    const css = printPageCss("a".repeat(300), { page: "Page", of: "of" });
    expect(css).toMatch(/content: "a{109}…"/);
  });
});

describe("print window", () => {
  it("is 1200x800 (spec §9), centred on the opener", () => {
    expect(printWindowFeatures(100, 50, 1400, 1000)).toBe("popup=yes,width=1200,height=800,left=200,top=150");
    expect(printWindowFeatures(0, 0, 800, 600)).toBe("popup=yes,width=1200,height=800,left=0,top=0");
  });

  it("opens the spec's route", () => {
    expect(printPreviewPath(12, 3)).toBe("/agreement/12/3/print-preview");
    expect(printPreviewPath(12, null)).toBe("/agreement/12/0/print-preview");
  });
});
