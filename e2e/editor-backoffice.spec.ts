import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import {
  expectNoSeriousA11yViolations,
  expectSavedTemplateScreen,
  inEnglish,
  signInAsEditor,
  snapshot,
} from "./support";

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
  await expectSavedTemplateScreen(page);
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

test("a required field emptied says so under it, in the category and the news forms", async ({ page }) => {
  // Issue 44: not only a grey Salva.
  await page.goto("/editor/agreement/category/");
  await page.getByRole("link", { name: "Aggiungi un elemento in «Immobili»" }).click();
  const title = page.getByRole("textbox", { name: "Titolo in italiano" });
  await title.fill("Da togliere");
  await expect(page.getByText("Campo obbligatorio")).toHaveCount(0);
  await title.fill("");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(page.getByRole("button", { name: "Salva" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-required-category");
  await title.fill("Di nuovo scritto");
  await expect(page.getByText("Campo obbligatorio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Salva" })).toBeEnabled();

  await page.goto("/editor/news/create");
  const newsTitle = page.getByRole("textbox", { name: "Titolo in italiano" });
  await newsTitle.fill("Notizia");
  await newsTitle.fill("   ");
  await expect(newsTitle).toHaveAccessibleDescription(/Campo obbligatorio/);
  await expect(page.getByRole("button", { name: "Salva" })).toBeDisabled();
  await snapshot(page, "editor-required-news");
});

test.describe("in English", () => {
  test("a required field emptied says so under it", async ({ page }) => {
    await inEnglish(page);
    await page.goto("/editor/news/create");
    const newsTitle = page.getByRole("textbox", { name: "Italian title" });
    await newsTitle.fill("News");
    await newsTitle.fill("");
    await expect(newsTitle).toHaveAccessibleDescription(/This field is required/);
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, "editor-required-news-en");
  });
});
