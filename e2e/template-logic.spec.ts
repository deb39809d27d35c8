import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
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
import { accounts, expectNoSeriousA11yViolations, signInAsCustomer, snapshot, tokenCookie } from "./support";
import { TENANTS } from "./template-logic-support";

// Issue 32: a template whose text follows the answers. The questions appear as the answers call
// for them, the preview follows at once, and every output prints the same clauses, numbered
// without gaps, with the specific approvals (art. 1341 c.c.) pointing at the right articles.
const NDA = "Accordo di riservatezza (NDA) unilaterale o reciproco";
const LIBREOFFICE = ["/usr/bin/libreoffice", "/usr/bin/soffice"].find((path) => existsSync(path));

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});
test.describe.configure({ timeout: 150_000 });

/** The downloaded file's text, as pdftotext reads it (a DOCX through LibreOffice first). */
async function downloadedText(page: Page, title: string, format: "PDF" | "Word (DOCX)"): Promise<string> {
  await agreementCard(page, title).getByRole("button", { name: "Scarica", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Scarica il contratto" });
  await dialog.getByRole("radio", { name: new RegExp(format.replace(/[()]/g, "\\$&")) }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Scarica", exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const dir = mkdtempSync(join(tmpdir(), "logic-"));
  let pdf = join(dir, "contract.pdf");
  if (format === "PDF") writeFileSync(pdf, readFileSync(await download.path()));
  else {
    const docx = join(dir, "contract.docx");
    writeFileSync(docx, readFileSync(await download.path()));
    execFileSync(LIBREOFFICE ?? "soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, docx], {
      timeout: 120_000,
      env: { ...process.env, HOME: dir },
    });
    pdf = join(dir, "contract.pdf");
  }
  return execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

test("an NDA follows its answers: one-way without the staff clause, then mutual with it, in the preview, the PDF and the DOCX", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  await clearCustomerData(page);
  const nda = await templateByTitle(page, NDA);
  await page.goto(`/customer/agreement/${nda.id}/create?tab=compile`);
  const preview = page.getByTestId("live-preview");
  await page.getByRole("button", { name: /Oggetto e durata/ }).click();

  // One-way: the receiving party alone is bound; the staff clause is not asked.
  await page.locator("#field-tipo_accordo").click();
  await page.getByRole("option", { name: "Unilaterale: solo la Prima Parte comunica informazioni" }).click();
  await expect(preview).toContainText("Il presente accordo è unilaterale");
  await expect(preview).toContainText("la Parte Ricevente è tenuta a corrispondere alla Parte Divulgante");
  const staff = page.locator('[data-field-input="non_sollecitazione"]');
  await staff.getByRole("radio", { name: "Sì" }).check();
  await expect(preview.locator("li", { hasText: "Non sollecitazione del personale" })).toHaveClass(
    /appeared/,
  );
  await staff.getByRole("radio", { name: "No" }).check();
  // The clause the answer left out is named above the preview.
  await expect(page.getByTestId("clause-gone")).toContainText("Non sollecitazione del personale");
  await expect(page.locator("#field-non_sollecitazione_mesi")).toHaveCount(0);
  await expect(preview).not.toContainText("Non sollecitazione del personale");
  await expect(preview).toContainText(
    "11 (clausola penale), 13 (divieto di cessione) e 14 (foro competente esclusivo)",
  );
  await completeRequiredFields(page, nda);
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");
  await snapshotBothWidths(page, "logic-01-nda-one-way");
  await expectNoSeriousA11yViolations(page);

  const title = "NDA Alfa-Beta";
  await page.getByLabel("Titolo del contratto").fill(title);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await closeNotifications(page);

  await page.goto("/customer/agreement/list");
  for (const format of ["PDF", "Word (DOCX)"] as const) {
    if (format === "Word (DOCX)" && !LIBREOFFICE) continue;
    const text = await downloadedText(page, title, format);
    expect(text, format).toContain("Il presente accordo è unilaterale");
    expect(text, format).not.toMatch(/reciproc|Non sollecitazione/);
    expect(text, format).toMatch(/14\. Legge applicabile e foro competente/);
    expect(text, format).toContain("13 (divieto di cessione) e 14 (foro competente esclusivo)");
  }

  // Mutual, with the staff clause: its duration is asked, the clause comes in as article 12.
  await agreementCard(page, title).getByRole("link", { name: "Modifica" }).click();
  await page.getByRole("button", { name: /Oggetto e durata/ }).click();
  await page.locator("#field-tipo_accordo").click();
  await page.getByRole("option", { name: "Reciproco: entrambe le Parti comunicano informazioni" }).click();
  await staff.getByRole("radio", { name: "Sì" }).check();
  const months = page.locator("#field-non_sollecitazione_mesi");
  await expect(months).toBeVisible();
  await months.fill("12");
  await expect(preview).toContainText("nessuna Parte sollecita attivamente i dipendenti dell'altra Parte");
  await expect(preview).toContainText("11 (clausola penale), 12 (non sollecitazione del personale), 14");
  await snapshotBothWidths(page, "logic-02-nda-mutual");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await closeNotifications(page);

  await page.goto("/customer/agreement/list");
  const text = await downloadedText(page, title, "PDF");
  expect(text).toContain("Il presente accordo è reciproco");
  expect(text).toMatch(
    /12\. Non sollecitazione del personale\. Per la durata delle trattative e per i 12 mesi/,
  );
  expect(text).toMatch(/15\. Legge applicabile e foro competente/);
});

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

  // Reordered from the keyboard's button; removed (one tenant: no joint liability), then brought back.
  await page.getByRole("button", { name: "Sposta su Conduttore 2" }).click();
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Luca Verdi");
  await page.getByRole("button", { name: "Rimuovi Conduttore 2" }).click();
  await expect(preview).toContainText("di seguito, il Conduttore,");
  await expect(preview).not.toContainText("Obbligazione solidale");
  await expect(page.getByText("Rimosso: Conduttore 2")).toBeVisible();
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
      /Luca Verdi, codice fiscale VRDLCU75C12F205W, .*Anna Bianchi, codice fiscale BNCNNA80A41H501R, /,
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
  await expect(page.getByTestId("clause-gone")).toContainText("Cedolare secca");
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
