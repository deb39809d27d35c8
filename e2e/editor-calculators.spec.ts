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

test("an editor builds a calculator with two inputs, evaluates the draft and publishes it", async ({
  page,
  consoleGuard,
  browser,
}) => {
  consoleGuard.allowRefusal(400, "/editor/template/evaluate/");
  // Two people at work, a dozen steps each, and a second version.
  test.setTimeout(150_000);
  const code = `contributo-${Date.now().toString(36)}`;
  await signInAsEditor(page);
  await page.goto("/editor/calculator/template/");
  await page.getByRole("link", { name: "Nuovo calcolatore" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuovo modello di calcolatore" })).toBeVisible();
  await page.getByRole("textbox", { name: "Titolo" }).fill("Contributo percentuale di prova");
  await page.getByRole("textbox", { name: "Codice" }).fill(code);

  const inputs = page.getByRole("region", { name: "Dati da inserire" });
  for (const [slug, label, type] of [
    ["base", "Imponibile", "Importo (€)"],
    ["aliquota", "Aliquota", "Percentuale"],
  ] as const) {
    await inputs.getByRole("button", { name: "Aggiungi dato" }).click();
    const form = inputs.getByRole("form", { name: "Dato da inserire" });
    await form.getByRole("textbox", { name: "Nome (slug)" }).fill(slug);
    await form.getByRole("textbox", { name: "Etichetta (italiano)" }).fill(label);
    await form.getByRole("combobox", { name: "Tipo" }).click();
    await page.getByRole("option", { name: type }).click();
    await form.getByRole("button", { name: "Applica" }).click();
    await expect(form).toBeHidden();
  }

  // A refusal in the editor's words, shown beside the input the step names (issue 31).
  const steps = page.getByRole("region", { name: "Passaggi intermedi" });
  await steps.getByRole("button", { name: "Aggiungi passaggio" }).click();
  const step = steps.getByRole("form", { name: "Passaggio intermedio" });
  await step.getByRole("textbox", { name: "Nome (slug)" }).fill("controllo");
  await step
    .getByRole("textbox", { name: "Formula" })
    .fill('valid_if(aliquota <= 100, "non può superare il 100%", "it cannot exceed 100%")');
  await step.getByRole("button", { name: "Applica" }).click();
  const checked = step.getByRole("combobox", { name: "Dato controllato" });
  await expect(checked).toHaveAccessibleDescription(/Un controllo con valid_if va in un passaggio/);
  await checked.click();
  await page.getByRole("option", { name: "Aliquota (aliquota)" }).click();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await step.getByRole("button", { name: "Applica" }).click();
  await expect(step).toBeHidden();
  await expect(steps.getByRole("cell", { name: "aliquota", exact: true })).toBeVisible();

  const outputs = page.getByRole("region", { name: "Risultati" });
  await outputs.getByRole("button", { name: "Aggiungi risultato" }).click();
  const output = outputs.getByRole("form", { name: "Risultato" });
  await output.getByRole("textbox", { name: "Nome (slug)" }).fill("contributo");
  await output.getByRole("textbox", { name: "Etichetta (italiano)" }).fill("Contributo dovuto");
  // The formula is checked as it is typed, as the server will check it.
  const formula = output.getByRole("textbox", { name: "Formula" });
  await formula.fill("round(base * aliq / 100, 2)");
  await expect(output.getByText("Nome sconosciuto: aliq")).toBeVisible();
  await formula.fill("round(base * aliquota / 100, 2)");
  await expect(output.getByText("Formula corretta")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await output.getByRole("button", { name: "Applica" }).click();

  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/template\/\d+\/edit$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Contributo percentuale di prova" }),
  ).toBeVisible();
  await snapshot(page, "editor-calculators-01-authoring");

  // The draft runs in the evaluate dialog over the edit screen.
  await page.getByRole("link", { name: "Prova", exact: true }).click();
  await expect(page).toHaveURL(/\/edit\/evaluate$/);
  const trial = page.getByRole("dialog", { name: "Prova: Contributo percentuale di prova" });
  // Nothing typed yet: nothing is missing but the hint says what to do (issue 31).
  await expect(trial.getByText("Compila i campi obbligatori per vedere il risultato.")).toBeVisible();
  await expect(trial.getByText(/obbligatorio/)).toHaveCount(0);
  await expect(trial.getByRole("textbox", { name: "Imponibile" })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  // The editors try what the server answers, through their own evaluate call (spec §7).
  const evaluated = page.waitForRequest(
    (request) =>
      request.method() === "PUT" &&
      /\/api\/calculator\/editor\/template\/evaluate\/\d+\/$/.test(request.url()),
  );
  await trial.getByRole("textbox", { name: "Imponibile" }).fill("12.345,67");
  await trial.getByRole("textbox", { name: "Aliquota" }).fill("150");
  await evaluated;
  await expect(trial.getByRole("textbox", { name: "Aliquota" })).toHaveAccessibleDescription(
    /^Aliquota: non può superare il 100%$/,
  );
  await trial.getByRole("textbox", { name: "Aliquota" }).fill("4");
  await expect(trial.getByTestId("result-contributo")).toHaveText(/^493,83\s€$/);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-calculators-02-evaluate");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/edit$/);

  // Customers do not see drafts; once published they do.
  const customer = await browser.newPage();
  await signInAsCustomer(customer);
  await customer.goto("/customer/calculator/template/?q=contributo");
  await expect(customer.getByText("Nessun calcolatore corrisponde")).toBeVisible();

  // The prospetto's own text, citing a result as a chip the prospetto prints with its value.
  const prospetto = page.getByTestId("prospetto-it");
  await prospetto.getByRole("textbox", { name: "Italiano" }).click();
  await page.keyboard.type("Contributo dovuto sull'imponibile: ");
  await page.getByRole("combobox", { name: "Inserisci un campo" }).click();
  await page.getByRole("option", { name: "Contributo dovuto (contributo)" }).click();
  await expect(prospetto.locator('[data-field="contributo"]')).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-calculators-03-prospetto-text");

  await page.getByRole("combobox", { name: "Stato" }).click();
  await page.getByRole("option", { name: "Pubblicato" }).click();
  await page.getByRole("button", { name: "Salva" }).click();
  // The first save's notice may still be on screen: the newest is the last.
  await expect(page.getByText("Calcolatore «Contributo percentuale di prova» salvato").last()).toBeVisible();

  await customer.reload();
  await customer.getByRole("button", { name: "Calcola: Contributo percentuale di prova" }).click();
  const panel = customer.getByRole("dialog", { name: "Contributo percentuale di prova" });
  await panel.getByRole("textbox", { name: "Imponibile" }).fill("1000");
  await panel.getByRole("textbox", { name: "Aliquota" }).fill("4");
  await expect(panel.getByTestId("result-contributo")).toHaveText(/^40,00\s€$/);
  await expect(page.getByText(/^Versione 1 pubblicata il /)).toBeVisible();

  // The next version is written and saved while customers keep running the published one.
  const outputsAgain = page.getByRole("region", { name: "Risultati" });
  await outputsAgain
    .getByRole("button", { name: /^Modifica/ })
    .first()
    .click();
  await outputsAgain.getByRole("textbox", { name: "Formula" }).fill("round(base * aliquota / 100, 2) + 1");
  await outputsAgain.getByRole("button", { name: "Applica" }).click();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Modifiche non ancora pubblicate")).toBeVisible();
  // The list afresh (the open calculator's panel is in the address).
  await customer.goto("/customer/calculator/template/?q=contributo");
  await customer.getByRole("button", { name: "Calcola: Contributo percentuale di prova" }).click();
  await customer.getByRole("textbox", { name: "Imponibile" }).fill("1000");
  await customer.getByRole("textbox", { name: "Aliquota" }).fill("4");
  await expect(customer.getByTestId("result-contributo")).toHaveText(/^40,00\s€$/);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pubblica le modifiche" }).click();
  await expect(page.getByText(/^Versione 2 pubblicata il /)).toBeVisible();
  await expect(page.getByText("Modifiche non ancora pubblicate")).toHaveCount(0);
  await snapshot(page, "editor-calculators-04-versions");
  // The list afresh (the open calculator's panel is in the address).
  await customer.goto("/customer/calculator/template/?q=contributo");
  await customer.getByRole("button", { name: "Calcola: Contributo percentuale di prova" }).click();
  await customer.getByRole("textbox", { name: "Imponibile" }).fill("1000");
  await customer.getByRole("textbox", { name: "Aliquota" }).fill("4");
  await expect(customer.getByTestId("result-contributo")).toHaveText(/^41,00\s€$/);
  await customer.close();

  // Saved with the calculator: the chip is there after a reload, and nothing is left unsaved.
  await page.reload();
  await expect(page.getByTestId("prospetto-it").locator('[data-field="contributo"]')).toBeVisible();
  await expect(page.getByText("Modifiche non salvate")).toHaveCount(0);
});
