/**
 * The printed page, as the PDF lays it out (packages/documents PAGE and TYPE): A4, 2.5 cm
 * margins, the title in small italics above a rule at the top of every page and "Pagina X di Y"
 * at the bottom, in the document's language. Page-margin boxes do this in Chromium; browsers
 * without them print the body alone.
 */

/** A CSS string literal: quotes and backslashes escaped, line breaks and controls flattened. */
export function cssString(value: string): string {
  const escaped = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"');
  return `"${escaped}"`;
}

const MARGIN_FONT = `Tinos, "Liberation Serif", "Times New Roman", Times, serif`;

/** Long titles are cut to one header line, as the PDF's header does. */
function headerTitle(title: string): string {
  return title.length > 110 ? `${title.slice(0, 109).trimEnd()}…` : title;
}

export function printPageCss(title: string, label: { page: string; of: string }): string {
  return `@page {
  size: A4;
  margin: 25mm;
  @top-center {
    content: ${cssString(headerTitle(title))};
    font: italic 8.5pt ${MARGIN_FONT};
    color: #555;
    vertical-align: bottom;
    padding-bottom: 3pt;
    margin-bottom: 9mm;
    border-bottom: 0.5pt solid #999;
  }
  @bottom-center {
    content: ${cssString(`${label.page} `)} counter(page) ${cssString(` ${label.of} `)} counter(pages);
    font: 8.5pt ${MARGIN_FONT};
    color: #555;
    vertical-align: top;
    margin-top: 9mm;
  }
}`;
}
