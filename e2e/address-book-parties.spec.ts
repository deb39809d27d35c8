import type { Locator, Page } from "@playwright/test";
import { clearCustomerData, DESKTOP, LEASE, PHONE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  snapshot,
  tokenCookie,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});
test.describe.configure({ timeout: 90_000 });

const B = "/api/agreement/customer/address-book";
/** The fiscal codes of the journey's landlord and tenant: no other journey uses them. */
const JOURNEY_CODES = ["GDELVR80A01H501B", "MRTMTT25D09F205Z"];

/** Removes the journey's own contacts, so that it starts from the same address book every run. */
async function removeJourneyContacts(page: Page, headers: Record<string, string>): Promise<void> {
  const contacts = await (await page.request.get(`${B}/list/?no_page=no_page`, { headers })).json();
  for (const contact of contacts.results as { id: number; data: { codice_fiscale?: string } }[]) {
    if (!JOURNEY_CODES.includes(contact.data.codice_fiscale ?? "")) continue;
    expect((await page.request.delete(`${B}/destroy/${contact.id}/`, { headers })).ok()).toBe(true);
  }
}

/**
 * The window crossing the drafting screen's wide breakpoint (a zoom, a rotated tablet; a full-page
 * screenshot does it too) leaves an open dialog open: the compile form keeps its place in the tree.
 */
async function expectSurvivesBreakpoint(page: Page, dialog: Locator): Promise<void> {
  await page.setViewportSize(PHONE);
  await expect(dialog).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expect(dialog).toBeVisible();
}

test("a lease's landlord is filled from the address book, the tenant typed is saved to it, and a later change of the contact shows with a one-click update", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  await clearCustomerData(page);
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  await removeJourneyContacts(page, headers);
  const created = await page.request.post(`${B}/create/`, {
    headers,
    data: {
      typology: "PF",
      data: {
        nome: "Marta",
        cognome: "Galli",
        codice_fiscale: "GDELVR80A01H501B",
        indirizzo: "Via Emilia 10",
        cap: "47121",
        comune: "Forlì",
        provincia: "FC",
        email: "marta.galli@esempio.it",
      },
    },
  });
  expect(created.ok()).toBe(true);
  const landlordId = (await created.json()).id as number;
  const lease = await templateByTitle(page, LEASE);

  await page.goto(`/customer/agreement/${lease.id}/create?tab=compile`);
  await page.getByRole("button", { name: "Scegli Locatore dalla rubrica" }).click();
  const chooser = page.getByRole("dialog", { name: "Scegli Locatore dalla rubrica" });
  await chooser.getByRole("textbox", { name: "Cerca per nome, codice fiscale o partita IVA" }).fill("gdelvr");
  await expectSurvivesBreakpoint(page, chooser);
  await expect(
    chooser.getByRole("textbox", { name: "Cerca per nome, codice fiscale o partita IVA" }),
  ).toHaveValue("gdelvr");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-parties-01-chooser");
  await chooser.getByRole("button", { name: /Galli Marta/ }).click();
  await expect(chooser).toBeHidden();
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Marta Galli");
  await expect(page.locator("#field-locatore_codice_fiscale")).toHaveValue("GDELVR80A01H501B");
  await expect(page.locator("#field-locatore_indirizzo")).toHaveValue("Via Emilia 10, 47121 Forlì (FC)");
  await expect(page.getByText("Compilato dalla rubrica: Galli Marta")).toBeVisible();

  // The tenant is typed in the form, then saved to the address book from there. The step says
  // what it still lacks, in words (issue 44: «0 di 4 obbligatori»).
  const tenantStep = page.getByRole("button", { name: /^2\. Conduttore/ });
  await expect(tenantStep).toHaveAttribute("title", /^mancano \d+ campi obbligatori$/);
  await tenantStep.click();
  await page.locator("#field-conduttore_nome").fill("Luca Ferri");
  // A fiscal code no other journey puts in this address book: the contact is new.
  await page.locator("#field-conduttore_codice_fiscale").fill("MRTMTT25D09F205Z");
  await page.locator("#field-conduttore_residenza").fill("Via Po 2, 10123 Torino (TO)");
  await page.locator("#field-conduttore_nascita").fill("Torino, il 12/03/1990");
  await page.getByRole("button", { name: "Salva in rubrica" }).click();
  const form = page.getByRole("dialog", { name: "Nuovo contatto" });
  await expect(form.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue("Luca");
  await expect(form.getByRole("textbox", { name: "Cognome", exact: true })).toHaveValue("Ferri");
  await expect(form.getByRole("textbox", { name: "CAP" })).toHaveValue("10123");
  await expect(form.getByRole("textbox", { name: "Provincia" })).toHaveValue("TO");
  await form.getByRole("textbox", { name: "CAP" }).fill("10124");
  await expectSurvivesBreakpoint(page, form);
  await expect(form.getByRole("textbox", { name: "CAP" })).toHaveValue("10124");
  // Esc on a changed contact asks first (issue 44); Esc again, or «Continua a scrivere», goes back to it.
  await page.keyboard.press("Escape");
  const discard = page.getByRole("dialog", { name: "Scartare il nuovo contatto?" });
  await expect(discard).toBeVisible();
  await expect(discard.getByRole("button", { name: "Continua a scrivere" })).toBeFocused();
  await settled(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await snapshot(page, "address-book-parties-02a-discard");
  await page.keyboard.press("Escape");
  await expect(discard).toBeHidden();
  await expect(form.getByRole("textbox", { name: "CAP" })).toHaveValue("10124");
  await expect(form.getByRole("textbox", { name: "CAP" })).toBeFocused();
  await form.getByRole("button", { name: "Annulla" }).click();
  await discard.getByRole("button", { name: "Continua a scrivere" }).click();
  await expect(discard).toBeHidden();
  await expect(form.getByRole("textbox", { name: "CAP" })).toHaveValue("10124");
  await form.getByRole("textbox", { name: "CAP" }).fill("10123");
  await settled(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await snapshot(page, "address-book-parties-02-save-tenant");
  await expect(form.getByRole("textbox", { name: "Luogo di nascita" })).toHaveValue("Torino");
  await expect(form.getByRole("textbox", { name: "Data di nascita" })).toHaveValue("12/03/1990");
  await form.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Compilato dalla rubrica: Ferri Luca")).toBeVisible();
  // Filled back from the contact, the birth keeps the field's form, after «nato» as his codice fiscale says.
  await expect(page.locator("#field-conduttore_nascita")).toHaveValue("Torino, il 12/03/1990");
  await expect(page.getByTestId("live-preview")).toContainText("nato a Torino, il 12/03/1990");

  await page.getByLabel("Titolo del contratto").fill("Locazione Galli - Ferri");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page).toHaveURL(/\/edit\/customize-agreement\?tab=compile$/);
  // The agreement's own screen, on the tab, the step and the button the customer was using,
  // named by the tab it shows (issue 44: «Personalizza il contratto», step 1, focus lost).
  await expect(
    page.getByRole("navigation", { name: "Percorso di navigazione" }).locator('[aria-current="page"]'),
  ).toHaveText("Compila il contratto");
  await expect(page).toHaveTitle(/^Compila il contratto · /);
  await expect(page.getByRole("button", { name: /^2\. Conduttore/ })).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("button", { name: "Salva", exact: true })).toBeFocused();
  await snapshot(page, "address-book-parties-02b-saved");
  const contacts = await (await page.request.get(`${B}/list/?no_page=no_page`, { headers })).json();
  expect(contacts.results.map((c: { title: string }) => c.title)).toContain("Ferri Luca");

  // The landlord moves: the contract is not changed by itself, the step says so and updates on request.
  const moved = await page.request.put(`${B}/partial-update/${landlordId}/`, {
    headers,
    data: { data: { indirizzo: "Corso Garibaldi 5" } },
  });
  expect(moved.ok()).toBe(true);
  await page.reload();
  await page.getByRole("button", { name: /^1\. Locatore/ }).click();
  await expect(page.locator("#field-locatore_indirizzo")).toHaveValue("Via Emilia 10, 47121 Forlì (FC)");
  const notice = page.getByRole("status").filter({ hasText: "Il contatto è cambiato" });
  await expect(notice).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "address-book-parties-03-changed");
  await notice.getByRole("button", { name: "Aggiorna i campi con i dati attuali" }).click();
  await expect(page.locator("#field-locatore_indirizzo")).toHaveValue("Corso Garibaldi 5, 47121 Forlì (FC)");
  await expect(notice).toBeHidden();
  // Journeys share one database: the dashboard's journey expects Mario without agreements.
  await clearCustomerData(page);
  await removeJourneyContacts(page, headers);
});
