import { expect, test } from "./console-guard";
import { expectNoSeriousA11yViolations, settled, signInAsEditor, snapshot, tokenCookie } from "./support";

// The series the calculators read (interest rates, indices): written, pasted, corrected, deleted.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("an editor creates a series from rows pasted from a spreadsheet, and bad cells are named", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/constant/partial-update/");
  consoleGuard.allowRefusal(409, "/constant/destroy/");
  const slug = `prova-${Date.now().toString(36)}`;
  await signInAsEditor(page);
  await page.goto("/editor/calculator/template/");
  await page.getByRole("link", { name: "Costanti e serie ufficiali" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Costanti dei calcolatori" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Tasso degli interessi legali (art. 1284 c.c.)" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Nuova serie" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill("Indice di prova");
  await page.getByRole("textbox", { name: "Nome (slug)" }).fill(slug);
  const values = page.getByRole("region", { name: "Valori della serie" });
  await values.getByRole("button", { name: "Incolla da foglio di calcolo" }).click();
  const paste = page.getByRole("dialog", { name: "Incolla valori da un foglio di calcolo" });
  await paste
    .getByRole("textbox", { name: "Righe copiate" })
    .fill("Mese\tIndice\tFonte\n09/2026\t101,2\tISTAT\n10/2026\t101,3\tISTAT");
  await expect(paste.getByText("2 righe riconosciute")).toBeVisible();
  await paste.getByRole("button", { name: "Aggiungi 2 righe" }).click();
  await expect(values.getByRole("heading", { level: 2 })).toHaveText("2 valori");
  // Newest first.
  await expect(values.getByRole("textbox", { name: "In vigore dal, riga 2" })).toHaveValue("10/2026");
  await expect(values.getByRole("textbox", { name: "Valore, riga 2" })).toHaveValue("101,3");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-calculators-03-constants");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/constant\/\d+\/edit$/);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "In vigore dal, riga 1" })).toHaveValue("09/2026");

  // A bad value is named beside its cell, and the series stays as saved.
  await page.getByRole("textbox", { name: "Valore, riga 1" }).fill("uno");
  await expect(page.getByText("Un valore contiene errori")).toBeVisible();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Un numero con la virgola decimale, es. 1,25")).toBeVisible();
  await page.goto("/editor/calculator/constant/");
  await expect(page.getByRole("row").filter({ hasText: slug })).toContainText("101,3 dal 10/2026");

  // A series the calculators read cannot be deleted: the refusal names them.
  await page.getByRole("link", { name: "Tasso degli interessi legali (art. 1284 c.c.)" }).click();
  await page.getByRole("button", { name: "Elimina" }).click();
  const refusal = page.getByRole("dialog", { name: "Eliminare la serie?" });
  await refusal.getByRole("button", { name: "Elimina" }).click();
  await expect(refusal.getByText(/non può essere eliminata: la usano .*Interessi legali/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await refusal.getByRole("button", { name: "Chiudi" }).last().click();
  // One no formula reads is deleted, and the list no longer shows it.
  await page.goto("/editor/calculator/constant/");
  await page.getByRole("link", { name: "Indice di prova" }).click();
  await page.getByRole("button", { name: "Elimina" }).click();
  await page
    .getByRole("dialog", { name: "Eliminare la serie?" })
    .getByRole("button", { name: "Elimina" })
    .click();
  await expect(page).toHaveURL(/\/editor\/calculator\/constant\/$/);
  await expect(page.getByText("Serie «Indice di prova» eliminata")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: slug })).toHaveCount(0);
});

// Issue 44: the list says «1,6 dal 01/01/2026»: the form takes the value and the day so too, and
// in English with the decimal point, a comma refused rather than read as thousands.
test("an editor types a series' values as the list writes them, in Italian and in English", async ({
  page,
}) => {
  const slug = `tasso-${Date.now().toString(36)}`;
  await signInAsEditor(page);
  await page.goto("/editor/calculator/constant/create");
  await page.getByRole("textbox", { name: "Titolo" }).fill("Tasso di prova");
  await page.getByRole("textbox", { name: "Nome (slug)" }).fill(slug);
  const values = page.getByRole("region", { name: "Valori della serie" });
  await values.getByRole("button", { name: "Aggiungi valore" }).click();
  const from = values.getByRole("textbox", { name: "In vigore dal, riga 1" });
  await expect(from).toHaveAttribute("placeholder", "gg/mm/aaaa");
  await from.fill("01/01/2026");
  await values.getByRole("textbox", { name: "Valore, riga 1" }).fill("1,6");
  await values.getByRole("textbox", { name: "Atto / fonte, riga 1" }).fill("D.M. 10 dicembre 2025");
  await expect(page.getByText("Un valore contiene errori")).toHaveCount(0);
  // The pointer off «Aggiungi valore»: its hover colour is the theme's, judged elsewhere.
  await page.mouse.move(0, 0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-calculators-05-constant-italian");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/constant\/\d+\/edit$/);
  const id = /constant\/(\d+)\/edit/.exec(page.url())?.[1];
  const auth = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const saved = await (
    await page.request.get(`/api/calculator/editor/constant/retrieve/${id}/`, { headers: auth })
  ).json();
  expect(saved.values).toEqual([{ valid_from: "2026-01-01", value: "1.6", note: "D.M. 10 dicembre 2025" }]);
  await page.reload();
  await expect(values.getByRole("textbox", { name: "In vigore dal, riga 1" })).toHaveValue("01/01/2026");
  await expect(values.getByRole("textbox", { name: "Valore, riga 1" })).toHaveValue("1,6");
  await page.goto("/editor/calculator/constant/");
  await expect(page.getByRole("row").filter({ hasText: slug })).toContainText("1,6 dal 01/01/2026");

  // In English: the decimal point; a comma is refused, never read as thousands.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("row").filter({ hasText: slug })).toContainText("1.6 from 01/01/2026");
  await page.getByRole("link", { name: "Tasso di prova" }).click();
  const valuesEn = page.getByRole("region", { name: "Values of the series" });
  const value = valuesEn.getByRole("textbox", { name: "Value, row 1" });
  await expect(value).toHaveValue("1.6");
  await expect(valuesEn.getByRole("textbox", { name: "In force from, row 1" })).toHaveValue("01/01/2026");
  await value.fill("1,75");
  await expect(
    valuesEn.getByText("A number with a decimal point, e.g. 1.25 (a comma separates thousands)"),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-calculators-06-constant-english-comma");
  await value.fill("1.75");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Series “Tasso di prova” saved/)).toBeVisible();
  const kept = await (
    await page.request.get(`/api/calculator/editor/constant/retrieve/${id}/`, { headers: auth })
  ).json();
  expect(kept.values[0]).toMatchObject({ valid_from: "2026-01-01", value: "1.75" });
  await page.request.delete(`/api/calculator/editor/constant/destroy/${id}/`, { headers: auth });
});
