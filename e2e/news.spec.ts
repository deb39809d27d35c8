import { expect, test } from "./console-guard";
import {
  accounts,
  expectNoSeriousA11yViolations,
  settled,
  signInAsCustomer,
  signInAsEditor,
  snapshot,
} from "./support";

// The news (issue 18): the editors write them in both languages, customers read them on the
// dashboard and on the news page, in their language.

const TITLE_IT = "Webinar della redazione sulle locazioni abitative";
const TITLE_EN = "Editors' webinar on residential leases";

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});
test.describe.configure({ timeout: 90_000 });

test("an editor writes a news item in both languages and publishes it; a customer reads it in Italian, then in English", async ({
  page,
  browser,
}) => {
  await signInAsEditor(page);
  await page
    .getByRole("navigation", { name: "Menu della redazione" })
    .getByRole("link", { name: "Notizie" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Notizie" })).toBeVisible();
  // The demo's published news are listed, newest first.
  await expect(
    page.getByRole("link", { name: "Locazioni abitative: il contratto 4+4 e il contratto transitorio" }),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "news-01-editor-list");

  await page.getByRole("link", { name: "Nuova notizia" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuova notizia" })).toBeVisible();
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill(TITLE_IT);
  await page.getByRole("textbox", { name: "Titolo in inglese" }).fill(TITLE_EN);
  await page.getByTestId("news-text-it").getByRole("textbox", { name: "Testo in italiano" }).click();
  await page.keyboard.type("Data e ora del webinar sono nel calendario della redazione.");
  await page.getByRole("tab", { name: "Inglese" }).click();
  await page.getByTestId("news-text-en").getByRole("textbox", { name: "Testo in inglese" }).click();
  await page.keyboard.type("The webinar's date and time are in the editors' calendar.");
  await page.getByRole("textbox", { name: "Link di approfondimento" }).fill("https://www.example.it/webinar");
  await page.locator("label", { hasText: "Pubblicata" }).click();
  await expect(page.getByRole("radio", { name: "Pubblicata" })).toBeChecked();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "news-02-editor-form");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Dati salvati correttamente")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: TITLE_IT })).toBeVisible();

  await page.getByRole("link", { name: "Torna all'elenco" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: TITLE_IT }) });
  await expect(row).toContainText("Pubblicata");
  // The search reads the titles.
  await page.getByRole("textbox", { name: "Cerca nei titoli" }).fill("webinar");
  await expect(page.getByRole("link", { name: TITLE_IT })).toBeVisible();
  await expect(page.getByRole("link", { name: /Locazioni abitative: il contratto/ })).toHaveCount(0);
  await settled(page);
  await expectNoSeriousA11yViolations(page);

  // A customer sees it first in the dashboard's News box, in Italian.
  const customer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsCustomer(customer, accounts.customer);
  const box = customer.getByRole("region", { name: "News" });
  const items = box.getByTestId("news-box-item");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(TITLE_IT);
  await expect(items.first()).toContainText("Data e ora del webinar");
  await settled(customer);
  await expectNoSeriousA11yViolations(customer);
  await snapshot(customer, "news-03-dashboard-box");

  // In English: the English title.
  await customer.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(items.first()).toContainText(TITLE_EN);
  await expect(box).not.toContainText(TITLE_IT);

  // All the news, each whole, with its read-more link.
  await box.getByRole("link", { name: "All news" }).click();
  await expect(customer).toHaveURL(/\/customer\/message\/news\/$/);
  await expect(customer.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  const item = customer.getByRole("article", { name: TITLE_EN });
  await expect(item).toContainText("The webinar's date and time are in the editors' calendar.");
  const more = item.getByRole("link", { name: /Read more/ });
  await expect(more).toHaveAttribute("href", "https://www.example.it/webinar");
  await expect(more).toHaveAttribute("target", "_blank");
  await expect(customer.getByRole("article")).toHaveCount(6);
  await expect(customer.getByRole("button", { name: "Load more news" })).toHaveCount(0);
  // Reachable from the keyboard.
  await more.focus();
  await expect(more).toBeFocused();
  await settled(customer);
  await expectNoSeriousA11yViolations(customer);
  await snapshot(customer, "news-04-news-page");
});

test("an editor's refused link shows under its field; a draft is deleted after the confirmation", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allowRefusal(400, "/news/create/");
  await signInAsEditor(page);
  await page.goto("/editor/news/create");
  await expect(page.getByRole("heading", { level: 1, name: "Nuova notizia" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Salva" })).toBeDisabled();
  await page.getByRole("textbox", { name: "Titolo in italiano" }).fill("Bozza da eliminare");
  const link = page.getByRole("textbox", { name: "Link di approfondimento" });
  await link.fill("ftp://www.example.it/file");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  // Said under the field only: no notice repeats it (issue 44).
  await expect(page.getByRole("alert").filter({ hasText: "Operazione non riuscita" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Nuova notizia" })).toBeVisible();

  await link.fill("");
  await page.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bozza da eliminare" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Bozza" })).toBeChecked();

  await page.getByRole("button", { name: "Elimina" }).click();
  const dialog = page.getByRole("dialog", { name: "Attenzione" });
  await expect(dialog).toContainText("La notizia «Bozza da eliminare» sarà eliminata");
  // Cancel has the focus: Enter never deletes by accident.
  await expect(dialog.getByRole("button", { name: "Annulla" })).toBeFocused();
  await settled(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Elimina" }).click();
  await expect(page.getByText("Dati eliminati correttamente")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Notizie" })).toBeVisible();
  await page.getByRole("combobox", { name: "Stato" }).click();
  await page.getByRole("option", { name: "Bozza" }).click();
  await expect(page.getByText("Nessun risultato corrisponde ai filtri.")).toBeVisible();
});
