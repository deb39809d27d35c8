import { describe, expect, it } from "vitest";
import { Translator } from "./translator";

function translator() {
  const i18n = new Translator("it", "en");
  i18n.addTexts("it", {
    greeting: "Ciao {{name}}, hai {{ count }} pratiche",
    files: { count_one: "{{count}} file", count_other: "{{count}} file", count_zero: "Nessun file" },
    clauses_one: "Una clausola",
    clauses_other: "{{count}} clausole",
    onlyOther: { items_other: "{{count}} voci" },
    plain: "Testo",
    empty: "",
  });
  i18n.addTexts("en", { plain: "Text", onlyEnglish: "Only in English", clauses_one: "One clause" });
  return i18n;
}

describe("the translator", () => {
  it("finds a text by its dotted path and fills its placeholders, spaces inside the braces or not", () => {
    const { t } = translator();
    expect(t("greeting", { name: "Anna", count: 3 })).toBe("Ciao Anna, hai 3 pratiche");
    expect(t("plain")).toBe("Testo");
    expect(t("empty")).toBe("");
  });

  it("leaves a placeholder without its option as it is, and empties one whose option is undefined", () => {
    const { t } = translator();
    expect(t("greeting", { count: 1 })).toBe("Ciao {{name}}, hai 1 pratiche");
    expect(t("greeting", { name: undefined, count: 1 })).toBe("Ciao , hai 1 pratiche");
    expect(t("greeting")).toBe("Ciao {{name}}, hai {{ count }} pratiche");
  });

  it("does not read a filled value's braces as another placeholder", () => {
    const { t } = translator();
    expect(t("greeting", { name: "{{count}}", count: 2 })).toBe("Ciao {{count}}, hai 2 pratiche");
  });

  it("picks the plural form by the language's rules, `_zero` for none, `_other` when the form is missing", () => {
    const i18n = translator();
    expect(i18n.t("clauses", { count: 1 })).toBe("Una clausola");
    expect(i18n.t("clauses", { count: 4 })).toBe("4 clausole");
    expect(i18n.t("files.count", { count: 0 })).toBe("Nessun file");
    expect(i18n.t("clauses", { count: 0 })).toBe("0 clausole");
    // Italian names a million "many", which no locale file writes.
    expect(i18n.t("clauses", { count: 1_000_000 })).toBe("1000000 clausole");
    expect(i18n.t("onlyOther.items", { count: 1 })).toBe("1 voci");
  });

  it("falls back to the other language, then to the default value, then to the key", () => {
    const i18n = translator();
    expect(i18n.t("onlyEnglish")).toBe("Only in English");
    expect(i18n.t("missing.key", { defaultValue: "Stato {{name}}", name: "x" })).toBe("Stato x");
    expect(i18n.t("missing.key")).toBe("missing.key");
    expect(i18n.t("plain.deeper")).toBe("plain.deeper");
    expect(i18n.t("files")).toBe("files");
    expect(i18n.exists("onlyEnglish")).toBe(true);
    expect(i18n.exists("files")).toBe(false);
    expect(i18n.exists("missing")).toBe(false);
  });

  it("switches language, tells its listeners, and keeps one `t` per language", () => {
    const i18n = translator();
    const events: string[] = [];
    const stop = i18n.on((event, language) => events.push(`${event}:${language}`));
    const italian = i18n.fixedT("it");
    i18n.setLanguage("en");
    i18n.setLanguage("en");
    expect(i18n.language).toBe("en");
    expect(i18n.t("plain")).toBe("Text");
    expect(i18n.t("clauses", { count: 1 })).toBe("One clause");
    expect(italian("plain")).toBe("Testo");
    expect(i18n.fixedT("it")).toBe(italian);
    i18n.addTexts("en", { later: "Added later" });
    stop();
    i18n.setLanguage("it");
    expect(events).toEqual(["languageChanged:en", "added:en"]);
  });

  it("merges added texts key by key, a later text replacing an earlier one", () => {
    const i18n = new Translator("it", "en");
    expect(i18n.hasTexts("it")).toBe(false);
    i18n.addTexts("it", { routes: { home: "Home", pricing: "Prezzi" } });
    i18n.addTexts("it", { routes: { customer: "Area cliente", pricing: "Listino" } });
    expect(i18n.hasTexts("it")).toBe(true);
    expect(i18n.t("routes.home")).toBe("Home");
    expect(i18n.t("routes.customer")).toBe("Area cliente");
    expect(i18n.t("routes.pricing")).toBe("Listino");
  });

  it("does not read an object's inherited properties as texts", () => {
    const { t } = translator();
    expect(t("plain.length")).toBe("plain.length");
    expect(t("constructor")).toBe("constructor");
    expect(t("greeting", { toString: "x" } as never)).toContain("{{name}}");
  });
});
