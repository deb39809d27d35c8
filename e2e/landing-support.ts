import type { FrontendConfig } from "@app/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { accounts, DEMO_PASSWORD } from "./support";

/**
 * Serves the page a configuration with these frontend settings on top of the server's own
 * (the e2e server runs with the defaults): shop and appointment URLs, tag manager, federated
 * frames, demo mode. Only the answer to the browser changes; the server is untouched.
 */
export async function useFrontendConfig(page: Page, settings: Partial<FrontendConfig>): Promise<void> {
  await page.route("**/api/get-global-config/", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { frontend: FrontendConfig };
    await route.fulfill({ response, json: { ...body, frontend: { ...body.frontend, ...settings } } });
  });
}

/** A fresh session token from the customer login API, as another site would hand it over. */
export async function customerToken(request: APIRequestContext, username: string = accounts.customer2) {
  const response = await request.post("/api/account/customer/login/", {
    data: { username, password: DEMO_PASSWORD, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === name)?.value;
}

/** The landing pages, by path, with their Italian and English first headings. */
export const LANDING_PAGES = [
  {
    path: "/",
    it: "I contratti del tuo studio, pronti in pochi minuti",
    en: "Your firm's contracts, ready in minutes",
  },
  { path: "/find-out-more", it: "Come funziona", en: "How it works" },
  { path: "/pricing", it: "Prezzi", en: "Pricing" },
  { path: "/privacy-policy", it: "Informativa sulla privacy", en: "Privacy policy" },
  { path: "/social-policy", it: "Social media policy", en: "Social media policy" },
  { path: "/technical-requirements", it: "Requisiti tecnici", en: "Technical requirements" },
  { path: "/contacts", it: "Contatti", en: "Contacts" },
  { path: "/legal-notices", it: "Note legali", en: "Legal notices" },
  { path: "/cookie", it: "Cookie policy", en: "Cookie policy" },
] as const;
