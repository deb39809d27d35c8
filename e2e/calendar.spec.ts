import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { sampleValues } from "../apps/server/src/test/sample-values";
import { agreementCard, LEASE, templateByTitle } from "./agreement-support";
import {
  accounts,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
  tokenCookie,
} from "./support";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 90_000 });

const A = "/api/calendar/customer/appointment";
const TRANSITIONAL_LEASE = "Contratto di locazione ad uso transitorio";
const day = (offset = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

async function headers(page: Page) {
  return { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
}

/** The text of the newest .eml the server wrote whose subject contains `subject`. */
function mailWith(subject: string): string | null {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return null;
  }
  const texts = files
    .map((file) => readFileSync(join(dir, file), "utf8").replace(/=\r?\n/g, ""))
    .filter((text) => text.includes(subject) || decodeURIComponent(text).includes(subject));
  return texts.at(-1) ?? null;
}

test("from the dashboard box a customer creates, edits and deletes an appointment, the day marked meanwhile", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  const box = page.getByRole("region", { name: "Calendario" });
  await expect(box.getByTestId("calendar-box-empty")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  await box.getByRole("link", { name: "Nuovo appuntamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo appuntamento" });
  await dialog.getByRole("textbox", { name: "Titolo" }).fill("Firma del contratto di locazione");
  // The end before the start: the server's refusal stays beside the field, and in the notice.
  await dialog.getByLabel("Ora di inizio").fill("10:00");
  await dialog.getByLabel("Ora di fine").fill("09:00");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(dialog.getByText("La fine deve essere successiva all'inizio")).toBeVisible();
  await expect(page.getByText("Operazione non riuscita")).toBeVisible();
  await dialog.getByLabel("Ora di fine").fill("11:30");
  await dialog.getByRole("textbox", { name: "Luogo" }).fill("Studio, Via Roma 1");
  await dialog.getByRole("combobox", { name: "Promemoria" }).click();
  await page.getByRole("option", { name: "1 giorno prima" }).click();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-01-dialog");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("I dati sono stati salvati correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/customer$/);
  await expect(
    box.getByRole("link", { name: "Firma del contratto di locazione", exact: true }),
  ).toBeVisible();
  await expect(box.getByText("10:00–11:30 · Studio, Via Roma 1")).toBeVisible();
  await expect(box.locator("[data-marked]").first()).toBeVisible();
  await settled(page);
  await snapshot(page, "calendar-02-box");

  // Edit: the title changes, the rest stays.
  await box.getByRole("link", { name: "Modifica Firma del contratto di locazione" }).click();
  const edit = page.getByRole("dialog", { name: "Modifica appuntamento" });
  await expect(edit.getByRole("textbox", { name: "Titolo" })).toHaveValue("Firma del contratto di locazione");
  await edit.getByRole("textbox", { name: "Titolo" }).fill("Firma della locazione Rossi");
  await edit.getByRole("button", { name: "Salva" }).click();
  await expect(box.getByRole("link", { name: "Firma della locazione Rossi", exact: true })).toBeVisible();
  const saved = (
    await (
      await page.request.get(`${A}/list/?no_page=no_page&filter__title=locazione Rossi`, {
        headers: await headers(page),
      })
    ).json()
  ).results[0];
  expect(saved).toMatchObject({ place: "Studio, Via Roma 1", reminder: 1440 });

  // Delete, after the spec's confirmation.
  await box.getByRole("button", { name: "Elimina Firma della locazione Rossi" }).click();
  const confirm = page.getByRole("dialog", { name: "Attenzione" });
  await expect(confirm.getByText("Se confermi, l'appuntamento non potrà essere ripristinato.")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("I dati sono stati eliminati correttamente")).toBeVisible();
  await expect(box.getByTestId("calendar-box-empty")).toBeVisible();
});

test("on the calendar page a customer moves by dragging, edits, creates and deletes appointments, sees the editors' webinar read-only, and subscribes with a private link", async ({
  page,
}) => {
  await signInAsCustomer(page);
  const auth = await headers(page);
  // An appointment tomorrow morning, made through the API, to drag.
  const created = await page.request.post(`${A}/create/`, {
    headers: auth,
    data: { title: "Udienza Tribunale", start: `${day(1)}T09:00:00+01:00`, end: `${day(1)}T10:00:00+01:00` },
  });
  expect(created.ok()).toBe(true);
  const hearing = await created.json();

  await page.goto("/customer/calendar/");
  await expect(page.getByRole("heading", { level: 1, name: "Calendario" })).toBeVisible();
  // FullCalendar draws each event as a button named by its time and title.
  const event = page.getByRole("button", { name: /Udienza Tribunale/ });
  await expect(event).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-03-month");

  // Drag it two days later in the month grid: saved at once.
  const target = page.locator(`[data-date="${day(3)}"]`).first();
  await event.dragTo(target);
  await expect(page.getByText("Appuntamento spostato: Udienza Tribunale")).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${A}/retrieve/${hearing.id}/`, { headers: auth })).json()).start,
    )
    .toContain(day(3));

  // The week view; then open it from the keyboard and read its form.
  for (const view of ["Settimana", "Giorno", "Agenda", "Mese"]) {
    await page.getByRole("tab", { name: view }).click();
    await expect(page.getByRole("tab", { name: view })).toHaveAttribute("aria-selected", "true");
  }
  await page.getByRole("button", { name: /Udienza Tribunale/ }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Modifica appuntamento" });
  await expect(dialog.getByLabel("Giorno di inizio")).toHaveValue(day(3));
  // Edit it there: a later hour and a new title.
  await dialog.getByRole("textbox", { name: "Titolo" }).fill("Udienza Tribunale di Forlì");
  await dialog.getByLabel("Ora di inizio").fill("11:00");
  await dialog.getByLabel("Ora di fine").fill("12:30");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("I dati sono stati salvati correttamente")).toBeVisible();
  await expect(
    page.getByRole("button", { name: /11:00 Udienza Tribunale di Forlì|Udienza Tribunale di Forlì/ }),
  ).toBeVisible();
  const edited = await (await page.request.get(`${A}/retrieve/${hearing.id}/`, { headers: auth })).json();
  expect(edited).toMatchObject({ title: "Udienza Tribunale di Forlì" });
  expect(edited.start).toMatch(new RegExp(`^${day(3)}T11:00:00`));

  // Create one from the page, then delete it after the confirmation.
  await page.getByRole("button", { name: "Nuovo appuntamento" }).click();
  const create = page.getByRole("dialog", { name: "Nuovo appuntamento" });
  await create.getByRole("textbox", { name: "Titolo" }).fill("Firma preliminare di vendita");
  await create.getByLabel("Giorno di inizio").fill(day(2));
  await create.getByLabel("Ora di inizio").fill("15:00");
  await create.getByLabel("Giorno di fine").fill(day(2));
  await create.getByLabel("Ora di fine").fill("16:00");
  await create.getByRole("button", { name: "Salva" }).click();
  const signing = page.getByRole("button", { name: /Firma preliminare di vendita/ });
  await expect(signing).toBeVisible();
  await signing.click();
  const open = page.getByRole("dialog", { name: "Modifica appuntamento" });
  await open.getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("dialog", { name: "Attenzione" });
  await expect(confirm.getByText("Se confermi, l'appuntamento non potrà essere ripristinato.")).toBeVisible();
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("I dati sono stati eliminati correttamente")).toBeVisible();
  await expect(signing).toHaveCount(0);

  // The editors' published webinar: in its month, read-only.
  // Month by month to January 2027, each step waiting for the next month's title.
  const title = page.getByRole("heading", { name: /\b20\d\d$/ });
  for (let i = 0; i < 14 && !/gennaio 2027/.test((await title.textContent()) ?? ""); i++) {
    const shown = (await title.textContent()) ?? "";
    await page.getByRole("button", { name: "Periodo successivo" }).click();
    await expect(title).not.toHaveText(shown);
  }
  await expect(title).toHaveText("gennaio 2027");
  await page.getByRole("button", { name: /Webinar: novità sul contratto di locazione/ }).click();
  const webinar = page.getByRole("dialog", { name: "Appuntamento della redazione" });
  await expect(
    webinar.getByText(/pubblicato dalla redazione nell'agenda «Webinar della redazione»/),
  ).toBeVisible();
  await expect(webinar.getByRole("button", { name: "Salva" })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-04-webinar");
  await webinar.getByRole("button", { name: "Chiudi" }).last().click();

  // The private link: created, then read by a calendar client without a session.
  await page.getByRole("button", { name: "Crea il link" }).click();
  const url = await page.getByRole("textbox", { name: "Link del calendario (iCalendar)" }).inputValue();
  expect(url).toMatch(/\/api\/calendar\/feed\/[\w-]+\/calendar\.ics$/);
  const feed = await page.request.get(new URL(url).pathname, { headers: {} });
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const ics = await feed.text();
  expect(ics).toContain("SUMMARY:Udienza Tribunale");
  expect(ics).toContain("SUMMARY:Webinar: novità sul contratto di locazione");
  await settled(page);
  await snapshot(page, "calendar-05-feed");
  await page.getByRole("button", { name: "Disattiva il link" }).click();
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  await page.request.delete(`${A}/destroy/${hearing.id}/`, { headers: auth });
});

test("a reminder arrives by e-mail at its time", async ({ page }) => {
  await signInAsCustomer(page, accounts.customer2);
  const start = new Date(Date.now() + 10 * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const created = await page.request.post(`${A}/create/`, {
    headers: await headers(page),
    data: {
      title: "Telefonata con il cliente Verdi",
      start: start.toISOString(),
      end: end.toISOString(),
      reminder: 15,
    },
  });
  expect(created.status()).toBe(201);
  // The e2e server polls every 2 s: the reminder is due at once (15 minutes before a start 10 minutes away).
  await expect.poll(() => mailWith("Telefonata con il cliente Verdi"), { timeout: 20_000 }).not.toBeNull();
  const mail = mailWith("Telefonata con il cliente Verdi") ?? "";
  expect(mail).toContain("giulia.bianchi");
  expect(mail).toMatch(/appointment-edit/);

  // The calendar in English: Monday first, the views and the form in English.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("button", { name: "Change language: Italiano" })).toBeVisible();
  await page.goto("/customer/calendar/");
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Week" })).toBeVisible();
  await expect(page.getByRole("columnheader").first()).toContainText("Mon");
  await page.getByRole("button", { name: "New appointment" }).click();
  await expect(page.getByRole("dialog", { name: "New appointment" }).getByLabel("Start day")).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-08-english");
  await page.getByRole("dialog", { name: "New appointment" }).getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await expect(page.getByRole("button", { name: "Cambia lingua: English" })).toBeVisible();
});

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
  await page.getByLabel("Giorno di inizio").fill(day(2));
  await page.getByLabel("Ora di inizio").fill("16:00");
  await page.getByLabel("Giorno di fine").fill(day(2));
  await page.getByLabel("Ora di fine").fill("17:00");
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
  const template = await templateByTitle(page, LEASE);
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
  await page.getByLabel("Data di prima scadenza").fill("2031-07-15");
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
