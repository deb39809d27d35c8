import { FREE_LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
} from "./support";

test("an editor reads how many customers starred each template, from the sidebar, in both languages", async ({
  page,
  browser,
}) => {
  await signInAsEditor(page);
  await page.getByRole("link", { name: "Preferiti dei clienti" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preferiti dei clienti" })).toBeVisible();
  const table = page.getByRole("table", { name: "Preferiti dei clienti per modello" });
  const row = table.getByRole("row").filter({ hasText: FREE_LEASE });
  // Other journeys star templates too: this one counts from wherever the lease stands.
  await expect(table.or(page.getByText("Nessun cliente ha ancora aggiunto"))).toBeVisible();
  const before = (await row.count()) === 0 ? 0 : Number(await row.getByRole("cell").nth(3).textContent());

  // A customer stars the 4+4 lease on its create screen.
  const customer = await browser.newPage();
  await signInAsCustomer(customer, accounts.customer2);
  const lease = await templateByTitle(customer, FREE_LEASE);
  await customer.goto(`/customer/agreement/${lease.id}/create`);
  await customer.getByRole("button", { name: "Aggiungi il modello ai preferiti" }).click();
  await expect(customer.getByRole("button", { name: "Togli il modello dai preferiti" })).toBeVisible();

  await page.reload();
  await expect(row.getByRole("cell").nth(3)).toHaveText(String(before + 1));
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "editor-favourite-counts");

  // Searched by title, then ordered by title; the title opens the template's authoring screen.
  await page.getByLabel("Cerca nei titoli").fill("canone libero");
  await expect(page).toHaveURL(/search=canone\+libero/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("button", { name: /Modello/ }).click();
  await expect(page).toHaveURL(/order=title/);
  await row.getByRole("link", { name: FREE_LEASE }).click();
  await expect(page).toHaveURL(/\/editor\/agreement\/template\/\d+\/edit$/);
  await page.goBack();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers' favourites" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /Customers/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Taken out again, so the other journeys find the lease as they left it.
  await customer.getByRole("button", { name: "Togli il modello dai preferiti" }).click();
  await expect(customer.getByRole("button", { name: "Aggiungi il modello ai preferiti" })).toBeVisible();
  await customer.close();
});
