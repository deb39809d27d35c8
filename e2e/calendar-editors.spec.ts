import { sampleValues } from "../apps/server/src/test/sample-values";
import { agreementCard, FREE_LEASE, templateByTitle } from "./agreement-support";
import { A, day, headers, TRANSITIONAL_LEASE } from "./calendar-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  dmy,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
  typeDate,
} from "./support";

// The editors' side of the calendar: published agendas, and the deadlines templates flag.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 90_000 });

test("an editor publishes an agenda with a webinar, which the subscribers of its module see in their calendar", async ({
  page,
  browser,
}) => {
  await signInAsEditor(page);
  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Agende" })
    .click();
  await expect(page.getByRole("link", { name: "Webinar della redazione" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Nuova agenda" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuova agenda" })).toBeVisible();
  await settled(page);
  await page.getByRole("textbox", { name: "Nome" }).fill("Incontri sul lavoro agile");
  await expect(page.getByRole("textbox", { name: "Nome" })).toHaveValue("Incontri sul lavoro agile");
  await page.locator("label", { hasText: "Pubblicata" }).click();
  await expect(page.getByRole("radio", { name: "Pubblicata" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Lavoro" }).check();
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Incontri sul lavoro agile" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Appuntamenti" })
    .click();
  await page.getByRole("link", { name: "Nuovo appuntamento" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuovo appuntamento" })).toBeVisible();
  await settled(page);
  await page.getByRole("combobox", { name: "Agenda" }).click();
  await page.getByRole("option", { name: "Incontri sul lavoro agile" }).click();
  await page.getByRole("textbox", { name: "Titolo" }).fill("Webinar: il diritto alla disconnessione");
  await typeDate(page.getByRole("textbox", { name: "Data e ora di inizio" }), `${dmy(day(2))} 16:00`);
  await typeDate(page.getByRole("textbox", { name: "Data e ora di fine" }), `${dmy(day(2))} 17:00`);
  await page.getByRole("textbox", { name: "Luogo" }).fill("Online");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Webinar: il diritto alla disconnessione" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Torna all'elenco" }).click();
  await expect(page.getByRole("link", { name: "Webinar: il diritto alla disconnessione" })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-06-editor-appointments");

  // Giulia (complete solution) sees it, read-only; Mario (civil-commercial only) does not.
  const giulia = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsCustomer(giulia, accounts.customer2);
  await giulia.goto("/customer/calendar/");
  await expect(giulia.getByRole("button", { name: /Webinar: il diritto alla disconnessione/ })).toBeVisible();
  const mario = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsCustomer(mario);
  await mario.goto("/customer/calendar/");
  await expect(mario.getByRole("heading", { level: 1, name: "Calendario" })).toBeVisible();
  await expect(mario.getByRole("button", { name: /Webinar: il diritto alla disconnessione/ })).toHaveCount(0);
});

test("a lease saved with its first expiry offers the deadline to the calendar, which then follows the contract's date", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  const auth = await headers(page);
  const template = await templateByTitle(page, FREE_LEASE);
  const values = { ...sampleValues(template.fields), data_scadenza: "2031-02-28" };
  const created = await page.request.post("/api/agreement/customer/agreement/create/", {
    headers: auth,
    data: { title: "Locazione Bianchi–Ferri", template: template.id, values },
  });
  expect(created.status()).toBe(201);
  const agreement = await created.json();

  await page.goto(`/customer/agreement/${agreement.id}/edit`);
  const offer = page.getByText(
    /Questo contratto ha una scadenza: Prima scadenza della locazione \(28\/02\/2031\)/,
  );
  await expect(offer).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-07-deadline-offer");
  await page.getByRole("button", { name: "Aggiungi le scadenze al calendario" }).click();
  await expect(page.getByText("Scadenza aggiunta al calendario")).toBeVisible();
  await expect(
    page.getByText("La scadenza del contratto è nel calendario e ne segue la data."),
  ).toBeVisible();

  // The contract's expiry changes in the compile tab: the appointment moves, and the user is told.
  await page.getByRole("tab", { name: "Compilazione" }).click();
  await page
    .getByRole("navigation", { name: "Passaggi della compilazione" })
    .getByRole("button")
    .filter({ hasText: "Durata" })
    .first()
    .click();
  await typeDate(page.getByRole("textbox", { name: "Data di prima scadenza" }), "15/07/2031");
  await page.getByRole("button", { name: "Salva", exact: true }).click();
  await expect(
    page.getByText("Prima scadenza della locazione: spostata nel calendario al 15/07/2031"),
  ).toBeVisible();
  const kept = (
    await (
      await page.request.get(`${A}/list/?no_page=no_page&filter__agreement=${agreement.id}`, {
        headers: auth,
      })
    ).json()
  ).results;
  expect(kept.map((a: { title: string; start: string }) => [a.title, a.start])).toEqual([
    ["Prima scadenza della locazione · Locazione Bianchi–Ferri", "2031-07-15T00:00:00+02:00"],
  ]);

  // Deleting the contract asks whether its deadline goes too: yes.
  await page.goto("/customer/agreement/list");
  const card = agreementCard(page, "Locazione Bianchi–Ferri");
  await card.getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Attenzione" });
  await confirm.getByRole("checkbox", { name: "Elimina anche la sua scadenza dal calendario" }).check();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`${A}/retrieve/${kept[0].id}/`, { headers: auth })).status()).toBe(404);
});

test("an editor sees and sets which date fields of a template are deadlines", async ({ page }) => {
  await signInAsEditor(page);
  const auth = await headers(page);
  // The transitional lease: no journey drafts on it, so its public version is still open to edits
  // (a version contracts were drafted on is locked, and would need a new version).
  const templates = await (
    await page.request.get(
      `/api/agreement/editor/template/list/?no_page=no_page&free_filter__=${encodeURIComponent("transitorio")}`,
      { headers: auth },
    )
  ).json();
  const lease = templates.results.find((t: { title: string }) => t.title === TRANSITIONAL_LEASE);
  await page.goto(`/editor/agreement/template/${lease.id}/edit`);
  await page.getByRole("tab", { name: /^Campi e note/ }).click();
  await page.getByRole("button", { name: "Modifica Data di scadenza", exact: true }).click();
  const form = page.getByRole("form", { name: "Dettaglio del campo" });
  await expect(form.getByRole("checkbox", { name: "È una scadenza da offrire al calendario" })).toBeChecked();
  await expect(form.getByRole("textbox", { name: "Nome della scadenza (italiano)" })).toHaveValue(
    "Scadenza della locazione transitoria",
  );
  await expect(form.getByRole("textbox", { name: "Nome della scadenza (inglese)" })).toHaveValue(
    "End of the transitional lease",
  );
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-09-editor-deadline-field");
  // Another date field is no deadline until flagged.
  await form.getByRole("button", { name: "Annulla" }).click();
  await expect(form).toBeHidden();
  await page.getByRole("button", { name: "Modifica Data di decorrenza", exact: true }).click();
  await expect(
    form.getByRole("checkbox", { name: "È una scadenza da offrire al calendario" }),
  ).not.toBeChecked();
  await form.getByRole("button", { name: "Annulla" }).click();
});
