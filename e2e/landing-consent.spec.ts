import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { cookieValue, useFrontendConfig } from "./landing-support";
import { expectNoSeriousA11yViolations, snapshot } from "./support";

const TAG_ID = "GTM-TEST123";
const TAG_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${TAG_ID}`;

// The e2e server runs without TAG_MANAGER_ID, so its CSP (strict by design, tested in the server
// suite) would block Google's origin: these tests bypass the page's CSP and answer for Google.
test.use({ bypassCSP: true });

/** Serves a stand-in tag manager and counts how often the page asks for it. */
async function fakeTagManager(page: Page): Promise<{ requests: () => number }> {
  let count = 0;
  await page.route("https://www.googletagmanager.com/**", async (route) => {
    count += 1;
    await route.fulfill({
      contentType: "text/javascript",
      // What a container does first: mark itself loaded and set an analytics cookie.
      body: "window.__tagManagerRan = (window.__tagManagerRan || 0) + 1; document.cookie = '_ga=GA1.1.123; path=/';",
    });
  });
  await useFrontendConfig(page, { TAG_MANAGER_ID: TAG_ID });
  return { requests: () => count };
}

const tagScript = (page: Page) => page.locator(`script[src="${TAG_SCRIPT}"]`);
const banner = (page: Page) => page.getByRole("region", { name: "Rispettiamo la tua privacy" });

test("a first visit gets the banner and no tag until the visitor chooses", async ({ page }) => {
  const tags = await fakeTagManager(page);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Leggi la cookie policy" })).toHaveAttribute(
    "href",
    "/cookie",
  );
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "landing-10-cookie-banner-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "landing-11-cookie-banner-390");

  await page.goto("/pricing");
  await expect(banner(page)).toBeVisible();
  await expect(tagScript(page)).toHaveCount(0);
  expect(tags.requests()).toBe(0);
  expect(await cookieValue(page, "cookie-consent")).toBeUndefined();
});

test("accepting loads the tag manager as an external script, and the choice survives a reload", async ({
  page,
}) => {
  const tags = await fakeTagManager(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await expect(tagScript(page)).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerRan?: number }).__tagManagerRan))
    .toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll("script:not([src])").length)).toBe(0);
  expect(await cookieValue(page, "cookie-consent")).toBe("accepted");
  const consentCookie = (await page.context().cookies()).find((c) => c.name === "cookie-consent");
  // About six months (Garante guidelines), not a session cookie.
  expect((consentCookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(170 * 24 * 3600 * 1000);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect(tagScript(page)).toHaveCount(1);
  await expect.poll(() => tags.requests()).toBe(2);
});

test("refusing, or closing the banner, keeps every tag out across reloads", async ({ page }) => {
  const tags = await fakeTagManager(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Rifiuta", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  expect(await cookieValue(page, "cookie-consent")).toBe("refused");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect(tagScript(page)).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto("/find-out-more");
  await banner(page).getByRole("button", { name: "Chiudi e rifiuta i cookie di terze parti" }).click();
  expect(await cookieValue(page, "cookie-consent")).toBe("refused");
  await page.goto("/");
  await expect(tagScript(page)).toHaveCount(0);
  expect(tags.requests()).toBe(0);
});

test("the choice changes from the cookie page's settings and from the privacy page's radio", async ({
  page,
}) => {
  const tags = await fakeTagManager(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta", exact: true }).click();
  await expect(tagScript(page)).toHaveCount(1);

  // Withdrawal from the settings dialog: tags and their cookies go, the page reloads without them.
  await page.goto("/cookie");
  await page.getByRole("main").getByRole("button", { name: "Impostazioni dei cookie" }).click();
  const dialog = page.getByRole("dialog", { name: "Impostazioni dei cookie" });
  await expect(dialog.getByRole("switch", { name: /Cookie tecnici/ })).toBeDisabled();
  const thirdParty = dialog.getByRole("switch", { name: "Cookie di terze parti" });
  await expect(thirdParty).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, "landing-12-cookie-settings");
  await thirdParty.click();
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Salva le scelte" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Cookie policy" })).toBeVisible();
  await expect(tagScript(page)).toHaveCount(0);
  expect(await cookieValue(page, "cookie-consent")).toBe("refused");
  expect(await cookieValue(page, "_ga")).toBeUndefined();
  const requestsAfterWithdrawal = tags.requests();

  // The privacy page shows the same choice and changes it.
  await page.goto("/privacy-policy#cookies");
  const choice = page.getByRole("radiogroup", { name: "Cookie di terze parti" });
  await expect(choice.getByRole("radio", { name: "Rifiuto i cookie di terze parti" })).toBeChecked();
  await choice.getByRole("radio", { name: "Accetto i cookie di terze parti" }).check();
  await expect(tagScript(page)).toHaveCount(1);
  await expect.poll(() => tags.requests()).toBe(requestsAfterWithdrawal + 1);
  expect(await cookieValue(page, "cookie-consent")).toBe("accepted");
  await snapshot(page, "landing-13-privacy-choice");

  // The footer reaches the same settings from any page.
  await page.goto("/contacts");
  await page.getByRole("contentinfo").getByRole("button", { name: "Impostazioni dei cookie" }).click();
  await expect(page.getByRole("dialog", { name: "Impostazioni dei cookie" })).toBeVisible();
});

test("without a configured tag manager there is nothing to ask and nothing to load", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  // The privacy page still records a choice, for when tags are added.
  await page.goto("/privacy-policy");
  await page.getByRole("radio", { name: "Rifiuto i cookie di terze parti" }).check();
  expect(await cookieValue(page, "cookie-consent")).toBe("refused");
});
