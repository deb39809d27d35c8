import type { ListResponse, TemplateDetail, TemplateField, TemplateListItem } from "@app/contracts";
import { expect, type Page, test } from "@playwright/test";
import { accounts, expectNoSeriousA11yViolations, signInAsCustomer, snapshot, tokenCookie } from "./support";

const LEASE = "Contratto di locazione ad uso abitativo a canone libero (4+4)";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const VALID_FISCAL_CODE = "RSSMRA80A01H501U";
const WRONG_CHECK_FISCAL_CODE = "RSSMRA80A01H501X";
const VALID_VAT = "01234567897";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

// Whole journeys, each with dozens of steps and full-page pictures at two widths.
test.describe.configure({ timeout: 120_000 });

/** Full-page pictures at desktop and phone widths, for visual review. */
async function snapshotBothWidths(page: Page, name: string): Promise<void> {
  await snapshot(page, `agreements-${name}-1280`);
  await page.setViewportSize(PHONE);
  await snapshot(page, `agreements-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Calls the API as the signed-in customer (to learn ids and fields the screens show). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await tokenCookie(page))?.value;
  const response = await page.request.get(path, { headers: { Authorization: `JWT ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

async function templateByTitle(page: Page, title: string): Promise<TemplateDetail> {
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const item = list.results.find((t) => t.title === title);
  if (!item) throw new Error(`no template ${title}`);
  return apiGet<TemplateDetail>(page, `/api/agreement/customer/template/retrieve/${item.id}/`);
}

/** A value every validator of the field accepts. */
function validValue(field: TemplateField): string {
  switch (field.type) {
    case "fiscal_code":
      return VALID_FISCAL_CODE;
    case "vat_code":
      return VALID_VAT;
    case "email":
      return "studio@example.it";
    case "phone":
      return "+39 051 1234567";
    case "date":
      return "2026-03-01";
    case "currency":
      return "1200,50";
    case "number":
      return "5";
    case "percentage":
      return "75";
    default: {
      const max = field.validators.find((v) => v.name === "maxLength")?.value ?? 200;
      return "Valore di prova".slice(0, max);
    }
  }
}

async function fillField(page: Page, field: TemplateField): Promise<void> {
  const input = page.locator(`#field-${field.slug}`);
  if (field.type === "select") {
    await input.click();
    await page.getByRole("option", { name: field.attributes.options?.[0]?.label ?? "", exact: true }).click();
  } else if (field.type === "boolean") {
    await page.locator(`[data-field-input="${field.slug}"]`).getByRole("radio", { name: "Sì" }).check();
  } else {
    await input.fill(validValue(field));
  }
}

/** Walks every step of the compile tab and fills in each required field that is still empty. */
async function completeRequiredFields(page: Page, template: TemplateDetail): Promise<void> {
  const steps = page.getByRole("navigation", { name: "Passaggi della compilazione" }).getByRole("button");
  await expect(steps.first()).toBeVisible();
  const count = await steps.count();
  for (let step = 0; step < count; step++) {
    await steps.nth(step).click();
    for (const field of template.fields) {
      if (!field.visible || field.disable || !field.required) continue;
      const input = page.locator(`#field-${field.slug}`);
      if ((await input.count()) === 0 || !(await input.isVisible())) continue;
      if (field.type !== "select" && field.type !== "boolean" && (await input.inputValue()) !== "") continue;
      if (field.type === "select" && (await input.inputValue()) !== "") continue;
      await fillField(page, field);
    }
  }
}

/** Dismisses the notices on screen (error notices never close by themselves, spec §9). */
async function closeNotifications(page: Page): Promise<void> {
  const notices = page.locator(".mantine-Notification-root");
  // A notice still sliding in may ignore the click: try again until none is left.
  await expect(async () => {
    for (const button of await page.locator(".mantine-Notification-closeButton").all()) {
      await button.click({ force: true, timeout: 1000 }).catch(() => undefined);
    }
    await expect(notices).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

const agreementCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

test("a customer drafts a contract: compile with live checks and preview, save, complete, customise, duplicate, delete", async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await signInAsCustomer(page, accounts.customer2);
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

  // Customise a clause: the closing formula, rewritten in its text box.
  await page.getByRole("tab", { name: "Personalizzazione" }).click();
  await page
    .getByRole("button", { name: /^Modifica questo paragrafo: Letto, approvato e sottoscritto\./ })
    .click();
  const editor = page.getByLabel("Testo del paragrafo");
  await expect(editor).toHaveValue("Letto, approvato e sottoscritto.");
  await editor.fill("Letto, approvato e sottoscritto dalle **Parti** in due originali.");
  await snapshotBothWidths(page, "04-customise-editing");
  await page.getByRole("button", { name: "Applica" }).click();
  await expect(page.getByText("Il testo è stato personalizzato rispetto al modello.")).toBeVisible();
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Tutte le modifiche sono salvate");

  // The preview is what prints: the customised clause, values formatted, no field markers.
  await page.getByRole("tab", { name: "Anteprima" }).click();
  const printed = page.getByTestId("print-preview");
  await expect(printed).toContainText("Letto, approvato e sottoscritto dalle Parti in due originali.");
  await expect(printed.locator("strong", { hasText: "Parti" })).toBeVisible();
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

/** Creates agreements straight through the API (the list tests need more than one page). */
async function createAgreements(
  page: Page,
  templateId: number,
  titles: string[],
  values = {},
): Promise<void> {
  const token = (await tokenCookie(page))?.value;
  for (const title of titles) {
    const response = await page.request.post("/api/agreement/customer/agreement/create/", {
      headers: { Authorization: `JWT ${token}` },
      data: { title, template: templateId, values },
    });
    expect(response.status()).toBe(201);
  }
}

test("the dashboard boxes start empty, then show the latest agreements and the favourites", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  const agreementsBox = page.getByRole("region", { name: "I miei contratti" });
  const favouritesBox = page.getByRole("region", { name: "I miei preferiti" });
  await expect(agreementsBox).toContainText("Nessun contratto");
  await expect(favouritesBox).toContainText("Nessun preferito");
  await snapshotBothWidths(page, "08-dashboard-empty");
  await agreementsBox.getByRole("link", { name: "Sfoglia i modelli" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/template\/$/);

  // Five agreements: the box lists the four changed last, newest first.
  const lease = await templateByTitle(page, LEASE);
  await createAgreements(page, lease.id, ["Primo", "Secondo", "Terzo", "Quarto", "Quinto"]);
  await page.goto("/customer");
  await expect(agreementsBox.getByRole("listitem")).toHaveCount(4);
  await expect(agreementsBox.getByRole("link", { name: /^(Primo|Secondo|Terzo|Quarto|Quinto)$/ })).toHaveText(
    ["Quinto", "Quarto", "Terzo", "Secondo"],
  );
  await expect(agreementsBox.getByRole("img", { name: "Contratto incompleto" })).toHaveCount(4);

  // A star on the create screen adds the template to the favourites, and takes it out again.
  await page.goto(`/customer/agreement/${lease.id}/create`);
  const star = page.getByRole("button", { name: "Aggiungi il modello ai preferiti" });
  await star.click();
  await expect(page.getByRole("button", { name: "Togli il modello dai preferiti" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/customer");
  await expect(favouritesBox.getByRole("link", { name: LEASE })).toBeVisible();
  await snapshotBothWidths(page, "09-dashboard-filled");
  await favouritesBox.getByRole("link", { name: LEASE }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create$`));
  await page.getByRole("button", { name: "Togli il modello dai preferiti" }).click();
  await expect(page.getByRole("button", { name: "Aggiungi il modello ai preferiti" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.goto("/customer");
  await expect(favouritesBox).toContainText("Nessun preferito");
});

test("the favourites screen pages by six, removes, and reloads from page 1 when few remain", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  const token = (await tokenCookie(page))?.value;
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const open = list.results.filter((t) => !t.locked).slice(0, 7);
  for (const template of open) {
    const response = await page.request.post("/api/agreement/customer/favourite/create/", {
      headers: { Authorization: `JWT ${token}` },
      data: { typology: "agreement", template_id: template.id },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/customer/agreement/favourite/");
  await expect(page.getByRole("heading", { level: 1, name: "I miei preferiti" })).toBeVisible();
  await expect(page.getByText("7 preferiti")).toBeVisible();
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(6);
  await snapshotBothWidths(page, "10-favourites");
  await page.getByRole("button", { name: "Pagine dei preferiti: 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(items).toHaveCount(1);

  // Deleting the last one of page 2 leaves six: they fit on page 1, which reloads.
  await items
    .first()
    .getByRole("button", { name: /^Togli dai preferiti/ })
    .click();
  await expect(page.getByText("Dati eliminati correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/favourite\/$/);
  await expect(items).toHaveCount(6);
  for (let left = 6; left > 0; left--) {
    await items
      .first()
      .getByRole("button", { name: /^Togli dai preferiti/ })
      .click();
    await expect(items).toHaveCount(left - 1);
  }
  await expect(page.getByText("Nessun preferito")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sfoglia i modelli" })).toBeVisible();
});

test("the agreement list filters, sorts and pages, and keeps its state in the URL", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  const lease = await templateByTitle(page, LEASE);
  const titles = Array.from({ length: 12 }, (_, i) => `Elenco ${String(i + 1).padStart(2, "0")}`);
  await createAgreements(page, lease.id, titles);
  await page.goto("/customer/agreement/list");
  const cards = page.getByRole("list", { name: "Elenco dei contratti" }).getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Elenco 12");

  await page.getByRole("button", { name: "Pagine dei contratti: 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards.first()).toContainText("Elenco 02");

  // Sorting by title, ascending, starts again from page 1.
  await page.getByRole("combobox", { name: "Ordina per" }).click();
  await page.getByRole("option", { name: "Titolo", exact: true }).click();
  await page.locator("label", { hasText: /^Crescente$/ }).click();
  await expect(page).toHaveURL(/\?order=title$/);
  await expect(cards.first()).toContainText("Elenco 01");

  // A filter, too, goes back to page 1.
  await page.getByRole("button", { name: "Pagine dei contratti: 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("searchbox", { name: "Titolo" }).fill("Elenco 1");
  await expect(page).toHaveURL(/title=Elenco\+1/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId("agreement-count")).toHaveText("3 contratti");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Titolo" })).toHaveValue("Elenco 1");
  await expect(cards).toHaveCount(3);

  // Page size 25 holds every "Elenco"; none of them is complete.
  await page.getByRole("searchbox", { name: "Titolo" }).fill("Elenco");
  await expect(page.getByTestId("agreement-count")).toHaveText("12 contratti");
  await page.getByRole("combobox", { name: "Contratti per pagina" }).click();
  await page.getByRole("option", { name: "25", exact: true }).click();
  await expect(page).toHaveURL(/per_page=25/);
  await expect(cards).toHaveCount(12);
  await page.getByRole("combobox", { name: "Completezza" }).click();
  await page.getByRole("option", { name: "Completi", exact: true }).click();
  await expect(page.getByText("Nessun contratto corrisponde ai filtri.")).toBeVisible();
  await page.getByRole("button", { name: "Azzera i filtri" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/list$/);

  // Download and e-mail say plainly that they are coming; print waits for a complete contract.
  await cards.first().getByRole("button", { name: "Scarica" }).click();
  await expect(page.getByText("Questa funzione sarà disponibile a breve.")).toBeVisible();
  await closeNotifications(page);
  await expectNoSeriousA11yViolations(page);

  // In English, with the spec's own words.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My agreements" })).toBeVisible();
  const incomplete = agreementCard(page, "Elenco 12");
  await incomplete.getByRole("button", { name: /^Print preview/ }).hover();
  await expect(page.getByRole("tooltip", { name: "Complete the contract to enable printing" })).toBeVisible();
  await incomplete.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Attention" });
  await expect(confirm).toContainText("Are you sure you want to delete the contract?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Data has been deleted successfully")).toBeVisible();
  await expect(agreementCard(page, "Elenco 12")).toHaveCount(0);
});

test("leaving with unsaved changes asks first; a failed save keeps what was typed", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
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

test("the live preview of the longest template repaints within a frame of a keystroke", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const details = await Promise.all(
    list.results.map((t) =>
      apiGet<TemplateDetail>(page, `/api/agreement/customer/template/retrieve/${t.id}/`),
    ),
  );
  const longest = details.reduce((a, b) => (b.body.length > a.body.length ? b : a));
  const field = longest.fields.find(
    (f) => f.visible && f.type === "text" && longest.body.includes(`{{field::${f.slug}}}`),
  );
  if (!field) throw new Error("no text field in the longest template");
  await page.goto(`/customer/agreement/${longest.id}/create?tab=compile`);
  const input = page.locator(`#field-${field.slug}`);
  if (!(await input.isVisible())) {
    const steps = page.getByRole("navigation", { name: "Passaggi della compilazione" }).getByRole("button");
    const stepTitle = field.field_set || "Altri dati";
    await steps.filter({ hasText: stepTitle }).first().click();
  }
  await input.focus();

  // Each keystroke: the input event React handles, then the next frame's paint (a rAF, then a
  // task after it, runs once the frame with the new text has been painted).
  const timings = await page.evaluate(
    async ({ selector, slug }) => {
      const el = document.querySelector<HTMLInputElement>(selector);
      if (!el) throw new Error("no input");
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      const samples: number[] = [];
      const work: number[] = [];
      let text = "";
      // The first 10 keystrokes warm the JIT up and are not counted.
      for (let i = 0; i < 50; i++) {
        text += "abcdefghij"[i % 10];
        const start = performance.now();
        setValue?.call(el, text);
        el.dispatchEvent(new Event("input", { bubbles: true }));
        // React renders a discrete event's update before dispatchEvent returns: this is the work.
        work.push(performance.now() - start);
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const shown = document.querySelector(
          `[data-testid="live-preview"] [data-field="${slug}"]`,
        )?.textContent;
        if (shown !== text) throw new Error(`preview shows ${shown}, expected ${text}`);
        samples.push(performance.now() - start);
      }
      return { samples: samples.slice(10), work: work.slice(10) };
    },
    { selector: `#field-${field.slug}`, slug: field.slug },
  );
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] as number;
    return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) as number };
  };
  const paint = stats(timings.samples);
  const work = stats(timings.work);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `live preview on «${longest.title}» (${longest.body.length} chars, ${longest.fields.length} fields), 40 keystrokes after 10 of warm-up: ` +
      `keystroke-to-paint median ${ms(paint.median)}, p95 ${ms(paint.p95)}, max ${ms(paint.max)}; ` +
      `render work median ${ms(work.median)}, p95 ${ms(work.p95)}, max ${ms(work.max)}`,
  );
  // The work fits inside one 60 Hz frame (16.7 ms); keystroke-to-paint also waits for that frame.
  // Medians: the machines running the suite are shared, and a p95 there measures the neighbours.
  expect(work.median).toBeLessThan(16.7);
  expect(paint.median).toBeLessThan(50);
});
