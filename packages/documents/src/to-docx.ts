import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from "docx";
import type { DocumentModel } from "./document-model";
import { PAGE, TYPE, twips } from "./document-styles";
import { DocxBlocks } from "./docx-blocks";
import { DocxNumbering } from "./docx-numbering";
import { stampDocx } from "./docx-stamp";
import { DEFAULT_AUTHOR, languageTag, pageLabel, type RenderContext } from "./render-context";

const FONT = "Times New Roman";
const half = (points: number) => Math.round(points * 2);

function headingStyle(level: 1 | 2 | 3 | 4) {
  const h = TYPE.headings[level];
  return {
    run: { font: FONT, size: half(h.size), bold: true, italics: h.italic, color: "000000" },
    paragraph: {
      spacing: { before: twips(h.before), after: twips(h.after) },
      keepNext: true,
      keepLines: true,
      outlineLevel: level - 1,
    },
  };
}

function styles(ctx: RenderContext) {
  return {
    default: {
      document: {
        run: { font: FONT, size: half(TYPE.bodySize), language: { value: languageTag(ctx.language) } },
        paragraph: {
          spacing: { after: twips(TYPE.paragraphAfter), line: Math.round(240 * (TYPE.lineHeight / 1.15)) },
        },
      },
      heading1: headingStyle(1),
      heading2: headingStyle(2),
      heading3: headingStyle(3),
      heading4: headingStyle(4),
    },
  };
}

function header(ctx: RenderContext): Header {
  return new Header({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 0 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: "999999", space: 4 } },
        children: [
          new TextRun({ text: ctx.title, italics: true, size: half(TYPE.headerSize), color: "555555" }),
        ],
      }),
    ],
  });
}

function footer(ctx: RenderContext): Footer {
  const label = pageLabel(ctx.language);
  const size = half(TYPE.headerSize);
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 0 },
        children: [
          new TextRun({ text: `${label.page} `, size, color: "555555" }),
          new TextRun({ children: [PageNumber.CURRENT], size, color: "555555" }),
          new TextRun({ text: ` ${label.of} `, size, color: "555555" }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size, color: "555555" }),
        ],
      }),
    ],
  });
}

/**
 * The document as a Word file: A4, the house styles, real Word numbering for clauses, tables
 * whose heading rows repeat on each page, the title in the header and "Pagina X di Y" (PAGE and
 * NUMPAGES fields) in the footer, the document language and core properties set.
 */
export async function toDocx(model: DocumentModel, ctx: RenderContext): Promise<Buffer> {
  const numbering = new DocxNumbering();
  const children = new DocxBlocks(ctx, numbering).blocks(model.blocks, {
    level: -1,
    indent: 0,
    defaultAlign: "justify",
  });
  const author = ctx.author ?? DEFAULT_AUTHOR;
  const document = new Document({
    title: ctx.title,
    creator: author,
    lastModifiedBy: author,
    styles: styles(ctx),
    numbering: { config: numbering.config },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(PAGE.width), height: twips(PAGE.height) },
            margin: {
              top: twips(PAGE.margin.top),
              bottom: twips(PAGE.margin.bottom),
              left: twips(PAGE.margin.left),
              right: twips(PAGE.margin.right),
              header: twips(PAGE.headerDistance),
              footer: twips(PAGE.footerDistance),
            },
          },
        },
        headers: { default: header(ctx) },
        footers: { default: footer(ctx) },
        children: children.length ? children : [new Paragraph({ children: [] })],
      },
    ],
  });
  const docx = await Packer.toBuffer(document);
  return ctx.date ? stampDocx(docx, ctx.date) : docx;
}
