import { DESKTOP, LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, signInAsCustomer } from "./support";

// The drafting screen keeps what the customer typed when the network fails under it (issue 31).
test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test("a failed reload of the template, as a language switch asks for, leaves the draft and what was typed on screen", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/^error: Failed to load resource: net::ERR_FAILED @ .*\/template\/retrieve\//);
  await signInAsCustomer(page, accounts.customer2);
  const lease = await templateByTitle(page, LEASE);
  await page.goto(`/customer/agreement/${lease.id}/create?tab=compile`);
  await page.locator("#field-locatore_nome").fill("Marta Galli");
  // The network drops: the language switch reloads every query, and the template's reload fails.
  let failed = 0;
  await page.route(`**/api/agreement/customer/template/retrieve/${lease.id}/`, (route) => {
    failed++;
    return route.abort();
  });
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("tab", { name: "Fill in" })).toBeVisible();
  // A call that got no answer is tried twice; then the query is in error, with its data kept.
  await expect.poll(() => failed).toBe(2);
  await expect(page.getByRole("button", { name: "Change language: Italiano" })).toBeEnabled();
  await expect(page.locator("#field-locatore_nome")).toHaveValue("Marta Galli");
  await page.unroute(`**/api/agreement/customer/template/retrieve/${lease.id}/`);
  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await expect(page.getByRole("tab", { name: "Compilazione" })).toBeVisible();
});
