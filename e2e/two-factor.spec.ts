import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, expectNoSeriousA11yViolations, settled } from "./support";

// Issue 35: an editor turns two-factor sign-in on from the screen (reading the secret printed
// beside the QR code, as a person with no camera would), signs in again with a code of the app,
// then with a recovery code, and turns it off again so the other journeys sign in as before.

/** The code an authenticator app shows `steps` steps of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function passwordStep(page: Page) {
  await page.goto("/auth/editor/login");
  await page.getByLabel("Nome utente").fill(accounts.editor);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Verifica in due passaggi", { exact: true })).toBeVisible();
}

test("an editor turns two-factor on, signs in with a code and with a recovery code, and turns it off", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  // The journey's own refusal: a code already used.
  consoleGuard.allowRefusal(400, "/api/account/mfa/verify/");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/auth/editor/login");
  await page.getByLabel("Nome utente").fill(accounts.editor);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/editor$/);

  await page.getByRole("link", { name: "Sicurezza dell'accesso" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sicurezza dell'accesso" })).toBeVisible();
  await page.getByRole("button", { name: "Attiva la verifica in due passaggi" }).click();
  await expect(page.getByRole("img", { name: /Codice QR/ })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: "e2e/test-results/two-factor-qr.png" });
  const secret = (await page.getByTestId("mfa-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Three steps are good at any moment (a phone's clock a little behind or ahead) and each is
  // used once: the confirmation spends the step before, the sign-in the current one and turning
  // it off the next, so nobody waits for the clock. The step before is only taken early enough in
  // the current one that it is still good when the server reads it.
  await expect.poll(() => Date.now() % 30_000, { timeout: 5_000 }).toBeLessThan(25_000);
  await page.getByLabel(/Inserisci il codice di 6 cifre/).fill(codeOf(secret, -1));
  await page.getByRole("button", { name: "Conferma e attiva" }).click();

  const codes = page.getByRole("list", { name: "Codici di recupero" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(0).textContent())?.trim() ?? "";
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica i codici" }).click();
  expect((await download).suggestedFilename()).toBe("codici-di-recupero.txt");
  await page.getByRole("button", { name: "Ho salvato i codici" }).click();
  await expect(page.getByText(/La verifica in due passaggi è attiva/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Signed out, the password alone no longer signs in: the code does.
  await page.goto("/editor/logout");
  await passwordStep(page);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  const signInCode = codeOf(secret);
  await page.getByLabel("Codice dell'app").fill(signInCode);
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page).toHaveURL(/\/editor$/);

  // The same code again is refused; a recovery code signs in, once.
  await page.goto("/editor/logout");
  await passwordStep(page);
  await page.getByLabel("Codice dell'app").fill(signInCode);
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page.getByText(/Codice non valido o già usato/).first()).toBeVisible();
  await page.getByRole("button", { name: /Usa un codice di recupero/ }).click();
  await page.getByLabel("Codice di recupero").fill(recoveryCode);
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page).toHaveURL(/\/editor$/);

  // Off again, with the password and a code of a step not used yet (the next one).
  await page.goto("/editor/security/");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Codice dell'app").fill(codeOf(secret, 1));
  await page.getByRole("button", { name: "Disattiva" }).click();
  await expect(page.getByText(/La verifica in due passaggi non è attiva/)).toBeVisible();
  // With the notice of the change on screen: its close button too has a name.
  await expectNoSeriousA11yViolations(page);
});
