import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, signInAsCustomer, signInAsEditor, snapshot } from "./support";

test.describe("signed out", () => {
  test("the customer area sends to the customer login", async ({ page }) => {
    await page.goto("/customer");
    await expect(page).toHaveURL(/\/auth\/customer\/login\?next=%2Fcustomer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Accedi alla tua area" })).toBeVisible();
  });

  test("the editor area sends to the editor login", async ({ page }) => {
    await page.goto("/editor/agreement/template/");
    await expect(page).toHaveURL(/\/auth\/editor\/login\?next=/);
  });

  test("the print area needs a session", async ({ page }) => {
    await page.goto("/agreement/1/1/print-preview");
    await expect(page).toHaveURL(/\/auth\/customer\/login\?next=/);
  });

  test("pricing is open to visitors", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Prezzi" })).toBeVisible();
  });

  test("an unknown address shows the not-found page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible();
  });
});

/**
 * Waits for the page's path to be exactly `path`, then for the area to be drawn: a regular
 * expression over the whole URL would also match on the way there (`/auth/editor/login` holds
 * `/editor`), so a guard's answer could pass or fail on timing.
 */
async function expectSettledAt(page: Page, path: string, heading: RegExp): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

test("a customer visiting the editor area goes to /, and /pricing goes to /", async ({ page }) => {
  await signInAsCustomer(page);
  await expectSettledAt(page, "/customer", /Ciao, Mario Rossi/);
  for (const address of ["/editor", "/editor/agreement/template/", "/pricing"]) {
    await page.goto(address);
    await expectSettledAt(page, "/", /./);
  }
});

test("an editor visiting the customer area goes to /editor", async ({ page }) => {
  await signInAsEditor(page);
  for (const address of ["/customer", "/customer/agreement/list"]) {
    await page.goto(address);
    await expectSettledAt(page, "/editor", /Redazione/);
  }
});

test("no login admits a user with neither role", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(400, "/customer/login/");
  await page.goto("/auth/customer/login");
  await page.getByLabel("Nome utente").fill(accounts.nobody);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Nome utente o password non corretti")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/customer\/login$/);
});

test("a user whose roles are taken away while signed in sees the no-access page and can log out", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  // No login admits a user with neither role: such a session is one whose roles were removed.
  await page.route("**/api/account/me/", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), is_customer: false, is_editor: false },
    });
  });
  await page.goto("/customer");
  await expect(page.getByRole("heading", { name: "Accesso non consentito" })).toBeVisible();
  await snapshot(page, "07-no-access");
  await page.goto("/editor");
  await expect(page.getByRole("heading", { name: "Accesso non consentito" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/auth\/editor\/login$/);
});

test("a ticket in the URL becomes the session token and leaves the URL", async ({ page, request }) => {
  const response = await request.post("/api/account/customer/login/", {
    data: { username: accounts.customer2, password: "demo-password-2026", rememberMe: false },
  });
  const { token } = (await response.json()) as { token: string };
  await page.goto(`/customer?ticket=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Ciao, / })).toBeVisible();
});
