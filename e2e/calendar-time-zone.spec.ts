import { romeDateTime } from "@app/contracts";
import { A, headers } from "./calendar-support";
import { expect, test } from "./console-guard";
import {
  accounts,
  dmy,
  expectNoSeriousA11yViolations,
  romeToday,
  settled,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
  typeDate,
} from "./support";

// Issue 31: the calendar is about moments in Italy. In a browser elsewhere (New York, six hours
// behind Rome) every screen still shows and takes Rome's days and hours.
test.use({ timezoneId: "America/New_York" });
test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 120_000 });

const E = "/api/calendar/editor/appointment";
const IMU = "IMU: versamento del saldo 2026";
const WEBINAR = "Webinar: novità sul contratto di locazione";

/** Rome's wall clock of a moment, `16/12/2026 10:00`. */
const inRome = romeDateTime;

test("an editor in New York sees and saves the agendas' appointments on Rome's days and hours", async ({
  page,
}) => {
  await signInAsEditor(page);
  await page.goto("/editor/calendar/appointment/?search=IMU");
  const imuRow = page.getByRole("row").filter({ hasText: IMU });
  // d/m/Y as every date of the product (issue 44), and said to be Rome's since the browser is not.
  await expect(imuRow).toContainText("mer 16/12/2026 · Tutto il giorno");
  await expect(page.getByRole("columnheader", { name: /Quando \(ora di Roma\)$/ })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  const auth = await headers(page);
  const found = await (await page.request.get(`${E}/list/?free_filter__=IMU`, { headers: auth })).json();
  const imu = found.results.find((row: { title: string }) => row.title === IMU);
  await imuRow.getByRole("link", { name: IMU }).click();
  await expect(page.getByRole("heading", { level: 1, name: IMU })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Giorno di inizio" })).toHaveValue("16/12/2026");
  await expect(page.getByRole("textbox", { name: "Giorno di fine" })).toHaveValue("16/12/2026");
  await expect(page.getByTestId("rome-time-note")).toHaveText(
    "Date e orari sono quelli di Roma (ora italiana), non del fuso orario di questo dispositivo (America/New_York).",
  );
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  // Saved unchanged, it stays on Rome's 16 December.
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  const kept = await (await page.request.get(`${E}/retrieve/${imu.id}/`, { headers: auth })).json();
  expect([kept.start, kept.end]).toEqual([imu.start, imu.end]);
  expect(inRome(kept.start)).toBe("16/12/2026 00:00");

  // A timed one at its Rome hour, in the list and in its form.
  await page.goto("/editor/calendar/appointment/?search=Webinar");
  const webinarRow = page.getByRole("row").filter({ hasText: WEBINAR });
  await expect(webinarRow).toContainText("gio 21/01/2027, 16:00–17:30");
  await snapshot(page, "calendar-time-zone-01-editor-list");
  await webinarRow.getByRole("link", { name: WEBINAR }).click();
  await expect(page.getByRole("textbox", { name: "Data e ora di inizio" })).toHaveValue("21/01/2027 16:00");
  await expect(page.getByRole("textbox", { name: "Data e ora di fine" })).toHaveValue("21/01/2027 17:30");
});

test("a customer in New York sees the box, the calendar and the dialog on Rome's days and hours", async ({
  page,
}) => {
  await signInAsCustomer(page, accounts.customer2);
  const auth = await headers(page);

  // A new appointment typed in the box's dialog at 10:00: saved as 10:00 in Rome.
  const box = page.getByRole("region", { name: "Calendario" });
  await box.getByRole("link", { name: "Nuovo appuntamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo appuntamento" });
  await dialog.getByRole("textbox", { name: "Titolo" }).fill("Chiamata con lo studio di Roma");
  const today = dmy(romeToday());
  await typeDate(dialog.getByRole("textbox", { name: "Data e ora di inizio" }), `${today} 10:00`);
  await typeDate(dialog.getByRole("textbox", { name: "Data e ora di fine" }), `${today} 11:00`);
  await expect(dialog.getByTestId("rome-time-note")).toContainText("sono quelli di Roma");
  await settled(page);
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  const call = (
    await (
      await page.request.get(`${A}/list/?no_page=no_page&filter__title=studio di Roma`, { headers: auth })
    ).json()
  ).results[0];
  expect(inRome(call.start)).toBe(`${today} 10:00`);
  // The box (today in Rome) shows it at 10:00, and its form reads it back so.
  await expect(box.getByText("10:00–11:00")).toBeVisible();
  await expect(box.getByTestId("rome-time-note")).toContainText("sono quelli di Roma");
  await expect(box.getByText(/^Appuntamenti di \w{3} \d\d\/\d\d\/20\d\d$/)).toBeVisible();
  await box.getByRole("link", { name: "Modifica Chiamata con lo studio di Roma" }).click();
  const edit = page.getByRole("dialog", { name: "Modifica appuntamento" });
  await expect(edit.getByRole("textbox", { name: "Data e ora di inizio" })).toHaveValue(`${today} 10:00`);
  await edit.getByRole("button", { name: "Annulla" }).click();

  // The calendar page: the IMU deadline on 16 December, the webinar at 16:00 on 21 January.
  await page.goto("/customer/calendar/");
  await expect(page.getByTestId("rome-time-note")).toContainText("(America/New_York)");
  const title = page.getByRole("heading", { name: /\b20\d\d$/ });
  await expect(title).toHaveText(/20\d\d$/);
  for (const month of ["dicembre 2026", "gennaio 2027"]) {
    for (let i = 0; i < 14 && (await title.textContent()) !== month; i++) {
      const shown = (await title.textContent()) ?? "";
      await page.getByRole("button", { name: "Periodo successivo" }).click();
      await expect(title).not.toHaveText(shown);
    }
    await expect(title).toHaveText(month);
    if (month === "dicembre 2026") {
      await expect(
        page.locator('[data-date="2026-12-16"]').getByRole("button", { name: new RegExp(IMU) }),
      ).toBeVisible();
      await page.getByRole("button", { name: new RegExp(IMU) }).click();
      const imu = page.getByRole("dialog", { name: "Appuntamento della redazione" });
      await expect(imu.getByText("mer 16/12/2026 · Tutto il giorno")).toBeVisible();
      await expect(imu.getByTestId("rome-time-note")).toBeVisible();
      await imu.getByRole("button", { name: "Chiudi" }).last().click();
    }
  }
  const webinar = page.locator('[data-date="2027-01-21"]').getByRole("button", { name: new RegExp(WEBINAR) });
  // The month grid writes the hour alone when it is whole ("16", not New York's "10").
  await expect(webinar).toHaveText(new RegExp(`^16(:00)?\\s*${WEBINAR}`));
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await webinar.click();
  await expect(
    page
      .getByRole("dialog", { name: "Appuntamento della redazione" })
      .getByText("gio 21/01/2027, 16:00–17:30"),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  // The agenda view: its days d/m/Y with the weekday, the webinar at Rome's 16:00.
  await page.locator('[data-date="2027-01-21"]').getByRole("link", { name: /21/ }).first().click();
  await page.getByRole("tab", { name: "Agenda" }).click();
  const day = page.getByRole("listitem").filter({ hasText: WEBINAR }).first();
  await expect(day).toContainText("giovedì");
  await expect(day).toContainText("21/01/2027");
  await expect(day).not.toContainText("gennaio");
  await expect(page.getByRole("button", { name: `16:00–17:30 ${WEBINAR}` })).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "calendar-time-zone-02-agenda-view");
  // In English, the same words in English.
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByTestId("rome-time-note")).toHaveText(
    "Dates and times are Rome's (Italian time), not this device's time zone (America/New_York).",
  );
  await expect(day).toContainText("Thursday");
  await expect(day).toContainText("21/01/2027");
  await expect(day).not.toContainText("January");
  await snapshot(page, "calendar-time-zone-03-english");
  await page.getByRole("button", { name: "Change language: Italiano" }).click();
  await page.request.delete(`${A}/destroy/${call.id}/`, { headers: auth });
});
