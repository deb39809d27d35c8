import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { LANDING_PAGES, useFrontendConfig } from "./landing-support";
import { SCREENSHOT_DIR, signInAsCustomer, snapshot } from "./support";

// The public pages the server sends already drawn (docs/decisions/0029).
const PRERENDERED = LANDING_PAGES.filter((page) => ["/", "/pricing", "/find-out-more"].includes(page.path));
const HOME = LANDING_PAGES[0];

/**
 * Keeps the page's <h1> as the HTML parser made it, when the document is parsed: the app draws
 * nothing before its configuration has arrived, later. After the app starts, the same element
 * still on screen means React hydrated the page rather than drew it (again).
 */
async function keepFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector("h1");
    });
  });
}

const sameHeadingAsParsed = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading?: Element | null }).parsedHeading;
    return Boolean(parsed) && document.querySelector("h1") === parsed;
  });

/** The app has started: the header's language switch answers. */
async function appStarted(page: Page, switchLabel: string): Promise<void> {
  await expect(page.getByRole("button", { name: switchLabel })).toBeEnabled();
  await page.waitForFunction(() => document.title !== "");
}

test("each public page's heading, title and description are in its HTML, in the browser's language", async ({
  request,
}) => {
  for (const { path, it, en } of PRERENDERED) {
    const italian = await (
      await request.get(path, { headers: { "accept-language": "it-IT,it;q=0.9" } })
    ).text();
    expect(italian, path).toContain(`>${it.replace("'", "&#x27;")}</h1>`);
    expect(italian, path).toContain('<html lang="it"');
    const english = await (
      await request.get(path, { headers: { "accept-language": "en-GB,en;q=0.9" } })
    ).text();
    expect(english, path).toContain(`>${en.replace("'", "&#x27;")}</h1>`);
    expect(english, path).toContain('<html lang="en"');
  }
  const pricing = await (await request.get("/pricing", { headers: { "accept-language": "it" } })).text();
  expect(pricing).toContain("<title>Prezzi · Contratti Online</title>");
  // Drawn already, the page fetches its scripts after its styles (platform/http/web-pages.ts).
  expect(pricing).toMatch(/<script type="module" crossorigin fetchpriority="low" src=/);
  expect(pricing).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/pricing-page-/,
  );
  expect(pricing).toMatch(/<meta name="description" content="[^"]+"/);
  // A signed-in user's browser draws the page itself, as before.
  const signedIn = await (await request.get("/", { headers: { cookie: "token=abc" } })).text();
  expect(signedIn).toContain('<div id="root"></div>');
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home shows its heading and its links lead to the other public pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME.it);
    const nav = page.getByRole("navigation", { name: "Navigazione principale" });
    await expect(nav.getByRole("link", { name: "Come funziona" })).toHaveAttribute("href", "/find-out-more");
    await expect(nav.getByRole("link", { name: "Prezzi" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("link", { name: "Vedi i prezzi" })).toHaveAttribute("href", "/pricing");
    await page.getByRole("link", { name: "Scopri come funziona" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Come funziona");
    await page.getByRole("link", { name: "Vedi i prezzi" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prezzi");
    // The server's HTML alone, as a browser paints it before any script (compare landing-31).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.screenshot({
      path: join(SCREENSHOT_DIR, "landing-30-home-no-script-390.png"),
      fullPage: true,
    });
  });
});

test("the app takes over each prerendered page without drawing it again", async ({ page }) => {
  await keepFirstHeading(page);
  for (const { path, it } of PRERENDERED) {
    await page.goto(path);
    await appStarted(page, "Cambia lingua: English");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(it);
    expect(await sameHeadingAsParsed(page), path).toBe(true);
    if (path === "/find-out-more") await snapshot(page, "landing-32-find-out-more-hydrated-1280");
  }
  await page.goto("/");
  await appStarted(page, "Cambia lingua: English");
  await snapshot(page, "landing-33-home-hydrated-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await appStarted(page, "Cambia lingua: English");
  await snapshot(page, "landing-31-home-hydrated-390");
  await page.goto("/pricing");
  await appStarted(page, "Cambia lingua: English");
  expect(await sameHeadingAsParsed(page)).toBe(true);
  await snapshot(page, "landing-35-pricing-hydrated-390");
  await page.setViewportSize({ width: 1280, height: 720 });
  // Hydrated, the page is the app: a link navigates without loading a page, the switch works.
  await page.goto("/");
  await appStarted(page, "Cambia lingua: English");
  await page.getByRole("banner").getByRole("link", { name: "Prezzi" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prezzi");
  expect(await sameHeadingAsParsed(page)).toBe(false);
  await page.getByRole("button", { name: "Cambia lingua: English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
});

test.describe("from an English browser", () => {
  test.use({ locale: "en-US" });

  test("the page arrives in English and is hydrated", async ({ page }) => {
    await keepFirstHeading(page);
    await page.goto("/find-out-more");
    await appStarted(page, "Change language: Italiano");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How it works");
    expect(await sameHeadingAsParsed(page)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await appStarted(page, "Change language: Italiano");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME.en);
    expect(await sameHeadingAsParsed(page)).toBe(true);
    await snapshot(page, "landing-34-home-hydrated-en-390");
  });
});

test("a visitor who chose English on an Italian browser gets English once the app starts", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await keepFirstHeading(page);
  await page.goto("/");
  await appStarted(page, "Change language: Italiano");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME.en);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await sameHeadingAsParsed(page)).toBe(false);
});

test("a configuration other than the page's is drawn over it, not hydrated into a mismatch", async ({
  page,
}) => {
  await useFrontendConfig(page, { SHOP_URL: "https://negozio.esempio.test/contratti-online" });
  await page.goto("/pricing");
  await appStarted(page, "Cambia lingua: English");
  await expect(page.getByRole("link", { name: /^Abbonati/ }).first()).toBeVisible();
});

test("a signed-in customer's home is the app's own, as before", async ({ page }) => {
  await signInAsCustomer(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Vai alla tua area" })).toBeVisible();
  expect(await page.locator("#root").getAttribute("data-prerendered")).toBeNull();
});

test("a visitor who scrolled the page before the app started stays where they were, and the tap lands", async ({
  page,
}) => {
  // The scripts are held back until the visitor has scrolled: the router used to throw the page
  // back to the top when it took over, so a tap meant for a plan's button hit another card.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/pricing", { waitUntil: "commit" });
  const contact = page
    .getByRole("article", { name: "Soluzione Completa" })
    .getByRole("link", { name: "Contattaci" });
  await contact.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  releaseScripts();
  await appStarted(page, "Cambia lingua: English");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await contact.click();
  await expect(page).toHaveURL(/\/contacts$/);
});
