import type { Flow } from "./pdf-flow";

export interface PageArea {
  top: number;
  bottom: number;
  /** Starts a new page. */
  newPage(): void;
}

/** How tall the flows from `i` that must stay together are (a heading and the lines after it). */
function keptHeight(flows: Flow[], i: number): number {
  let height = (flows[i] as Flow).height;
  for (let j = i; j < flows.length - 1 && j < i + 8 && (flows[j] as Flow).keepWithNext; j++) {
    const next = flows[j + 1] as Flow;
    if (next.pageBreak) break;
    height += next.spaceBefore + next.height;
  }
  return height;
}

/**
 * Places the flows on pages, top to bottom: a flow that does not fit starts a new page, with
 * the flows it must stay with; space above a flow goes at the top of a page; a table continuing
 * on a new page repeats its heading rows first; a flow taller than a page is cut.
 */
export function paginate(input: Flow[], area: PageArea): void {
  const flows = [...input];
  const pageHeight = area.bottom - area.top;
  let y = area.top;
  let atTop = true;
  const newPage = () => {
    area.newPage();
    y = area.top;
    atTop = true;
  };
  let i = 0;
  while (i < flows.length) {
    const flow = flows[i] as Flow;
    if (flow.pageBreak) {
      if (!atTop) newPage();
      i++;
      continue;
    }
    let space = atTop ? 0 : flow.spaceBefore;
    // A chain is measured from its first flow; inside it, each flow only has to fit itself.
    const inChain = i > 0 && !!(flows[i - 1] as Flow).keepWithNext && !(flows[i - 1] as Flow).pageBreak;
    const kept = inChain ? flow.height : keptHeight(flows, i);
    if (!atTop && y + space + kept > area.bottom && kept <= pageHeight) {
      // Rather than cut a tall table row at the very bottom, start it on the next page.
      const worthSplitting = flow.split && flow.height > pageHeight / 3 && area.bottom - y - space > 60;
      if (!worthSplitting || kept !== flow.height) {
        newPage();
        space = 0;
      }
    }
    if (atTop && flow.table && !flow.header && i > 0 && (flows[i - 1] as Flow).table === flow.table) {
      for (const header of flow.table.headers) {
        header.draw(y);
        y += header.height;
      }
    }
    if (y + space + flow.height > area.bottom) {
      const parts = flow.split?.(area.bottom - y - space);
      if (parts) {
        parts[0].draw(y + space);
        flows[i] = parts[1];
        newPage();
        continue;
      }
      if (!atTop) {
        newPage();
        continue;
      }
    }
    flow.draw(y + space);
    y += space + flow.height;
    atTop = false;
    i++;
  }
}
