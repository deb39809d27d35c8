import type { GlobalConfig } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  type EncodedPage,
  inMaintenanceWindow,
  pageFor,
  prerenderedLanguage,
  scriptsAfterContent,
  type WebPages,
} from "./web-pages";

const page = (name: string): EncodedPage => ({
  identity: Buffer.from(name),
  br: Buffer.from(name),
  gzip: Buffer.from(name),
});

const pages: WebPages = new Map([
  ["/", { plain: page("home"), prerendered: { it: page("home it"), en: page("home en") } }],
  ["/pricing", { plain: page("pricing"), prerendered: { it: page("pricing it"), en: page("pricing en") } }],
  ["/contacts", { plain: page("contacts"), prerendered: {} }],
]);

const sent = (path: string, url: string, headers: Record<string, string> = {}) =>
  pageFor(pages, path, { url, headers })?.identity.toString();

describe("the prerendered page the server sends", () => {
  it("is in the first language of Accept-Language the app speaks, Italian by default", () => {
    expect(prerenderedLanguage("/", { "accept-language": "en-GB,en;q=0.9,it;q=0.8" })).toBe("en");
    expect(prerenderedLanguage("/", { "accept-language": "de-DE,it;q=0.9,en;q=0.8" })).toBe("it");
    expect(prerenderedLanguage("/", { "accept-language": "fr-FR" })).toBe("it");
    expect(prerenderedLanguage("/", {})).toBe("it");
  });

  it("is none for a request with a session or bringing one: the browser draws those pages", () => {
    expect(prerenderedLanguage("/", { cookie: "cookie-consent=accepted; token=eyJ.x.y" })).toBeNull();
    expect(prerenderedLanguage("/?ticket=abc", {})).toBeNull();
    expect(prerenderedLanguage("/?utm_source=news", { cookie: "tokens=1; external-login=1" })).toBe("it");
  });

  it("is chosen by path, with or without a trailing slash or a query", () => {
    expect(sent("/", "/", { "accept-language": "it-IT" })).toBe("home it");
    expect(sent("/pricing/", "/pricing/?utm_source=news", { "accept-language": "en-US" })).toBe("pricing en");
    expect(sent("/pricing", "/pricing", { cookie: "token=abc", "accept-language": "en-US" })).toBe("pricing");
    expect(sent("/", "/?ticket=abc")).toBe("home");
  });

  it("falls back to the page's plain variant, and to none on other paths", () => {
    expect(sent("/contacts", "/contacts")).toBe("contacts");
    expect(sent("/customer", "/customer")).toBeUndefined();
  });

  it("is none while the maintenance window is open: the browser leaves for the maintenance page", () => {
    expect(pageFor(pages, "/", { url: "/", headers: {} }, true)?.identity.toString()).toBe("home");
  });
});

describe("a prerendered page's scripts", () => {
  it("are fetched at low priority, its styles as they were", () => {
    const head = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/pricing-page-c.js">',
      '<link rel="stylesheet" crossorigin href="/assets/vendor-d.css">',
    ].join("\n");
    expect(scriptsAfterContent(head).split("\n")).toEqual([
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/vendor-b.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/pricing-page-c.js">',
      '<link rel="stylesheet" crossorigin href="/assets/vendor-d.css">',
    ]);
  });
});

describe("the maintenance window, as the server reads it", () => {
  const window = (START_DATE: string | null, END_DATE: string | null) =>
    ({ EXTRAORDINARY_MAINTENANCE: { URL: null, START_DATE, END_DATE } }) as GlobalConfig;

  it("holds from its first minute to the end of its last, in Rome's time", () => {
    const config = window("2026-07-10 22:00", "2026-07-11 02:30");
    // Summer time: Rome is UTC+2.
    expect(inMaintenanceWindow(config, new Date("2026-07-10T19:59:59Z"))).toBe(false);
    expect(inMaintenanceWindow(config, new Date("2026-07-10T20:00:00Z"))).toBe(true);
    expect(inMaintenanceWindow(config, new Date("2026-07-11T00:30:59Z"))).toBe(true);
    expect(inMaintenanceWindow(config, new Date("2026-07-11T00:31:00Z"))).toBe(false);
  });

  it("is closed without both ends", () => {
    expect(inMaintenanceWindow(window(null, "2026-07-11 02:30"), new Date("2026-07-11T00:00:00Z"))).toBe(
      false,
    );
    expect(inMaintenanceWindow(window(null, null), new Date())).toBe(false);
  });
});
