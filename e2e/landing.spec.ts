import { expect, test } from "./console-guard";
import { LANDING_PAGES, useFrontendConfig } from "./landing-support";
import { expectNoSeriousA11yViolations, signInAsCustomer, snapshot } from "./support";

const SHOP = "https://negozio.esempio.test/contratti-online";
const APPOINTMENT = "https://appuntamenti.esempio.test/richiesta";

test("the home shows hero, intro, seven partners, four features, updates and the call-to-action bar", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Contratti Online");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LANDING_PAGES[0].it);
  await expect(page.getByRole("heading", { level: 2, name: "Meno tempo sulla forma" })).toBeVisible();

  const partners = page.getByRole("region", { name: "Al fianco dei professionisti" });
  await expect(partners.getByRole("listitem")).toHaveCount(7);
  await expect(partners.getByRole("img")).toHaveCount(0); // the marks are decorative: names are written
  await expect(partners.getByText("Nomi e marchi dimostrativi.")).toBeVisible();

  const features = page.getByRole("region", { name: "Tutto quello che serve per redigere un contratto" });
  await expect(features.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(page.getByRole("heading", { level: 2, name: "Modelli sempre aggiornati" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /commercialisti/);

  // Without shop and appointment URLs their buttons are left out, never a dead link.
  const bar = page.getByRole("region", { name: "Inizia ora" });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole("link")).toHaveCount(1);
  await bar.getByRole("link", { name: "Scopri come funziona" }).click();
  await expect(page).toHaveURL(/\/find-out-more$/);
  await expect(page.getByRole("heading", { level: 1, name: "Come funziona" })).toBeVisible();
});

test("the call-to-action bar leads to the configured shop and appointment pages", async ({ page }) => {
  await useFrontendConfig(page, { SHOP_URL: SHOP, APPOINTMENT_REQUEST_URL: APPOINTMENT });
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Inizia ora" });
  await expect(bar).toBeInViewport();
  const subscribe = bar.getByRole("link", { name: /^Abbonati online/ });
  await expect(subscribe).toHaveAttribute("href", SHOP);
  await expect(subscribe).toHaveAttribute("target", "_blank");
  await expect(subscribe).toHaveAttribute("rel", "noopener noreferrer");
  await expect(bar.getByRole("link", { name: /^Richiedi un appuntamento/ })).toHaveAttribute(
    "href",
    APPOINTMENT,
  );

  // The bar stays at the bottom of the window while the home scrolls.
  await page.mouse.wheel(0, 1200);
  await expect(bar).toBeInViewport();
  await snapshot(page, "landing-01-home-1280");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(bar.getByRole("link", { name: /^Abbonati/ })).toBeInViewport();
  await expect(bar.getByRole("link", { name: /^Appuntamento/ })).toBeInViewport();
  await snapshot(page, "landing-02-home-390");
});

test("find out more presents the three steps with calls to action", async ({ page }) => {
  await useFrontendConfig(page, { APPOINTMENT_REQUEST_URL: APPOINTMENT });
  await page.goto("/find-out-more");
  await expect(page).toHaveTitle("Come funziona · Contratti Online");
  const steps = page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { name: "Scegli il modello" }) });
  await expect(steps.locator(":scope > li")).toHaveCount(3);
  for (const [number, title] of [
    "Scegli il modello",
    "Compila con la guida",
    "Scarica o condividi",
  ].entries()) {
    await expect(steps.locator(":scope > li").nth(number)).toContainText(`Passo ${number + 1}`);
    await expect(steps.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /^Richiedi un appuntamento/ })).toHaveAttribute(
    "href",
    APPOINTMENT,
  );
  await snapshot(page, "landing-03-find-out-more-1280");
  await page.getByRole("link", { name: "Vedi i prezzi" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("pricing shows three plans at 120 euro a month, Best Buy on the complete one, subscribing at the shop", async ({
  page,
}) => {
  await useFrontendConfig(page, { SHOP_URL: SHOP });
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Prezzi" })).toBeVisible();
  const plans = [
    ["civil", "Modulo Civile-commerciale"],
    ["work", "Modulo Lavoro"],
    ["complete", "Soluzione Completa"],
  ] as const;
  for (const [id, name] of plans) {
    const card = page.getByRole("article", { name });
    await expect(card).toContainText("120,00 €");
    await expect(card).toContainText("al mese");
    await expect(card.getByText("Best Buy")).toHaveCount(id === "complete" ? 1 : 0);
    await expect(card.getByRole("list", { name: `Cosa include ${name}` }).getByRole("listitem")).toHaveCount(
      8,
    );
    const subscribe = card.getByRole("link", { name: new RegExp(`^Abbonati a ${name}`) });
    await expect(subscribe).toHaveAttribute("href", SHOP);
    await expect(subscribe).toHaveAttribute("target", "_blank");
  }
  await expect(page.getByRole("article", { name: "Modulo Lavoro" })).toContainText(
    "Tutti i modelli di contratti di lavoro",
  );
  await snapshot(page, "landing-04-pricing-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "landing-05-pricing-390");
});

test("without a shop the plans offer the contacts page instead of a dead link", async ({ page }) => {
  await page.goto("/pricing");
  await expect(
    page.getByText("Per attivare l'abbonamento contatta il nostro ufficio commerciale."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^Abbonati/ })).toHaveCount(0);
  await page
    .getByRole("article", { name: "Soluzione Completa" })
    .getByRole("link", { name: "Contattaci" })
    .click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contatti" })).toBeVisible();
});

test("pricing sends a signed-in user to the home, which offers the way to the area", async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto("/pricing");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  // Signed in with our own form: the home stays (only an external login goes to /customer).
  await expect(page.getByRole("link", { name: "Vai alla tua area" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Prezzi" })).toHaveCount(0);
});

test("technical requirements list the build's browsers, the screen, the settings and support hours", async ({
  page,
}) => {
  await page.goto("/technical-requirements");
  const browsers = page.getByTestId("supported-browsers").getByRole("listitem");
  await expect(browsers.filter({ hasText: /^Google Chrome \d+ o successivo$/ })).toHaveCount(1);
  await expect(browsers.filter({ hasText: /^Mozilla Firefox \d+ o successivo$/ })).toHaveCount(1);
  await expect(browsers.filter({ hasText: /^Safari \(macOS\) [\d.]+ o successivo$/ })).toHaveCount(1);
  await expect(page.getByText(/Internet Explorer/)).toHaveCount(0);
  await expect(page.getByText("Risoluzione minima di 1024 × 768 pixel", { exact: false })).toBeVisible();
  await expect(page.getByText("Cookie abilitati", { exact: false })).toBeVisible();
  await expect(page.getByText("JavaScript abilitato.")).toBeVisible();
  await expect(page.getByText("dalle 8.30 alle 19.30 nei giorni lavorativi", { exact: false })).toBeVisible();
});

test("the privacy notice states the controller, legal bases, rights, retention and minimum age", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: /Titolare del trattamento/ })).toBeVisible();
  await expect(main).toContainText("Editrice Giuridica Esempio S.p.A.");
  await expect(main).toContainText("art. 6, par. 1, lett. b, GDPR");
  await expect(main).toContainText("fino a 10 anni dalla sua cessazione");
  await expect(main).toContainText("fino a 2 anni dalla raccolta del consenso");
  await expect(main).toContainText("fino a 12 mesi dalla raccolta");
  await expect(main).toContainText("compiuto 18 anni");
  await expect(main).toContainText("dagli articoli da 15 a 22 del GDPR");
  await expect(main.getByRole("link", { name: /www\.garanteprivacy\.it/ })).toHaveAttribute(
    "href",
    "https://www.garanteprivacy.it",
  );
  // The contents jump to their section.
  await main.getByRole("link", { name: "9. I tuoi diritti" }).click();
  await expect(page).toHaveURL(/#rights$/);
  await expect(main.getByRole("heading", { level: 2, name: "9. I tuoi diritti" })).toBeInViewport();
});

test("every landing page renders in Italian and English with no serious accessibility violation", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useFrontendConfig(page, { SHOP_URL: SHOP, APPOINTMENT_REQUEST_URL: APPOINTMENT });
  for (const { path, it } of LANDING_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(it);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S{20,}|.{40,}/);
    await expectNoSeriousA11yViolations(page);
  }
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  for (const { path, en } of LANDING_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto("/pricing");
  await expect(page.getByRole("article", { name: "Complete Solution" })).toContainText("€120.00");
  await snapshot(page, "landing-06-pricing-en-1280");
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).toContainText("up to 10 years after it ends");
});

test("the information pages look right on a phone and on a laptop", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const [path, name] of [
      ["/privacy-policy", "privacy"],
      ["/cookie", "cookie"],
      ["/technical-requirements", "requirements"],
      ["/contacts", "contacts"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // No sideways scrolling at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await snapshot(page, `landing-07-${name}-${width}`);
    }
  }
});
