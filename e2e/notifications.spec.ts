import type { Page } from "@playwright/test";
import { createAgreements, LEASE, templateByTitle } from "./agreement-support";
import { expect, test } from "./console-guard";
import {
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  snapshot,
  tokenCookie,
  typeDate,
} from "./support";

// The customer's notifications (issue 18): the navbar's bell with its unread count, the
// message/notify/ screen with its filters and load-more (spec §4), and the customer's own notes
// written in the create and edit dialogs.

const N = "/api/account/customer/notify";
const NOTE = "Richiamare il notaio Bianchi";
const CONTRACT = "Locazione Verdi (promemoria)";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 120_000 });
// Journeys share one database: whatever happened, leave this customer's bell at zero.
test.afterEach(async ({ page }) => {
  if (await tokenCookie(page)) await page.request.post(`${N}/read-all/`, { headers: await auth(page) });
});

async function auth(page: Page) {
  return { Authorization: `JWT ${(await tokenCookie(page))?.value}` };
}

/** A note through the API; `unread` marks it unread, so the bell counts it (one's own notes start read). */
async function createNote(page: Page, title: string, unread = false): Promise<number> {
  const headers = await auth(page);
  const created = await page.request.post(`${N}/create/`, { headers, data: { title, text: "" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  if (unread) {
    const marked = await page.request.patch(`${N}/set-status/${id}/`, {
      headers,
      data: { status: "unread" },
    });
    expect(marked.ok()).toBe(true);
  }
  return id;
}

const bell = (page: Page) => page.getByRole("button", { name: /^(Notifiche|Notifications), / });
const rows = (page: Page) => page.getByTestId("notification-row");
const row = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

test("a customer follows the bell, marks everything read, writes, edits, filters, loads more and deletes notes, in Italian and in English", async ({
  page,
}) => {
  await signInAsCustomer(page);
  const headers = await auth(page);
  // Journeys share one database: start with nothing unread, then one unread note.
  expect((await page.request.post(`${N}/read-all/`, { headers })).ok()).toBe(true);
  await createNote(page, NOTE, true);
  const lease = await templateByTitle(page, LEASE);
  await createAgreements(page, lease.id, [CONTRACT]);

  // The bell counts it (asked again when the page loads, then every minute).
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName("Notifiche, 1 non letta");
  await expect(page.getByTestId("notification-bell-count")).toHaveText("1");

  // Its popover: the latest, the unread one in bold with a dot, mark all read, see all.
  await bell(page).click();
  const popover = page.getByRole("dialog", { name: "Notifiche" });
  await expect(popover.getByRole("button", { name: new RegExp(`^${NOTE} \\(non letta\\)`) })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "notifications-01-bell");
  await popover.getByRole("button", { name: "Segna tutte come lette" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifiche, nessuna non letta");
  await expect(page.getByTestId("notification-bell-count")).toBeHidden();
  await expect(popover.getByRole("button", { name: new RegExp(`^${NOTE}\\s*Nota personale`) })).toBeVisible();
  await popover.getByRole("link", { name: "Vedi tutte" }).click();
  await expect(page).toHaveURL(/\/customer\/message\/notify\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifiche" })).toBeVisible();
  await expect(row(page, NOTE)).toBeVisible();
  await expect(row(page, NOTE)).toContainText("Nota personale");

  // A new note in the dialog: title, text, a date and time (Rome), a contract.
  await page.getByRole("link", { name: "Nuova nota" }).click();
  await expect(page).toHaveURL(/\/customer\/message\/notify\/create$/);
  const dialog = page.getByRole("dialog", { name: "Nuova nota" });
  await dialog.getByRole("textbox", { name: "Titolo" }).fill("Registrare il contratto");
  await dialog.getByRole("textbox", { name: "Testo" }).fill("Entro trenta giorni dalla firma.");
  const today = new Date();
  await typeDate(
    dialog.getByRole("textbox", { name: "Data e ora" }),
    `15/${String(today.getMonth() + 1).padStart(2, "0")}/${today.getFullYear()} 10:30`,
  );
  await dialog.getByRole("combobox", { name: "Contratto collegato" }).click();
  await page.getByRole("option", { name: CONTRACT }).click();
  await settled(page);
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await snapshot(page, "notifications-02-note-dialog");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/message\/notify\/$/);
  const written = row(page, "Registrare il contratto");
  await expect(written).toContainText("Entro trenta giorni dalla firma.");
  await expect(written).toContainText(
    `15/${String(today.getMonth() + 1).padStart(2, "0")}/${today.getFullYear()}, 10:30`,
  );
  await expect(written.getByRole("link", { name: CONTRACT })).toBeVisible();
  // Saved as a moment in Rome's time, with its offset.
  const saved = (await (await page.request.get(`${N}/list/?per_page=1`, { headers })).json()).results[0];
  expect(saved).toMatchObject({ title: "Registrare il contratto", kind: "note", read: true });
  expect(new Date(saved.date).toLocaleString("it-IT", { timeZone: "Europe/Rome" })).toContain("10:30:00");

  // Edit it: the title changes, the rest stays.
  await written.getByRole("link", { name: "Modifica Registrare il contratto" }).click();
  const edit = page.getByRole("dialog", { name: "Modifica nota" });
  await expect(edit.getByRole("textbox", { name: "Titolo" })).toHaveValue("Registrare il contratto");
  await edit.getByRole("textbox", { name: "Titolo" }).fill("Registrare il contratto Verdi");
  await edit.getByRole("button", { name: "Salva" }).click();
  await expect(row(page, "Registrare il contratto Verdi")).toContainText("Entro trenta giorni dalla firma.");

  // Unread only: mark one unread from its row, then filter (the URL keeps the filter).
  await row(page, NOTE)
    .getByRole("button", { name: `Segna come non letta: ${NOTE}` })
    .click();
  await expect(bell(page)).toHaveAccessibleName("Notifiche, 1 non letta");
  await page.getByRole("switch", { name: "Solo non lette" }).click();
  await expect(page).toHaveURL(/unread=1/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, NOTE)).toContainText("Non letta");
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("switch", { name: "Solo non lette" }).click();
  await expect(page).not.toHaveURL(/unread=1/);

  // Load more (spec §4): ten at a time, the next page asked and added below.
  for (let i = 1; i <= 11; i++) await createNote(page, `Promemoria di prova ${String(i).padStart(2, "0")}`);
  const { count } = (await (await page.request.get(`${N}/list/?per_page=1`, { headers })).json()) as {
    count: number;
  };
  expect(count).toBeGreaterThan(10);
  await page.reload();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId("notification-shown")).toHaveText(`10 di ${count} notifiche`);
  const secondPage = page.waitForRequest((request) => /\/notify\/list\/\?.*page=2/.test(request.url()));
  await page.getByRole("button", { name: "Carica altre" }).click();
  await secondPage;
  await expect(rows(page)).toHaveCount(Math.min(20, count));
  // The first row the new page brought has the focus.
  await expect(rows(page).nth(10)).toBeFocused();
  await expect(page.getByTestId("notification-shown")).toHaveText(
    `${Math.min(20, count)} di ${count} notifiche`,
  );
  await expect(page.getByRole("button", { name: "Carica altre" })).toHaveCount(count > 20 ? 1 : 0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "notifications-03-list");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "notifications-03-list-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Delete one, after the confirmation.
  await row(page, "Promemoria di prova 11")
    .getByRole("button", { name: "Elimina Promemoria di prova 11" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Attenzione" });
  await expect(confirm.getByText("Se confermi, la notifica non potrà essere ripristinata.")).toBeVisible();
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Dati eliminati correttamente")).toBeVisible();
  await expect(row(page, "Promemoria di prova 11")).toHaveCount(0);

  // The same screen in English, from its first page again.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("button", { name: "Change language: Italiano" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
  await expect(row(page, "Promemoria di prova 10")).toContainText("Personal note");
  await expect(page.getByRole("switch", { name: "Unread only" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toBeVisible();
  await bell(page).click();
  await expect(
    page.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: "See all" }),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "notifications-04-bell-en");
  // Leaves nothing unread: later journeys of this customer count the bell from zero.
  await page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("button", { name: "Mark all as read" })
    .click();
  await expect(bell(page)).toHaveAccessibleName("Notifications, none unread");
  await page.keyboard.press("Escape");
  await expect(bell(page)).toBeFocused();
  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifiche" })).toBeVisible();
});

test("with no notification the screen says so, and the bell works from the keyboard", async ({ page }) => {
  await signInAsCustomer(page, "demo-customer-2");
  const headers = await auth(page);
  const list = (await (await page.request.get(`${N}/list/?no_page=no_page`, { headers })).json()) as {
    results: { id: number }[];
  };
  for (const { id } of list.results)
    expect((await page.request.delete(`${N}/destroy/${id}/`, { headers })).status()).toBe(204);

  await page.goto("/customer/message/notify/");
  await expect(page.getByText("Nessuna notifica", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Scrivi una nota" })).toBeVisible();
  // Nothing to filter yet, nothing to mark.
  await expect(page.getByRole("switch", { name: "Solo non lette" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Segna tutte come lette" })).toBeDisabled();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "notifications-05-empty");

  // Keyboard only: the bell opens, its first action takes the focus, Escape gives it back.
  await bell(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Notifiche" }).getByText("Nessuna notifica")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bell(page)).toBeFocused();
});
