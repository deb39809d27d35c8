import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { expect, test } from "./console-guard";
import { accounts, expectNoSeriousA11yViolations, settled, signInAsCustomer, snapshot } from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

/** The office's spreadsheet: two good contacts and one with a wrong fiscal code. */
function officeSpreadsheet() {
  const rows = [
    [
      "Tipologia",
      "Denominazione",
      "Forma giuridica",
      "Nome",
      "Cognome",
      "Codice fiscale",
      "Partita IVA",
      "Indirizzo",
      "CAP",
      "Comune",
      "Provincia",
    ],
    [
      "SOC",
      "Officine Ravennati S.p.A.",
      "S.p.A.",
      null,
      null,
      "00743110157",
      "00743110157",
      "Via di Roma 12",
      "48121",
      "Ravenna",
      "RA",
    ],
    ["Persona fisica", null, null, "Giorgio", "Verdi", "RSSMRA80A01H501U", null, null, null, null, null],
    ["PF", null, null, "Paola", "Neri", "RSSMRA80A01H501X", null, null, null, null, null],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Contatti");
  const file = join(mkdtempSync(join(tmpdir(), "rubrica-")), "clienti dello studio.xlsx");
  writeFileSync(file, XLSX.write(book, { type: "buffer", bookType: "xlsx" }));
  return file;
}

const sheetRows = async (path: string | null) => {
  const { readFileSync } = await import("node:fs");
  const book = XLSX.read(readFileSync(path as string));
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet, {
    header: 1,
  });
};

test("a customer imports the office's spreadsheet through the upload panel, gets the refused rows back and exports the address book", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  const box = page.getByRole("region", { name: "Rubrica" });
  await box.getByRole("button", { name: "Importa" }).click();
  const dialog = page.getByRole("dialog", { name: "Importa contatti" });
  await expect(dialog.getByRole("listitem")).toHaveCount(3);
  const submit = dialog.getByRole("button", { name: "Importa", exact: true });
  await expect(submit).toBeDisabled();

  // The template is one click away, from the dialog's first step.
  const template = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Modello .xlsx" }).click();
  const templateFile = await template;
  expect(templateFile.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-template\.xlsx$/);
  expect((await sheetRows(await templateFile.path()))[0]?.slice(0, 2)).toEqual([
    "Tipologia",
    "Denominazione",
  ]);

  // A file of the wrong kind is refused in the dialog already.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: "note.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") });
  await expect(dialog.getByText("Scegli un file .xlsx o .xls", { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles(officeSpreadsheet());
  await expect(submit).toBeEnabled();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-import-01-dialog");
  await submit.click();
  await expect(dialog).toBeHidden();

  // The panel opens by itself with the file, which ends loaded at 100%.
  const panel = page.getByRole("region", { name: "Caricamenti e download" });
  await expect(panel.getByText("clienti dello studio.xlsx")).toBeVisible();
  await expect(panel.getByText("Completato · 100%")).toBeVisible();
  await expect(
    panel.getByRole("progressbar", { name: "Avanzamento di clienti dello studio.xlsx" }),
  ).toHaveAttribute("aria-valuenow", "100");
  const notice = page
    .getByRole("alert")
    .filter({ hasText: "Importazione di clienti dello studio.xlsx completata" });
  await expect(notice.getByText("Contatti creati: 2 · aggiornati: 0 · righe scartate: 1")).toBeVisible();
  await expect(notice.getByText(/Riga 4 · Codice fiscale:/)).toBeVisible();
  await expect(box.getByRole("link", { name: "Officine Ravennati S.p.A.", exact: true })).toBeVisible();
  await expect(box.getByRole("link", { name: "Verdi Giorgio", exact: true })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-import-02-done");

  const refused = page.waitForEvent("download");
  await notice.getByRole("button", { name: "Scarica le righe scartate" }).click();
  const refusedFile = await refused;
  expect(refusedFile.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-scartati\.xlsx$/);
  const refusedRows = await sheetRows(await refusedFile.path());
  expect(refusedRows[0]?.at(-1)).toBe("Motivo");
  expect(refusedRows.slice(1).map((r) => r[4])).toEqual(["Neri"]);

  // The loaded item can be taken off the list; the panel then shows its empty state.
  await panel.getByRole("button", { name: "Togli clienti dello studio.xlsx dall'elenco" }).click();
  await expect(panel.getByText("Nessuna richiesta di caricamento")).toBeVisible();

  await box.getByRole("button", { name: "Esporta" }).click();
  const exported = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Esporta la rubrica (.xlsx)" }).click();
  const exportFile = await exported;
  expect(exportFile.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exportRows = await sheetRows(await exportFile.path());
  expect(exportRows.slice(1).map((r) => r[1] ?? r[4])).toEqual(
    expect.arrayContaining(["Officine Ravennati S.p.A.", "Verdi"]),
  );
});

test("a failed import turns its item red and says why", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(415, "/address-book/import/");
  await signInAsCustomer(page, accounts.customer);
  const box = page.getByRole("region", { name: "Rubrica" });
  await box.getByRole("button", { name: "Importa" }).click();
  const dialog = page.getByRole("dialog", { name: "Importa contatti" });
  // A PDF renamed .xlsx passes the picker; the server reads its content and refuses it.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "finto.xlsx",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("%PDF-1.7\n%%EOF"),
  });
  await dialog.getByRole("button", { name: "Importa", exact: true }).click();
  const panel = page.getByRole("region", { name: "Caricamenti e download" });
  await expect(panel.getByText(/Non riuscito/)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Operazione non riuscita" })).toContainText(
    "Il file non è un foglio di calcolo .xlsx o .xls",
  );
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-import-03-failed");
});
