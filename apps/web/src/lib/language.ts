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

/**
 * The language of a visit with no choice made yet: the first of the browser's languages
 * (`navigator.languages`, most wanted first) that the UI speaks, by its primary subtag
 * ("en-GB" is English); Italian when the browser names neither.
 */
export function browserLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language to start in: the user's remembered choice, else the browser's. */
export function startingLanguage(
  stored: string | null | undefined,
  preferences: readonly string[],
): Language {
  return isLanguage(stored) ? stored : browserLanguage(preferences);
}

function readStoredChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The starting language of this page: the remembered choice, else the browser's preference. */
export function readStartingLanguage(): Language {
  const preferences = navigator.languages?.length ? navigator.languages : [navigator.language ?? ""];
  return startingLanguage(readStoredChoice(), preferences);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
}
