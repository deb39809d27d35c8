import { readFileSync } from "node:fs";
import type { TemplateDetail } from "@app/contracts";
import type { Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  chooseOption,
  expectNoSeriousA11yViolations,
  inEnglish,
  signInAsCustomer,
  snapshot,
  tokenCookie,
} from "./support";

// Issue 47: a lawyer sends a frozen lease by PEC from the product and follows its receipts. The
// PEC provider is the sandbox demo mode starts (apps/pec-sandbox): its SMTP server takes the
// message, writes the signed receipts into the sender's mailbox on a real Dovecot, which the
// server reads back by IMAP. Laura Ferrari's mailbox is the sandbox's own: delivered. The other
// address is on a domain the sandbox does not run: «mancata consegna», with its reason.
const A = "/api/agreement/customer/agreement";
const MAILBOX = { address: "studio.rossi@pec-prova.test", password: "pec-prova-rossi" };
const DELIVERED = "laura.ferrari@pec-prova.test";
const FAILED = "ufficio.legale@altro-gestore.test";
const TITLE = "Locazione Rossi–Ferrari (PEC)";

test.describe.configure({ timeout: 180_000 });

/** The sandbox's ports beside this worker's server (e2e/playwright.config.ts). */
function sandboxPorts(page: Page) {
  const port = Number(new URL(page.url()).port);
  return { smtp: port + 700, imap: port + 800 };
}

async function frozenLease(page: Page): Promise<number> {
  const template: TemplateDetail = await templateByTitle(page, LEASE);
  const headers = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const created = await page.request.post(`${A}/create/`, {
    headers,
    data: { title: TITLE, template: template.id, values: sampleValues(template.fields) },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`${A}/freeze/${id}/`, { headers })).status()).toBe(200);
  return id;
}

test("a frozen lease goes by PEC to two addresses: one delivered, one not, each receipt downloadable", async ({
  page,
}) => {
  await signInAsCustomer(page);

  // 1. The mailbox: the sandbox's SMTP and IMAP, on this machine, without TLS.
  await page.goto("/customer/profile/pec/");
  const ports = sandboxPorts(page);
  const form = page.getByRole("form", { name: "Impostazioni della casella PEC" });
  await expect(form).toBeVisible();
  const personal = page.getByRole("radio", { name: "Solo per me" });
  if (await personal.count()) await personal.check();
  await form.getByLabel("Indirizzo PEC").fill(MAILBOX.address);
  await form.getByLabel("Server SMTP (invio)").fill("127.0.0.1");
  await form.getByLabel("Porta SMTP").fill(String(ports.smtp));
  await chooseOption(
    form.getByRole("combobox", { name: "Sicurezza della connessione SMTP" }),
    "Nessuna (solo per un server di prova locale)",
  );
  await form.getByLabel("Server IMAP (ricezione)").fill("127.0.0.1");
  await form.getByLabel("Porta IMAP").fill(String(ports.imap));
  await chooseOption(
    form.getByRole("combobox", { name: "Sicurezza della connessione IMAP" }),
    "Nessuna (solo per un server di prova locale)",
  );
  await form.getByLabel("Nome utente").fill(MAILBOX.address);
  await form.getByRole("textbox", { name: "Password", exact: true }).fill(MAILBOX.password);
  await form.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Lasciare vuoto per mantenere la password salvata")).toBeVisible();
  await page.getByRole("button", { name: "Prova la connessione" }).click();
  await expect(page.getByText(/Verificata il \d{2}\/\d{2}\/\d{4}/)).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "pec-01-mailbox");
  // The password never comes back out.
  const settings = await page.request.get("/api/profile/customer/pec-settings/", {
    headers: { Authorization: `JWT ${(await tokenCookie(page))?.value}` },
  });
  expect(await settings.text()).not.toContain(MAILBOX.password);

  // 2. The frozen lease, by PEC, to two addresses the address book does not mark as PEC.
  const id = await frozenLease(page);
  await page.goto(`/customer/agreement/${id}/edit/preview`);
  await page.getByRole("button", { name: "Invia via PEC" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Invia il contratto via PEC" });
  await expect(dialog).toBeVisible();
  const recipients = dialog.getByLabel("Destinatari");
  await recipients.fill(DELIVERED);
  await recipients.press("Enter");
  await recipients.fill(FAILED);
  await recipients.press("Enter");
  await expect(dialog.getByRole("radio", { name: "PDF congelato per la firma" })).toBeChecked();
  await expect(dialog.getByLabel("Oggetto")).toHaveValue(/\S/);
  // Warned before sending: a PEC to an ordinary mailbox proves the sending, not the delivery.
  await expect(dialog.getByText("Indirizzi non PEC nella rubrica")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "pec-02-send-dialog");
  await dialog.getByRole("button", { name: "Invia via PEC" }).click();
  await expect(dialog).toBeHidden();

  // 3. The PEC tab: accepted by the sender's provider, then delivered to one, failed for the other.
  const message = page.getByRole("article", { name: /Locazione/ }).first();
  await expect(message).toBeVisible();
  const delivered = message.getByRole("list", { name: `Ricevute per ${DELIVERED}` });
  const failed = message.getByRole("list", { name: `Ricevute per ${FAILED}` });
  await expect(async () => {
    await page.getByRole("button", { name: "Aggiorna" }).click();
    await expect(delivered).toContainText("Avvenuta consegna", { timeout: 2_000 });
    await expect(failed).toContainText("Mancata consegna", { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await expect(delivered).toContainText("Accettazione");
  await expect(message).toContainText("Consegnata");
  await expect(message).toContainText(/Motivo indicato dal gestore: .+/);
  await expect(message.getByText(/Ricevuta non valida/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "pec-03-receipts");

  // 4. The delivery receipt as the provider wrote it: signed, with its daticert.xml.
  const download = page.waitForEvent("download");
  await message
    .getByRole("button", { name: `Scarica la ricevuta di avvenuta consegna per ${DELIVERED} (.eml)` })
    .click();
  const file = await (await download).path();
  const receipt = await simpleParser(readFileSync(file));
  expect(receipt.headers.get("x-ricevuta")).toBe("avvenuta-consegna");
  expect(receipt.subject).toMatch(/^CONSEGNA: /);
  expect(receipt.attachments.map((attachment) => attachment.filename)).toEqual(
    expect.arrayContaining(["daticert.xml", "smime.p7s"]),
  );

  // The same tab in English.
  await inEnglish(page);
  await page.goto(`/customer/agreement/${id}/edit?tab=pec`);
  const english = page.getByRole("article", { name: /Locazione/ }).first();
  await expect(english).toContainText("Delivered");
  await expect(english).toContainText("Not delivered");
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "pec-04-receipts-en");
});
