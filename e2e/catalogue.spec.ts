import { callsTo, DESKTOP, LEASE, openLease, snapshotBothWidths } from "./catalogue-support";
import { expect, test } from "./console-guard";
import { accounts, signInAsCustomer } from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test("a customer finds the same template by category, by a synonym and with the guided search", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  // The catalogue's lists already say the template is open: the drafting screen asks no more.
  const accessChecks = callsTo(page, "filter__id");
  const actionBar = page.getByRole("region", { name: "Trova il contratto" });
  await expect(actionBar).toBeVisible();
  await snapshotBothWidths(page, "01-dashboard");

  // 1. Browsing the root category: its templates grouped by subcategory.
  await actionBar.getByRole("link", { name: "Contratti civili e commerciali" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/category\/list\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contratti civili e commerciali" })).toBeVisible();
  const leases = page.getByRole("region", { name: /Locazioni abitative/ });
  // The templates' own links (beside each, «Compilazione multipla» is a link too).
  await expect(leases.getByRole("link", { name: /^Contratto/ })).toHaveText([
    "Contratto di locazione abitativa a canone concordato (3+2)",
    LEASE,
    "Contratto di locazione ad uso transitorio",
  ]);
  // A disabled subcategory is listed greyed, with its hint, and offers no template.
  const agrarian = page.getByRole("region", { name: /Contratti agrari/ });
  await expect(agrarian).toContainText("Sottocategoria non ancora disponibile");
  await expect(agrarian.getByRole("link")).toHaveCount(0);
  await snapshotBothWidths(page, "02-category");
  const byCategory = await openLease(page);

  // 2. Typing a synonym in the dashboard action bar: "affitto" finds the lease ("locazione").
  await page.goto("/customer");
  const search = page.getByRole("searchbox", { name: "Ricerca libera" });
  await search.fill("affitto");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/customer\/agreement\/template\/\?inputTextSearched=affitto$/);
  await expect(page.getByRole("searchbox", { name: "Ricerca libera" })).toHaveValue("affitto");
  await expect(page.getByText(/\d+ modelli trovati per «affitto»/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Locazioni abitative" }).getByRole("link", { name: LEASE }),
  ).toBeVisible();
  await snapshotBothWidths(page, "03-search-results");
  expect(await openLease(page)).toBe(byCategory);

  // 3. Answering the guided search, one question at a time.
  await page.goto("/customer");
  await page.getByRole("link", { name: "Avvia la ricerca guidata" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ricerca guidata" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    "In quale ambito rientra il contratto che ti serve?",
  );
  await snapshotBothWidths(page, "04-wizard-area");
  await page.getByRole("button", { name: "Contratti civili e commerciali" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Che cosa deve regolare il contratto?");
  await page.getByRole("button", { name: /^L'uso di un immobile/ }).click();
  await page.getByRole("button", { name: "Sì, paga un canone periodico" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Per che cosa serve l'immobile?");
  // The new question receives focus, so screen readers announce it.
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  await snapshotBothWidths(page, "05-wizard-question");
  await page.getByRole("button", { name: "Per abitarci stabilmente, per più anni" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "I modelli adatti al tuo caso" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Le tue risposte" })).toContainText(
    "Sì, paga un canone periodico",
  );
  await snapshotBothWidths(page, "06-wizard-result");
  expect(await openLease(page)).toBe(byCategory);
  await expect(page.getByRole("heading", { level: 2, name: "Fonti" })).toBeVisible();
  expect(accessChecks).toEqual([]);
});

test("the guided search keeps its answers in the URL: reload, back button, breadcrumb, browser back", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(404, "/wizard/999999/");
  await signInAsCustomer(page, accounts.customer2);
  await page.goto("/customer/agreement/wizard/");
  const question = page.getByRole("heading", { level: 2 });
  await page.getByRole("button", { name: "Contratti di lavoro" }).click();
  await page.getByRole("button", { name: /^Devo assumere una persona/ }).click();
  await page.getByRole("button", { name: "Come dipendente" }).click();
  await expect(question).toHaveText("Che tipo di assunzione le serve?");
  await expect(page).toHaveURL(/\?path=\d+%2C\d+%2C\d+$/);

  await page.reload();
  await expect(question).toHaveText("Che tipo di assunzione le serve?");
  await expect(page.getByText("Domanda 4")).toBeVisible();

  await page.getByRole("button", { name: "Indietro" }).click();
  await expect(question).toHaveText("La persona lavorerà come dipendente o come collaboratore autonomo?");

  await page
    .getByRole("navigation", { name: "Le tue risposte" })
    .getByRole("link", { name: "Inizio" })
    .click();
  await expect(question).toHaveText("In quale ambito rientra il contratto che ti serve?");
  await page.goBack();
  await expect(question).toHaveText("La persona lavorerà come dipendente o come collaboratore autonomo?");

  // A path that leads nowhere is cut back to its valid beginning.
  await page.goto("/customer/agreement/wizard/?path=999999");
  await expect(question).toHaveText("In quale ambito rientra il contratto che ti serve?");
  await expect(page).toHaveURL(/\/customer\/agreement\/wizard\/$/);
});

test("a search for «4+4» finds the 4+4 lease alone, and a title match comes before a body match, in Italian and in English (issue 44)", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  const search = page.getByRole("searchbox", { name: "Ricerca libera" });
  await search.fill("4+4");
  await search.press("Enter");
  await expect(page.getByText("1 modello trovato per «4+4»")).toBeVisible();
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results).toHaveText(["Contratto di locazione ad uso abitativo a canone libero (4+4)"]);
  await snapshotBothWidths(page, "07-search-4-4");

  // The 3+2 lease by its title first, then the 4+4 lease whose text compares it with the 3+2.
  await page.getByRole("searchbox", { name: "Ricerca libera" }).fill("3+2");
  await page.getByRole("searchbox", { name: "Ricerca libera" }).press("Enter");
  await expect(page.getByText("2 modelli trovati per «3+2»")).toBeVisible();
  await expect(results).toHaveText([
    "Contratto di locazione abitativa a canone concordato (3+2)",
    "Contratto di locazione ad uso abitativo a canone libero (4+4)",
  ]);
  await snapshotBothWidths(page, "07b-search-3-2");

  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByText("2 templates found for “3+2”")).toBeVisible();
  await expect(results.first()).toHaveText("Contratto di locazione abitativa a canone concordato (3+2)");
  await page.getByRole("searchbox", { name: "Keyword search" }).fill("4+4");
  await page.getByRole("searchbox", { name: "Keyword search" }).press("Enter");
  await expect(page.getByText("1 template found for “4+4”")).toBeVisible();
  await expect(results).toHaveText(["Contratto di locazione ad uso abitativo a canone libero (4+4)"]);
  await snapshotBothWidths(page, "08-search-4-4-en");
  // The next journeys start in Italian.
  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await expect(page.getByText("1 modello trovato per «4+4»")).toBeVisible();
});
