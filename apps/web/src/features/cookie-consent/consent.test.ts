import { describe, expect, it } from "vitest";
import { consentExpiry, parseConsent } from "./consent-store";
import { cookieDomains, isAnalyticsCookie, isTagManagerId, tagManagerUrl } from "./tag-manager";

describe("consent choice", () => {
  it("accepts only the two known choices", () => {
    expect(parseConsent("accepted")).toBe("accepted");
    expect(parseConsent("refused")).toBe("refused");
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it("is kept six months, then asked again (Garante guidelines)", () => {
    expect(consentExpiry(new Date("2026-01-15T10:00:00")).toISOString()).toBe(
      new Date("2026-07-15T10:00:00").toISOString(),
    );
  });
});

describe("tag manager", () => {
  it("loads only a well-formed container id, from Google's origin", () => {
    expect(isTagManagerId("GTM-TEST123")).toBe(true);
    expect(isTagManagerId('GTM-X"><script>')).toBe(false);
    expect(isTagManagerId("")).toBe(false);
    expect(tagManagerUrl("GTM-TEST123")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");
  });

  it("knows which cookies to delete on withdrawal, and on which domains", () => {
    expect(["_ga", "_gid", "_ga_ABC123", "_gat_UA1"].every(isAnalyticsCookie)).toBe(true);
    expect(["token", "cookie-consent", "language"].some(isAnalyticsCookie)).toBe(false);
    expect(cookieDomains("www.contratti.example.it")).toEqual([
      "www.contratti.example.it",
      "contratti.example.it",
      "example.it",
    ]);
    expect(cookieDomains("localhost")).toEqual(["localhost"]);
  });
});
