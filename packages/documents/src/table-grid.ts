import type { Block, TableBlock, TableCell } from "./document-model";

/** A cell placed on the table's grid, its spans clipped to the table. */
export interface GridCell {
  cell: TableCell;
  row: number;
  col: number;
  colspan: number;
  rowspan: number;
}

export interface TableGrid {
  columns: number;
  /** Cells by the row they start in, left to right. */
  rows: GridCell[][];
}

/** Places cells as HTML does: each cell takes the next column not held by a row-spanning cell above. */
export function tableGrid(table: TableBlock): TableGrid {
  const taken: boolean[][] = table.rows.map(() => []);
  let columns = 0;
  const rows = table.rows.map((row, r) => {
    const placed: GridCell[] = [];
    let col = 0;
    for (const cell of row.cells) {
      while (taken[r]?.[col]) col++;
      const rowspan = Math.max(1, Math.min(cell.rowspan, table.rows.length - r));
      const colspan = Math.max(1, cell.colspan);
      for (let dr = 0; dr < rowspan; dr++) {
        for (let dc = 0; dc < colspan; dc++) (taken[r + dr] as boolean[])[col + dc] = true;
      }
      placed.push({ cell, row: r, col, colspan, rowspan });
      col += colspan;
      columns = Math.max(columns, col);
    }
    return placed;
  });
  return { columns: Math.max(columns, 1), rows };
}

/** How wide a cell wants to be (its text on one line) and can be (its longest word). */
export interface CellExtent {
  min: number;
  max: number;
}

/**
 * Auto table layout, as browsers do it: each column gets at least its longest word; when all
 * contents fit on one line the columns share the width in proportion to them, otherwise the
 * room beyond the minimums goes to the columns whose text wraps, in proportion to their excess.
 */
export function distributeWidths(
  grid: TableGrid,
  extent: (cell: TableCell) => CellExtent,
  available: number,
) {
  const min = new Array<number>(grid.columns).fill(12);
  const max = new Array<number>(grid.columns).fill(12);
  for (const row of grid.rows) {
    for (const placed of row) {
      if (placed.colspan !== 1) continue;
      const e = extent(placed.cell);
      min[placed.col] = Math.max(min[placed.col] as number, e.min);
      max[placed.col] = Math.max(max[placed.col] as number, e.max, e.min);
    }
  }
  const sumMin = min.reduce((a, b) => a + b, 0);
  const sumMax = max.reduce((a, b) => a + b, 0);
  if (sumMin >= available) return min.map((m) => (m * available) / sumMin);
  if (sumMax <= available) return max.map((m) => (m * available) / sumMax);
  const room = available - sumMin;
  const excess = sumMax - sumMin;
  return min.map((m, i) => m + (room * ((max[i] as number) - m)) / excess);
}

function blocksText(blocks: Block[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (block.type === "paragraph" || block.type === "heading") {
      for (const run of block.children) {
        if (run.type === "text") parts.push(run.text);
        else if (run.type === "placeholder" && run.placeholder.kind !== "note") parts.push("xxxxxxxxxxxx");
      }
    } else if (block.type === "list") {
      for (const item of block.items) parts.push(blocksText(item.blocks));
    }
  }
  return parts.join(" ");
}

/** Column weights without font metrics (DOCX, where Word lays the table out again itself). */
export function estimateColumnWeights(table: TableBlock): number[] {
  const grid = tableGrid(table);
  const charWidth = 5;
  return distributeWidths(
    grid,
    (cell) => {
      const text = blocksText(cell.blocks);
      const longest = text.split(/\s+/).reduce((a, w) => Math.max(a, w.length), 0);
      return { min: longest * charWidth + 10, max: text.length * charWidth + 10 };
    },
    1000,
  );
}
