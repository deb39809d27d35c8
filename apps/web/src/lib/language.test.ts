import { describe, expect, it } from "vitest";
import { isLanguage, resolveLanguage } from "./language";

describe("resolveLanguage", () => {
  it("defaults to Italian when nothing or something unknown is stored", () => {
    expect(resolveLanguage(null)).toBe("it");
    expect(resolveLanguage(undefined)).toBe("it");
    expect(resolveLanguage("de")).toBe("it");
    expect(resolveLanguage("EN")).toBe("it");
  });

  it("keeps a supported choice", () => {
    expect(resolveLanguage("en")).toBe("en");
    expect(resolveLanguage("it")).toBe("it");
  });

  it("recognises only the two languages", () => {
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});

describe("UI_LANGUAGES", () => {
  it("matches the languages the contracts accept", async () => {
    const { LANGUAGES } = await import("@app/contracts");
    const { UI_LANGUAGES } = await import("./language");
    expect([...UI_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});
