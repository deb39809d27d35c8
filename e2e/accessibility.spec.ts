import { expect, test } from "./console-guard";
import { expectNoSeriousA11yViolations, signInAsCustomer, signInAsEditor, snapshot } from "./support";

test("the login page has no serious accessibility violation", async ({ page }) => {
  await page.goto("/auth/customer/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the landing home has no serious accessibility violation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the customer home has no serious accessibility violation", async ({ page }) => {
  await signInAsCustomer(page);
  await expect(page.getByRole("heading", { level: 1, name: /^Ciao, / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the editor home has no serious accessibility violation", async ({ page }) => {
  await signInAsEditor(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("an open menu has no serious accessibility violation, with its last item focused", async ({ page }) => {
  // Read with the menus open: Mantine's focus placeholder inside role="menu" (a child a menu may
  // not have) and the red «Esci» on its focused background (2.3:1) were found only this way.
  await signInAsCustomer(page);
  const userMenu = page.getByRole("button", { name: /Mario Rossi/ });
  await userMenu.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "La mia home" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Esci" })).toBeFocused();
  await snapshot(page, "accessibility-01-user-menu-open");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(userMenu).toBeFocused();
});

test("the template text's Logica menu has no serious accessibility violation when open", async ({ page }) => {
  await signInAsEditor(page);
  await page.goto("/editor/agreement/template/create");
  await page.getByRole("button", { name: "Logica" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the navbar login works with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  const signIn = page.getByRole("banner").getByRole("button", { name: "Accedi" });
  await signIn.focus();
  await page.keyboard.press("Enter");
  // Focus moves into the dropdown, on the username.
  await expect(page.getByRole("dialog").getByLabel("Nome utente")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the main screens log no error to the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    // Refused calls are logged by the browser itself; they are not app errors.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await signInAsCustomer(page);
  await page.goto("/customer/agreement/list");
  await expect(page.getByRole("heading", { level: 1, name: "I miei contratti" })).toBeVisible();
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My agreements" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the drafting screen with its live preview has no serious accessibility violation (issue 44)", async ({
  page,
}) => {
  // The live preview was two regions of the same name (its panel and its scrolling contract).
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsCustomer(page);
  await page.goto("/customer/agreement/template/?inputTextSearched=4%2B4");
  await page
    .getByRole("link", { name: /canone libero \(4\+4\)/ })
    .first()
    .click();
  await page.getByRole("tab", { name: "Compilazione" }).click();
  await expect(page.getByTestId("live-preview")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
