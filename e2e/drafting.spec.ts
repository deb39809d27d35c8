import {
  agreementCard,
  clearCustomerData,
  closeNotifications,
  completeRequiredFields,
  contractEditor,
  DESKTOP,
  insertField,
  LEASE,
  snapshotBothWidths,
  templateByTitle,
  VALID_FISCAL_CODE,
  WRONG_CHECK_FISCAL_CODE,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, expectNoSeriousA11yViolations, signInAsCustomer, snapshot } from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

// Whole journeys, each with dozens of steps and full-page pictures at two widths.
test.describe.configure({ timeout: 120_000 });

test("a customer drafts a contract: compile with live checks and preview, save, complete, customise, duplicate, delete", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);

  // Opening a template from the catalogue lands on its commentary.
  await page
    .getByRole("region", { name: "Trova il contratto" })
    .getByRole("link", { name: "Contratti civili e commerciali" })
    .click();
  await page.getByRole("link", { name: LEASE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create$`));
  await expect(page.getByRole("tab", { name: "Disciplina" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Fonti" })).toBeVisible();
  await snapshotBothWidths(page, "01-discipline");

  // Compile: the preview follows the typing, a wrong check character is caught, then fixed.
  await page.getByRole("button", { name: "Inizia la compilazione" }).click();
  await expect(page.getByRole("tab", { name: "Compilazione" })).toHaveAttribute("aria-selected", "true");
  const progress = page.getByTestId("required-progress");
  await expect(progress).toHaveText(/^0 di \d+ campi obbligatori$/);
  const preview = page.getByTestId("live-preview");
  await expect(preview.locator('mark.field-empty[data-field="locatore_nome"]')).toHaveText("__________");
  await page.locator("#field-locatore_nome").pressSequentially("Mario Rossi");
  await expect(preview.locator('[data-field="locatore_nome"]').first()).toHaveText("Mario Rossi");
  await expect(preview.locator('span.field[data-field="locatore_nome"]')).toHaveCount(1);
  await expect(progress).toHaveText(/^1 di \d+ campi obbligatori$/);

  const fiscalCode = page.locator("#field-locatore_codice_fiscale");
  await fiscalCode.fill(WRONG_CHECK_FISCAL_CODE);
  await fiscalCode.blur();
  await expect(
    page.getByText("Il campo Codice fiscale del locatore non è un codice fiscale valido"),
  ).toBeVisible();
  await snapshotBothWidths(page, "02-compile-error");
  await fiscalCode.fill(VALID_FISCAL_CODE);
  await expect(
    page.getByText("Il campo Codice fiscale del locatore non è un codice fiscale valido"),
  ).toBeHidden();
  await expect(preview.locator('[data-field="locatore_codice_fiscale"]').first()).toHaveText(
    VALID_FISCAL_CODE,
  );

  // Save while incomplete: the URL becomes the agreement's, the dot is red.
  await page.getByLabel("Titolo del contratto").fill("Locazione via Roma 1");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit\/customize-agreement\?tab=compile$/);
  const agreementId = Number(/agreement\/(\d+)\/edit/.exec(page.url())?.[1]);
  await expect(page.getByTestId("validity-text")).toHaveText("Incompleto");
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Mario Rossi");

  await page.goto("/customer/agreement/list");
  const card = agreementCard(page, "Locazione via Roma 1");
  await expect(card.getByRole("img", { name: "Contratto incompleto" })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Anteprima di stampa/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await card.getByRole("button", { name: /^Anteprima di stampa/ }).hover();
  await expect(
    page.getByRole("tooltip", { name: "Completa il contratto per abilitare la stampa" }),
  ).toBeVisible();

  // Complete every required field: the contract turns valid, the dot green.
  await card.getByRole("link", { name: "Modifica" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/customer/agreement/${agreementId}/edit/customize-agreement\\?tab=compile$`),
  );
  // What was saved is back in the form.
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Mario Rossi");
  await completeRequiredFields(page, lease);
  await expect(progress).toHaveText(/^(\d+) di \1 campi obbligatori$/);
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");
  await snapshotBothWidths(page, "03-compile-complete");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente").first()).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");
  await page.getByRole("button", { name: "Segna come pronto" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Pronto");
  // The spec's two later statuses, from the menu; Set Draft brings any of them back.
  await page.getByRole("button", { name: "Altri stati" }).click();
  await page.getByRole("menuitem", { name: /Segna come completato/ }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Completato");
  await page.getByRole("button", { name: "Riporta in bozza" }).click();
  await expect(page.getByTestId("status-badge")).toHaveText("Bozza");

  // Customise: the whole contract in the rich-text editor, its fields live chips.
  await page.getByRole("tab", { name: "Personalizzazione" }).click();
  const contract = contractEditor(page);
  await expect(contract.locator('[data-field="locatore_nome"]').first()).toHaveText("Mario Rossi");
  // An optional field left empty shows its name, marked.
  await expect(contract.locator('[data-field="locatore_pec"]').first()).toHaveAttribute("data-empty", "true");
  await expect(contract.locator('[data-field="locatore_pec"]').first()).toHaveText("PEC del locatore");
  // The closing formula rewritten, with a word in bold, then a new paragraph citing a field.
  // The caret must stand in the clause before the first key: select its final full stop, and
  // check it is selected, so a click the editor has not yet turned into a caret cannot lose a key.
  await expect(async () => {
    await contract.getByText("Letto, approvato e sottoscritto.").click();
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+ArrowLeft");
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(".");
  }).toPass({ timeout: 10_000 });
  await page.keyboard.type(" dalle ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("Parti");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" in due originali.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Canone annuo convenuto: € ");
  await insertField(page, "Canone annuo");
  await expect(contract.locator('[data-field="canone_annuo"]').last()).toHaveText("1.200,50");
  await expect(page.getByText("Il testo è stato personalizzato rispetto al modello.")).toBeVisible();
  await expect(page.getByTestId("save-state")).toHaveText("Modifiche non salvate");
  await snapshotBothWidths(page, "04-customise-editing");
  // Ctrl+S saves from inside the editor too, the last keystrokes included.
  await contract.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Fine.");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");

  // The preview is what prints: the customised clause, values formatted, no field markers.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  const printed = page.getByTestId("print-preview");
  await expect(printed).toContainText("Letto, approvato e sottoscritto dalle Parti in due originali.");
  await expect(printed.locator("strong", { hasText: "Parti" })).toBeVisible();
  await expect(printed).toContainText("Canone annuo convenuto: € 1.200,50");
  await expect(printed).toContainText("Fine.");
  await expect(printed).toContainText("€ 1.200,50");
  await expect(printed.locator("mark")).toHaveCount(0);
  await snapshotBothWidths(page, "05-preview");
  await page.reload();
  await expect(page.getByTestId("print-preview")).toContainText("dalle Parti in due originali.");

  // The list: green dot now; duplicate to the copy's customise page; delete the copy.
  await page.goto("/customer/agreement/list");
  await expect(card.getByRole("img", { name: "Contratto completo" })).toBeVisible();
  await snapshotBothWidths(page, "06-list");
  await card.getByRole("button", { name: "Duplica" }).click();
  const duplicate = page.getByRole("dialog", { name: "Duplica il contratto" });
  const copyTitle = duplicate.getByLabel("Titolo della copia");
  await expect(copyTitle).toHaveValue("Copia di Locazione via Roma 1");
  await copyTitle.fill("");
  await duplicate.getByRole("button", { name: "Duplica" }).click();
  await expect(duplicate.getByText("Il titolo è obbligatorio")).toBeVisible();
  await copyTitle.fill("Locazione via Roma 1 - copia");
  await duplicate.getByRole("button", { name: "Duplica" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit\/customize-agreement$/);
  expect(page.url()).not.toContain(`/agreement/${agreementId}/`);
  await expect(page.getByRole("tab", { name: "Personalizzazione" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 1, name: "Locazione via Roma 1 - copia" })).toBeVisible();

  await page.goto("/customer/agreement/list");
  await expect(page.getByTestId("agreement-count")).toHaveText("2 contratti");
  await agreementCard(page, "Locazione via Roma 1 - copia").getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Attenzione" });
  await expect(confirm).toContainText("Sei sicuro di voler eliminare il contratto?");
  await snapshot(page, "agreements-07-delete-confirm-1280");
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Dati eliminati correttamente")).toBeVisible();
  await expect(page.getByTestId("agreement-count")).toHaveText("1 contratto");
  await expect(agreementCard(page, "Locazione via Roma 1 - copia")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("leaving with unsaved changes asks first; a failed save keeps what was typed", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/agreement/create/");
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);
  await page.goto(`/customer/agreement/${lease.id}/create`);
  await page.getByRole("tab", { name: "Compilazione" }).click();
  await page.locator("#field-locatore_nome").fill("Anna Verdi");
  await page.getByRole("link", { name: "La mia area" }).click();
  const guard = page.getByRole("dialog", { name: "Ci sono modifiche non salvate" });
  await expect(guard).toBeVisible();
  await snapshot(page, "agreements-11-unsaved-guard-1280");
  await guard.getByRole("button", { name: "Resta nella pagina" }).click();
  await expect(guard).toBeHidden();
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Anna Verdi");

  // An empty title is refused before asking the server; the values stay.
  await page.getByLabel("Titolo del contratto").fill("");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Il titolo è obbligatorio")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create\\?tab=compile$`));
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Anna Verdi");
  await expect(page.getByText("Il campo Codice fiscale del locatore è obbligatorio")).toBeVisible();

  // The server refuses a value: its message shows beside the field, on the field's step, in the
  // 'Operation failed' notice too; what was typed is still there.
  await page.getByLabel("Titolo del contratto").fill("Locazione Verdi");
  await page.getByRole("button", { name: /^2\. Conduttore/ }).click();
  await page.route("**/api/agreement/customer/agreement/create/", (route) =>
    route.fulfill({
      status: 400,
      json: { status_code: 400, "values.locatore_nome": ["Il nome indicato non è accettato"] },
    }),
  );
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Locatore" })).toBeVisible();
  await expect(page.locator("#field-locatore_nome-error")).toHaveText("Il nome indicato non è accettato");
  await expect(page.getByText("Operazione non riuscita")).toBeVisible();
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Anna Verdi");
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create\\?tab=compile$`));
  await snapshotBothWidths(page, "12-server-error");
  await page.unroute("**/api/agreement/customer/agreement/create/");

  // The shell's sticky notices are checked by their own suite; close them before scanning the form.
  await closeNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "La mia area" }).click();
  await guard.getByRole("button", { name: "Esci senza salvare" }).click();
  await expect(page).toHaveURL(/\/customer$/);
});
