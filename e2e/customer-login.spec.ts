import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, snapshot, tokenCookie } from "./support";

test("a customer signs in from the navbar dropdown and reaches /customer", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Contratti Online");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await snapshot(page, "01-landing-it");

  await page.getByRole("banner").getByRole("button", { name: "Accedi" }).click();
  const dropdown = page.getByRole("dialog", { name: "Accedi alla tua area" });
  await expect(dropdown).toBeVisible();
  // Spec §2: the configured links; with no external reset page our own one is offered.
  await expect(dropdown.getByRole("link", { name: "Hai dimenticato la password?" })).toHaveAttribute(
    "href",
    "/auth/password/reset",
  );
  await dropdown.getByLabel("Nome utente").fill(`  ${accounts.customer}  `);
  await dropdown.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await dropdown.getByLabel("Ricordami").check();
  await snapshot(page, "02-navbar-login-dropdown");
  await dropdown.getByRole("button", { name: "Accedi" }).click();

  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ciao, Mario Rossi" })).toBeVisible();
  await expect(page).toHaveTitle("La mia area · Contratti Online");

  // Remember me: a one-day cookie with the spec's flags.
  const cookie = await tokenCookie(page);
  expect(cookie?.secure).toBe(true);
  expect(cookie?.sameSite).toBe("Strict");
  expect(cookie?.path).toBe("/");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

  // The fixed upload panel shows its empty state.
  await page.getByRole("button", { name: /Caricamenti/ }).click();
  await expect(page.getByText("Nessuna richiesta di caricamento")).toBeVisible();
  await snapshot(page, "03-customer-home");

  // Signed-in dropdown: full name, entries, "my agreements" disabled while no contract is saved.
  // Other journeys may have saved contracts for this customer in the same database: ask first.
  const saved = await page.request.get("/api/agreement/customer/agreement/list/?per_page=1", {
    headers: { authorization: `JWT ${cookie?.value}` },
  });
  const hasAgreements = ((await saved.json()) as { count: number }).count > 0;
  await page.getByRole("button", { name: "Mario Rossi, menu utente" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "La mia home" })).toBeVisible();
  const myAgreements = menu.getByRole("menuitem", { name: /I miei contratti/ });
  await expect(myAgreements).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Il mio profilo" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Esci" })).toBeVisible();
  if (hasAgreements) {
    await expect(myAgreements).toBeEnabled();
  } else {
    await expect(myAgreements).toBeDisabled();
    await myAgreements.hover({ force: true });
    await expect(page.getByRole("tooltip")).toHaveText("Non hai ancora salvato alcun contratto");
  }
  await snapshot(page, "04-user-menu");
});

test("without remember me the token is a session cookie", async ({ page }) => {
  await page.goto("/auth/customer/login");
  await page.getByLabel("Nome utente").fill(accounts.customer2);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer$/);
  const cookie = await tokenCookie(page);
  expect(cookie?.expires).toBe(-1);
  expect(cookie?.secure).toBe(true);
});

test("a deep link survives the login", async ({ page }) => {
  await page.goto("/customer/agreement/list");
  await expect(page).toHaveURL(/\/auth\/customer\/login\?next=%2Fcustomer%2Fagreement%2Flist$/);
  await page.getByLabel("Nome utente").fill(accounts.customer);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/list$/);
  await expect(page.getByRole("heading", { level: 1, name: "I miei contratti" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Percorso di navigazione" })).toContainText(
    "La mia area",
  );
});
