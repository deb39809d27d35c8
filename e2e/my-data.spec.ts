import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./console-guard";
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  inEnglish,
  settled,
  signInAsCustomer,
  snapshot,
  tokenCookie,
} from "./support";

// Issue 35, "Profilo › I miei dati": a customer takes their data out, then deletes the account.
// The studio of the seat accounts is used by no other journey: its people may go.
test.describe.configure({ timeout: 120_000 });

const openMyData = async (page: import("@playwright/test").Page) => {
  await page.goto("/customer/profile/my-data/");
  await expect(page.getByRole("heading", { level: 1, name: "I miei dati" })).toBeVisible();
};

test("the last administrator of a firm with colleagues is told to hand the role over first", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(409, "/api/account/customer/delete-account/");
  await signInAsCustomer(page, "demo-seat-1");
  await openMyData(page);
  await page.getByRole("button", { name: "Elimina l'account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminare definitivamente l'account?" });
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    "Sei l'unico amministratore di uno studio con altri componenti",
  );
  // Said once, in the dialog: no notice repeats it. The button waits until the firm changes, and
  // the screen where that is done is a link (issue 44).
  await expect(page.getByRole("alert").filter({ hasText: "Operazione non riuscita" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Elimina definitivamente" })).toBeDisabled();
  await expect(dialog.getByRole("link", { name: "Profilo › Profilo e colleghi" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await snapshot(page, "my-data-03-last-administrator");
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Elimina l'account…" })).toBeDisabled();
  await snapshot(page, "my-data-03b-last-administrator-page");
  await page.getByRole("link", { name: "Profilo › Profilo e colleghi" }).click();
  await expect(page).toHaveURL(/\/customer\/profile\/profile\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Profilo" })).toBeVisible();
  await settled(page);
  await page.getByRole("button", { name: /, menu utente$/ }).click();
  await page.getByRole("menuitem", { name: "Esci" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("in English, the last administrator is told where to name another one", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(409, "/api/account/customer/delete-account/");
  await inEnglish(page);
  await page.goto("/auth/customer/login");
  await page.getByLabel("Username").fill("demo-seat-1");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await page.goto("/customer/profile/my-data/");
  await page.getByRole("button", { name: "Delete the account…" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog.getByRole("link", { name: "Profile › Profile and colleagues" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Operation failed" })).toHaveCount(0);
  await snapshot(page, "my-data-05-last-administrator-en");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: /, user menu$/ }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("a customer downloads all their data, then deletes the account and can no longer sign in", async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/api/account/customer/delete-account/");
  consoleGuard.allowRefusal(400, "/api/account/customer/login/");
  consoleGuard.allowRefusal(401, "/api/account/me/");
  await signInAsCustomer(page, "demo-seat-2");
  await openMyData(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "my-data-01-page");

  // The download: its progress in the panel, then the zip with the two files, this user's only.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica i miei dati" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dati-\d{4}-\d{2}-\d{2}\.zip$/);
  const panel = page.getByRole("region", { name: "Caricamenti e download" });
  await expect(panel.getByText(file.suggestedFilename())).toBeVisible();
  await expect(panel.getByText(/^Scaricato · [\d,]+ KB$/)).toBeVisible();
  await snapshot(page, "my-data-02-downloaded");
  const files = unzipSync(new Uint8Array(readFileSync((await file.path()) as string)));
  const data = JSON.parse(strFromU8(files["dati.json"] as Uint8Array));
  expect(data.profile.username).toBe("demo-seat-2");
  expect(data.firm).toMatchObject({ name: "Studio Neri Commercialisti", role: "member" });
  const book = XLSX.read(files["dati.xlsx"]);
  expect(book.SheetNames.slice(0, 3)).toEqual(["Profilo", "Contratti", "Valori dei contratti"]);

  // The deletion: a wrong password changes nothing, the right one ends it all.
  const oldToken = await tokenCookie(page);
  await page.getByRole("button", { name: "Elimina l'account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminare definitivamente l'account?" });
  const password = dialog.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("non-e-la-password");
  await dialog.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(dialog).toContainText("La password non è corretta");
  await expectNoSeriousA11yViolations(page);
  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText("Il tuo account è stato eliminato.", { exact: false })).toBeVisible();
  await snapshot(page, "my-data-04-deleted");

  // The old token is refused, and the username signs in nowhere.
  if (oldToken) await context.addCookies([oldToken]);
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/auth\/customer\/login/);
  await page.getByLabel("Nome utente").fill("demo-seat-2");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(
    page
      .getByRole("alert")
      .or(page.getByText(/credenziali|non (sono )?corrett/i))
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/customer\/login/);
});
