import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AgreementValues, ListResponse, TemplateDetail, TemplateListItem } from "@app/contracts";
import * as XLSX from "@e965/xlsx";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { expect, test } from "./console-guard";
import { expectNoSeriousA11yViolations, signInAsCustomer, snapshot, tokenCookie } from "./support";

const LOAN = "Contratto di comodato d'uso gratuito di immobile";

// A whole batch: the model, two checks, the drafting of three contracts, the ZIP.
test.describe.configure({ timeout: 180_000 });

async function loanTemplate(page: Page): Promise<TemplateDetail> {
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const list = (await (
    await page.request.get("/api/agreement/customer/template/list/?no_page=no_page", { headers })
  ).json()) as ListResponse<TemplateListItem>;
  const item = list.results.find((t) => t.title === LOAN);
  if (!item) throw new Error(`no template ${LOAN}`);
  return (await (
    await page.request.get(`/api/agreement/customer/template/retrieve/${item.id}/`, { headers })
  ).json()) as TemplateDetail;
}

/** A cell as a user types it: 01/12/2026 for a date, Sì/No for yes/no. */
function typed(value: unknown): string | null {
  if (value === true) return "Sì";
  if (value === false) return "No";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return value.split("-").reverse().join("/");
  return value === undefined || value === null ? null : String(value);
}

/** The model filled in by the office: one row per title, `bad` cells overriding the sample values. */
function filled(labels: string[], keys: string[], values: AgreementValues, titles: string[], bad = {}) {
  const rows = titles.map((title, index) =>
    keys.map((key) => {
      if (key === "titolo") return title;
      if (key === "email") return null;
      if (index === 1 && key in bad) return (bad as Record<string, string>)[key] ?? null;
      const [group, n, slug] = key.split(".");
      if (n === undefined) return typed(values[key]);
      const items = values[group ?? ""] as Record<string, unknown>[] | undefined;
      return typed(items?.[Number(n) - 1]?.[slug ?? ""]);
    }),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([labels, keys, ...rows]), "Contratti");
  const path = join(mkdtempSync(join(tmpdir(), "bulk-e2e-")), "comodati.xlsx");
  writeFileSync(path, XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
  return path;
}

test("a user drafts three loans from the model, fixing a bad date first, and opens one", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(page);
  const template = await loanTemplate(page);

  // The entry point beside the template in the catalogue.
  await page.goto(`/customer/agreement/template/?inputTextSearched=${encodeURIComponent("comodato")}`);
  // The template's entry: its link, and beside it (in the same row) «Compilazione multipla».
  const entry = page.getByRole("link", { name: LOAN, exact: true }).first().locator("xpath=../..");
  await entry.getByRole("link", { name: "Compilazione multipla" }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/bulk/${template.id}/$`));
  await expect(page.getByRole("heading", { name: "Compilazione multipla", level: 1 })).toBeVisible();
  await expect(page.getByText("Nessuna compilazione multipla.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [model] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Scarica il modello Excel" }).click(),
  ]);
  const book = XLSX.read(readFileSync(await model.path()), { type: "buffer" });
  const [labels, keys] = XLSX.utils.sheet_to_json<string[]>(
    book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
    {
      header: 1,
      defval: null,
    },
  ) as string[][];
  expect(keys?.[0]).toBe("titolo");
  const dateKey = template.fields.find(
    (f) => f.type === "date" && f.visible && !f.disable && !f.visible_if,
  )?.slug;
  if (!labels || !keys || !dateKey) throw new Error("no model or no date column");
  const values = sampleValues(template.fields);
  const titles = ["Comodato Rossi", "Comodato Bianchi", "Comodato Verdi"];

  const input = page.locator('input[type="file"]');
  await input.setInputFiles(filled(labels, keys, values, titles, { [dateKey]: "31/02/2026" }));
  await expect(page.getByText("3 righe, 2 valide")).toBeVisible();
  const table = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "Messaggio" }) });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("cell", { name: "4", exact: true })).toBeVisible();
  await snapshot(page, "bulk-check-errors");
  await expectNoSeriousA11yViolations(page);

  // Fixed and dropped again.
  await input.setInputFiles(filled(labels, keys, values, titles));
  await expect(page.getByText("Tutte le 3 righe sono valide.")).toBeVisible();
  await page.getByRole("radio", { name: "PDF", exact: true }).check();
  await page.getByRole("button", { name: "Avvia" }).click();
  await expect(page).toHaveURL(/\?batch=\d+$/);
  await expect(page.getByRole("progressbar", { name: "Avanzamento della compilazione" })).toBeVisible();
  await expect(page.getByText("Compilazione completata: tutti i contratti sono stati redatti.")).toBeVisible({
    timeout: 120_000,
  });

  // The progress survives a reload: the batch is in the address.
  await page.reload();
  await expect(page.getByText("3 righe elaborate su 3")).toBeVisible();
  await snapshot(page, "bulk-completed");
  await expectNoSeriousA11yViolations(page);

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Scarica lo ZIP", exact: true }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync(await zip.path())));
  expect(Object.keys(files).filter((name) => name.endsWith(".pdf"))).toHaveLength(3);
  expect(strFromU8(files["manifest.csv"] as Uint8Array)).toContain("Comodato Verdi");

  // The drafted agreements by title, each after its row: the first opens in the editor.
  await expect(page.getByText(/^Riga 3 · Comodato Rossi$/)).toBeVisible();
  await page.getByRole("link", { name: "Comodato Rossi", exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit/);
  await expect(page.getByRole("heading", { name: "Comodato Rossi", level: 1 })).toBeVisible();
});
