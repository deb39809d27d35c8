import { expect, test } from "./console-guard";
import { accounts, DEMO_PASSWORD, signInAsEditor, snapshot } from "./support";

test("an editor signs in at /auth/editor/login and reaches /editor with the sidebar", async ({ page }) => {
  await signInAsEditor(page);
  await expect(page.getByRole("heading", { level: 1, name: "Redazione" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Menu della redazione" });
  for (const [name, href] of [
    ["Modelli di contratto", "/editor/agreement/template/"],
    ["Categorie", "/editor/agreement/category/"],
    ["Percorsi guidati", "/editor/agreement/wizard/"],
    ["Contratti dei clienti", "/editor/agreement/agreement/"],
    ["Modelli di calcolatore", "/editor/calculator/template/"],
    ["Percorsi guidati dei calcolatori", "/editor/calculator/wizard/"],
  ] as const) {
    await expect(sidebar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await snapshot(page, "05-editor-home");

  await sidebar.getByRole("link", { name: "Modelli di contratto" }).click();
  await expect(page).toHaveURL(/\/editor\/agreement\/template\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Modelli di contratto" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nuovo modello" })).toBeVisible();

  await sidebar.getByRole("link", { name: "Modelli di calcolatore" }).click();
  await expect(page).toHaveURL(/\/editor\/calculator\/template\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Modelli di calcolatore" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nuovo calcolatore" })).toBeVisible();
  await snapshot(page, "06-editor-calculators");
});

test("a customer cannot use the editor sign-in", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(400, "/api-token-auth/login/");
  await page.goto("/auth/editor/login");
  await page.getByLabel("Nome utente").fill(accounts.customer);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Operazione non riuscita" });
  await expect(alert).toBeVisible();
  // In words, with no status code (issue 44).
  await expect(alert).not.toContainText("Errore");
  await expect(page).toHaveURL(/\/auth\/editor\/login$/);
});
