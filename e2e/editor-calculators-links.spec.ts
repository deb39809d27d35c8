import { expect, test } from "./console-guard";
import {
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

// Calculators as the rest of the product reaches them: the FOI index, the guided path, favourites, template fields.
test("an editor adds next month's FOI index, and a customer's rent update computes with it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await browser.newPage();
  await customer.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(customer);
  await customer.goto("/customer/calculator/template/?q=ISTAT");
  await customer
    .getByRole("button", { name: "Calcola: Aggiornamento ISTAT del canone di locazione" })
    .click();
  const panel = customer.getByRole("dialog", { name: "Aggiornamento ISTAT del canone di locazione" });
  await panel.getByRole("textbox", { name: "Canone annuo in corso" }).fill("12000");
  await panel.getByLabel("Mese iniziale dell'indice").fill("2025-09");
  await panel.getByLabel("Mese finale dell'indice").fill("2026-09");
  // ISTAT has not published September 2026 in the seed: refused, never guessed.
  await expect(panel.getByText(/La serie foi-2025 non ha un valore in vigore/)).toBeVisible();

  await signInAsEditor(page);
  await page.goto("/editor/calculator/constant/");
  await page.getByRole("link", { name: "Indice ISTAT FOI senza tabacchi (base 2025=100)" }).click();
  const values = page.getByRole("region", { name: "Valori della serie" });
  await expect(values.getByRole("heading", { level: 2 })).toHaveText("8 valori");
  await values.getByRole("button", { name: "Aggiungi valore" }).click();
  await values.getByRole("textbox", { name: "In vigore dal, riga 9" }).fill("2026-09");
  await values.getByRole("textbox", { name: "Valore, riga 9" }).fill("103.9");
  await values.getByRole("textbox", { name: "Atto / fonte, riga 9" }).fill("ISTAT, prova e2e");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(
    page.getByText("Serie «Indice ISTAT FOI senza tabacchi (base 2025=100)» salvata: 9 valori"),
  ).toBeVisible();

  // September 2025 121.7 (base 2015) → September 2026 103.9 × 1.214 = 126.1346: +3.6 %;
  // 75 % of it on 12,000 = 324.00.
  await customer.reload();
  const again = customer.getByRole("dialog", { name: "Aggiornamento ISTAT del canone di locazione" });
  await again.getByRole("textbox", { name: "Canone annuo in corso" }).fill("12000");
  await again.getByLabel("Mese iniziale dell'indice").fill("2025-09");
  await again.getByLabel("Mese finale dell'indice").fill("2026-09");
  await expect(again.getByTestId("result-variazione_percentuale")).toHaveText(/^3,6\s?%$/);
  await expect(again.getByTestId("result-aumento")).toHaveText(/^324,00\s€$/);
  await expect(again.getByTestId("result-canone_aggiornato")).toHaveText(/^12\.324,00\s€$/);
  await expect(again).toContainText("ISTAT, prova e2e");
  await snapshot(customer, "calculators-03-istat-rent-update");
  await customer.close();
});

test("an editor adds a step to the calculators' guided path that leads to a calculator", async ({ page }) => {
  await signInAsEditor(page);
  await page.getByRole("link", { name: "Percorsi guidati dei calcolatori" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/wizard\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Percorsi guidati dei calcolatori" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Aggiungi un elemento in «Locazioni»" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/wizard\/create\/\d+\/child$/);
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill("Aggiornamento del canone");
  const calculators = page.getByRole("combobox", { name: "Calcolatori a cui porta questo passo" });
  await calculators.click();
  await page.getByRole("option", { name: /^Aggiornamento ISTAT del canone di locazione/ }).click();
  await calculators.press("Escape");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/wizard\/$/);
  await expect(page.getByRole("list", { name: "Elementi di «Locazioni»" })).toContainText(
    "Aggiornamento del canone",
  );
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-calculators-04-wizard");
});

test("a customer stars a calculator and finds it among the favourites", async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto("/customer/calculator/template/?q=scadenze");
  await page
    .getByRole("button", { name: /^Aggiungi il calcolatore ai preferiti: Scadenze del contratto/ })
    .click();
  await expect(
    page.getByRole("button", { name: /^Togli il calcolatore dai preferiti: Scadenze del contratto/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/customer/agreement/favourite/");
  const item = page.getByRole("link", {
    name: "Scadenze del contratto di locazione (L. 431/1998 e L. 392/1978)",
  });
  await item.click();
  await expect(page.getByRole("dialog", { name: /Scadenze del contratto/ })).toBeVisible();
});

test("an editor maps a calculator's result to a template field, and it is kept", async ({ page }) => {
  await signInAsEditor(page);
  await page.goto("/editor/agreement/template/?title=canone%20libero&status=public");
  await page
    .getByRole("link", { name: "Contratto di locazione ad uso abitativo a canone libero (4+4)" })
    .click();
  await page.getByRole("tab", { name: "Dati" }).click();
  const mappings = page.getByRole("region", { name: "Risultati dei calcolatori nel contratto" });
  await expect(mappings.getByRole("combobox", { name: "Risultato «Prima scadenza»" })).toHaveValue(
    "Data di prima scadenza (data_scadenza)",
  );
  const notice = mappings.getByRole("combobox", {
    name: "Risultato «Ultimo giorno per la disdetta»",
  });
  await notice.click();
  await page.getByRole("option", { name: "Data di sottoscrizione (data_sottoscrizione)" }).click();
  await expect(
    page.getByText(
      "Collegamento con «Scadenze del contratto di locazione (L. 431/1998 e L. 392/1978)» aggiornato",
    ),
  ).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Dati" }).click();
  await expect(notice).toHaveValue("Data di sottoscrizione (data_sottoscrizione)");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  // Back as it was, for the journeys that follow.
  await notice.click();
  await page.getByRole("option", { name: "Nessun campo" }).click();
  await expect(notice).toHaveValue("Nessun campo");
});
