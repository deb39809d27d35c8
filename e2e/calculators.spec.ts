import { execFileSync } from "node:child_process";
import { FREE_LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { measureKeystrokes } from "./keystroke-frames";
import {
  accounts,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  snapshot,
  typeDate,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("a customer finds a calculator, computes legal interest to the cent and sees the rates it used", async ({
  page,
}, testInfo) => {
  await signInAsCustomer(page, accounts.customer);
  await page.goto("/customer/calculator/template/");
  await expect(page.getByRole("heading", { level: 1, name: "Calcolatori" })).toBeVisible();
  const civil = page.getByRole("region", { name: "Civile e commerciale" });
  await expect(civil.getByText("Interessi legali (art. 1284 c.c.)")).toBeVisible();
  // Drafts are not offered; a calculator outside the subscription is shown locked.
  await expect(page.getByText("Periodo di preavviso")).toHaveCount(0);
  await expect(page.getByText("Trattamento di fine rapporto (art. 2120 c.c.)")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Calcola: Trattamento di fine rapporto/ })).toHaveCount(0);
  // Why, as the catalogue says it for its templates, and where the subscription is.
  await page
    .getByRole("button", { name: /^Trattamento di fine rapporto \(art\. 2120 c\.c\.\): non compreso/ })
    .click();
  await expect(page.getByText("Calcolatore non incluso nel tuo abbonamento")).toBeVisible();
  await expect(page.getByRole("link", { name: "Vedi il tuo abbonamento" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");

  await page.getByRole("searchbox", { name: "Cerca un calcolatore" }).fill("scadenze");
  await expect(page).toHaveURL(/q=scadenze/);
  await expect(page.getByRole("button", { name: /^Calcola:/ })).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Cerca un calcolatore" }).fill("");
  await expect(page.getByRole("button", { name: /^Calcola:/ })).toHaveCount(5);

  await page.getByRole("button", { name: "Calcola: Interessi legali (art. 1284 c.c.)" }).click();
  const panel = page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" });
  await expect(panel.getByText("Compila i campi obbligatori")).toBeVisible();
  await panel.getByRole("textbox", { name: "Capitale" }).fill("10.000");
  await typeDate(panel.getByLabel("Dal giorno (escluso)"), "31/12/2022");
  await typeDate(panel.getByLabel("Al giorno (incluso)"), "31/12/2024");
  await expect(panel.getByTestId("result-interessi")).toHaveText(/^750,68\s€$/);
  await expect(panel.getByTestId("result-totale")).toHaveText(/^10\.750,68\s€$/);
  const breakdown = panel.getByRole("table", { name: "Dettaglio per periodo" });
  await expect(breakdown.getByRole("row")).toHaveCount(3);
  await expect(breakdown).toContainText("366");
  await expect(panel).toContainText("in vigore dal 01/01/2023, 5 % (D.M. 13 dicembre 2022");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calculators-01-legal-interest");

  // The prospetto, as a PDF a reader opens: the figures and the decrees behind them.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Scarica il prospetto (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^interessi-legali \d{4}-\d{2}-\d{2}\.pdf$/);
  const file = testInfo.outputPath("prospetto.pdf");
  await download.saveAs(file);
  // Lines wrap where the page ends them: compare the words, not the line breaks.
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
  for (const expected of [
    "Prospetto di calcolo",
    "750,68 €",
    "10.750,68 €",
    "D.M. 13 dicembre 2022",
    "anno di 365 giorni",
  ])
    expect(text, expected).toContain(expected);

  // The panel is in the URL: a reload brings it back.
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" })).toBeVisible();

  // An end before the start is said in words, beside nothing computed.
  const again = page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" });
  await again.getByRole("textbox", { name: "Capitale" }).fill("1000");
  await typeDate(again.getByLabel("Dal giorno (escluso)"), "31/12/2024");
  await typeDate(again.getByLabel("Al giorno (incluso)"), "01/01/2024");
  await expect(again.getByText("La data finale precede quella iniziale")).toBeVisible();
  await again.getByRole("textbox", { name: "Capitale" }).fill("dieci");
  await expect(again.getByText("Il campo Capitale non contiene un valore valido")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/calculator=/);
});

test("a labour consultant computes the TFR from a table of yearly pay, row by row", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  await page.goto("/customer/calculator/template/?q=fine rapporto");
  await page.getByRole("button", { name: "Calcola: Trattamento di fine rapporto (art. 2120 c.c.)" }).click();
  const panel = page.getByRole("dialog", { name: "Trattamento di fine rapporto (art. 2120 c.c.)" });
  const pay = [
    ["2023", "30.000"],
    ["2024", "31.000"],
    ["2025", "18.000"],
  ];
  for (const [index, [year, amount]] of pay.entries()) {
    if (index > 0) await panel.getByRole("button", { name: "Aggiungi una riga" }).click();
    await panel.getByRole("textbox", { name: `Anno, riga ${index + 1}` }).fill(year as string);
    await panel
      .getByRole("textbox", { name: `Retribuzione utile, riga ${index + 1}` })
      .fill(amount as string);
  }
  await typeDate(panel.getByLabel("Data di cessazione del rapporto"), "20/07/2025");
  // Worked by hand in the seed's tests: ISTAT's July 2025 coefficient, 17 % on the revaluation.
  await expect(panel.getByTestId("result-tfr_lordo")).toHaveText(/^5\.562,89\s€$/);
  await expect(panel.getByTestId("result-rivalutazione")).toHaveText(/^127,76\s€$/);
  await expect(panel.getByTestId("result-imposta_sostitutiva")).toHaveText(/^21,72\s€$/);
  // Year by year, as a payroll statement shows it.
  const years = panel.getByRole("table", { name: "Dettaglio del calcolo" });
  await expect(years.getByRole("row")).toHaveCount(4);
  await expect(years.getByRole("row").nth(3)).toContainText("1,873336 %");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calculators-07-tfr");
  // A gap between the years is named on the table.
  await panel.getByRole("textbox", { name: "Anno, riga 2" }).fill("2022");
  await expect(panel.getByText(/gli anni devono susseguirsi senza salti/)).toBeVisible();
});

test("lease deadlines: a 4+4 from 1 March 2025 expires on 28 February 2029", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer);
  await page.goto("/customer/calculator/template/?q=scadenze");
  await page.getByRole("button", { name: /^Calcola: Scadenze/ }).click();
  const panel = page.getByRole("dialog", { name: /Scadenze del contratto/ });
  await panel.getByRole("combobox", { name: "Tipo di contratto" }).click();
  await page.getByRole("option", { name: /Canone libero/ }).click();
  await typeDate(panel.getByLabel("Decorrenza"), "01/03/2025");
  await expect(panel.getByTestId("result-prima_scadenza")).toHaveText("28/02/2029");
  await expect(panel.getByTestId("result-termine_disdetta")).toHaveText("28/08/2028");
  await expect(panel.getByTestId("result-seconda_scadenza")).toHaveText("28/02/2033");
  await snapshot(page, "calculators-02-lease-deadlines");
});

test("free search lists the calculators after the templates and opens one", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer);
  await page.goto("/customer/agreement/template/?inputTextSearched=interessi");
  const found = page.getByRole("region", { name: "Calcolatori" });
  await expect(found.getByRole("link")).toHaveText([
    "Interessi legali (art. 1284 c.c.)",
    "Interessi moratori nelle transazioni commerciali (D.Lgs. 231/2002)",
    "Rivalutazione monetaria ISTAT e interessi legali su crediti",
  ]);
  await found.getByRole("link", { name: "Interessi legali (art. 1284 c.c.)" }).click();
  await expect(page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" })).toBeVisible();
});

test("a customer finds a calculator through the guided path", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer);
  await page.goto("/customer/calculator/template/");
  await page.getByText("Percorso guidato").click();
  await expect(page.getByRole("heading", { level: 2, name: "Che cosa devi calcolare?" })).toBeVisible();
  await page.getByRole("button", { name: "Interessi" }).click();
  await page.getByRole("button", { name: /^Interessi legali/ }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "I calcolatori adatti al tuo caso" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/view=guided&path=\d+%2C\d+/);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calculators-04-guided-path");
  // The path survives a reload; the calculator opens beside it.
  await page.reload();
  await page.getByRole("button", { name: "Calcola: Interessi legali (art. 1284 c.c.)" }).click();
  await expect(page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Indietro" }).click();
  await expect(
    page.getByRole("button", { name: "Interessi di mora (transazioni commerciali)" }),
  ).toBeVisible();
});

test("inside a lease, the tools tab runs the rent update and the deadlines and inserts them into the contract", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsCustomer(page, accounts.customer);
  const lease = await templateByTitle(page, FREE_LEASE);
  await page.goto(`/customer/agreement/${lease.id}/create/tools`);
  const tools = page.getByRole("tabpanel");
  await expect(tools.getByText("Aggiornamento ISTAT del canone di locazione")).toBeVisible();
  // The first calculator is open: the rent update.
  await tools.getByRole("textbox", { name: "Canone annuo in corso" }).fill("12000");
  await tools.getByLabel("Mese iniziale dell'indice").fill("2024-07");
  await tools.getByLabel("Mese finale dell'indice").fill("2025-07");
  await expect(tools.getByTestId("result-canone_aggiornato")).toHaveText(/^12\.135,00\s€$/);
  await tools.getByRole("button", { name: "Inserisci nel contratto" }).click();
  await expect(page.getByText("Inserito nel contratto: Canone annuo")).toBeVisible();

  await tools
    .getByRole("button", { name: "Scadenze del contratto di locazione (L. 431/1998 e L. 392/1978)" })
    .click();
  await tools.getByRole("combobox", { name: "Tipo di contratto" }).click();
  await page.getByRole("option", { name: /Canone libero/ }).click();
  await typeDate(tools.getByLabel("Decorrenza"), "01/03/2025");
  await expect(tools.getByTestId("result-prima_scadenza")).toHaveText("28/02/2029");
  await tools.getByRole("button", { name: "Inserisci nel contratto" }).last().click();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calculators-05-tools-tab");

  await page.getByRole("tab", { name: "Compilazione" }).click();
  const steps = page.getByRole("navigation", { name: "Passaggi della compilazione" }).getByRole("button");
  await steps.filter({ hasText: "Durata" }).first().click();
  await expect(page.locator("#field-data_scadenza")).toHaveValue("28/02/2029");
  await steps.filter({ hasText: "Canone" }).first().click();
  await expect(page.locator("#field-canone_annuo")).toHaveValue("12.135,00");

  // Saved, the contract keeps both calculations: opened again, each calculator shows its values.
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page).toHaveURL(/customize-agreement/);
  await page.reload();
  await page.getByRole("tab", { name: "Strumenti" }).click();
  const reopened = page.getByRole("tabpanel");
  await expect(reopened.getByText(/^Calcolo conservato nel contratto/)).toHaveCount(2);
  await expect(reopened.getByRole("textbox", { name: "Canone annuo in corso" })).toHaveValue("12000");
  await expect(reopened.getByTestId("result-canone_aggiornato")).toHaveText(/^12\.135,00\s€$/);

  // The download dialog offers the kept prospetti; the one ticked comes as a PDF a reader opens.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  await page.getByRole("button", { name: "Scarica", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Scarica il contratto" });
  await dialog.getByRole("radio", { name: /PDF/ }).check();
  await dialog.getByRole("checkbox", { name: /^Scadenze del contratto/ }).uncheck();
  await expect(dialog.getByRole("checkbox", { name: /^Aggiornamento ISTAT/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calculators-06-download-with-prospetto");
  const downloads: import("@playwright/test").Download[] = [];
  page.on("download", (download) => downloads.push(download));
  await dialog.getByRole("button", { name: "Scarica", exact: true }).click();
  await expect.poll(() => downloads.length).toBe(2);
  expect(downloads[1]?.suggestedFilename()).toMatch(/^aggiornamento-istat-canone \d{4}-\d{2}-\d{2}\.pdf$/);
  const file = testInfo.outputPath("prospetto-canone.pdf");
  await downloads[1]?.saveAs(file);
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
  for (const expected of ["Prospetto di calcolo", "Canone annuo aggiornato", "12.135,00 €"])
    expect(text, expected).toContain(expected);
});

test("legal interest over 36 years shows its result within a frame of each keystroke", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer);
  await page.goto("/customer/calculator/template/?q=interessi legali");
  await page.getByRole("button", { name: "Calcola: Interessi legali (art. 1284 c.c.)" }).click();
  const panel = page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" });
  await typeDate(panel.getByLabel("Dal giorno (escluso)"), "31/12/1989");
  await typeDate(panel.getByLabel("Al giorno (incluso)"), "31/12/2025");
  await panel.getByRole("textbox", { name: "Capitale" }).fill("999");
  await expect(panel.getByTestId("result-interessi")).toBeVisible();
  // Each keystroke a new principal, its interest in the page by the end of its frame: computed in
  // the browser on the series, no round trip. The time it takes is bench/keystroke-bench.ts's.
  const { shown } = await measureKeystrokes(page, {
    input: '[role="dialog"] input[inputmode="decimal"]',
    target: '[data-testid="result-interessi"]',
    typing: "replace",
    count: 30,
  });
  expect(shown).toHaveLength(30);
});

// Issue 44: on the English screen a comma separates thousands. «12500,50» (an Italian decimal
// comma, or a slip) is refused with the number it probably means, never read as 12,500.50 or
// 1,250,050; «12,500.50» and «12500.50» are the same amount.
test("in English a number with a decimal comma is refused with the point it means, never guessed", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  await page.goto("/customer/calculator/template/");
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await page.getByRole("button", { name: "Calculate: Interessi legali (art. 1284 c.c.)" }).click();
  const panel = page.getByRole("dialog", { name: "Interessi legali (art. 1284 c.c.)" });
  const principal = panel.getByRole("textbox", { name: "Principal" });
  await principal.fill("12500.50");
  await typeDate(panel.getByLabel("From (excluded)"), "31/12/2022");
  await typeDate(panel.getByLabel("To (included)"), "31/12/2024");
  const interest = panel.getByTestId("result-interessi");
  await expect(interest).toHaveText(/^€\s?938\.39$|^938\.39\s€$/);
  const computed = await interest.textContent();

  await principal.fill("12500,50");
  await expect(principal).toHaveAccessibleDescription(
    "In English a comma separates thousands: write decimals with a point, as in 12500.50",
  );
  await expect(interest).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calculators-08-english-decimal-comma");

  await principal.fill("12,500.50");
  await expect(interest).toHaveText(computed ?? "");
  await expect(principal).not.toHaveAttribute("aria-invalid", "true");
});
