import type { ListResponse, TemplateListItem } from "@app/contracts";
import type { Page } from "@playwright/test";
import { apiGet } from "./agreement-support";
import { expect, test } from "./console-guard";
import { accounts, expectNoSeriousA11yViolations, settled, signInAsCustomer, snapshot } from "./support";

const LEASE = "Contratto di locazione ad uso abitativo a canone libero (4+4)";
const CREATE_URL = /\/customer\/agreement\/\d+\/create$/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Full-page pictures of a catalogue screen at desktop and phone widths, for visual review. */
async function snapshotBothWidths(page: Page, name: string): Promise<void> {
  await snapshot(page, `catalogue-${name}-1280`);
  await page.setViewportSize(PHONE);
  await snapshot(page, `catalogue-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Opens the lease template and returns the create page it reached. */
async function openLease(page: Page): Promise<string> {
  await page.getByRole("link", { name: LEASE, exact: true }).click();
  await expect(page).toHaveURL(CREATE_URL);
  return new URL(page.url()).pathname;
}

/** The addresses of the calls the page makes from now on whose address contains `part`. */
function callsTo(page: Page, part: string): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(part)) urls.push(request.url());
  });
  return urls;
}

/** The console errors and warnings the page logs from now on. */
function consoleProblems(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") lines.push(message.text());
  });
  return lines;
}

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
  await expect(leases.getByRole("link")).toHaveText([
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

test("a template outside the subscription is locked and explains why", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer);
  await page
    .getByRole("region", { name: "Trova il contratto" })
    .getByRole("link", { name: "Contratti di lavoro" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Contratti di lavoro" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Contratto di lavoro subordinato a tempo indeterminato/ }),
  ).toHaveCount(0);
  const locked = page.getByRole("button", {
    name: "Contratto di lavoro subordinato a tempo indeterminato (non incluso nel tuo abbonamento)",
  });
  const popover = page.getByRole("dialog", { name: "Contratto non incluso nel tuo abbonamento" });

  // Hover shows the explanation.
  await locked.hover();
  await expect(popover).toBeVisible();
  await expect(popover).toContainText("appartiene a un modulo che il tuo abbonamento non comprende");
  await snapshotBothWidths(page, "07-locked-popover");
  await page.mouse.move(0, 0);
  // The two widths reflow the list: the pointer may have rested on another locked template, and
  // every popover shares this name. None may stay open.
  await expect(popover).toHaveCount(0);

  // Keyboard: Enter opens it with focus on its link; Escape closes it back on the template.
  await locked.focus();
  await page.keyboard.press("Enter");
  const subscription = popover.getByRole("link", { name: "Vedi il tuo abbonamento" });
  await expect(subscription).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(locked).toBeFocused();

  await locked.click();
  await popover.getByRole("link", { name: "Vedi il tuo abbonamento" }).click();
  await expect(page).toHaveURL(/\/customer\/profile\/subscription\/$/);

  // Open templates of the licensed module stay links.
  await page.goto("/customer/agreement/template/?inputTextSearched=comodato");
  await expect(
    page.getByRole("link", { name: "Contratto di comodato d'uso gratuito di immobile" }),
  ).toBeVisible();

  // Its drafting address, typed or bookmarked, says why at once. The template list tells the
  // screen (`filter__id`), which never asks for the template it would be refused: Chromium logs
  // every refused call as a console error, whatever the screen then shows (issue 31).
  const retrieves = callsTo(page, "/template/retrieve/");
  const accessChecks = callsTo(page, "filter__id");
  const problems = consoleProblems(page);
  const [employment] = (
    await apiGet<ListResponse<TemplateListItem>>(
      page,
      "/api/agreement/customer/template/list/?no_page=no_page&filter__module=work",
    )
  ).results;
  expect(employment?.locked).toBe(true);
  const notIncluded = page
    .getByRole("alert")
    .filter({ hasText: "Questo modello non è compreso nel tuo abbonamento." });
  for (const path of ["create", "create/tools"]) {
    await page.goto(`/customer/agreement/${employment?.id}/${path}`);
    await expect(notIncluded).toBeVisible();
  }
  expect(accessChecks).toHaveLength(2);

  // Reached from the catalogue, whose list already shows it locked, not even the list is asked.
  await page.goto("/customer/agreement/template/");
  await expect(locked).toBeVisible();
  await page.evaluate((path) => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, `/customer/agreement/${employment?.id}/create`);
  await expect(notIncluded).toBeVisible();
  expect(accessChecks).toHaveLength(2);

  // A template that does not exist (or is not public): not found, again without reading it.
  await page.goto("/customer/agreement/999999/create");
  await expect(page.getByRole("heading", { level: 1, name: "Elemento non trovato" })).toBeVisible();
  expect(accessChecks).toHaveLength(3);
  expect(retrieves).toEqual([]);
  expect(problems).toEqual([]);
});

test("the action bar search says it includes synonyms; results refine as you type and explain no match", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  await page.getByRole("button", { name: "Come funziona la ricerca" }).click();
  const info = page.getByRole("dialog", { name: "La ricerca comprende i sinonimi" });
  await expect(info).toContainText("«affitto»");
  await page.keyboard.press("Escape");
  await expect(info).toBeHidden();

  // The search icon submits too; an empty search lists the whole catalogue, grouped.
  await page.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/template\/$/);
  await expect(page.getByText(/^\d+ modelli disponibili$/)).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Riservatezza" })
      .getByRole("link", { name: /^Non-Disclosure Agreement, mutual or one-way/ }),
  ).toContainText("EN");

  const search = page.getByRole("searchbox", { name: "Ricerca libera" });
  await search.fill("contratti di lavoro");
  await expect(page).toHaveURL(/inputTextSearched=contratti\+di\+lavoro$/);
  await expect(page.getByRole("region", { name: "Lavoro subordinato" })).toBeVisible();

  await search.fill("xylofonico");
  await search.press("Enter");
  await expect(
    page.getByRole("heading", { name: "Nessun contratto trovato per «xylofonico»" }),
  ).toBeVisible();
  await expect(page.getByText("prova con un sinonimo")).toBeVisible();
  await snapshotBothWidths(page, "08-search-empty");
  await page.getByRole("link", { name: "Apri la ricerca guidata" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/wizard\/$/);
});

test("the catalogue screens have no serious accessibility violation", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer);
  await page.getByRole("link", { name: "Contratti civili e commerciali" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Contratti civili e commerciali" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  for (const url of [
    "/customer/agreement/template/?inputTextSearched=lavoro",
    "/customer/agreement/wizard/",
  ]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  }
});

test("a catalogue list that fails to load says so and loads again on retry", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(503, "/template/list/");
  await signInAsCustomer(page, accounts.customer2);
  // 503 is an ordinary failure here (502/504 would mean maintenance, spec §8).
  await page.route("**/api/agreement/customer/template/list/**", (route) =>
    route.fulfill({ status: 503, json: { status_code: 503, non_field_errors: ["Non disponibile"] } }),
  );
  await page.goto("/customer/agreement/template/?inputTextSearched=comodato");
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Non è stato possibile caricare i modelli di contratto." });
  await expect(alert).toBeVisible();
  await page.unroute("**/api/agreement/customer/template/list/**");
  await alert.getByRole("button", { name: "Riprova" }).click();
  await expect(
    page.getByRole("link", { name: "Contratto di comodato d'uso gratuito di immobile" }),
  ).toBeVisible();
});
