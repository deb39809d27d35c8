import { describe, expect, it } from "vitest";
import { browserLanguage, isLanguage, resolveLanguage, startingLanguage } from "./language";

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

describe("browserLanguage", () => {
  it("is English when English comes before Italian among the browser's languages", () => {
    expect(browserLanguage(["en-US", "en", "it"])).toBe("en");
    expect(browserLanguage(["de-DE", "en-GB", "it-IT"])).toBe("en");
    expect(browserLanguage(["EN"])).toBe("en");
  });

  it("is Italian when Italian comes first, or the browser names neither", () => {
    expect(browserLanguage(["it-IT", "en-US"])).toBe("it");
    expect(browserLanguage(["fr-FR", "it", "en"])).toBe("it");
    expect(browserLanguage(["fr-FR", "de"])).toBe("it");
    expect(browserLanguage([])).toBe("it");
    // "english" is no language tag, and "eng" no subtag the UI speaks.
    expect(browserLanguage(["english", "eng"])).toBe("it");
  });
});

describe("startingLanguage", () => {
  it("keeps the user's choice over the browser's", () => {
    expect(startingLanguage("it", ["en-US"])).toBe("it");
    expect(startingLanguage("en", ["it-IT"])).toBe("en");
  });

  it("follows the browser until a choice is stored", () => {
    expect(startingLanguage(null, ["en-US"])).toBe("en");
    expect(startingLanguage("de", ["en-US"])).toBe("en");
    expect(startingLanguage(null, ["it-IT", "en"])).toBe("it");
  });
});
