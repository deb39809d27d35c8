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
  snapshotBothWidths,
  templateByTitle,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
  tokenCookie,
} from "./support";
import { repeatingLease, TENANTS } from "./template-logic-support";

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

test("two tenants from the address book: cards added, reordered, removed and brought back, and the PDF names both as «i Conduttori»", async ({
  page,
  browser,
}) => {
  // The editors publish a lease whose tenants repeat.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signInAsEditor(editorPage);
  const editorHeaders = { Authorization: `JWT ${(await tokenCookie(editorPage))?.value}` };
  const title = `Locazione con più conduttori ${Date.now()}`;
  const created = await editorPage.request.post("/api/agreement/editor/template/create/", {
    headers: editorHeaders,
    data: repeatingLease(title),
  });
  expect(created.status(), await created.text()).toBe(201);
  const templateId = (await created.json()).id as number;
  const published = await editorPage.request.patch(
    `/api/agreement/editor/template/set-status/${templateId}/`,
    {
      headers: editorHeaders,
      data: { status: "public" },
    },
  );
  expect(published.ok()).toBe(true);
  await editorContext.close();

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

  await page.goto(`/customer/agreement/${templateId}/create?tab=compile`);
  const preview = page.getByTestId("live-preview");
  const card = (name: string) => page.getByRole("region", { name });
  const choose = async (cardName: string, search: string, contact: RegExp) => {
    await card(cardName).getByRole("button", { name: "Scegli Conduttore dalla rubrica" }).click();
    const chooser = page.getByRole("dialog", { name: "Scegli Conduttore dalla rubrica" });
    await chooser.getByRole("textbox", { name: "Cerca per nome, codice fiscale o partita IVA" }).fill(search);
    await chooser.getByRole("button", { name: contact }).click();
    await expect(chooser).toBeHidden();
  };

  // One card to start with (the group needs at least one), filled from the address book.
  await expect(card("Conduttore 1")).toBeVisible();
  await expect(card("Conduttore 2")).toHaveCount(0);
  await choose("Conduttore 1", "bncnna", /Bianchi Anna/);
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Anna Bianchi");
  await expect(preview).toContainText("La Conduttrice Anna Bianchi prende in locazione");

  await page.getByRole("button", { name: "Aggiungi un conduttore" }).click();
  await choose("Conduttore 2", "vrdlcu", /Verdi Luca/);
  await expect(preview).toContainText("I Conduttori Anna Bianchi e Luca Verdi prendono in locazione");
  await snapshot(page, "logic-03-two-tenants");
  await expectNoSeriousA11yViolations(page);

  // Reordered from the keyboard's button; removed, then brought back.
  await page.getByRole("button", { name: "Sposta su Conduttore 2" }).click();
  await expect(preview).toContainText("I Conduttori Luca Verdi e Anna Bianchi prendono");
  await page.getByRole("button", { name: "Rimuovi Conduttore 2" }).click();
  await expect(preview).toContainText("Il Conduttore Luca Verdi prende in locazione");
  await expect(page.getByText("Rimosso: Conduttore 2")).toBeVisible();
  await page.getByRole("button", { name: "Annulla" }).click();
  await expect(preview).toContainText("I Conduttori Luca Verdi e Anna Bianchi prendono");
  await expect(page.getByRole("button", { name: "Rimuovi Conduttore 1" })).toBeEnabled();

  // The cedolare secca leaves out the ISTAT clause and its question.
  await page.getByRole("button", { name: /Canone/ }).click();
  await expect(page.locator("#field-aggiornamento_istat")).toBeVisible();
  await page.locator('[data-field-input="cedolare_secca"]').getByRole("radio", { name: "Sì" }).check();
  await expect(page.locator("#field-aggiornamento_istat")).toHaveCount(0);
  await expect(preview).toContainText("Il locatore opta per la cedolare secca");
  await expect(preview).not.toContainText("ISTAT");
  // Each tenant signs under the term that names that tenant alone.
  await expect(preview).toContainText("Il Conduttore ______________________ (Luca Verdi)");
  await expect(preview).toContainText("La Conduttrice ______________________ (Anna Bianchi)");
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");

  const saved = "Locazione Verdi-Bianchi";
  await page.getByLabel("Titolo del contratto").fill(saved);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await closeNotifications(page);
  // What was saved comes back: the tenants' cards in their order.
  await page
    .getByRole("button", { name: /Conduttori/ })
    .first()
    .click();
  await expect(page.locator('[id="field-conduttori.0.nome"]')).toHaveValue("Luca Verdi");
  await expect(page.locator('[id="field-conduttori.1.nome"]')).toHaveValue("Anna Bianchi");

  await page.goto("/customer/agreement/list");
  const text = await downloadedText(page, saved, "PDF");
  expect(text).toContain("1. I Conduttori Luca Verdi e Anna Bianchi prendono in locazione l'immobile.");
  expect(text).toContain("2. Il locatore opta per la cedolare secca");
  expect(text).toContain("3. Le spese di registrazione sono a carico dei Conduttori.");
  expect(text).not.toMatch(/ISTAT|\{\{/);
});
