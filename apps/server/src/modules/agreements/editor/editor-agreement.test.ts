import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../../platform/audit/audit.table";
import { parseListQuery } from "../../../platform/list/list-query";
import { romeOffsetMs } from "../../../platform/time/rome-time";
import { C, E, editorSuite, seedEditorAgreements } from "../../../test/editor-test-support";
import { agreements } from "../agreement.table";
import { createEditorAgreementRepository, editorAgreementListSpec } from "./editor-agreement.repository";

const ctx = editorSuite();
const A = `${E}/agreement`;

beforeAll(async () => {
  await seedEditorAgreements(ctx);
});

describe("agreement export", () => {
  const exportUrl = `${A}/export/?per_page=10&page=1&order_by__=title&filter__title=contratto`;

  it("answers an xlsx file of every matching row, with a header row and real dates", async () => {
    const response = await ctx.call("GET", exportUrl, ctx.editor, undefined, "it");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="contratti-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''contratti-/,
    );
    const book = XLSX.read(response.raw, { cellDates: true });
    expect(book.SheetNames).toEqual(["Contratti"]);
    const sheet = book.Sheets.Contratti as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([
      "ID",
      "Titolo",
      "Cliente",
      "Nome e cognome",
      "E-mail",
      "Modello",
      "Versione",
      "Lingua",
      "Stato",
      "Completo",
      "Creato il",
      "Modificato il",
    ]);
    // The page parameters are ignored: all 12 rows, ordered by title.
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual([
      expect.any(Number),
      "Contratto 01 «Forlì»",
      "demo-customer-2",
      "Giulia Bianchi",
      expect.any(String),
      "Contratto di locazione ad uso abitativo",
      1,
      "Italiano",
      "Bozza",
      "No",
      expect.any(Date),
      expect.any(Date),
    ]);
    expect(sheet.K2?.t).toBe("d");
    expect(sheet["!autofilter"]).toEqual({ ref: "A1:L13" });

    // The date is a number (Excel serial of the Rome wall time) with the date format.
    const raw = XLSX.read(response.raw, { cellNF: true }).Sheets.Contratti as XLSX.WorkSheet;
    expect(raw.K2).toMatchObject({ t: "n", z: "dd/mm/yyyy hh:mm" });
    const listed = (await ctx.call("GET", `${A}/list/?order_by__=title&per_page=10`, ctx.editor)).body
      .results[0];
    // Compared as serials, to the second: formatted to the minute, a creation at hh:mm:59.6 read
    // one minute later in the sheet (SSF rounds, Intl truncates), and failed one run in a hundred.
    const created = Date.parse(listed.date_create);
    const romeWallMs = created + romeOffsetMs(created);
    const expectedSerial = romeWallMs / 86_400_000 + 25_569;
    expect(Math.abs((raw.K2?.v as number) - expectedSerial) * 86_400).toBeLessThan(1);
  });

  it("keeps the list's order, whatever the ordering asked", async () => {
    for (const order of ["", "title", "-date_create", "owner_username", "-is_valid"]) {
      const query = `order_by__=${order}&filter__title=contratto`;
      const listed = (await ctx.call("GET", `${A}/list/?no_page=no_page&${query}`, ctx.editor)).body.results;
      const response = await ctx.call("GET", `${A}/export/?${query}`, ctx.editor);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(
        XLSX.read(response.raw).Sheets.Agreements as XLSX.WorkSheet,
        { header: 1 },
      );
      expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((r: { id: number }) => r.id));
    }
  });

  it("opens in openpyxl with the expected rows (skipped without python3-openpyxl)", async (test) => {
    const python = ["/usr/bin/python3", "python3"].find(
      (cmd) => spawnSync(cmd, ["-c", "import openpyxl"]).status === 0,
    );
    if (!python) return test.skip();
    const response = await ctx.call("GET", exportUrl, ctx.editor, undefined, "en");
    const file = join(mkdtempSync(join(tmpdir(), "export-")), "agreements.xlsx");
    writeFileSync(file, response.raw);
    const script = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
sheet = book.active
rows = [[c.value.isoformat() if hasattr(c.value, "isoformat") else c.value for c in row] for row in sheet.iter_rows()]
print(json.dumps({"title": sheet.title, "rows": rows, "is_date": sheet["K2"].is_date}))`;
    const run = spawnSync(python, ["-c", script, file], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    const { title, rows, is_date } = JSON.parse(run.stdout);
    expect(title).toBe("Agreements");
    expect(is_date).toBe(true);
    expect(rows).toHaveLength(13);
    expect(rows[0][1]).toBe("Title");
    expect(rows[1].slice(1, 4)).toEqual(["Contratto 01 «Forlì»", "demo-customer-2", "Giulia Bianchi"]);
    // Dates in the editors' time zone, to the minute.
    const listed = (await ctx.call("GET", `${A}/list/?order_by__=title&per_page=10`, ctx.editor)).body
      .results[0];
    const rome = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Rome",
      dateStyle: "short",
      timeStyle: "short",
    }).format(new Date(listed.date_create));
    expect(String(rows[1][10]).slice(0, 16)).toBe(rome.replace(" ", "T"));
  });

  it("applies the filters and records the export in the audit trail", async () => {
    const mario = (
      await ctx.call("GET", `${A}/list/?filter__owner_username=demo-customer`, ctx.editor)
    ).body.results.find((r: { owner_username: string }) => r.owner_username === "demo-customer");
    const response = await ctx.call("GET", `${A}/export/?filter__owner=${mario.owner_id}`, ctx.editor);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(response.raw).Sheets.Agreements as XLSX.WorkSheet,
      { header: 1 },
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      "demo-customer",
      "demo-customer",
      "demo-customer",
      "demo-customer",
    ]);
    const events = await ctx.t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "agreement.export"));
    expect(events.at(-1)?.data).toMatchObject({
      rows: 4,
      filters: { filter__owner: String(mario.owner_id) },
    });
  });

  it("refuses bad filters in the spec's error shape", async () => {
    const response = await ctx.call("GET", `${A}/export/?order_by__=values`, ctx.editor);
    expect(response).toMatchObject({
      status: 400,
      body: { status_code: 400, order_by__: ["Ordering not allowed: values"] },
    });
  });

  it("keeps text as typed: accents, emoji, markup characters; control characters dropped", async () => {
    const templates = (await ctx.call("GET", `${C}/template/list/?no_page=no_page`, ctx.giulia)).body.results;
    const title = 'Patto "A&B" <S.r.l.> — Müller, Forlì 🚀👩‍⚖️\u0007';
    const created = await ctx.call("POST", `${C}/agreement/create/`, ctx.giulia, {
      title,
      template: templates[0].id,
      values: {},
    });
    expect(created.status).toBe(201);
    try {
      const response = await ctx.call("GET", `${A}/export/?filter__title=patto`, ctx.editor, undefined, "it");
      const rows = XLSX.utils.sheet_to_json<unknown[]>(
        XLSX.read(response.raw).Sheets.Contratti as XLSX.WorkSheet,
        { header: 1 },
      );
      expect(rows).toHaveLength(2);
      expect(rows[1]?.slice(0, 3)).toEqual([
        created.body.id,
        'Patto "A&B" <S.r.l.> — Müller, Forlì 🚀👩‍⚖️',
        "demo-customer-2",
      ]);
    } finally {
      await ctx.call("DELETE", `${C}/agreement/destroy/${created.body.id}/`, ctx.giulia);
    }
  });
});

describe("export batches", () => {
  it("reads batch after batch in exactly the list's order, ties and empty values included", async () => {
    const db = ctx.t.database.db;
    const repository = createEditorAgreementRepository(db);
    const all = (await ctx.call("GET", `${A}/list/?no_page=no_page`, ctx.editor)).body.results;
    // Three agreements without a template title: NULLs sort last ascending, first descending.
    const untitled = all.slice(2, 5).map((r: { id: number }) => r.id);
    const kept = await db
      .select({ id: agreements.id, template_title: agreements.template_title })
      .from(agreements)
      .where(inArray(agreements.id, untitled));
    await db.update(agreements).set({ template_title: null }).where(inArray(agreements.id, untitled));
    try {
      const orders = ["", ...Object.keys(editorAgreementListSpec.orderable).flatMap((k) => [k, `-${k}`])];
      for (const order of orders) {
        for (const filter of ["", "&filter__owner_username=demo-customer-2"]) {
          const query = `order_by__=${order}${filter}`;
          const listed = (await ctx.call("GET", `${A}/list/?no_page=no_page&${query}`, ctx.editor)).body
            .results;
          const parsed = parseListQuery(
            Object.fromEntries(new URLSearchParams(query)),
            editorAgreementListSpec,
          );
          for (const size of [2, 5]) {
            const read: number[] = [];
            let batches = 0;
            for await (const batch of repository.batches(parsed, size)) {
              expect(batch.length).toBeLessThanOrEqual(size);
              read.push(...batch.map((r) => r.id));
              batches++;
            }
            expect({ order, filter, size, ids: read }).toEqual({
              order,
              filter,
              size,
              ids: listed.map((r: { id: number }) => r.id),
            });
            expect(batches).toBe(Math.ceil(listed.length / size));
          }
        }
      }
    } finally {
      for (const row of kept)
        await db
          .update(agreements)
          .set({ template_title: row.template_title })
          .where(eq(agreements.id, row.id));
    }
  });

  it("leaves out a row deleted while the export runs, and keeps going", async () => {
    const templates = (await ctx.call("GET", `${C}/template/list/?no_page=no_page`, ctx.giulia)).body.results;
    const victim = (
      await ctx.call("POST", `${C}/agreement/create/`, ctx.giulia, {
        title: "Contratto 06 bis",
        template: templates[0].id,
        values: {},
      })
    ).body;
    const repository = createEditorAgreementRepository(ctx.t.database.db);
    const parsed = parseListQuery({ order_by__: "title" }, editorAgreementListSpec);
    const listed = (await ctx.call("GET", `${A}/list/?no_page=no_page&order_by__=title`, ctx.editor)).body
      .results;
    expect(listed.findIndex((r: { id: number }) => r.id === victim.id)).toBeGreaterThanOrEqual(5);
    const read: number[] = [];
    for await (const batch of repository.batches(parsed, 5)) {
      // Deleted by its owner after the first batch went out.
      if (read.length === 0) await ctx.call("DELETE", `${C}/agreement/destroy/${victim.id}/`, ctx.giulia);
      read.push(...batch.map((r) => r.id));
    }
    expect(read).toEqual(
      listed.filter((r: { id: number }) => r.id !== victim.id).map((r: { id: number }) => r.id),
    );
  });
});
