import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { ListResponse } from "@app/contracts";
import type { Page } from "@playwright/test";
import { apiGet, closeNotifications } from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, expectNoSeriousA11yViolations, signInAsEditor, snapshot } from "./support";

// Whole journeys through the editor's back office (issue 7): a template written with its fields,
// checked, renamed, published and versioned; the category tree; the agreements' export.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsEditor(page);
});

/** Adds a field through the fields table: Add opens the row's form, Apply closes it. */
async function addField(page: Page, label: string, slug: string, type?: string) {
  const fields = page.getByRole("region", { name: "Campi", exact: true });
  await fields.getByRole("button", { name: "Aggiungi campo" }).click();
  // While a row is open the Add button is hidden (spec §4).
  await expect(fields.getByRole("button", { name: "Aggiungi campo" })).toBeHidden();
  const form = page.getByRole("form", { name: "Dettaglio del campo" });
  await form.getByRole("textbox", { name: "Etichetta" }).fill(label);
  await form.getByRole("textbox", { name: "Codice (slug)" }).fill(slug);
  if (type) {
    await form.getByRole("combobox", { name: "Tipo" }).click();
    await page.getByRole("option", { name: type, exact: true }).click();
  }
  await form.getByRole("button", { name: "Applica" }).click();
  await expect(form).toBeHidden();
  await expect(fields.getByRole("button", { name: "Aggiungi campo" })).toBeVisible();
}

/** Puts a field's chip in the contract text from the toolbar's list. */
async function insertPlaceholder(page: Page, option: string) {
  await page.getByRole("combobox", { name: "Inserisci un campo" }).click();
  await page.getByRole("option", { name: option }).click();
}

const check = (page: Page) => page.getByTestId("placeholder-check");
const body = (page: Page) => page.getByTestId("template-body");

test("an editor writes a template with two fields, checks, renames, publishes and versions it", async ({
  page,
}) => {
  await page.goto("/editor/agreement/template/create");
  await expect(page.getByRole("heading", { level: 1, name: "Nuovo modello di contratto" })).toBeVisible();
  // Nothing to insert yet: the hint says where the first field comes from, not which list to open.
  await expect(page.getByText("aggiungi il primo dalla scheda «Campi e note»")).toBeVisible();

  await page.getByRole("tab", { name: "Dati" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill("Prova e2e di redazione");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("tab", { name: /^Campi e note/ }).click();
  // Cancel on a row that never had a slug removes it.
  await page.getByRole("button", { name: "Aggiungi campo" }).click();
  await page
    .getByRole("form", { name: "Dettaglio del campo" })
    .getByRole("button", { name: "Annulla" })
    .click();
  await expect(page.getByRole("region", { name: "Campi", exact: true })).toContainText("Nessun campo");
  // What is typed in an open row survives the window crossing the table's breakpoint.
  await page.getByRole("button", { name: "Aggiungi campo" }).click();
  const rowForm = page.getByRole("form", { name: "Dettaglio del campo" });
  await rowForm.getByRole("textbox", { name: "Etichetta" }).fill("Scritto prima di ridimensionare");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowForm.getByRole("textbox", { name: "Etichetta" })).toHaveValue(
    "Scritto prima di ridimensionare",
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(rowForm.getByRole("textbox", { name: "Etichetta" })).toHaveValue(
    "Scritto prima di ridimensionare",
  );
  await rowForm.getByRole("button", { name: "Annulla" }).click();
  await addField(page, "Nome del cliente", "Nome Cliente");
  await addField(page, "Importo dovuto", "importo", "Importo in euro");
  // Slugs are normalised on Apply.
  await expect(page.getByRole("region", { name: "Campi", exact: true })).toContainText("nome_cliente");

  await page.getByRole("tab", { name: "Testo" }).click();
  await expect(
    page.getByText("Inserisci campi, note e collegamenti con l'elenco «Inserisci un campo…»"),
  ).toBeVisible();
  await body(page).getByRole("textbox", { name: "Testo del contratto" }).click();
  await page.keyboard.type("Il cliente ");
  await insertPlaceholder(page, "Nome del cliente (nome_cliente)");
  await expect(body(page).locator('[data-field="nome_cliente"]')).toBeVisible();
  // The live check: the amount is never cited.
  await expect(check(page)).toContainText("Campi mai usati nel testo:");
  await expect(check(page)).toContainText("importo");
  await expect(check(page)).not.toContainText("nome_cliente");
  await snapshot(page, "editor-template-create");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/agreement\/template\/\d+\/edit$/);
  const firstUrl = page.url();

  // Renaming a slug rewrites its placeholders in the text.
  await page.getByRole("tab", { name: /^Campi e note/ }).click();
  await page.getByRole("button", { name: "Modifica Nome del cliente" }).click();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("form", { name: "Dettaglio del campo" })
    .getByRole("textbox", { name: "Codice (slug)" })
    .fill("cliente");
  await page.getByRole("button", { name: "Applica" }).click();
  await page.getByRole("tab", { name: "Testo" }).click();
  await expect(body(page).locator('[data-field="cliente"]')).toBeVisible();
  await expect(body(page).locator('[data-field="nome_cliente"]')).toHaveCount(0);
  await body(page).getByRole("textbox", { name: "Testo del contratto" }).press("End");
  await page.keyboard.type(" deve ");
  await insertPlaceholder(page, "Importo dovuto (importo)");
  await expect(check(page)).toContainText("Ogni segnaposto del testo ha il suo campo");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Ci sono modifiche non salvate.")).toBeHidden();
  await page.reload();
  await expect(body(page).locator('[data-field="cliente"]')).toBeVisible();

  await page.getByRole("button", { name: "Pubblica" }).click();
  await expect(page.getByRole("button", { name: "Ritira" })).toBeVisible();
  await expect(page.getByText("Pubblicato", { exact: true }).first()).toBeVisible();

  await page.getByRole("button", { name: "Crea nuova versione" }).first().click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByLabel("Versione 2")).toBeVisible();
  await page.getByRole("tab", { name: "Versioni" }).click();
  await expect(page.getByRole("link", { name: "Versione 1" })).toBeVisible();

  // Both versions are in the list.
  await page.goto("/editor/agreement/template/?title=Prova%20e2e");
  await expect(page.getByRole("link", { name: "Prova e2e di redazione" })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  // Ordered by a click on a heading, newest version first.
  await page.getByRole("button", { name: "Ordina per Versione" }).click();
  await expect(page).toHaveURL(/order=-version/);
  await expect(page.getByRole("columnheader", { name: /Versione/ })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await snapshot(page, "editor-template-list");
});

test("when the rich-text editor cannot load, only the console says so and the rest of the screen works", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/^error: Failed to load resource: net::ERR_FAILED @ .*\/rich-text-editor-/);
  consoleGuard.allow(
    /^error: (TypeError: Failed to fetch dynamically imported module|The rich-text editor could not be loaded)/,
  );
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.route(/\/assets\/rich-text-editor-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/editor/agreement/template/create");
  await page.getByRole("tab", { name: "Testo" }).click();
  await expect(page.getByTestId("template-body-unavailable")).toBeVisible();
  expect(consoleErrors.some((text) => text.includes("The rich-text editor could not be loaded"))).toBe(true);
  // No error page: the other tabs and fields still work.
  await page.getByRole("tab", { name: "Dati" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill("Scritto senza editor");
  await expect(page.getByRole("textbox", { name: "Titolo" })).toHaveValue("Scritto senza editor");

  await page.unroute(/\/assets\/rich-text-editor-[^/]*\.js$/);
  await page.getByRole("tab", { name: "Testo" }).click();
  await page.getByTestId("template-body-unavailable").getByRole("button", { name: "Riprova" }).click();
  await expect(body(page).getByRole("textbox", { name: "Testo del contratto" })).toBeVisible();
});

test("an editor links a calculator to a template, and it is still linked after a reload", async ({
  page,
}) => {
  // The published version: earlier journeys may have left other versions of the same template.
  await page.goto("/editor/agreement/template/?title=comodato&status=public");
  await page.getByRole("link", { name: "Contratto di comodato d'uso gratuito di immobile" }).click();
  await page.getByRole("tab", { name: "Dati" }).click();
  const calculators = page.getByRole("combobox", { name: "Calcolatori collegati" });
  await calculators.click();
  await calculators.fill("preavviso");
  // Calculators customers cannot see yet say so.
  await page
    .getByRole("option", { name: "Periodo di preavviso e indennità sostitutiva (art. 2118 c.c.) (bozza)" })
    .click();
  await calculators.press("Escape");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Ci sono modifiche non salvate.")).toBeHidden();
  await page.reload();
  await page.getByRole("tab", { name: "Dati" }).click();
  const metadata = page.getByRole("region", { name: "Dati del modello" });
  await expect(
    metadata.getByText("Periodo di preavviso e indennità sostitutiva (art. 2118 c.c.) (bozza)"),
  ).toBeVisible();
  // A published template's screen: its withdraw button must be readable too.
  await expect(page.getByRole("button", { name: "Ritira" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a tree node the server refuses keeps what was typed and shows every message", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/category/create/");
  // The parent deleted meanwhile by a colleague: the server names the title and the parent.
  await page.route("**/api/agreement/editor/category/create/", (route) =>
    route.fulfill({
      status: 400,
      json: {
        status_code: 400,
        title_it: ["Il titolo esiste già in questa categoria"],
        parent: ["La categoria superiore non esiste più"],
      },
    }),
  );
  await page.goto("/editor/agreement/category/");
  await page.getByRole("link", { name: "Aggiungi un elemento in «Immobili»" }).click();
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill("Categoria rifiutata");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Il titolo esiste già in questa categoria")).toBeVisible();
  const other = page.getByRole("alert").filter({ hasText: "Le modifiche non sono state salvate" });
  await expect(other).toContainText("parent: La categoria superiore non esiste più");
  await expect(page.getByRole("textbox", { name: "Titolo in italiano" })).toHaveValue("Categoria rifiutata");
  await expectNoSeriousA11yViolations(page);
});

test("an editor adds, reorders and cannot orphan categories", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(409, "/category/destroy/");
  await page.goto("/editor/agreement/category/");
  await page.getByRole("link", { name: "Aggiungi un elemento in «Immobili»" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuova sottocategoria" })).toBeVisible();
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill("Categoria e2e");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/agreement\/category\/$/);

  const siblings = () =>
    page
      .getByRole("list", { name: "Elementi di «Immobili»" })
      .locator(":scope > li > div > div:first-child > p")
      .allTextContents();
  await expect(page.getByRole("button", { name: "Sposta «Categoria e2e» in su" })).toBeVisible();
  const before = await siblings();
  expect(before.at(-1)).toBe("Categoria e2e");
  const moveUp = page.getByRole("button", { name: "Sposta «Categoria e2e» in su" });
  await moveUp.click();
  await expect.poll(siblings).toEqual([...before.slice(0, -2), "Categoria e2e", before.at(-2)]);
  // The keyboard stays on the moved node.
  await expect(moveUp).toBeFocused();

  await page.getByRole("button", { name: "Elimina «Locazioni abitative»" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminare la categoria?" });
  await dialog.getByRole("button", { name: "Elimina" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Eliminazione non consentita");
  await expect(dialog.getByRole("alert")).toContainText("senza categoria");
  await snapshot(page, "editor-category-refused");
  await dialog.getByRole("button", { name: "Chiudi" }).last().click();
  await closeNotifications(page);
  await expectNoSeriousA11yViolations(page);
});

test("an editor exports the customers' agreements as xlsx", async ({ page }, testInfo) => {
  // A customer's agreement to find in the file, whatever the journeys before left.
  const login = await page.request.post("/api/account/customer/login/", {
    data: { username: accounts.customer2, password: DEMO_PASSWORD },
  });
  const customer = { Authorization: `JWT ${(await login.json()).token}` };
  const templates = await page.request.get("/api/agreement/customer/template/list/?no_page=no_page", {
    headers: customer,
  });
  const created = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers: customer,
    data: {
      title: "Esportazione — Società Né & C.",
      template: (await templates.json()).results[0].id,
      values: {},
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/editor/agreement/agreement/");
  await expect(page.getByRole("heading", { level: 1, name: "Contratti dei clienti" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Esporta xlsx" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contratti-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // Under its own name: openpyxl goes by the extension.
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 2).toString("latin1")).toBe("PK");
  await expect(page.getByText(/^Esportazione completata/)).toBeVisible();
  // A real reader: openpyxl (python3-openpyxl) finds the header and one row per agreement.
  const read =
    "import json,sys,openpyxl; ws=openpyxl.load_workbook(sys.argv[1]).active; print(json.dumps([list(r) for r in ws.iter_rows(values_only=True)], default=str))";
  const rows = JSON.parse(execFileSync("/usr/bin/python3", ["-c", read, file]).toString()) as unknown[][];
  expect(rows[0]?.slice(0, 3)).toEqual(["ID", "Titolo", "Cliente"]);
  const listed = await apiGet<ListResponse<{ id: number }>>(
    page,
    "/api/agreement/editor/agreement/list/?no_page=no_page",
  );
  expect(
    rows
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual(listed.results.map((a) => a.id).sort());
  await expectNoSeriousA11yViolations(page);
});
