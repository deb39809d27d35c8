import type { Page } from "@playwright/test";
import { expect, test } from "./console-guard";
import { cookieValue, customerToken, useFrontendConfig } from "./landing-support";
import { settled, signInAsCustomer, snapshot, tokenCookie } from "./support";

const PORTAL = "https://portale.federato.test";
const HEADER_URL = `${PORTAL}/header.html`;
const FOOTER_URL = `${PORTAL}/footer.html`;

// The e2e server's CSP allows no frame origin (none is configured on it; the server suite tests
// that a configured one is allowed): these tests bypass the page's CSP and serve the portal.
test.use({ bypassCSP: true });

/** The publisher's portal: a header and a footer page served for a fake origin. */
async function servePortal(page: Page, settings: { demo?: boolean } = {}): Promise<void> {
  await page.route(`${PORTAL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="it"><title>Portale</title><body><p>Portale dell'editore: ${new URL(route.request().url()).pathname}</p></body></html>`,
    }),
  );
  await page.route("https://altro-sito.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Altro</title><p>Altro sito</p>" }),
  );
  await useFrontendConfig(page, {
    FEDERATED_HEADER_URL: HEADER_URL,
    FEDERATED_FOOTER_URL: FOOTER_URL,
    ENABLE_DEMO: settings.demo ?? false,
  });
}

/** Posts a message to the app from inside the header frame, as the portal would. */
async function postFromHeader(page: Page, message: unknown): Promise<void> {
  const header = page.frames().find((frame) => frame.url() === HEADER_URL);
  if (!header) throw new Error("The federated header frame is not loaded");
  await header.evaluate((data) => window.parent.postMessage(data, "*"), message);
}

async function headerLoaded(page: Page): Promise<void> {
  await expect(
    page.frameLocator('iframe[title="Intestazione del portale"]').getByText("Portale dell'editore"),
  ).toBeVisible();
}

test("the portal's header and footer frames are shown when configured", async ({ page }) => {
  await servePortal(page);
  await page.goto("/");
  await expect(page.locator('iframe[title="Intestazione del portale"]')).toHaveAttribute("src", HEADER_URL);
  await expect(page.locator('iframe[title="Piè di pagina del portale"]')).toHaveAttribute("src", FOOTER_URL);
  await headerLoaded(page);
  await expect(page.getByTestId("brand-logo")).toBeVisible();
  await snapshot(page, "landing-20-federated-header");
});

test("'returnonlyticket' stores the ticket as the token and opens the customer area", async ({
  page,
  request,
}) => {
  const ticket = await customerToken(request);
  await servePortal(page);
  await page.goto("/pricing");
  await headerLoaded(page);
  await postFromHeader(page, { type: "returnonlyticket", ticket });
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Ciao, / })).toBeVisible();
  expect((await tokenCookie(page))?.value).toBe(ticket);

  // The external login marker: from now on the home leads straight to the customer area.
  expect(await cookieValue(page, "external-login")).toBe("1");
  await page.goto("/");
  await expect(page).toHaveURL(/\/customer$/);
});

test("'gethfticket' with a ticket signs in; without one it logs out and goes home after a second", async ({
  page,
  request,
}) => {
  const ticket = await customerToken(request);
  await servePortal(page);
  await page.goto("/find-out-more");
  await headerLoaded(page);
  await postFromHeader(page, JSON.stringify({ type: "gethfticket", ticket }));
  await expect(page).toHaveURL(/\/customer$/);
  expect((await tokenCookie(page))?.value).toBe(ticket);
  // The dashboard's boxes loaded first: on a slow machine they were still on their way when the
  // logout below revoked the session, and answered 401.
  await settled(page);

  await headerLoaded(page);
  const sentAt = Date.now();
  await postFromHeader(page, { type: "gethfticket" });
  await expect.poll(async () => (await tokenCookie(page))?.value).toBeUndefined();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
  await expect(page.getByRole("banner").getByRole("button", { name: "Accedi" })).toBeVisible();
  expect(await cookieValue(page, "external-login")).toBeUndefined();
  // The old session was revoked on the server, not just forgotten.
  const me = await request.get("/api/account/me/", { headers: { Authorization: `JWT ${ticket}` } });
  expect(me.status()).toBe(401);
});

test("messages from any other origin or window are ignored", async ({ page, request }) => {
  const ticket = await customerToken(request);
  await servePortal(page);
  await page.goto("/pricing");
  await headerLoaded(page);

  // The app's own window, and a frame from another site, both post a valid-looking message.
  await page.evaluate((t) => window.postMessage({ type: "returnonlyticket", ticket: t }, "*"), ticket);
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.src = "https://altro-sito.test/page.html";
    frame.title = "Altro sito";
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[title="Altro sito"]').getByText("Altro sito")).toBeVisible();
  const other = page.frames().find((frame) => frame.url().startsWith("https://altro-sito.test"));
  await other?.evaluate(
    (t) => window.parent.postMessage({ type: "returnonlyticket", ticket: t }, "*"),
    ticket,
  );

  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test("demo mode hides the federated header, the federated footer and the logo", async ({ page }) => {
  await servePortal(page, { demo: true });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByTestId("brand-logo")).toHaveCount(0);
  // The product name still leads home, at every width.
  await expect(page.getByRole("link", { name: "Contratti Online, vai alla home" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("link", { name: "Contratti Online, vai alla home" })).toBeVisible();
  await snapshot(page, "landing-21-demo-mode-390");
});

test("a sign-in through our own form, or a ticket in the URL, sets the marker only for the latter", async ({
  page,
  request,
}) => {
  await signInAsCustomer(page);
  expect(await cookieValue(page, "external-login")).toBeUndefined();
  await page.goto("/");
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  await page.context().clearCookies();
  const ticket = await customerToken(request);
  await page.goto(`/find-out-more?ticket=${encodeURIComponent(ticket)}`);
  await expect(page).toHaveURL(/\/find-out-more$/);
  expect(await cookieValue(page, "external-login")).toBe("1");
  await page.goto("/");
  await expect(page).toHaveURL(/\/customer$/);
});
