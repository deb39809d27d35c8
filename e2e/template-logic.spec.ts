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
import { accounts, expectNoSeriousA11yViolations, signInAsCustomer } from "./support";
import { downloadedText, LIBREOFFICE } from "./template-logic-support";

// Issue 32: a template whose text follows the answers. The questions appear as the answers call
// for them, the preview follows at once, and every output prints the same clauses, numbered
// without gaps, with the specific approvals (art. 1341 c.c.) pointing at the right articles.
// The leases whose parties repeat are `template-logic-tenants.spec.ts`.
const NDA = "Accordo di riservatezza (NDA) unilaterale o reciproco";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});
test.describe.configure({ timeout: 150_000 });

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
  await expect(page.getByTestId("clause-gone")).toHaveText(
    "Clausola tolta dalle risposte date: «Non sollecitazione del personale»",
  );
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
