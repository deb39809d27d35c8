/**
 * The stylesheet for `toHtml` output: the print preview's typography, close to the PDF's
 * (Times-metric serif, 11 pt, justified, clause labels computed by the writer in `data-label`).
 * Classes only, no inline styles, so it works under a strict Content-Security-Policy.
 */
export const DOCUMENT_CSS = `
.doc { font-family: Tinos, "Liberation Serif", "Times New Roman", Times, serif; font-size: 11pt;
  line-height: 1.32; color: #111; text-align: justify; hyphens: auto; }
.doc h1 { font-size: 16pt; text-align: center; margin: 0 0 12pt; line-height: 1.2; }
.doc h2 { font-size: 13pt; margin: 14pt 0 6pt; text-align: left; }
.doc h3 { font-size: 11.5pt; margin: 10pt 0 4pt; text-align: left; }
.doc h4 { font-size: 11pt; font-style: italic; margin: 8pt 0 4pt; text-align: left; }
.doc p { margin: 0 0 6pt; }
.doc .doc-align-left { text-align: left; }
.doc .doc-align-center { text-align: center; }
.doc .doc-align-right { text-align: right; }
.doc .doc-align-justify { text-align: justify; }
.doc .doc-quote-1 { margin-left: 24pt; margin-right: 24pt; }
.doc .doc-quote-2 { margin-left: 48pt; margin-right: 48pt; }
.doc .doc-quote-3, .doc .doc-quote-4 { margin-left: 72pt; margin-right: 72pt; }
.doc .doc-list { list-style: none; margin: 0 0 6pt; padding-left: 0; }
.doc .doc-list > li { position: relative; padding-left: 28pt; }
.doc .doc-list .doc-list > li { padding-left: 32pt; }
.doc .doc-list > li::before { content: attr(data-label); position: absolute; left: 0; }
.doc .doc-list > li > p { margin-bottom: 6pt; }
.doc .doc-table { border-collapse: collapse; width: 100%; margin: 6pt 0 10pt; text-align: left; }
.doc .doc-table th, .doc .doc-table td { border: 0.75pt solid #444; padding: 3pt 5pt; vertical-align: top; }
.doc .doc-table th { background: #eee; }
.doc .doc-table p { margin: 0; }
.doc .doc-page-break { break-after: page; height: 0; border-top: 1px dashed #bbb; margin: 12pt 0; }
.doc mark.field-empty { background: #fff3bf; color: inherit; }
.doc span.field { background: #e7f5ff; }
@media print {
  .doc .doc-page-break { border: 0; margin: 0; }
  .doc .doc-table thead { display: table-header-group; }
  .doc .doc-table tr { break-inside: avoid; }
}
`;
