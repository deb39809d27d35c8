import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The python3 that has openpyxl (Debian's `python3-openpyxl`, which `.ci/run` installs), or none. */
export const openpyxlPython = (): string | undefined =>
  ["/usr/bin/python3", "python3"].find((cmd) => spawnSync(cmd, ["-c", "import openpyxl"]).status === 0);

/** A cell as openpyxl reads it: its value (a date as ISO text), whether it is a date, its format. */
export interface OpenpyxlCell {
  value: string | number | boolean | null;
  date: boolean;
  format: string;
}

/**
 * Every sheet of a workbook as openpyxl, a reader that is not ours, opens it: by sheet name,
 * rows of cells. A date is a date only if the file says so (a number with a date format).
 */
export function readWorkbook(python: string, bytes: Uint8Array): Record<string, OpenpyxlCell[][]> {
  const file = join(mkdtempSync(join(tmpdir(), "openpyxl-")), "book.xlsx");
  writeFileSync(file, bytes);
  const script = `
import json, sys, datetime, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
def cell(c):
    v = c.value
    is_date = isinstance(v, (datetime.datetime, datetime.date))
    return {"value": v.isoformat() if is_date else v, "date": is_date, "format": c.number_format}
print(json.dumps({ws.title: [[cell(c) for c in row] for row in ws.iter_rows()] for ws in book.worksheets}))`;
  const run = spawnSync(python, ["-c", script, file], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`openpyxl could not open the workbook: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
