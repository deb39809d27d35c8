import * as XLSX from "@e965/xlsx";
import { expect, test } from "./console-guard";
import { choosePassword, signIn } from "./profile-support";
import { expectNoSeriousA11yViolations, settled, signInAsEditor, snapshot, tokenCookie } from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 120_000 });

const E = "/api/profile/editor";

test("a customer without a firm registers one, requests a licence the editors approve and export, and reads the profile in English", async ({
  page,
  consoleGuard,
  browser,
}) => {
  consoleGuard.allowRefusal(400, "/company/create/");
  // The editors invite a professional who belongs to no firm yet.
  const editorPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsEditor(editorPage);
  const headers = { Authorization: `JWT ${(await tokenCookie(editorPage))?.value}` };
  const created = await editorPage.request.post(`${E}/profile/create/`, {
    headers,
    data: { username: "galli.sara", first_name: "Sara", last_name: "Galli", email: "sara@galli.example" },
  });
  expect(created.ok()).toBe(true);

  await choosePassword(page, "sara@galli.example", "Sara-Galli-2026!");
  await signIn(page, "galli.sara", "Sara-Galli-2026!");
  await expect(page).toHaveURL(/\/customer$/);

  // No firm yet: she registers hers, a wrong VAT number first.
  await page.goto("/customer/profile/company/");
  await expect(page.getByText("Non fai ancora parte di uno studio")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Registra il tuo studio" }).click();
  await page.getByRole("textbox", { name: "Denominazione" }).fill("Studio Galli Commercialisti");
  await page.getByRole("textbox", { name: "Partita IVA" }).fill("04187650321");
  await page.getByRole("textbox", { name: "Comune" }).fill("Bergamo");
  await page.getByRole("textbox", { name: "Provincia" }).fill("bg");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText(/la partita IVA ha 11 cifre/)).toBeVisible();
  await page.getByRole("textbox", { name: "Partita IVA" }).fill("04187650322");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Studio Galli Commercialisti" })).toBeVisible();
  await expect(page.getByText("BG", { exact: true })).toBeVisible();
  // She administers it: she may edit it.
  await expect(page.getByRole("link", { name: "Modifica i dati dello studio" })).toBeVisible();

  // A request for the employment module with two seats, changed once before approval.
  await page.getByRole("link", { name: "Licenze" }).click();
  await page.getByRole("link", { name: "Richiedi un modulo o più postazioni" }).click();
  await page.getByRole("textbox", { name: "Postazioni" }).fill("3");
  await page.getByRole("textbox", { name: "Note per la redazione" }).fill("Attivazione dal mese prossimo");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Invia la richiesta" }).click();
  await expect(page.getByText("Richiesta inviata alla redazione")).toBeVisible();
  await expect(page.getByRole("row", { name: /Modulo Lavoro/ }).getByText("Richiesta")).toBeVisible();
  // A request's badge is read like any other status (WCAG AA contrast).
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Modulo Lavoro" }).click();
  await page.getByRole("textbox", { name: "Postazioni" }).fill("2");
  await page.getByRole("button", { name: "Invia la richiesta" }).click();
  await expect(
    page.getByRole("row", { name: /Modulo Lavoro/ }).getByRole("cell", { name: "2", exact: true }),
  ).toBeVisible();

  // The editors find the request among the licences and approve it from the status menu.
  await editorPage.goto("/editor/profile/licence/?status=requested");
  const row = editorPage.getByRole("row", { name: /Studio Galli Commercialisti/ });
  await expect(row).toBeVisible();
  await settled(editorPage);
  await expectNoSeriousA11yViolations(editorPage);
  await row.getByRole("button", { name: "Cambia stato (Studio Galli Commercialisti)" }).click();
  await editorPage.getByRole("menuitem", { name: "Approva o riattiva" }).click();
  await expect(editorPage.getByRole("row", { name: /Studio Galli Commercialisti/ })).toHaveCount(0);

  // …and export the licences in force as a workbook: the firm's new licence is in it.
  await editorPage.goto("/editor/profile/licence/?status=active");
  await expect(editorPage.getByRole("row", { name: /Studio Galli Commercialisti/ })).toBeVisible();
  const download = editorPage.waitForEvent("download");
  await editorPage.getByRole("button", { name: "Esporta xlsx" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^licenze-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { readFileSync } = await import("node:fs");
  const book = XLSX.read(readFileSync((await file.path()) as string));
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Licenze as XLSX.WorkSheet, { header: 1 });
  expect(rows[0]?.slice(0, 5)).toEqual(["ID", "Studio", "Piano", "Moduli", "Postazioni"]);
  const galli = rows.find((r) => r[1] === "Studio Galli Commercialisti");
  expect(galli?.slice(2, 5)).toEqual(["Modulo Lavoro", "Modulo Lavoro", 2]);
  expect(rows.slice(1).every((r) => r[8] === "Attiva")).toBe(true);
  await editorPage.context().close();

  // In English: the subscription names what the module opens, and every profile screen reads in English.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("button", { name: "Change language: Italiano" })).toBeVisible();
  await page.goto("/customer/profile/subscription/");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await expect(page.getByTestId("seats-used")).toHaveText("1 in use of 2");
  const opens = page.getByRole("button", {
    name: /^Employment: \d+ contract templates and 1 calculator$/,
  });
  await opens.click();
  await expect(page.getByRole("heading", { level: 3, name: "Contract templates" })).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: /lavoro/i })
      .first(),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-05-subscription-en");

  await page.getByRole("link", { name: "Profile and colleagues" }).click();
  await expect(page.getByRole("heading", { name: "My details" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "The people of Studio Galli Commercialisti" }),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-06-people-en");

  await page.getByRole("link", { name: "Firm", exact: true }).click();
  await expect(page.getByText("VAT number")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit the firm's details" })).toBeVisible();
  await page.getByRole("link", { name: "Licences" }).click();
  await expect(page.getByRole("heading", { name: "The firm's licences" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Employment module/ }).getByText("Active")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "profile-07-licences-en");
});
