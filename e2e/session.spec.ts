import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, signInAsCustomer, tokenCookie } from "./support";

test("a token renewed by the server replaces the cookie and keeps the remember-me lifetime", async ({
  page,
  request,
}) => {
  await page.goto("/auth/customer/login");
  await page.getByLabel("Nome utente").fill(accounts.customer);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Ricordami").check();
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer$/);

  // A second valid session stands in for the renewal the server sends near expiry.
  const login = await request.post("/api/account/customer/login/", {
    data: { username: accounts.customer, password: DEMO_PASSWORD, rememberMe: true },
  });
  const { token: renewed } = (await login.json()) as { token: string };
  await page.route("**/api/account/me/", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), token: renewed } });
  });

  await page.goto("/customer/calendar/");
  await expect(page.getByRole("heading", { level: 1, name: "Calendario" })).toBeVisible();
  await expect.poll(async () => (await tokenCookie(page))?.value).toBe(renewed);
  expect((await tokenCookie(page))?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
});

test("the loading overlay covers the page while a slow call runs", async ({ page }) => {
  await page.route("**/api/account/customer/login/", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto("/auth/customer/login");
  await page.getByLabel("Nome utente").fill(accounts.customer);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
});

test("a session that cannot be restored says so (restore.session.error) and offers to log out", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(429, "/api/account/me/");
  consoleGuard.allow(/^error: (Could not load the current user|SessionRestoreError)/);
  await signInAsCustomer(page);
  // Neither refused (401) nor an outage (5xx): the profile answers something unusable.
  await page.route("**/api/account/me/", (route) =>
    route.fulfill({ status: 429, json: { status_code: 429, non_field_errors: ["Troppe richieste"] } }),
  );
  await page.goto("/customer/agreement/list");
  await expect(
    page.getByRole("heading", { name: "Non è stato possibile ripristinare la sessione" }),
  ).toBeVisible();
  await page.unroute("**/api/account/me/");
  await page.getByRole("link", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/$/);
});
