import { describe, expect, it } from "vitest";
import type { Flow } from "./pdf-flow";
import { paginate } from "./pdf-paginate";

let log: string[] = [];
let page = 1;

/** Runs the paginator on a 100-point page; each flow logs where it lands: "name@page:y". */
function run(flows: Flow[]): string[] {
  log = [];
  page = 1;
  paginate(flows, { top: 0, bottom: 100, newPage: () => page++ });
  return log;
}

function flow(name: string, height: number, extra: Partial<Flow> = {}): Flow {
  return { height, spaceBefore: 0, draw: (y) => log.push(`${name}@${page}:${y}`), ...extra };
}

describe("paginate", () => {
  it("stacks flows and starts a new page when one does not fit", () => {
    expect(run([flow("a", 40), flow("b", 40), flow("c", 40)])).toEqual(["a@1:0", "b@1:40", "c@2:0"]);
  });

  it("drops the space above a flow at the top of a page", () => {
    expect(
      run([flow("a", 60), flow("b", 30, { spaceBefore: 5 }), flow("c", 30, { spaceBefore: 5 })]),
    ).toEqual(["a@1:0", "b@1:65", "c@2:0"]);
  });

  it("moves a heading to the next page with the lines it must keep", () => {
    const out = run([
      flow("text", 75),
      flow("heading", 10, { keepWithNext: true }),
      flow("line1", 10, { keepWithNext: true }),
      flow("line2", 10),
    ]);
    expect(out).toEqual(["text@1:0", "heading@2:0", "line1@2:10", "line2@2:20"]);
  });

  it("ignores a keep chain longer than a page instead of looping", () => {
    const chain = Array.from({ length: 15 }, (_, i) => flow(`l${i}`, 10, { keepWithNext: true }));
    const out = run(chain);
    expect(out).toHaveLength(15);
    expect(out.slice(9, 11)).toEqual(["l9@1:90", "l10@2:0"]);
    expect(out.at(-1)).toBe("l14@2:40");
  });

  it("obeys page breaks but never leaves a blank page", () => {
    const out = run([
      flow("a", 10),
      flow("break", 0, { pageBreak: true }),
      flow("break2", 0, { pageBreak: true }),
      flow("b", 10),
    ]);
    expect(out).toEqual(["a@1:0", "b@2:0"]);
  });

  it("repeats a table's heading rows on the page it continues on", () => {
    const table = { headers: [] as Flow[] };
    const header = flow("header", 10, { table, header: true, keepWithNext: true });
    table.headers.push(header);
    const rows = [1, 2, 3, 4].map((n) => flow(`row${n}`, 30, { table }));
    expect(run([header, ...rows])).toEqual([
      "header@1:0",
      "row1@1:10",
      "row2@1:40",
      "row3@1:70",
      "header@2:0",
      "row4@2:10",
    ]);
  });

  it("cuts a flow taller than a page, filling the page it starts on", () => {
    const cut = (name: string, height: number): Flow =>
      flow(name, height, {
        split: (available) => [
          flow(`${name}[0-${available}]`, available),
          cut(`${name}+`, height - available),
        ],
      });
    expect(run([flow("a", 20), cut("tall", 250), flow("z", 10)])).toEqual([
      "a@1:0",
      "tall[0-80]@1:20",
      "tall+[0-100]@2:0",
      "tall++@3:0",
      "z@3:70",
    ]);
  });

  it("starts a short table row on the next page rather than cutting it", () => {
    const row = flow("row", 30, { split: () => [flow("x", 1), flow("y", 29)] });
    expect(run([flow("a", 80), row])).toEqual(["a@1:0", "row@2:0"]);
  });
});
