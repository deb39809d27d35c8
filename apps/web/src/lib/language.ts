import type { Language } from "@app/contracts";

/** localStorage key remembering the language the user picked. */
export const LANGUAGE_STORAGE_KEY = "language";
/** Italian first (spec §1); English is the fallback for missing texts. */
export const DEFAULT_LANGUAGE: Language = "it";
export const FALLBACK_LANGUAGE: Language = "en";

/**
 * The languages of the UI (contracts' LANGUAGES, restated as a type-checked literal: a runtime
 * import of @app/contracts would pull zod into the landing bundle).
 */
export const UI_LANGUAGES = ["it", "en"] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice when it is one we support, else Italian. */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): Language {
  try {
    return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
}
