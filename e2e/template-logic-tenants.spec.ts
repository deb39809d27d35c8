import { join } from "node:path";
import {
  agreementCard,
  clearCustomerData,
  closeNotifications,
  completeRequiredFields,
  DESKTOP,
  FREE_LEASE,
  snapshotBothWidths,
  templateByTitle,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  SCREENSHOT_DIR,
  signInAsCustomer,
  snapshot,
  tokenCookie,
} from "./support";
import { downloadedText, LIBREOFFICE, TENANTS } from "./template-logic-support";

// Issue 32: a party of several persons or companies, one card each, and a text that follows how
// many they are: «il Conduttore» or «i Conduttori», the joint liability only for two or more.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});
test.describe.configure({ timeout: 150_000 });

test("the 4+4 lease for two tenants from the address book with the cedolare secca: cards added, reordered, removed and brought back; the PDF and the DOCX name both as «i Conduttori» without the ISTAT clause, which comes back when the option is flipped", async ({
  page,
}) => {
  // The customer has both tenants in the address book.
  await signInAsCustomer(page, accounts.customer);
  await clearCustomerData(page);
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const B = "/api/agreement/customer/address-book";
  const contacts = await (await page.request.get(`${B}/list/?no_page=no_page`, { headers })).json();
  for (const contact of contacts.results as { id: number; data: { codice_fiscale?: string } }[])
    if (TENANTS.some((t) => t.codice_fiscale === contact.data.codice_fiscale))
      await page.request.delete(`${B}/destroy/${contact.id}/`, { headers });
  for (const tenant of TENANTS)
    expect(
      (await page.request.post(`${B}/create/`, { headers, data: { typology: "PF", data: tenant } })).ok(),
    ).toBe(true);

  const lease = await templateByTitle(page, FREE_LEASE);
  await page.goto(`/customer/agreement/${lease.id}/create?tab=compile`);
  const preview = page.getByTestId("live-preview");
  const card = (name: string) => page.getByRole("region", { name });
  const choose = async (cardName: string, search: string, contact: RegExp) => {
    await card(cardName).getByRole("button", { name: "Scegli Conduttore dalla rubrica" }).click();
    const chooser = page.getByRole("dialog", { name: "Scegli Conduttore dalla rubrica" });
    await chooser.getByRole("textbox", { name: "Cerca per nome, codice fiscale o partita IVA" }).fill(search);
    await chooser.getByRole("button", { name: contact }).click();
    await expect(chooser).toBeHidden();
  };
  const step = (name: RegExp) =>
    page.getByRole("navigation", { name: "Passaggi della compilazione" }).getByRole("button", { name });

  // The landlord, typed on the one card the group starts with.
  await step(/Locatori/).click();
  await page.locator('[id="field-locatori.0.nome"]').fill("Mario Rossi");
  await page.locator('[id="field-locatori.0.codice_fiscale"]').fill("RSSMRA80A01H501U");
  await page.locator('[id="field-locatori.0.indirizzo"]').fill("Via Zamboni 3, 40126 Bologna (BO)");
  await expect(preview).toContainText("di seguito, il Locatore,");

  // The tenants, one card each, from the address book.
  await step(/Conduttori/).click();
  await expect(card("Conduttore 1")).toBeVisible();
  await expect(card("Conduttore 2")).toHaveCount(0);
  await choose("Conduttore 1", "bncnna", /Bianchi Anna/);
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Anna Bianchi");
  // Her birth in the field's own form, which the contract reads after «nata a» (issue 44).
  await expect(page.locator('[id="field-conduttori.0.nascita"]')).toHaveValue("Roma, il 01/01/1980");
  await expect(preview).toContainText("Anna Bianchi, nata a Roma, il 01/01/1980, codice fiscale");
  await expect(preview).toContainText("di seguito, la Conduttrice,");
  // Several at once: ticked in the address book, one card each (here the second tenant).
  await page.getByRole("button", { name: "Scegli più contatti dalla rubrica" }).click();
  const several = page.getByRole("dialog", { name: "Scegli fino a 3 contatti: Conduttore" });
  await several.getByRole("textbox", { name: "Cerca per nome, codice fiscale o partita IVA" }).fill("vrdlcu");
  await several.getByRole("checkbox", { name: /Verdi Luca/ }).check();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await several.getByRole("button", { name: "Aggiungi 1 contatto" }).click();
  await expect(several).toBeHidden();
  await expect(page.locator('[id="field-conduttori.1.nome"]')).toHaveValue("Luca Verdi");
  await expect(preview).toContainText("di seguito, congiuntamente, i Conduttori,");
  await expect(preview).toContainText("Il Locatore concede in locazione ai Conduttori, che accettano,");
  await expect(preview.locator("li", { hasText: "Obbligazione solidale" })).toBeVisible();
  await snapshot(page, "logic-03-two-tenants");
  await expectNoSeriousA11yViolations(page);

  // Reordered from the keyboard's button: the focus follows Luca to the top, where only «in giù»
  // takes it (issue 44); removed (one tenant: no joint liability), then brought back.
  await page.getByRole("button", { name: "Sposta «Conduttore 2» in su" }).click();
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Luca Verdi");
  await expect(page.getByRole("button", { name: "Sposta «Conduttore 1» in giù" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator('[id="field-conduttori.1.nome"]')).toHaveValue("Luca Verdi");
  await expect(page.getByRole("button", { name: "Sposta «Conduttore 2» in su" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Luca Verdi");
  await page.getByRole("button", { name: "Rimuovi Conduttore 2" }).click();
  await expect(preview).toContainText("di seguito, il Conduttore,");
  await expect(preview).not.toContainText("Obbligazione solidale");
  // The clause that left, by its heading alone; the notice names the tenant removed.
  await expect(page.getByTestId("clause-gone")).toHaveText(
    "Clausola tolta dalle risposte date: «Obbligazione solidale»",
  );
  await expect(page.getByText("Rimosso: Anna Bianchi")).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOT_DIR, "logic-03b-tenant-removed.png") });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, "logic-03c-clause-gone.png") });
  await page.getByRole("button", { name: "Annulla" }).click();
  await expect(preview).toContainText("di seguito, congiuntamente, i Conduttori,");
  await expect(page.getByRole("button", { name: "Rimuovi Conduttore 1" })).toBeEnabled();

  // The cedolare secca leaves out the ISTAT clause and its question, and puts its own in.
  await step(/Canone e spese/).click();
  await expect(page.locator("#field-aggiornamento_istat")).toBeVisible();
  await page.locator('[data-field-input="cedolare_secca"]').getByRole("radio", { name: "Sì" }).check();
  await expect(page.locator("#field-aggiornamento_istat")).toHaveCount(0);
  await expect(preview).not.toContainText("Aggiornamento del canone");
  await expect(preview).toContainText("Il Locatore opta per il regime della cedolare secca");
  await completeRequiredFields(page, lease);
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");
  // Each tenant signs under the term that names that tenant alone.
  await expect(preview).toContainText("Il Conduttore ______________________ (Luca Verdi)");
  await expect(preview).toContainText("La Conduttrice ______________________ (Anna Bianchi)");
  await snapshotBothWidths(page, "logic-04-lease-cedolare");

  const saved = "Locazione Rossi - Verdi e Bianchi";
  await page.getByLabel("Titolo del contratto").fill(saved);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await closeNotifications(page);
  // What was saved comes back: the tenants' cards in their order.
  await step(/Conduttori/).click();
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Luca Verdi");
  await expect(page.locator('[id="field-conduttori.1.nome"]')).toHaveValue("Anna Bianchi");

  // Every output: both tenants, «i Conduttori», no update clause, the articles without a gap.
  await page.goto("/customer/agreement/list");
  for (const format of ["PDF", "Word (DOCX)"] as const) {
    if (format === "Word (DOCX)" && !LIBREOFFICE) continue;
    const text = await downloadedText(page, saved, format);
    expect(text, format).toMatch(
      /Luca Verdi, codice fiscale VRDLCU75C12F205W, .*Anna Bianchi, nata a Roma, il 01\/01\/1980, codice fiscale BNCNNA80A41H501R, /,
    );
    expect(text, format).toContain("di seguito, congiuntamente, i Conduttori");
    expect(text, format).not.toMatch(/Aggiornamento del canone|\{\{/);
    expect(text, format).toMatch(
      /4\. Canone\. .* 5\. Cedolare secca\. Il Locatore opta .* 6\. Registrazione\./,
    );
    expect(text, format).toMatch(/13\. Obbligazione solidale\. I Conduttori sono obbligati in solido/);
    expect(text, format).toContain(
      "10 (migliorie senza indennità), 12 (inadempimento dei Conduttori) e 13 (obbligazione solidale)",
    );
  }

  // Flipped: the update clause and its question come back, the cedolare clause goes.
  await agreementCard(page, saved).getByRole("link", { name: "Modifica" }).click();
  await step(/Canone e spese/).click();
  await page.locator('[data-field-input="cedolare_secca"]').getByRole("radio", { name: "No" }).check();
  await expect(preview.locator("li", { hasText: "Aggiornamento del canone" })).toHaveClass(/appeared/);
  await expect(page.getByTestId("clause-gone")).toHaveText(
    "Clausola tolta dalle risposte date: «Cedolare secca»",
  );
  await expect(page.getByTestId("validity-text")).toHaveText("Incompleto");
  await page.locator("#field-aggiornamento_istat").fill("75");
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");
  await snapshot(page, "logic-05-lease-ordinary");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await closeNotifications(page);

  await page.goto("/customer/agreement/list");
  const text = await downloadedText(page, saved, "PDF");
  expect(text).toMatch(/5\. Aggiornamento del canone\. .*nella misura del 75% della variazione/);
  expect(text).toMatch(
    /6\. Imposte di registro e di bollo\. Il Locatore non opta per il regime della cedolare secca/,
  );
  expect(text).not.toContain("Cedolare secca.");
  expect(text).toContain(
    "11 (migliorie senza indennità), 13 (inadempimento dei Conduttori) e 14 (obbligazione solidale)",
  );
});

test("in English, the commercial lease for two companies: the focus follows a tenant moved, the notices name the company removed and only the clause that left, and the breadcrumb the tab shown after the first save (issue 44)", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  await clearCustomerData(page);
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const lease = await templateByTitle(page, "Commercial Lease Agreement (Italian law, 6+6 years)");
  await page.goto(`/customer/agreement/${lease.id}/create?tab=compile`);
  const preview = page.getByTestId("live-preview");
  const steps = page.getByRole("navigation", { name: "Filling-in steps" });
  await steps.getByRole("button", { name: /Tenants/ }).click();
  await page.locator('[id="field-tenants.0.name"]').fill("Alfa S.r.l.");
  await page.getByRole("button", { name: "Add a tenant" }).click();
  await page.locator('[id="field-tenants.1.name"]').fill("Beta S.p.A.");
  await expect(preview.locator("li", { hasText: "Joint and several liability" })).toBeVisible();
  // What a step still lacks, in words: 3 of each tenant's 4 required details.
  await expect(
    steps.getByRole("button", { name: /^\d+\. Tenants: 6 required fields to fill in$/ }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Move “Tenant 2” up" }).click();
  await expect(page.locator('[id="field-tenants.0.name"]')).toHaveValue("Beta S.p.A.");
  await expect(page.getByRole("button", { name: "Move “Tenant 1” down" })).toBeFocused();
  await page.getByRole("button", { name: "Remove Tenant 2" }).click();
  // Every clause now reads «the Tenant»: only the joint liability left the contract.
  await expect(page.getByTestId("clause-gone")).toHaveText(
    "Clause left out by the answers given: “Joint and several liability”",
  );
  await expect(page.getByText("Alfa S.r.l. removed")).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOT_DIR, "logic-06-en-tenant-removed.png") });
  // The pointer off the Undo button that took the removed card's place: its hover is not the screen.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator('[id="field-tenants.1.name"]')).toHaveValue("Alfa S.r.l.");

  // A contact typed into the address book's form and thrown away on purpose: asked, then gone.
  await page
    .getByRole("region", { name: "Tenant 1" })
    .getByRole("button", { name: "Save to the address book" })
    .click();
  const contact = page.getByRole("dialog", { name: "New contact" });
  await contact.getByRole("textbox", { name: "Phone" }).fill("+39 051 1234567");
  await page.keyboard.press("Escape");
  const discard = page.getByRole("dialog", { name: "Discard the new contact?" });
  await expect(discard.getByRole("button", { name: "Keep writing" })).toBeFocused();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await page.screenshot({ path: join(SCREENSHOT_DIR, "logic-06b-en-discard-contact.png") });
  await discard.getByRole("button", { name: "Discard" }).click();
  await expect(discard).toBeHidden();
  await expect(contact).toBeHidden();

  // The first save gives the contract its own screen: the same tab, step and button, named so.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/edit\/customize-agreement\?tab=compile$/);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]'),
  ).toHaveText("Fill in the contract");
  await expect(page).toHaveTitle(/^Fill in the contract · /);
  await expect(steps.getByRole("button", { name: /Tenants/ })).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeFocused();
  await snapshot(page, "logic-07-en-saved");
  await closeNotifications(page);

  // Off the contract's screen before it is deleted: the journeys share one database.
  await page.goto("/customer");
  await clearCustomerData(page);
  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});
