import type { Licence, ListResponse } from "@app/contracts";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import {
  accounts,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  signInAsEditor,
  tokenCookie,
} from "./support";

// Issue 31: an id the server does not know (or does not show this user) opens one "not found"
// state, with a title, a sentence and the way back, and never a form to fill in.

const UNKNOWN = 999_999;
const TITLE = "Elemento non trovato";

/** The state on a page: its heading, the way back, and nothing to type into under the page's main. */
async function expectNotFoundPage(page: Page, url: string, back: string | RegExp) {
  await page.goto(url);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: TITLE }), url).toBeVisible();
  await expect(
    main.getByText("Non esiste, è stato eliminato o non è tra quelli che puoi vedere."),
    url,
  ).toBeVisible();
  await expect(main.getByRole("link", { name: back }), url).toBeVisible();
  await expect(main.locator("form, input, textarea, select"), url).toHaveCount(0);
}

/** The state in a dialog route: the dialog says it, with no field, and closing leads back. */
async function expectNotFoundDialog(page: Page, url: string) {
  await page.goto(url);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: TITLE }), url).toBeVisible();
  await expect(dialog.locator("form, input, textarea, select"), url).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Chiudi" }).last(), url).toBeVisible();
}

async function licencesOf(page: Page, token: string): Promise<Licence[]> {
  const response = await page.request.get("/api/profile/customer/licence/list/", {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ListResponse<Licence>).results;
}

test("a customer's unknown ids and another firm's licence open the not-found state, never a form", async ({
  page,
  consoleGuard,
}) => {
  // Each screen asks for its item to learn it is missing: the 404 is the answer it needs.
  consoleGuard.allowRefusal(404, "/api/");
  test.setTimeout(90_000);
  await signInAsCustomer(page);
  const back = "Torna all'elenco";
  for (const url of [
    `/customer/profile/profile/${UNKNOWN}/edit`,
    "/customer/profile/profile/not-an-id/edit",
    `/customer/profile/company/${UNKNOWN}/edit`,
    `/customer/profile/licence/${UNKNOWN}/edit`,
  ])
    await expectNotFoundPage(page, url, back);
  await expectNotFoundPage(
    page,
    `/customer/agreement/${UNKNOWN}/edit/customize-agreement`,
    "Torna ai miei contratti",
  );
  await expectNotFoundPage(page, `/customer/agreement/${UNKNOWN}/edit/preview`, "Torna ai miei contratti");
  await expectNotFoundPage(page, `/customer/agreement/${UNKNOWN}/compare`, "Torna ai miei contratti");
  await expectNotFoundPage(page, `/customer/agreement/${UNKNOWN}/create`, "Sfoglia i modelli");
  await expectNotFoundPage(
    page,
    `/customer/agreement/category/list/${UNKNOWN}/`,
    "Vai al catalogo dei modelli",
  );
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  for (const url of [
    `/customer/${UNKNOWN}/addressbook-edit`,
    `/customer/${UNKNOWN}/appointment-edit`,
    `/customer/message/notify/${UNKNOWN}/edit`,
  ])
    await expectNotFoundDialog(page, url);
  await settled(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  // The dialog's way back closes it, onto the screen it opened over.
  await page.getByRole("dialog").getByRole("button", { name: "Chiudi" }).last().click();
  await expect(page).toHaveURL(/\/customer\/message\/notify\/$/);

  // Another firm's licence: the server answers 404, so no request form is offered.
  const login = await page.request.post("/api/account/customer/login/", {
    data: { username: accounts.customer2, password: DEMO_PASSWORD },
  });
  const otherToken = ((await login.json()) as { token: string }).token;
  const [otherLicence] = await licencesOf(page, otherToken);
  await page.request.post("/api/account/customer/logout/", {
    headers: { Authorization: `JWT ${otherToken}` },
  });
  if (!otherLicence) throw new Error("the other firm has no licence");
  await expectNotFoundPage(page, `/customer/profile/licence/${otherLicence.id}/edit`, back);
  await expect(page.getByRole("button", { name: "Invia la richiesta" })).toHaveCount(0);
});

test("an active licence opens read-only, not as a request to change", async ({ page }) => {
  await signInAsCustomer(page);
  const token = (await tokenCookie(page))?.value ?? "";
  const active = (await licencesOf(page, token)).find((licence) => licence.status === "active");
  if (!active) throw new Error("the demo firm has no active licence");
  await page.goto("/customer/profile/licence/");
  await page.getByRole("link", { name: active.name }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/profile/licence/${active.id}/edit$`));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: `Licenza «${active.name}»` })).toBeVisible();
  await expect(main.getByText("Attiva", { exact: true })).toBeVisible();
  await expect(main.getByText(/Solo una richiesta non ancora approvata/)).toBeVisible();
  await expect(main.locator("form, input, textarea, select")).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Invia la richiesta" })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("link", { name: "Torna alle licenze" }).click();
  await expect(page).toHaveURL(/\/customer\/profile\/licence\/$/);
});

test("an editor's unknown ids open the not-found state, never a form", async ({ page, consoleGuard }) => {
  consoleGuard.allowRefusal(404, "/api/");
  test.setTimeout(120_000);
  await signInAsEditor(page);
  for (const url of [
    `/editor/profile/profile/${UNKNOWN}/edit`,
    `/editor/profile/company/${UNKNOWN}/edit`,
    `/editor/profile/licence/${UNKNOWN}/edit`,
    `/editor/calendar/appointment/${UNKNOWN}/edit`,
    `/editor/calendar/agenda/${UNKNOWN}/edit`,
    `/editor/news/${UNKNOWN}/edit`,
    `/editor/calculator/template/${UNKNOWN}/edit`,
    `/editor/calculator/constant/${UNKNOWN}/edit`,
    `/editor/calculator/wizard/${UNKNOWN}/edit`,
    `/editor/agreement/category/${UNKNOWN}/edit`,
    `/editor/agreement/category/create/${UNKNOWN}/child`,
    `/editor/agreement/template/${UNKNOWN}/edit`,
    `/editor/agreement/wizard/create/${UNKNOWN}/child`,
  ])
    await expectNotFoundPage(page, url, "Torna all'elenco");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Torna all'elenco" }).click();
  await expect(page).toHaveURL(/\/editor\/agreement\/wizard\/$/);

  await expectNotFoundDialog(page, `/editor/calculator/template/${UNKNOWN}/evaluate`);
});
