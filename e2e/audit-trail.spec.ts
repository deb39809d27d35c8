import { expect, test } from "./console-guard";
import { chooseOption, expectNoSeriousA11yViolations, signInAsEditor, snapshot } from "./support";

// Issue 35: the editors read the audit trail: filtered in the URL, an event opened in full.
test("an editor reads the activity log, filters the sign-ins and opens one", async ({ page }) => {
  await signInAsEditor(page);
  await page.getByRole("navigation").getByRole("link", { name: "Registro attività" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registro attività" })).toBeVisible();
  const table = page.getByRole("table", { name: "Eventi del registro attività" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseOption(page.getByRole("combobox", { name: "Azione" }), "Accesso");
  await expect(page).toHaveURL(/[?&]action=login\b/);
  const actions = table.getByRole("button", { name: /^Dettagli dell'evento \d+: / });
  await expect(actions.first()).toHaveText("Accesso");
  expect(new Set(await actions.allTextContents())).toEqual(new Set(["Accesso"]));
  await snapshot(page, "audit-01-sign-ins");

  await actions.first().click();
  const drawer = page.getByRole("dialog", { name: "Dettaglio dell'evento" });
  await expect(drawer.getByRole("row", { name: /^Chi demo-editor/ })).toBeVisible();
  await expect(drawer.getByRole("row", { name: /^Azione Accesso \(login\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "audit-02-event");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The filter is the page's address: reloaded, the list is the same.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Azione" })).toHaveValue("Accesso");
});
