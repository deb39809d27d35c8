import { expect, test } from "./console-guard";
import { signInAsCustomer, signInAsEditor, tokenCookie } from "./support";

test("a customer logs out to the landing home and the old token is refused", async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(401, "/api/account/me/");
  await signInAsCustomer(page);
  await expect(page).toHaveURL(/\/customer$/);
  const oldToken = await tokenCookie(page);
  expect(oldToken).toBeDefined();

  await page.getByRole("button", { name: /, menu utente$/ }).click();
  await page.getByRole("menuitem", { name: "Esci" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(await tokenCookie(page)).toBeUndefined();
  await expect(page.getByRole("banner").getByRole("button", { name: "Accedi" })).toBeVisible();

  // Put the revoked token back: the server answers 401, the client forgets it and the
  // protected page sends the user to the login.
  if (oldToken) await context.addCookies([oldToken]);
  await page.goto("/customer");
  await expect(page).toHaveURL(/\/auth\/customer\/login/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test("an editor logs out to the editor login", async ({ page }) => {
  await signInAsEditor(page);
  await page.getByRole("banner").getByRole("link", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/auth\/editor\/login$/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test("the logout routes without a session lead to the spec's pages", async ({ page }) => {
  await page.goto("/auth/customer/logout");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto("/auth/editor/logout");
  await expect(page).toHaveURL(/\/auth\/editor\/login$/);
});
