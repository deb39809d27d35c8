import type { ListResponse, TemplateListItem } from "@app/contracts";
import { apiGet } from "./agreement-support";
import { callsTo, consoleProblems, DESKTOP, PHONE, snapshotBothWidths } from "./catalogue-support";
import { expect, test } from "./console-guard";
import { accounts, expectNoSeriousA11yViolations, settled, signInAsCustomer, snapshot } from "./support";

// A locked template explained, and the action bar's search as a customer types.
test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
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

  // Hover shows the explanation, at both widths. The pointer leaves before the window is resized:
  // a list reflowed under a resting pointer hears it leave only when it moves again, which a slow
  // machine turned into a popover left open.
  await locked.hover();
  await expect(popover).toBeVisible();
  await expect(popover).toContainText("appartiene a un modulo che il tuo abbonamento non comprende");
  await snapshot(page, "catalogue-07-locked-popover-1280");
  await page.mouse.move(0, 0);
  await expect(popover).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await locked.hover();
  await expect(popover).toBeVisible();
  await snapshot(page, "catalogue-07-locked-popover-390");
  await page.mouse.move(0, 0);
  await expect(popover).toHaveCount(0);
  await page.setViewportSize(DESKTOP);

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
