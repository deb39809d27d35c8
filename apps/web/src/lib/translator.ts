import type { Language } from "@app/contracts";
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from "./language";

/**
 * The texts of the screens and the language they are shown in: the small translation runtime
 * the app uses instead of i18next (docs/decisions/0030). It does what the locale files ask and
 * no more: keys by path (`landing.hero.title`), `{{name}}` placeholders, plurals by
 * `Intl.PluralRules` with i18next's key suffixes (`_zero`, `_one`, `_other`…), a fallback
 * language for a text one language lacks, and texts added while the app runs.
 */

/** A tree of texts, as a locale JSON file holds it: every leaf a string. */
export type Texts = Record<string, unknown>;

/** `count` picks the plural form; `defaultValue` stands in for a missing text; the rest fill `{{}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type TranslatorEvent = "languageChanged" | "added";
type Listener = (event: TranslatorEvent, language: Language) => void;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

export class Translator {
  #language: Language;
  readonly #fallback: Language;
  readonly #texts = new Map<Language, Texts>();
  readonly #listeners = new Set<Listener>();
  readonly #fixed = new Map<Language, TFunction>();
  readonly #plurals = new Map<Language, Intl.PluralRules>();

  constructor(language: Language = DEFAULT_LANGUAGE, fallback: Language = FALLBACK_LANGUAGE) {
    this.#language = language;
    this.#fallback = fallback;
  }

  /** The language the screens are shown in. */
  get language(): Language {
    return this.#language;
  }

  /** Translates into the current language (a function of its own: it may be passed around). */
  readonly t: TFunction = (key, options) => this.#translate(this.#language, key, options);

  /** A `t` bound to `language`, the same function for as long as the translator lives. */
  fixedT(language: Language): TFunction {
    let t = this.#fixed.get(language);
    if (!t) {
      t = (key, options) => this.#translate(language, key, options);
      this.#fixed.set(language, t);
    }
    return t;
  }

  /** Whether the current language, or the fallback, has a text at `key`. */
  exists(key: string): boolean {
    return this.#languages(this.#language).some((language) => typeof this.#find(language, key) === "string");
  }

  /** Whether any texts of `language` were added. */
  hasTexts(language: Language): boolean {
    return this.#texts.has(language);
  }

  /** Merges `texts` into the language's, key by key; a text already there is replaced. */
  addTexts(language: Language, texts: Texts): void {
    this.#texts.set(language, merge(this.#texts.get(language) ?? {}, texts));
    this.#emit("added", language);
  }

  /** Shows the screens in `language` (its texts should be added first). */
  setLanguage(language: Language): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#emit("languageChanged", language);
  }

  /** Calls `listener` when a language is chosen or texts are added; returns the unsubscribe. */
  on(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(event: TranslatorEvent, language: Language): void {
    for (const listener of [...this.#listeners]) listener(event, language);
  }

  #languages(language: Language): Language[] {
    return language === this.#fallback ? [language] : [language, this.#fallback];
  }

  #translate(language: Language, key: string, options?: TOptions): string {
    for (const candidate of this.#languages(language)) {
      for (const form of this.#pluralForms(candidate, key, options?.count)) {
        const text = this.#find(candidate, form);
        if (typeof text === "string") return interpolate(text, options);
      }
    }
    return interpolate(options?.defaultValue ?? key, options);
  }

  /**
   * The keys a counted text may be under, most specific first, as i18next names them: `_zero`
   * for none, the language's plural category, `_other`, then the bare key.
   */
  #pluralForms(language: Language, key: string, count: number | undefined): string[] {
    if (typeof count !== "number") return [key];
    let rules = this.#plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.#plurals.set(language, rules);
    }
    const forms = [`${key}_${rules.select(count)}`, `${key}_other`, key];
    return count === 0 ? [`${key}_zero`, ...forms] : forms;
  }

  #find(language: Language, key: string): unknown {
    let node: unknown = this.#texts.get(language);
    for (const part of key.split(".")) {
      if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
      node = (node as Texts)[part];
    }
    return node;
  }
}

/**
 * Fills each `{{name}}` with the option of that name; a placeholder without an option stays as it
 * is, one whose option is null or undefined becomes empty (as i18next does). React escapes the
 * result, so the values are not.
 */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, raw: string) => {
    const name = raw.trim();
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

function merge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = isTree(current) && isTree(value) ? merge(current, value) : value;
  }
  return out;
}

const isTree = (value: unknown): value is Texts =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The app's translator: one for the browser's page, and one for each server render process. */
export const i18n = new Translator();
