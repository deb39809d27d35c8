import type { Block, ListItem, TableRow } from "./document-model";
import { hasContent, isLogicRun, type Run, withRuns } from "./logic-runs";
import { boundScope, conditionHolds, type LogicValues } from "./logic-scope";
import type { ItemBinding } from "./placeholders";

// Step 2 of resolveTemplate (resolve-template.ts): conditions keep the branch whose condition holds.

export class Conditions {
  private readonly stack: { parentActive: boolean; taken: boolean; active: boolean }[] = [];
  constructor(private readonly values: LogicValues) {}

  /** An item's condition reads the item (`boundScope`); any other, the template's answers. */
  private holds(expression: string, item: ItemBinding | undefined): boolean {
    return conditionHolds(expression, item?.length ? boundScope(this.values, item) : this.values);
  }

  get active(): boolean {
    return this.stack.at(-1)?.active ?? true;
  }

  /** Takes a condition marker; false for any other run. */
  take(run: Run): boolean {
    if (!isLogicRun(run)) return false;
    const p = run.placeholder;
    const frame = this.stack.at(-1);
    switch (p.kind) {
      case "if": {
        const parentActive = this.active;
        const holds = parentActive && this.holds(p.expression, p.item);
        this.stack.push({ parentActive, taken: holds, active: holds });
        return true;
      }
      case "elif":
        if (frame) {
          const holds = !frame.taken && frame.parentActive && this.holds(p.expression, p.item);
          frame.active = holds;
          frame.taken ||= holds;
        }
        return true;
      case "else":
        if (frame) {
          frame.active = frame.parentActive && !frame.taken;
          frame.taken = true;
        }
        return true;
      case "endif":
        this.stack.pop();
        return true;
      default:
        return false;
    }
  }
}

function filterRuns(runs: Run[], conditions: Conditions): { runs: Run[]; touched: boolean } {
  const kept: Run[] = [];
  let touched = false;
  for (const run of runs) {
    if (conditions.take(run)) touched = true;
    else if (conditions.active) kept.push(run);
    else touched = true;
  }
  return { runs: kept, touched };
}

export function filterBlocks(blocks: Block[], conditions: Conditions): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    const filtered = filterBlock(block, conditions);
    if (filtered) out.push(filtered);
  }
  return out;
}

function filterBlock(block: Block, conditions: Conditions): Block | null {
  switch (block.type) {
    case "heading":
    case "paragraph": {
      const activeBefore = conditions.active;
      const { runs, touched } = filterRuns(block.children, conditions);
      if (!touched) return activeBefore ? block : null;
      return hasContent(runs) ? withRuns(block, runs) : null;
    }
    case "pageBreak":
      return conditions.active ? block : null;
    case "list": {
      const items: ListItem[] = [];
      for (const item of block.items) {
        const activeBefore = conditions.active;
        const blocks = filterBlocks(item.blocks, conditions);
        if (item.blocks.length ? blocks.length : activeBefore) items.push({ ...item, blocks });
      }
      return items.length || !block.items.length ? { ...block, items } : null;
    }
    case "table": {
      const rows: TableRow[] = [];
      for (const row of block.rows) {
        let emptied = true;
        const cells = row.cells.map((cell) => {
          const blocks = filterBlocks(cell.blocks, conditions);
          if (blocks.length || !cell.blocks.length) emptied = false;
          return { ...cell, blocks };
        });
        if (!emptied || !row.cells.length) rows.push({ ...row, cells });
      }
      return rows.length || !block.rows.length ? { ...block, rows } : null;
    }
  }
}
