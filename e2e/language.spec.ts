import { expect, test } from "./console-guard";
import { signInAsCustomer, snapshot } from "./support";

test("the language switch changes the texts, is remembered and is sent to the server", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/customer/login/");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.getByRole("link", { name: "Come funziona", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("link", { name: "How it works", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await snapshot(page, "10-landing-en");

  // Remembered across a reload. (The configuration, the same in every language, is fetched by
  // the page's preload with the browser's own Accept-Language: the API calls show the choice.)
  await page.reload();
  await expect(page.getByRole("button", { name: "Change language: Italiano" })).toBeVisible();

  // Sent as Accept-Language, so server messages follow the language too.
  await page.goto("/auth/customer/login");
  await page.getByLabel("Username").fill("demo-customer");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
  const login = page.waitForRequest("**/api/account/customer/login/");
  await page.getByRole("button", { name: "Sign in" }).click();
  expect((await login).headers()["accept-language"]).toBe("en");
  await expect(page.getByRole("alert").filter({ hasText: "Operation failed" })).toContainText(
    /incorrect|invalid|wrong/i,
  );

  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accedi alla tua area" })).toBeVisible();
});

test("a signed-in customer sees the dashboard in English", async ({ page }) => {
  await signInAsCustomer(page);
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Mario Rossi" })).toBeVisible();
  await expect(page).toHaveTitle("My area · Contratti Online");
});

test.describe("on a first visit from an English browser", () => {
  test.use({ locale: "en-US" });

  test("the page is in English until the user chooses Italian, which is then remembered", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "How it works", exact: true })).toBeVisible();
    // Following the browser is no choice: nothing is remembered yet.
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();

    await page.getByRole("button", { name: "Change language: Italiano" }).click();
    await expect(page.getByRole("link", { name: "Come funziona", exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("button", { name: "Cambia lingua: English" })).toBeVisible();
  });
});
