import { readFileSync } from "node:fs";
import type { AgreementDetail, ListResponse, TemplateDetail, TemplateListItem } from "@app/contracts";
import type { Page } from "@playwright/test";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { expect, test } from "./console-guard";
import { allMails, awaitMail, recipientsOf } from "./mail-support";
import { accounts, expectNoSeriousA11yViolations, signInAsCustomer, snapshot, tokenCookie } from "./support";

const LOAN = "Contratto di comodato d'uso gratuito di immobile";
const FISCAL_CODE = "RSSMRA80A01H501U";

// Whole journeys: two downloads, a popup and an e-mail.
test.describe.configure({ timeout: 120_000 });

async function authHeaders(page: Page) {
  return { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: await authHeaders(page) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** This spec's own agreements, made through the API: one complete, one left empty. */
async function createAgreement(page: Page, title: string, complete: boolean): Promise<AgreementDetail> {
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const item = list.results.find((t) => t.title === LOAN);
  if (!item) throw new Error(`no template ${LOAN}`);
  const template = await apiGet<TemplateDetail>(
    page,
    `/api/agreement/customer/template/retrieve/${item.id}/`,
  );
  const values = complete ? sampleValues(template.fields) : {};
  const response = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers: await authHeaders(page),
    data: { title, template: template.id, values },
  });
  expect(response.status()).toBe(201);
  const agreement = (await response.json()) as AgreementDetail;
  expect(agreement.is_valid).toBe(complete);
  return agreement;
}

const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function downloadFrom(page: Page, title: string, format: "Word (DOCX)" | "PDF") {
  await card(page, title).getByRole("button", { name: "Scarica", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Scarica il contratto" });
  await expect(dialog.getByRole("radio", { name: /Word \(DOCX\)/ })).toBeChecked();
  await dialog.getByRole("radio", { name: new RegExp(format.replace(/[()]/g, "\\$&")) }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Scarica", exact: true }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 4).toString("latin1") };
}

test("a customer downloads, prints and e-mails a saved contract from its card", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(page, accounts.customer2);
  const stamp = Date.now().toString(36);
  const title = `Comodato Forlì ${stamp}`;
  const draftTitle = `Bozza ${stamp}`;
  const agreement = await createAgreement(page, title, true);
  await createAgreement(page, draftTitle, false);
  await page.goto(`/customer/agreement/list?title=${stamp}`);
  await expect(page.getByRole("article")).toHaveCount(2);

  // Download: docx by default, pdf on request, each under the title with its accents.
  const docx = await downloadFrom(page, title, "Word (DOCX)");
  expect(docx.name).toBe(`${title}.docx`);
  expect(docx.head.slice(0, 2)).toBe("PK");
  const pdf = await downloadFrom(page, title, "PDF");
  expect(pdf.name).toBe(`${title}.pdf`);
  expect(pdf.head).toBe("%PDF");

  // An incomplete contract downloads with a warning, and cannot be printed.
  const draft = card(page, draftTitle);
  await expect(draft.getByRole("button", { name: /^Anteprima di stampa/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await draft.getByRole("button", { name: "Scarica", exact: true }).click();
  const warning = page.getByRole("dialog", { name: "Scarica il contratto" });
  await expect(warning.getByText("Il contratto è incompleto")).toBeVisible();
  await snapshot(page, "documents-01-download-incomplete");
  // The download notices still showing behind the dialog are dimmed by its overlay on purpose.
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await warning.getByRole("button", { name: "Annulla" }).click();
  await expect(warning).toBeHidden();

  // Print preview: its own window, the contract typeset with its values, a print button.
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    card(page, title).getByRole("button", { name: "Anteprima di stampa", exact: true }).click(),
  ]);
  await expect(popup).toHaveURL(
    new RegExp(`/agreement/${agreement.id}/${agreement.template}/print-preview$`),
  );
  await expect(popup.getByRole("heading", { name: "Anteprima di stampa" })).toBeVisible();
  await expect(popup.getByRole("heading", { name: LOAN })).toBeVisible();
  await expect(popup.locator("article.doc")).toContainText(FISCAL_CODE);
  await expect(popup.getByRole("button", { name: "Stampa" })).toBeVisible();
  await expect(popup).toHaveTitle(title);
  await snapshot(popup, "documents-02-print-preview");
  await expectNoSeriousA11yViolations(popup);
  await popup.close();

  // E-mail: a wrong address is named, the right one goes, and the server's answer is the notice.
  await card(page, title).getByRole("button", { name: "Invia per e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Invia il contratto per e-mail" });
  const recipients = dialog.getByRole("combobox", { name: "Destinatari" });
  await expect(dialog.getByRole("textbox", { name: "Oggetto" })).toHaveValue(title);
  await recipients.fill("non-valido");
  await recipients.press("Enter");
  await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  await expect(dialog.getByText("non-valido non è un indirizzo e-mail valido")).toBeVisible();
  await recipients.press("Backspace");
  await recipients.fill("controparte@esempio.it");
  await recipients.press("Enter");
  const subject = `Contratto ${stamp}`;
  await dialog.getByRole("textbox", { name: "Oggetto" }).fill(subject);
  await dialog.getByRole("textbox", { name: "Messaggio" }).fill("Buongiorno, in allegato il contratto.");
  await dialog.getByRole("radio", { name: /PDF/ }).check();
  await snapshot(page, "documents-03-send-email");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Invia", exact: true }).click();
  await expect(page.getByText("E-mail inviata correttamente")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The message was written as an .eml file, addressed and with the PDF attached.
  const mail = await awaitMail((sent) => sent.subject === subject);
  expect((await allMails()).filter((sent) => sent.subject === subject)).toHaveLength(1);
  expect(recipientsOf(mail)).toContain("controparte@esempio.it");
  expect(mail.attachments.map((attachment) => attachment.contentType)).toContain("application/pdf");
  expect(consoleErrors).toEqual([]);
});
