import type PDFDocument from "pdfkit";
import type { Block, TableBlock, TableCell } from "./document-model";
import { TYPE } from "./document-styles";
import { type Flow, FlowBuilder, type Frame, type PdfLayout, type TableLayouter } from "./pdf-flow";
import { fontKey } from "./pdf-fonts";
import { resolveRuns } from "./render-context";
import { type CellExtent, distributeWidths, tableGrid } from "./table-grid";

type Doc = typeof PDFDocument.prototype;

/** A cell of a row group, its content already laid out into flows. */
interface CellBox {
  x: number;
  width: number;
  /** Rows of the group the cell covers, [first, last]. */
  first: number;
  last: number;
  flows: Flow[];
  shade: boolean;
}

/** Rows tied together by row spans: they go on one page unless they cannot. */
interface Group {
  heights: number[];
  cells: CellBox[];
}

const PAD = TYPE.cellPadding;

function contentHeight(flows: Flow[]): number {
  return flows.reduce((sum, f, i) => sum + f.height + (i ? f.spaceBefore : 0), 0);
}

function cellExtent(cell: TableCell, header: boolean, layout: PdfLayout): CellExtent {
  let min = 0;
  let max = 0;
  const visit = (blocks: Block[], indent: number) => {
    for (const block of blocks) {
      if (block.type === "list") for (const item of block.items) visit(item.blocks, indent + 24);
      if (block.type !== "paragraph" && block.type !== "heading") continue;
      let line = indent;
      for (const run of resolveRuns(block.children, layout.ctx)) {
        if (run.kind === "break") {
          max = Math.max(max, line);
          line = indent;
          continue;
        }
        const key = fontKey({ ...run.marks, bold: run.marks.bold || header });
        line += layout.fonts.width(key, TYPE.tableSize, run.text);
        for (const word of run.text.split(/\s+/)) {
          min = Math.max(min, indent + layout.fonts.width(key, TYPE.tableSize, word));
        }
      }
      max = Math.max(max, line);
    }
  };
  visit(cell.blocks, 0);
  return { min: min + 2 * PAD.x + 1, max: max + 2 * PAD.x + 1 };
}

function drawGroup(doc: Doc, group: Group, y: number) {
  const tops = [y];
  for (const h of group.heights) tops.push((tops.at(-1) as number) + h);
  for (const cell of group.cells) {
    const top = tops[cell.first] as number;
    const height = (tops[cell.last + 1] as number) - top;
    if (cell.shade) doc.rect(cell.x, top, cell.width, height).fill(`#${TYPE.headerShade}`);
    doc.fillColor("black");
    let cy = top + PAD.y;
    cell.flows.forEach((flow, i) => {
      cy += i ? flow.spaceBefore : 0;
      flow.draw(cy);
      cy += flow.height;
    });
  }
  doc.lineWidth(TYPE.ruleWidth).strokeColor(`#${TYPE.ruleColor}`);
  for (const cell of group.cells) {
    const top = tops[cell.first] as number;
    doc.rect(cell.x, top, cell.width, (tops[cell.last + 1] as number) - top).stroke();
  }
  doc.strokeColor("black");
}

/** A row taller than a page is cut between lines of its cells. */
function splitRow(group: Group, available: number): [Group, Group] | null {
  const room = available - 2 * PAD.y;
  const heads: CellBox[] = [];
  const tails: CellBox[] = [];
  let fitsAny = false;
  for (const cell of group.cells) {
    let used = 0;
    let n = 0;
    while (n < cell.flows.length) {
      const f = cell.flows[n] as Flow;
      const next = used + f.height + (n ? f.spaceBefore : 0);
      if (next > room) break;
      used = next;
      n++;
    }
    if (n > 0) fitsAny = true;
    heads.push({ ...cell, flows: cell.flows.slice(0, n) });
    tails.push({ ...cell, flows: cell.flows.slice(n) });
  }
  if (!fitsAny) return null;
  const height = (cells: CellBox[]) => Math.max(...cells.map((c) => contentHeight(c.flows))) + 2 * PAD.y;
  return [
    { heights: [height(heads)], cells: heads },
    { heights: [height(tails)], cells: tails },
  ];
}

/** Cuts a group between rows, or inside its only row. */
function splitGroup(group: Group, available: number): [Group, Group] | null {
  if (group.heights.length === 1) return splitRow(group, available);
  let k = 0;
  let used = 0;
  while (k < group.heights.length && used + (group.heights[k] as number) <= available)
    used += group.heights[k++] as number;
  if (k === 0) return null;
  const head: Group = { heights: group.heights.slice(0, k), cells: [] };
  const tail: Group = { heights: group.heights.slice(k), cells: [] };
  for (const cell of group.cells) {
    if (cell.first < k) head.cells.push({ ...cell, last: Math.min(cell.last, k - 1) });
    if (cell.last >= k) {
      // A cell spanning the cut continues as an empty box; its content stays above.
      const flows = cell.first >= k ? cell.flows : [];
      tail.cells.push({ ...cell, flows, first: Math.max(cell.first, k) - k, last: cell.last - k });
    }
  }
  return [head, tail];
}

function groupFlow(doc: Doc, group: Group, meta: Pick<Flow, "table" | "header">, spaceBefore: number): Flow {
  return {
    height: group.heights.reduce((a, b) => a + b, 0),
    spaceBefore,
    keepWithNext: meta.header,
    ...meta,
    draw: (y) => drawGroup(doc, group, y),
    split: (available) => {
      const parts = splitGroup(group, available);
      return parts && [groupFlow(doc, parts[0], meta, 0), groupFlow(doc, parts[1], meta, 0)];
    },
  };
}

/** A table: columns sized to their content, rows grouped by row spans, heading rows repeated. */
export const layoutTable: TableLayouter = (table: TableBlock, frame: Frame, layout, out, spaceBefore) => {
  const doc = layout.doc as unknown as Doc;
  const grid = tableGrid(table);
  const widths = distributeWidths(
    grid,
    (cell) =>
      cellExtent(cell, cell.header || !!table.rows.find((r) => r.cells.includes(cell))?.header, layout),
    frame.width,
  );
  const xs = [frame.x];
  for (const w of widths) xs.push((xs.at(-1) as number) + w);
  const builder = new FlowBuilder(layout, layoutTable);
  const heights = table.rows.map(() => 0);
  const placed = grid.rows.flat().map((p) => {
    const header = p.cell.header || !!table.rows[p.row]?.header;
    const x = xs[p.col] as number;
    const width = (xs[p.col + p.colspan] as number) - x;
    const inner: Frame = {
      x: x + PAD.x,
      width: width - 2 * PAD.x,
      depth: 0,
      chain: null,
      defaultAlign: "left",
      size: TYPE.tableSize,
      bold: header,
    };
    const flows: Flow[] = [];
    builder.blocks(p.cell.blocks, inner, flows, 0);
    const need = contentHeight(flows) + 2 * PAD.y;
    if (p.rowspan === 1) heights[p.row] = Math.max(heights[p.row] as number, need);
    return { p, x, width, flows, need, header };
  });
  // A row-spanning cell taller than its rows makes its last row taller.
  for (const { p, need } of placed) {
    if (p.rowspan === 1) continue;
    const last = p.row + p.rowspan - 1;
    const have = heights.slice(p.row, last + 1).reduce((a, b) => a + b, 0);
    if (need > have) heights[last] = (heights[last] as number) + need - have;
  }
  const repeat: { headers: Flow[] } = { headers: [] };
  let start = 0;
  let first = true;
  let bodyRows = 0;
  while (start < table.rows.length) {
    let end = start;
    for (let grown = true; grown; ) {
      grown = false;
      for (const { p } of placed) {
        if (p.row >= start && p.row <= end && p.row + p.rowspan - 1 > end) {
          end = p.row + p.rowspan - 1;
          grown = true;
        }
      }
    }
    const cells = placed
      .filter(({ p }) => p.row >= start && p.row <= end)
      .map(({ p, x, width, flows, header }) => ({
        x,
        width,
        first: p.row - start,
        last: p.row + p.rowspan - 1 - start,
        flows,
        shade: header,
      }));
    const header = table.rows.slice(start, end + 1).every((r) => r.header);
    const flow = groupFlow(
      doc,
      { heights: heights.slice(start, end + 1), cells },
      { table: repeat, header },
      0,
    );
    if (first) flow.spaceBefore = spaceBefore;
    first = false;
    if (header) repeat.headers.push({ ...flow, spaceBefore: 0 });
    // The heading rows and the first body row never sit alone at the bottom of a page.
    if (!header && !bodyRows++ && end + 1 < table.rows.length) flow.keepWithNext = true;
    out.push(flow);
    start = end + 1;
  }
};
