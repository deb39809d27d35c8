import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./console-guard";
import {
  accounts,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  inEnglish,
  settled,
  snapshot,
} from "./support";

// Issue 35: an editor turns two-factor sign-in on from the screen (reading the secret printed
// beside the QR code, as a person with no camera would), signs in again with a code of the app,
// then with a recovery code, and turns it off again so the other journeys sign in as before.

/** The code an authenticator app shows `steps` steps of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A code as a copy picks it up: spaces around it and in the middle («␠123 456␠»). */
const spaced = (code: string) => ` ${code.slice(0, 3)} ${code.slice(3)} `;

/** The 'Operation failed' notice, in either language. */
const operationFailed = (page: Page) =>
  page.getByRole("alert").filter({ hasText: /Operazione non riuscita|Operation failed/ });

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
  // The journey's own refusals: a code already used, a wrong code, a wrong password.
  consoleGuard.allowRefusal(400, "/api/account/mfa/verify/");
  consoleGuard.allowRefusal(400, "/api/account/mfa/enable/");
  consoleGuard.allowRefusal(400, "/api/account/mfa/disable/");
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
  // The code is what comes next: its field has the focus (issue 44).
  const codeField = page.getByLabel(/Inserisci il codice di 6 cifre/);
  await expect(codeField).toBeFocused();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "two-factor-01-qr");
  // The key to type by hand, in groups of four, and a button that copies it whole.
  const shown = (await page.getByTestId("mfa-secret").textContent())?.trim() ?? "";
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shown.replace(/ /g, "");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copia la chiave" }).click();
  await expect(page.getByRole("button", { name: "Chiave copiata" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  // A wrong code is said under the field, and by no notice; typing again clears it.
  await codeField.fill(codeOf(secret, 20));
  await page.getByRole("button", { name: "Conferma e attiva" }).click();
  await expect(page.getByText("Codice non valido o già usato")).toBeVisible();
  await expect(codeField).toHaveAttribute("aria-invalid", "true");
  await expect(operationFailed(page)).toHaveCount(0);
  await codeField.press("End");
  await codeField.press("Backspace");
  await expect(page.getByText("Codice non valido o già usato")).toHaveCount(0);
  // Three steps are good at any moment (a phone's clock a little behind or ahead) and each is
  // used once: the confirmation spends the step before, the sign-in the current one and turning
  // it off the next, so nobody waits for the clock. The step before is only taken early enough in
  // the current one that it is still good when the server reads it.
  await expect.poll(() => Date.now() % 30_000, { timeout: 5_000 }).toBeLessThan(25_000);
  // Pasted as a copy picks it up, with spaces around and in the middle.
  await codeField.fill(spaced(codeOf(secret, -1)));
  await page.getByRole("button", { name: "Conferma e attiva" }).click();

  const codes = page.getByRole("list", { name: "Codici di recupero" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(0).textContent())?.trim() ?? "";
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Scarica i codici" }).click();
  expect((await download).suggestedFilename()).toBe("codici-di-recupero.txt");
  // The refusal before left no notice behind beside the success.
  await expect(operationFailed(page)).toHaveCount(0);
  await snapshot(page, "two-factor-02-codes");
  await page.getByRole("button", { name: "Ho salvato i codici" }).click();
  await expect(page.getByText(/La verifica in due passaggi è attiva/)).toBeVisible();
  await expect(page.getByText("Ti restano 10 codici di recupero su 10")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "two-factor-03-on");

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

  // One code fewer left.
  await page.goto("/editor/security/");
  await expect(page.getByText("Ti restano 9 codici di recupero su 10")).toBeVisible();

  // Off again, with the password and a code of a step not used yet (the next one). A wrong
  // password first: said under its field, by no notice, and gone as it is typed again.
  const password = page.getByRole("textbox", { name: "Password", exact: true });
  await password.fill("non-e-la-password");
  await page.getByLabel("Codice dell'app").fill(spaced(codeOf(secret, 1)));
  await page.getByRole("button", { name: "Disattiva" }).click();
  await expect(page.getByText("La password non è corretta")).toBeVisible();
  await expect(operationFailed(page)).toHaveCount(0);
  await password.fill(DEMO_PASSWORD);
  await expect(page.getByText("La password non è corretta")).toHaveCount(0);
  await page.getByRole("button", { name: "Disattiva" }).click();
  await expect(page.getByText(/La verifica in due passaggi non è attiva/)).toBeVisible();
  // With the notice of the change on screen: its close button too has a name.
  await expectNoSeriousA11yViolations(page);
});

test.describe("in English", () => {
  test.beforeEach(async ({ page }) => {
    await inEnglish(page);
  });

  test("a customer turns two-factor on, makes new recovery codes, and turns it off", async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    consoleGuard.allowRefusal(400, "/api/account/mfa/recovery-codes/regenerate/");
    await page.setViewportSize({ width: 1280, height: 900 });
    // Paolo, whom only one other journey signs in (with the password, after this one).
    await page.goto("/auth/customer/login");
    await page.getByLabel("Username").fill("demo-colleague");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await page.goto("/customer/profile/security/");
    await page.getByRole("button", { name: "Turn on two-step verification" }).click();
    const codeField = page.getByLabel(/Enter the 6-digit code/);
    await expect(codeField).toBeFocused();
    const secret = ((await page.getByTestId("mfa-secret").textContent()) ?? "").replace(/\s/g, "");
    await expect.poll(() => Date.now() % 30_000, { timeout: 5_000 }).toBeLessThan(25_000);
    await codeField.fill(spaced(codeOf(secret, -1)));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const first = await codes.allTextContents();
    await page.getByRole("button", { name: "I have saved the codes" }).click();
    await expect(page.getByText("You have 10 recovery codes left out of 10")).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, "two-factor-04-on-en");

    // New codes: the password takes the focus; a wrong one is said under it, by no notice.
    const recovery = page.getByRole("region", { name: "Recovery codes" });
    await recovery.getByRole("button", { name: "Generate new recovery codes" }).click();
    const regeneratePassword = recovery.getByRole("textbox", { name: "Password", exact: true });
    await expect(regeneratePassword).toBeFocused();
    await regeneratePassword.fill("not-the-password");
    await recovery.getByLabel("App code").fill(spaced(codeOf(secret)));
    await recovery.getByRole("button", { name: "Generate the new codes" }).click();
    await expect(page.getByText("The password is not correct")).toBeVisible();
    await expect(operationFailed(page)).toHaveCount(0);
    await snapshot(page, "two-factor-05-regenerate-refused-en");
    await regeneratePassword.fill(DEMO_PASSWORD);
    await expect(page.getByText("The password is not correct")).toHaveCount(0);
    await recovery.getByRole("button", { name: "Generate the new codes" }).click();
    await expect(
      page.getByText("New recovery codes generated: the earlier ones no longer work."),
    ).toBeVisible();
    await expect(codes).toHaveCount(10);
    const second = await codes.allTextContents();
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await expect(operationFailed(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await snapshot(page, "two-factor-06-regenerated-en");
    await page.getByRole("button", { name: "I have saved the codes" }).click();
    await expect(page.getByText("You have 10 recovery codes left out of 10")).toBeVisible();

    // Off again, with the next step's code.
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("App code").fill(codeOf(secret, 1));
    await page.getByRole("button", { name: "Turn off", exact: true }).click();
    await expect(page.getByText(/Two-step verification is off/).first()).toBeVisible();
  });
});
