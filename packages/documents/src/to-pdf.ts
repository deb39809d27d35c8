import PDFDocument from "pdfkit";
import type { DocumentModel } from "./document-model";
import { PAGE, TYPE } from "./document-styles";
import { type Flow, FlowBuilder, type PdfLayout } from "./pdf-flow";
import { PdfFonts } from "./pdf-fonts";
import type { TextDoc } from "./pdf-lines";
import { paginate } from "./pdf-paginate";
import { layoutTable } from "./pdf-table";
import { DEFAULT_AUTHOR, languageTag, pageText, type RenderContext } from "./render-context";

type Doc = typeof PDFDocument.prototype;

export interface PdfOptions {
  /**
   * Write PDF/A-2b (ISO 19005-2, level B), as Italian digital archiving expects: fonts embedded,
   * sRGB output intent, XMP identification. On by default.
   */
  pdfA?: boolean;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * pdfkit copies the title and author into the XMP packet without escaping them, so "Rossi & C."
 * would break the XML: write that part of the metadata ourselves.
 */
function escapeXmpInfo(doc: Doc) {
  const target = doc as unknown as {
    info: Record<string, string | Date | undefined>;
    appendXML(xml: string, newline?: boolean): void;
    _addInfo(): void;
  };
  target._addInfo = () => {
    const info = target.info;
    const created = (info.CreationDate as Date).toISOString().split(".")[0];
    const text = (key: string) => escapeXml(String(info[key] ?? ""));
    target.appendXML(`<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreateDate>${created}Z</xmp:CreateDate><xmp:CreatorTool>${text("Creator")}</xmp:CreatorTool>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${text("Title")}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${text("Author")}</rdf:li></rdf:Seq></dc:creator>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${text("Producer")}</pdf:Producer>
</rdf:Description>`);
  };
}

/** Cuts a title to one line of the header, with an ellipsis. */
function fitTitle(fonts: PdfFonts, title: string, width: number): string {
  const size = TYPE.headerSize;
  if (fonts.width("italic", size, title) <= width) return title;
  let cut = title;
  while (cut.length > 1 && fonts.width("italic", size, `${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The title above a rule at the top of every page, "Pagina X di Y" at the bottom. */
function decoratePages(doc: Doc, fonts: PdfFonts, ctx: RenderContext) {
  const { start, count } = doc.bufferedPageRange();
  const width = PAGE.width - PAGE.margin.left - PAGE.margin.right;
  const size = TYPE.headerSize;
  const title = fitTitle(fonts, ctx.title, width);
  const titleWidth = fonts.width("italic", size, title);
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.fillColor("#555555").font("italic").fontSize(size);
    doc.text(title, PAGE.margin.left + (width - titleWidth) / 2, PAGE.headerDistance, { lineBreak: false });
    const ruleY = PAGE.headerDistance + size * 1.5;
    doc
      .lineWidth(0.4)
      .strokeColor("#999999")
      .moveTo(PAGE.margin.left, ruleY)
      .lineTo(PAGE.width - PAGE.margin.right, ruleY)
      .stroke();
    const footer = pageText(ctx.language, i - start + 1, count);
    const footerWidth = fonts.width("regular", size, footer);
    doc.font("regular").fontSize(size);
    doc.text(footer, PAGE.margin.left + (width - footerWidth) / 2, PAGE.height - PAGE.footerDistance - size, {
      lineBreak: false,
    });
    doc.fillColor("black").strokeColor("black");
  }
}

/**
 * The document as PDF, in pure JavaScript: A4, Tinos embedded (accents, €), justified text with
 * orphan and widow control, clause numbers hanging in the margin, tables whose heading rows
 * repeat on each page, the title in the header and "Pagina X di Y" in the footer, metadata
 * (title, author, language) and PDF/A-2b identification.
 */
export async function toPdf(
  model: DocumentModel,
  ctx: RenderContext,
  options: PdfOptions = {},
): Promise<Buffer> {
  const author = ctx.author ?? DEFAULT_AUTHOR;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: PAGE.margin,
    bufferPages: true,
    pdfVersion: "1.7",
    ...(options.pdfA === false ? {} : { subset: "PDF/A-2b" as const }),
    lang: languageTag(ctx.language),
    displayTitle: true,
    // No default font: pdfkit would otherwise load Helvetica, which PDF/A forbids unembedded.
    font: null as unknown as string,
    info: {
      Title: ctx.title,
      Author: author,
      Creator: DEFAULT_AUTHOR,
      Producer: DEFAULT_AUTHOR,
      ...(ctx.date ? { CreationDate: ctx.date, ModDate: ctx.date } : {}),
    },
  });
  escapeXmpInfo(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const fonts = new PdfFonts(doc as never);
  const layout: PdfLayout = { doc: doc as unknown as TextDoc, fonts, ctx };
  const flows: Flow[] = [];
  const width = PAGE.width - PAGE.margin.left - PAGE.margin.right;
  new FlowBuilder(layout, layoutTable).blocks(
    model.blocks,
    { x: PAGE.margin.left, width, depth: 0, chain: null, defaultAlign: "justify", size: TYPE.bodySize },
    flows,
    0,
  );
  doc.fillColor("black");
  paginate(flows, {
    top: PAGE.margin.top,
    bottom: PAGE.height - PAGE.margin.bottom,
    newPage: () => doc.addPage(),
  });
  decoratePages(doc, fonts, ctx);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
