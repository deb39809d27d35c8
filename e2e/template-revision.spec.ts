import type { AgreementDetail, EditorTemplateListItem, ListResponse } from "@app/contracts";
import type { Page } from "@playwright/test";
import {
  apiGet,
  clearCustomerData,
  closeNotifications,
  LEASE,
  templateByTitle,
  validValue,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  expectNoSeriousA11yViolations,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
  tokenCookie,
} from "./support";

// Issue 18: the editors revise the residential lease and publish it; the customer who drafted a
// contract on the old version hears of it from the bell, reads the comparison and updates the
// contract, the values carried over and the new field to fill. Last in the run (the file name):
// the lease's public version changes for everyone.
test.describe.configure({ timeout: 120_000 });

const KEYS_FIELD = "Data di consegna delle chiavi";
const KEYS_TEXT = "Le chiavi sono consegnate al Conduttore il";

async function addField(page: Page, label: string, slug: string, type: string) {
  const fields = page.getByRole("region", { name: "Campi", exact: true });
  await fields.getByRole("button", { name: "Aggiungi campo" }).click();
  const form = page.getByRole("form", { name: "Dettaglio del campo" });
  await form.getByRole("textbox", { name: "Etichetta" }).fill(label);
  await form.getByRole("textbox", { name: "Codice (slug)" }).fill(slug);
  await form.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: type, exact: true }).click();
  await form.getByRole("button", { name: "Applica" }).click();
  await expect(form).toBeHidden();
}

test("an editor revises the lease; the customer compares, updates the contract and fills the new field", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The customer's contract on the lease as it is today.
  await signInAsCustomer(page);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);
  const values = Object.fromEntries(
    lease.fields
      .filter((f) => f.required && f.type !== "select" && f.type !== "boolean")
      .map((f) => [f.slug, validValue(f)]),
  );
  const token = (await tokenCookie(page))?.value;
  const created = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers: { Authorization: `JWT ${token}` },
    data: { title: "Locazione via Saragozza", template: lease.id, values },
  });
  expect(created.status()).toBe(201);
  const old = (await created.json()) as AgreementDetail;

  // The editor: a new version of the lease with a new clause and its field, then published.
  const editorContext = await browser.newContext({ locale: "it-IT", timezoneId: "Europe/Rome" });
  const editor = await editorContext.newPage();
  await editor.setViewportSize({ width: 1280, height: 900 });
  await signInAsEditor(editor);
  const editorToken = (await tokenCookie(editor))?.value;
  const versions = (await (
    await editor.request.get(`/api/agreement/editor/template/list/?no_page=no_page&filter__status=public`, {
      headers: { Authorization: `JWT ${editorToken}` },
    })
  ).json()) as ListResponse<EditorTemplateListItem>;
  const publicLease = versions.results.find((r) => r.title === LEASE);
  expect(publicLease?.id).toBe(lease.id);
  await editor.goto(`/editor/agreement/template/${lease.id}/edit`);
  await editor.getByRole("button", { name: "Crea nuova versione" }).first().click();
  await expect(editor).not.toHaveURL(new RegExp(`/template/${lease.id}/edit$`));
  // The new version's page may still be loading its draft when its URL changes, and a tab chosen
  // before that is reset to the text (the suite once waited two minutes on the text tab): choose
  // it again until the fields show.
  await expect(async () => {
    await editor.getByRole("tab", { name: /^Campi e note/ }).click();
    await expect(
      editor
        .getByRole("region", { name: "Campi", exact: true })
        .getByRole("button", { name: "Aggiungi campo" }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await addField(editor, KEYS_FIELD, "data_consegna_chiavi", "Data");
  await editor.getByRole("tab", { name: "Testo" }).click();
  const text = editor.getByTestId("template-body").getByRole("textbox", { name: "Testo del contratto" });
  // A new paragraph after the last one, the Conduttore's signature line.
  await text
    .getByText(/^Il Conduttore _+$/)
    .last()
    .click();
  await editor.keyboard.press("End");
  await editor.keyboard.press("Enter");
  await editor.keyboard.type(`${KEYS_TEXT} `);
  await editor.getByRole("combobox", { name: "Inserisci un campo" }).click();
  await editor.getByRole("option", { name: `${KEYS_FIELD} (data_consegna_chiavi)` }).click();
  await editor.keyboard.type(".");
  await editor.getByRole("button", { name: "Salva" }).click();
  await expect(editor.getByText("Ci sono modifiche non salvate.")).toBeHidden();

  await editor.getByRole("button", { name: "Pubblica" }).click();
  const dialog = editor.getByRole("dialog", { name: /^Pubblica la versione \d+$/ });
  await expect(dialog).toContainText("riceveranno un avviso");
  await expect(dialog.getByRole("checkbox", { name: /Versione minore/ })).not.toBeChecked();
  await expectNoSeriousA11yViolations(editor, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Pubblica" }).click();
  await expect(editor.getByRole("button", { name: "Ritira" })).toBeVisible();
  // The notices go out in the background; the screen says whom they reached: our customer, and
  // whoever else an earlier journey on this server left a contract on the lease.
  await expect(
    editor.getByText(
      /Avviso inviato a \d+ client[ei] per \d+ contratt[io] redatt[io] su versioni precedenti/,
    ),
  ).toBeVisible({
    timeout: 20_000,
  });
  await snapshot(editor, "revision-editor-published");
  await editorContext.close();

  // The customer: the bell, the comparison, the update.
  await page.goto("/customer");
  const bell = page.getByRole("button", { name: /^Notifiche, 1 non lett/ });
  await expect(bell).toBeVisible({ timeout: 90_000 });
  await bell.click();
  await page.getByText(`Modello aggiornato: ${LEASE}`).first().click();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${old.id}/compare$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Confronto con la nuova versione" }),
  ).toBeVisible();
  await expect(page.getByText("1 clausola nuova")).toBeVisible();
  const inserted = page.locator('section[data-status="inserted"]');
  await expect(inserted).toContainText(KEYS_TEXT);
  await expect(inserted.getByText("Nuova", { exact: true })).toBeVisible();
  await expect(page.getByText("Campi nuovi da compilare")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: KEYS_FIELD })).toBeVisible();
  await closeNotifications(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "revision-compare");
  // The whole text, with the clauses that did not change.
  await page.getByText("Tutto il testo").click();
  await expect(page.locator('section[data-status="same"]').first()).toBeVisible();

  await page.getByRole("button", { name: "Aggiorna alla nuova versione" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit\/customize-agreement\?tab=compile$/);
  expect(page.url()).not.toContain(`/agreement/${old.id}/`);
  await expect(page.getByText(/Contratto aggiornato alla versione \d+ del modello/)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: KEYS_FIELD })).toBeVisible();
  // The values came over.
  const carried = lease.fields.find((f) => f.required && f.type === "text");
  if (carried) await expect(page.locator(`#field-${carried.slug}`)).toHaveValue(values[carried.slug] ?? "");
  await snapshot(page, "revision-upgraded");

  // The old contract stays, flagged; the new one is not.
  await page.goto("/customer/agreement/list");
  const cards = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Locazione via Saragozza", exact: true }) });
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("update-available")).toHaveCount(1);
  const mine = await apiGet<ListResponse<{ id: number; update_available: unknown }>>(
    page,
    "/api/agreement/customer/agreement/list/?no_page=no_page",
  );
  expect(mine.results.find((r) => r.id === old.id)?.update_available).not.toBeNull();
  await expectNoSeriousA11yViolations(page);

  // The comparison reads in English too.
  await page.goto(`/customer/agreement/${old.id}/compare`);
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Comparison with the new version" }),
  ).toBeVisible();
  await expect(page.getByText("1 new clause")).toBeVisible();
  await expect(
    page.locator('section[data-status="inserted"]').getByText("New", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Update to the new version" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "revision-compare-en");
});
