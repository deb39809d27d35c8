// Issue 20: the templates added to make the catalogue a publisher would sell are found the three
// ways a customer looks for a contract, and one of them compiles into documents a reader opens.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { hasLibreoffice, libreofficeToPdf, pdfText } from "../packages/documents/src/fixtures/tools";
import {
  agreementCard,
  completeRequiredFields,
  templateByTitle,
  VALID_FISCAL_CODE,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, signInAsCustomer, snapshot, tokenCookie } from "./support";

const PRELIMINARY = "Contratto preliminare di compravendita immobiliare";
const COMMERCIAL_LEASE = "Contratto di locazione ad uso diverso dall'abitativo (6+6)";
const SMART_WORKING = "Accordo individuale di lavoro agile (smart working)";
const LOAN = "Contratto di mutuo tra privati";

// A whole journey: three searches, a compilation of every required field and two downloads.
test.describe.configure({ timeout: 180_000 });

async function download(page: Page, title: string, format: "Word (DOCX)" | "PDF"): Promise<Buffer> {
  await agreementCard(page, title).getByRole("button", { name: "Scarica", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Scarica il contratto" });
  await dialog.getByRole("radio", { name: new RegExp(format.replace(/[()]/g, "\\$&")) }).check();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Scarica", exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  return readFileSync(await file.path());
}

test("a customer finds new templates by search, category and wizard, compiles the loan and reads its documents", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(page, accounts.customer2);

  // 1. By search: a word of the trade, not of the title.
  const search = page.getByRole("searchbox", { name: "Ricerca libera" });
  await search.fill("caparra confirmatoria");
  await search.press("Enter");
  await expect(page.getByRole("link", { name: PRELIMINARY, exact: true })).toBeVisible();
  await snapshot(page, "publisher-01-search-caparra");

  // 2. By category: the commercial lease sits under its own subcategory.
  await page.goto("/customer");
  await page
    .getByRole("region", { name: "Trova il contratto" })
    .getByRole("link", { name: "Contratti civili e commerciali" })
    .click();
  await expect(
    page
      .getByRole("region", { name: /Locazioni commerciali e professionali/ })
      .getByRole("link", { name: COMMERCIAL_LEASE, exact: true }),
  ).toBeVisible();

  // 3. By the guided search: four answers to smart working.
  await page.goto("/customer/agreement/wizard/");
  await page.getByRole("button", { name: "Contratti di lavoro" }).click();
  await page.getByRole("button", { name: "Devo gestire o chiudere un rapporto di lavoro in corso" }).click();
  await page.getByRole("button", { name: "Modificare o integrare le condizioni del rapporto" }).click();
  await page
    .getByRole("button", { name: "Far lavorare il dipendente anche da remoto (lavoro agile)" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "I modelli adatti al tuo caso" })).toBeVisible();
  await expect(page.getByRole("link", { name: SMART_WORKING, exact: true })).toBeVisible();
  await snapshot(page, "publisher-02-wizard-smart-working");

  // 4. The loan, found by "prestito", compiled field by field and saved.
  const loan = await templateByTitle(page, LOAN);
  await page.goto("/customer/agreement/template/?inputTextSearched=prestito");
  await page.getByRole("link", { name: LOAN, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${loan.id}/create$`));
  await expect(page.getByRole("tab", { name: "Disciplina" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/art\. 1813/).first()).toBeVisible();
  await page.getByRole("button", { name: "Inizia la compilazione" }).click();
  await completeRequiredFields(page, loan);
  await expect(page.getByTestId("required-progress")).toHaveText(/^(\d+) di \1 campi obbligatori$/);
  const title = `Mutuo Bianchi ${Date.now().toString(36)}`;
  await page.getByLabel("Titolo del contratto").fill(title);
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await expect(page.getByTestId("validity-text")).toHaveText("Completo");
  await snapshot(page, "publisher-03-loan-compiled");
  const agreementId = Number(/agreement\/(\d+)\/edit/.exec(page.url())?.[1]);

  // 5. Downloaded both ways and read back by real readers: the values, the clauses, the signatures.
  await page.goto(`/customer/agreement/list?title=${encodeURIComponent(title)}`);
  const pdf = pdfText(await download(page, title, "PDF"));
  const docx = await download(page, title, "Word (DOCX)");
  expect(docx.subarray(0, 2).toString("latin1")).toBe("PK");
  const readings = [pdf, ...(hasLibreoffice ? [pdfText(libreofficeToPdf(docx))] : [])];
  for (const text of readings) {
    expect(text).toContain(title);
    expect(text).toContain("Contratto di mutuo");
    expect(text).toContain(VALID_FISCAL_CODE);
    expect(text).toMatch(/Il Mutuante\s+_{10,}/);
    expect(text).toMatch(/Il Mutuatario\s+_{10,}/);
    expect(text).toContain("1341");
    expect(text).not.toContain("{{");
  }
  expect(pdf).toMatch(/Pagina 1 di \d+/);

  const token = (await tokenCookie(page))?.value;
  const removed = await page.request.delete(`/api/agreement/customer/agreement/destroy/${agreementId}/`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(removed.ok()).toBe(true);
});
