import type { ListResponse, TemplateListItem } from "@app/contracts";
import {
  agreementCard,
  apiGet,
  clearCustomerData,
  createAgreements,
  DESKTOP,
  LEASE,
  snapshotBothWidths,
  templateByTitle,
} from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  dmy,
  expectNoSeriousA11yViolations,
  romeToday,
  signInAsCustomer,
  tokenCookie,
  typeDate,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

// Whole journeys, each with dozens of steps and full-page pictures at two widths.
test.describe.configure({ timeout: 120_000 });

test("the dashboard boxes start empty, then show the latest agreements and the favourites", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  await clearCustomerData(page);
  // The seed publishes news: with none published, the box says so in the spec's words.
  await page.route(/\/api\/account\/customer\/news\/list\//, (route) =>
    route.fulfill({ json: { results: [], per_page: 3, count: 0 } }),
  );
  await page.reload();
  const agreementsBox = page.getByRole("region", { name: "I miei contratti" });
  const favouritesBox = page.getByRole("region", { name: "I miei preferiti" });
  await expect(agreementsBox).toContainText("Nessun contratto");
  await expect(favouritesBox).toContainText("Nessun preferito");
  await expect(page.getByRole("region", { name: "News" })).toContainText("Nessuna notizia disponibile");
  await snapshotBothWidths(page, "08-dashboard-empty");
  await agreementsBox.getByRole("link", { name: "Sfoglia i modelli" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/template\/$/);

  // Five agreements: the box lists the four changed last, newest first.
  const lease = await templateByTitle(page, LEASE);
  await createAgreements(page, lease.id, ["Primo", "Secondo", "Terzo", "Quarto", "Quinto"]);
  await page.goto("/customer");
  await expect(agreementsBox.getByRole("listitem")).toHaveCount(4);
  await expect(agreementsBox.getByRole("link", { name: /^(Primo|Secondo|Terzo|Quarto|Quinto)$/ })).toHaveText(
    ["Quinto", "Quarto", "Terzo", "Secondo"],
  );
  await expect(agreementsBox.getByRole("img", { name: "Contratto incompleto" })).toHaveCount(4);

  // A star on the create screen adds the template to the favourites, and takes it out again.
  await page.goto(`/customer/agreement/${lease.id}/create`);
  const star = page.getByRole("button", { name: "Aggiungi il modello ai preferiti" });
  await star.click();
  await expect(page.getByRole("button", { name: "Togli il modello dai preferiti" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/customer");
  await expect(favouritesBox.getByRole("link", { name: LEASE })).toBeVisible();
  await snapshotBothWidths(page, "09-dashboard-filled");
  await favouritesBox.getByRole("link", { name: LEASE }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/agreement/${lease.id}/create$`));
  await page.getByRole("button", { name: "Togli il modello dai preferiti" }).click();
  await expect(page.getByRole("button", { name: "Aggiungi il modello ai preferiti" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.goto("/customer");
  await expect(favouritesBox).toContainText("Nessun preferito");
});

test("the favourites screen pages by six, removes, and reloads from page 1 when few remain", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const token = (await tokenCookie(page))?.value;
  const list = await apiGet<ListResponse<TemplateListItem>>(
    page,
    "/api/agreement/customer/template/list/?no_page=no_page",
  );
  const open = list.results.filter((t) => !t.locked).slice(0, 7);
  for (const template of open) {
    const response = await page.request.post("/api/agreement/customer/favourite/create/", {
      headers: { Authorization: `JWT ${token}` },
      data: { typology: "agreement", template_id: template.id },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/customer/agreement/favourite/");
  await expect(page.getByRole("heading", { level: 1, name: "I miei preferiti" })).toBeVisible();
  await expect(page.getByText("7 preferiti")).toBeVisible();
  const items = page.getByRole("main").getByRole("listitem");
  await expect(items).toHaveCount(6);
  await snapshotBothWidths(page, "10-favourites");
  await page.getByRole("button", { name: "Pagina 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(items).toHaveCount(1);

  // Deleting the last one of page 2 leaves six: they fit on page 1, which reloads.
  await items
    .first()
    .getByRole("button", { name: /^Togli dai preferiti/ })
    .click();
  await expect(page.getByText("Dati eliminati correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/favourite\/$/);
  await expect(items).toHaveCount(6);
  for (let left = 6; left > 0; left--) {
    await items
      .first()
      .getByRole("button", { name: /^Togli dai preferiti/ })
      .click();
    await expect(items).toHaveCount(left - 1);
  }
  await expect(page.getByText("Nessun preferito")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sfoglia i modelli" })).toBeVisible();
});

test("the agreement list filters, sorts and pages, and keeps its state in the URL", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);
  const titles = Array.from({ length: 12 }, (_, i) => `Elenco ${String(i + 1).padStart(2, "0")}`);
  await createAgreements(page, lease.id, titles);
  await page.goto("/customer/agreement/list");
  const cards = page.getByRole("list", { name: "Elenco dei contratti" }).getByRole("article");
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Elenco 12");

  await page.getByRole("button", { name: "Pagina 2" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards.first()).toContainText("Elenco 02");

  // Sorting by title, ascending, starts again from page 1.
  // The list re-renders as page 2 arrives: a click on a closing dropdown is lost, so choose again.
  const order = page.getByRole("combobox", { name: "Ordina per" });
  await expect(async () => {
    await order.click();
    await page.getByRole("option", { name: "Titolo", exact: true }).click();
    await expect(order).toHaveValue("Titolo", { timeout: 1_000 });
  }).toPass();
  await page.locator("label", { hasText: /^Crescente$/ }).click();
  await expect(page).toHaveURL(/\?order=title$/);
  await expect(cards.first()).toContainText("Elenco 01");

  // A filter, too, goes back to page 1.
  await page.getByRole("button", { name: "Pagina 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("searchbox", { name: "Titolo" }).fill("Elenco 1");
  await expect(page).toHaveURL(/title=Elenco\+1/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId("agreement-count")).toHaveText("3 contratti");
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Titolo" })).toHaveValue("Elenco 1");
  await expect(cards).toHaveCount(3);

  // Page size 25 holds every "Elenco"; none of them is complete.
  await page.getByRole("searchbox", { name: "Titolo" }).fill("Elenco");
  await expect(page.getByTestId("agreement-count")).toHaveText("12 contratti");
  await page.getByRole("combobox", { name: "Contratti per pagina" }).click();
  await page.getByRole("option", { name: "25", exact: true }).click();
  await expect(page).toHaveURL(/per_page=25/);
  await expect(cards).toHaveCount(12);
  // The days of the last change, typed day/month/year: all twelve were changed today (Rome's).
  const today = romeToday();
  await typeDate(page.getByRole("textbox", { name: "Modificati dal" }), dmy(today));
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await typeDate(page.getByRole("textbox", { name: "Modificati fino al" }), dmy(today));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(cards).toHaveCount(12);
  await page.getByRole("combobox", { name: "Completezza" }).click();
  await page.getByRole("option", { name: "Completi", exact: true }).click();
  await expect(page.getByText("Nessun contratto corrisponde ai filtri.")).toBeVisible();
  await page.getByRole("button", { name: "Azzera i filtri" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/list$/);

  // The download, print and e-mail dialogs have their own journey (documents.spec.ts).
  await expectNoSeriousA11yViolations(page);

  // In English, with the spec's own words.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My agreements" })).toBeVisible();
  // Dates are day/month/year in English too, not the browser's month first.
  const from = page.getByRole("textbox", { name: "Modified from" });
  await expect(from).toHaveAttribute("placeholder", "dd/mm/yyyy");
  await typeDate(from, dmy(today));
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await page.reload();
  await expect(from).toHaveValue(dmy(today));
  const incomplete = agreementCard(page, "Elenco 12");
  await incomplete.getByRole("button", { name: /^Print preview/ }).hover();
  await expect(page.getByRole("tooltip", { name: "Complete the contract to enable printing" })).toBeVisible();
  await incomplete.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Attention" });
  await expect(confirm).toContainText("Are you sure you want to delete the contract?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Data has been deleted successfully")).toBeVisible();
  await expect(agreementCard(page, "Elenco 12")).toHaveCount(0);
});

test("a template is starred straight from the catalogue's lists", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  await clearCustomerData(page);
  const loan = "Contratto di comodato d'uso gratuito di immobile";
  await page.goto("/customer/agreement/template/?inputTextSearched=comodato");
  const star = page.getByRole("button", { name: `Aggiungi il modello ai preferiti: ${loan}` });
  await star.click();
  await expect(page.getByRole("button", { name: `Togli il modello dai preferiti: ${loan}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/customer/agreement/favourite/");
  await expect(page.getByRole("link", { name: loan })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("free search lists the matching templates, then the customer's own agreements, newest change first", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer);
  await clearCustomerData(page);
  const lease = await templateByTitle(page, LEASE);
  await createAgreements(page, lease.id, ["Appartamento di via Verdi", "Bilocale al mare"]);
  await createAgreements(page, lease.id, ["Mansarda in centro"]);
  await page.goto("/customer");
  await page.getByRole("searchbox", { name: "Ricerca libera" }).fill("locazione");
  await page.getByRole("searchbox", { name: "Ricerca libera" }).press("Enter");
  await expect(page).toHaveURL(/inputTextSearched=locazione/);
  // Templates first: the lease template is among them.
  await expect(page.getByRole("link", { name: LEASE, exact: true })).toBeVisible();
  // Then the agreements drafted on it (their template's title matches), the last changed first.
  const mine = page.getByRole("region", { name: "I tuoi contratti" });
  await expect(mine).toContainText("3 contratti salvati corrispondono a «locazione»");
  await expect(mine.getByRole("link")).toHaveText([
    "Mansarda in centro",
    "Bilocale al mare",
    "Appartamento di via Verdi",
  ]);
  await expectNoSeriousA11yViolations(page);
  await snapshotBothWidths(page, "08-search-with-agreements");
  await mine.getByRole("link", { name: "Bilocale al mare" }).click();
  await expect(page).toHaveURL(/\/customer\/agreement\/\d+\/edit\/customize-agreement\?tab=compile$/);

  // A search that only the customer's titles match shows them with no template.
  await page.goto("/customer/agreement/template/?inputTextSearched=mansarda");
  await expect(page.getByRole("region", { name: "I tuoi contratti" }).getByRole("link")).toHaveText([
    "Mansarda in centro",
  ]);
});
