import { expect, test } from "./console-guard";
import {
  chooseOption,
  expectNoSeriousA11yViolations,
  signInAsEditor,
  snapshot,
  tokenCookie,
} from "./support";

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

// Issue 44: the filter offers every action the trail records, typed into without «Tutti»; the
// search finds the words the screen shows, in the reader's language; the drawer says an edit in
// words; on a phone each event is a card that opens it.
test("an editor finds a category's edit by its words, reads it in words, and on a phone as a card", async ({
  page,
}) => {
  await signInAsEditor(page);
  const auth = { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
  const TREE = "/api/agreement/editor/category";
  const created = await page.request.post(`${TREE}/create/`, {
    headers: auth,
    data: { title_it: "Locazioni brevi" },
  });
  expect(created.status()).toBe(201);
  const category = await created.json();
  const edited = await page.request.put(`${TREE}/partial-update/${category.id}/`, {
    headers: auth,
    data: { title_it: "Locazioni brevi e turistiche", title_en: "Short lets" },
  });
  expect(edited.status()).toBe(200);

  await page.goto("/editor/audit/");
  const table = page.getByRole("table", { name: "Eventi del registro attività" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // Typed into, the filter searches what is typed alone, and offers the categories' actions.
  const action = page.getByRole("combobox", { name: "Azione" });
  await action.click();
  await action.pressSequentially("Categoria");
  await expect(action).toHaveValue("Categoria");
  for (const name of ["Categoria: creazione", "Categoria: modifica", "Categoria: spostamento"])
    await expect(page.getByRole("option", { name, exact: true })).toBeVisible();
  await snapshot(page, "audit-03-action-typed", { fullPage: false });
  const update = page.getByRole("option", { name: "Categoria: modifica", exact: true });
  await expect(update).toBeVisible();
  await update.click();
  await expect(page).toHaveURL(/[?&]action=category\.update\b/);
  const edit = table
    .getByRole("row")
    .filter({ hasText: `Categoria #${category.id}` })
    .getByRole("button", { name: /^Dettagli dell'evento \d+: Categoria: modifica$/ });
  await expect(edit).toHaveCount(1);

  // The drawer: each changed field by its label, before and after in words, nothing twice.
  await edit.click();
  const drawer = page.getByRole("dialog", { name: "Dettaglio dell'evento" });
  await expect(drawer.getByRole("row", { name: /^Oggetto Categoria #\d+$/ })).toBeVisible();
  await expect(
    drawer.getByRole("row", { name: "Titolo in italiano Locazioni brevi Locazioni brevi e turistiche" }),
  ).toBeVisible();
  await expect(
    drawer.getByRole("row", { name: "Titolo in inglese Locazioni brevi Short lets" }),
  ).toBeVisible();
  await expect(drawer).not.toContainText("title_it");
  await expect(drawer).not.toContainText("{");
  await expect(drawer.getByRole("row", { name: /^Campi\b/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "audit-04-edit-in-words");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // The free search, by the words the «Oggetto» column shows.
  // «Tutti» again: the field is empty, «Tutti» its placeholder.
  await action.click();
  await page.getByRole("option", { name: "Tutti", exact: true }).click();
  await expect(page).not.toHaveURL(/[?&]action=/);
  await expect(action).toHaveValue("");
  await expect(action).toHaveAttribute("placeholder", "Tutti");
  await page.getByRole("searchbox", { name: "Cerca (utente, azione, oggetto, IP)" }).fill("Categoria");
  await expect(page).toHaveURL(/[?&]search=Categoria\b/);
  // Every row found is a category's (other journeys may have edited others), ours among them.
  // The unfiltered rows stay on screen until the search's answer replaces them (ours are among
  // them too): the rows are read once every one of them is a category's.
  await expect(table.getByRole("row").filter({ hasText: `Categoria #${category.id}` })).toHaveCount(2);
  await expect
    .poll(async () => {
      const subjects = await table.getByRole("row").locator("td:nth-child(4)").allTextContents();
      return subjects.filter((subject) => !subject.startsWith("Categoria #"));
    })
    .toEqual([]);

  // In English, the same search in the reader's words.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  const tableEn = page.getByRole("table", { name: "Events of the activity log" });
  const searchEn = page.getByRole("searchbox", { name: "Search (user, action, record, IP)" });
  await searchEn.fill("Category: changed");
  const ours = tableEn.getByRole("row").filter({ hasText: `Category #${category.id}` });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText("Category: changed");
  await ours.getByRole("button", { name: /^Details of event \d+: Category: changed$/ }).click();
  const drawerEn = page.getByRole("dialog", { name: "Event details" });
  await expect(
    drawerEn.getByRole("row", { name: "Italian title Locazioni brevi Locazioni brevi e turistiche" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "audit-05-edit-in-english");
  await page.keyboard.press("Escape");

  // On a phone: a card per event, with its record and the action that opens it.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole("listitem").filter({ hasText: `Record: Category #${category.id}` });
  await expect(cards).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "audit-06-phone-cards");
  await cards.getByRole("button", { name: /^Details of event \d+: Category: changed$/ }).click();
  await expect(drawerEn.getByRole("row", { name: /^Record Category #\d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "audit-07-phone-event");
});
