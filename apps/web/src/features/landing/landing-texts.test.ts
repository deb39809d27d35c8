import { describe, expect, it } from "vitest";
import { PARTNERS } from "../../content/partners";
import { MONTHLY_PRICE_EUR, PLANS } from "../../content/plans";
import landingEn from "../../locales/features/landing.en.json";
import landingIt from "../../locales/features/landing.it.json";
import cookieUiEn from "../../locales/features/lazy/cookie-consent-ui.en.json";
import cookieUiIt from "../../locales/features/lazy/cookie-consent-ui.it.json";
import pagesEn from "../../locales/features/lazy/landing-pages.en.json";
import pagesIt from "../../locales/features/lazy/landing-pages.it.json";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, nested]) => keys(nested, prefix ? `${prefix}.${key}` : key));
}

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("texts shipped with the landing pages (not in the eager bundle)", () => {
  it.each([
    ["landing pages", pagesIt, pagesEn],
    ["cookie banner and settings", cookieUiIt, cookieUiEn],
  ])("%s: same keys and variables in Italian and English, none empty", (_, it, en) => {
    expect(keys(en).sort()).toEqual(keys(it).sort());
    for (const key of keys(it)) {
      expect(String(lookup(it, key)).trim(), key).not.toBe("");
      expect(placeholders(lookup(en, key)), key).toEqual(placeholders(lookup(it, key)));
    }
  });

  it("do not repeat keys of the eager bundle (a later merge would hide one of them)", () => {
    const eager = new Set(keys(landingIt));
    for (const key of keys(pagesIt)) expect(eager.has(key), key).toBe(false);
  });
});

describe("landing content", () => {
  it("has seven partners, each with a described line of work in both languages", () => {
    expect(PARTNERS).toHaveLength(7);
    expect(new Set(PARTNERS.map((p) => p.id)).size).toBe(7);
    for (const partner of PARTNERS) {
      expect(landingIt.landing.partners.kinds[partner.kind]).toBeTruthy();
      expect(landingEn.landing.partners.kinds[partner.kind]).toBeTruthy();
      expect(partner.logo).toMatch(/^\/partners\/\w+\.svg$/);
    }
  });

  it("offers three plans at 120 euro a month, Best Buy on the complete solution (spec §9)", () => {
    expect(MONTHLY_PRICE_EUR).toBe(120);
    expect(PLANS.map((p) => [p.id, p.monthlyPrice, p.bestBuy])).toEqual([
      ["civil", 120, false],
      ["work", 120, false],
      ["complete", 120, true],
    ]);
    for (const plan of PLANS) {
      for (const feature of plan.features) {
        expect(pagesIt.landing.pricing.features[feature], feature).toBeTruthy();
        expect(pagesEn.landing.pricing.features[feature], feature).toBeTruthy();
      }
    }
  });
});
