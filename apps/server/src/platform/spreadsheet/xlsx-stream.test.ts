import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { buffer } from "node:stream/consumers";
import * as XLSX from "@e965/xlsx";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { columnName, type XlsxColumn, xlsxStream, xlsxWorkbookStream } from "./xlsx-stream";

interface Row {
  id: number;
  name: string;
  when: number | null;
}

const COLUMNS: XlsxColumn<Row>[] = [
  { header: "Numero", width: 8, value: (r) => r.id },
  { header: "Nome & <cognome>", width: 30, value: (r) => r.name },
  { header: "Quando", width: 17, date: true, value: (r) => r.when },
];

async function* inBatches(rows: Row[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const write = (rows: Row[], size = 1000) =>
  buffer(
    xlsxStream({
      sheetName: "Contratti",
      columns: COLUMNS,
      dateFormat: "dd/mm/yyyy hh:mm",
      batches: inBatches(rows, size),
    }),
  );

const sheetOf = (file: Buffer, options: XLSX.ParsingOptions = {}) => {
  const book = XLSX.read(file, options);
  return { book, sheet: book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet };
};

// 2026-03-29 01:30 and 2026-03-29 03:30 (either side of the change to summer time), as serials.
const SERIAL_A = 46110 + 1.5 / 24;
const SERIAL_B = 46110 + 3.5 / 24;

describe("xlsx stream", () => {
  it("names columns as spreadsheets do", () => {
    expect([0, 11, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual([
      "A",
      "L",
      "Z",
      "AA",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
  });

  it("writes a workbook SheetJS reads back: header, text as typed, numbers, dates, filter", async () => {
    const tricky = [
      'Patto "A&B" <S.r.l.> l\'«ultimo»',
      "Müller — Forlì, São Paulo, Ærø 🚀👩‍⚖️",
      "  spazi ai lati  ",
      "campanello\u0007 e tab\tqui",
      "codice _x0041_ letterale",
      "mezzo \uD83D surrogato",
    ];
    const rows: Row[] = tricky.map((name, i) => ({ id: i + 1, name, when: i === 0 ? SERIAL_A : SERIAL_B }));
    rows.push({ id: 7, name: "", when: null });
    const file = await write(rows, 4);
    expect(file.subarray(0, 2).toString()).toBe("PK");

    const { book, sheet } = sheetOf(file, { cellDates: false, cellNF: true, cellStyles: true });
    expect(book.SheetNames).toEqual(["Contratti"]);
    const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
    expect(data[0]).toEqual(["Numero", "Nome & <cognome>", "Quando"]);
    expect(data.slice(1).map((r) => r[1])).toEqual([
      'Patto "A&B" <S.r.l.> l\'«ultimo»',
      "Müller — Forlì, São Paulo, Ærø 🚀👩‍⚖️",
      "  spazi ai lati  ",
      "campanello e tab\tqui",
      "codice _x0041_ letterale",
      "mezzo  surrogato",
      null,
    ]);
    expect(data[1]?.[0]).toBe(1);
    expect(data[7]).toEqual([7, null, null]);
    expect(sheet.A2).toMatchObject({ t: "n", v: 1 });
    expect(sheet.C2).toMatchObject({ t: "n", z: "dd/mm/yyyy hh:mm" });
    expect(sheet.C2?.v).toBeCloseTo(SERIAL_A, 9);
    expect(XLSX.SSF.format("dd/mm/yyyy hh:mm", sheet.C3?.v as number)).toBe("29/03/2026 03:30");
    expect(sheet["!autofilter"]).toEqual({ ref: "A1:C8" });
    expect(sheet["!cols"]?.map((c) => Math.round(c.wch ?? 0))).toEqual([8, 30, 17]);
    expect(sheet["!ref"]).toBe("A1:C8");

    const dated = sheetOf(file, { cellDates: true }).sheet;
    expect(dated.C2?.t).toBe("d");
  });

  it("reads the next batch only when the download takes the bytes (back-pressure)", async () => {
    let pulled = 0;
    const noise = (i: number) => `${i.toString(36)}-${Math.random().toString(36).repeat(8)}`;
    async function* batches() {
      for (let b = 0; b < 100; b++) {
        pulled++;
        yield Array.from({ length: 500 }, (_, i) => ({ id: b * 500 + i, name: noise(i), when: SERIAL_A }));
      }
    }
    const stream = xlsxStream({
      sheetName: "S",
      columns: COLUMNS,
      dateFormat: "dd/mm/yyyy",
      batches: batches(),
    });
    // A download that stalls: its buffer fills, then the stream's (64 KB), then the reading stops.
    let stalled = true;
    let resume: (() => void) | null = null;
    let received = 0;
    const download = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (stalled) resume = done;
        else done();
      },
    });
    const finished = new Promise((resolve) => download.on("finish", resolve));
    stream.pipe(download);
    // No clock: the batches come from memory, so a pull follows within a few turns of the event
    // loop. Turn it until 50 turns in a row pull nothing: then the pipe has stopped reading.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const settle = async () => {
      for (let quiet = 0, seen = pulled; quiet < 50; quiet++) {
        await turn();
        if (pulled !== seen) [quiet, seen] = [0, pulled];
      }
    };
    await settle();
    const whileStalled = pulled;
    expect(stream.readableLength).toBeGreaterThanOrEqual(stream.readableHighWaterMark);
    await settle();
    expect(pulled).toBe(whileStalled);
    expect(whileStalled).toBeGreaterThan(0);
    expect(whileStalled).toBeLessThan(15);
    // Draining again resumes the reading, to the last batch.
    stalled = false;
    (resume as (() => void) | null)?.();
    await finished;
    expect(pulled).toBe(100);
    expect(received).toBeGreaterThan(100_000);
  });

  it("fails the stream, and so the download, when the rows cannot be read to the end", async () => {
    async function* failing() {
      yield [{ id: 1, name: "primo", when: SERIAL_A }];
      throw new Error("connection lost");
    }
    const broken = () =>
      xlsxStream({ sheetName: "S", columns: COLUMNS, dateFormat: "dd/mm/yyyy", batches: failing() });
    await expect(buffer(broken())).rejects.toThrow("connection lost");

    // Over HTTP: the response is cut before its last chunk, so the client's read fails.
    const failingAtOnce = (): AsyncIterable<Row[]> => ({
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("database down")) }),
    });
    const app = Fastify({ logger: false });
    const octets = { "content-type": "application/octet-stream" };
    app.get("/x", (_request, reply) => reply.headers(octets).send(broken()));
    app.get("/y", (_request, reply) =>
      reply
        .headers(octets)
        .send(xlsxStream({ sheetName: "S", columns: COLUMNS, dateFormat: "d", batches: failingAtOnce() })),
    );
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const response = await fetch(`${address}/x`);
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
      // Failing before the first row: nothing was sent yet, so an error answer, not a file.
      const early = await fetch(`${address}/y`);
      expect(early.status).toBe(500);
      expect(early.headers.get("content-type")).toMatch(/json/);
    } finally {
      await app.close();
    }
  });

  it("opens in openpyxl with its rows, text and dates (skipped without python3-openpyxl)", async (test) => {
    const python = ["/usr/bin/python3", "python3"].find(
      (cmd) => spawnSync(cmd, ["-c", "import openpyxl"]).status === 0,
    );
    if (!python) return test.skip();
    const rows: Row[] = Array.from({ length: 2500 }, (_, i) => ({
      id: i + 1,
      name: i === 1 ? 'Patto "A&B" <S.r.l.> — Forlì 🚀' : `Riga ${i + 1}`,
      when: SERIAL_B,
    }));
    const file = join(mkdtempSync(join(tmpdir(), "xlsx-stream-")), "rows.xlsx");
    writeFileSync(file, await write(rows, 1000));
    const script = `
import json, sys, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).active
rows = list(sheet.iter_rows(values_only=True))
print(json.dumps({"title": sheet.title, "count": len(rows), "header": rows[0], "second": [rows[2][0], rows[2][1]],
  "last": rows[-1][0], "date": rows[1][2].isoformat(), "format": sheet["C2"].number_format,
  "filter": sheet.auto_filter.ref, "frozen": sheet.freeze_panes}))`;
    const run = spawnSync(python, ["-c", script, file], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      title: "Contratti",
      count: 2501,
      header: ["Numero", "Nome & <cognome>", "Quando"],
      second: [2, 'Patto "A&B" <S.r.l.> — Forlì 🚀'],
      last: 2500,
      date: "2026-03-29T03:30:00",
      format: "dd/mm/yyyy hh:mm",
      filter: "A1:C2501",
      frozen: "A2",
    });
  });

  it("writes several data sheets, each with its header, rows and autofilter, an empty one too", async () => {
    const people = [{ id: 1, name: "Anna", when: SERIAL_A }];
    const file = await buffer(
      xlsxWorkbookStream({
        title: "I miei dati",
        dateFormat: "dd/mm/yyyy",
        sheets: [
          { sheetName: "Contratti", columns: COLUMNS, batches: inBatches(people, 10) },
          { sheetName: "Rubrica", columns: COLUMNS.slice(0, 2), batches: inBatches([], 10) },
          {
            sheetName: "Appuntamenti",
            columns: COLUMNS,
            batches: inBatches(
              Array.from({ length: 3 }, (_, i) => ({ id: i + 10, name: `Udienza ${i}`, when: SERIAL_B })),
              2,
            ),
          },
        ],
      }),
    );
    const book = XLSX.read(file);
    expect(book.SheetNames).toEqual(["Contratti", "Rubrica", "Appuntamenti"]);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json(book.Sheets[name] as XLSX.WorkSheet, { header: 1 });
    expect(rows("Contratti")).toEqual([
      ["Numero", "Nome & <cognome>", "Quando"],
      [1, "Anna", SERIAL_A],
    ]);
    expect(rows("Rubrica")).toEqual([["Numero", "Nome & <cognome>"]]);
    expect(rows("Appuntamenti").map((r) => (r as unknown[])[1])).toEqual([
      "Nome & <cognome>",
      "Udienza 0",
      "Udienza 1",
      "Udienza 2",
    ]);
    expect(book.Sheets.Appuntamenti?.["!autofilter"]?.ref).toBe("A1:C4");
  });
});
