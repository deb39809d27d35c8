import { describe, expect, it } from "vitest";
import { paths } from "../app/paths";
import { italianTexts, loadEnglishTexts, loadItalianAreaTexts } from "./bundle";
import { mergeTexts } from "./lazy-bundles";

// The first-load texts plus those fetched with the signed-in areas: every text in Italian.
const italian = mergeTexts(italianTexts, await loadItalianAreaTexts()) as typeof import("./it.json");
const en = (await loadEnglishTexts()) as typeof import("./en.json");

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, nested]) => keys(nested, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "").sort();
}

function lookup(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe("locales", () => {
  it("have the same keys in Italian and English", () => {
    expect(keys(en).sort()).toEqual(keys(italian).sort());
  });

  it("have no empty text", () => {
    for (const key of keys(italian)) expect(String(lookup(italian, key)).trim(), `it ${key}`).not.toBe("");
    for (const key of keys(en)) expect(String(lookup(en, key)).trim(), `en ${key}`).not.toBe("");
  });

  it("use the same interpolation variables in both languages", () => {
    for (const key of keys(italian)) {
      expect(placeholders(String(lookup(en, key))), key).toEqual(placeholders(String(lookup(italian, key))));
    }
  });

  it("ship the signed-in areas' screens' texts with the areas, not with the landing page's first load", () => {
    for (const key of ["dashboard", "editorHome", "uploads"]) expect(italianTexts).not.toHaveProperty([key]);
    expect(lookup(italian, "uploads.empty")).toBe("Nessuna richiesta di caricamento");
  });

  it("ship only the public site's route titles with the first load", () => {
    const firstLoad = Object.keys((italianTexts as { routes: Record<string, string> }).routes);
    expect(firstLoad).toContain("landing-pricing");
    expect(firstLoad).not.toContain("customer-agreement-agreement-list");
  });

  it("give every route a title", () => {
    for (const name of Object.keys(paths)) {
      expect(italian.routes, name).toHaveProperty([name]);
      expect(en.routes, name).toHaveProperty([name]);
    }
  });

  it("keep the spec's wording for the English messages", () => {
    expect(en.auth.validation.usernameRequired).toBe("username is mandatory");
    expect(en.auth.validation.passwordRequired).toBe("Password is mandatory");
    expect(en.auth.menu.noAgreements).toBe("You have not saved any contract");
    expect(en.errors.operationFailed).toBe("Operation failed");
    expect(lookup(en, "uploads.empty")).toBe("No uploads requests");
    expect(en.maintenance.title).toBe("System in maintenance");
    expect(en.maintenance.text).toBe("Please try again later");
    expect(en.common.saved).toBe("Data has been saved successfully");
    expect(en.common.deleted).toBe("Data has been deleted successfully");
  });

  it("say each success of spec §8 with one key, read the same on every screen", () => {
    // Every wording a save or delete notice has had: a second key saying one of them is a duplicate.
    const successWording =
      /\b(salvat[ioe]|eliminat[ioe]) correttamente|saved successfully|deleted successfully|^(modifiche salvate|changes saved)\.?$/i;
    const files = import.meta.glob<Record<string, unknown>>("./**/*.json", {
      eager: true,
      import: "default",
    });
    const sayingIt = Object.entries(files).flatMap(([file, texts]) =>
      keys(texts)
        .filter((key) => successWording.test(String(lookup(texts, key))))
        .map((key) => `${file} ${key}`),
    );
    expect(sayingIt.sort()).toEqual([
      "./en.json common.deleted",
      "./en.json common.saved",
      "./it.json common.deleted",
      "./it.json common.saved",
    ]);
    expect(italian.common.saved).toBe("Dati salvati correttamente");
    expect(italian.common.deleted).toBe("Dati eliminati correttamente");
  });
});
