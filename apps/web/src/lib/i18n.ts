import type { Language } from "@app/contracts";
import { italianTexts, loadEnglishTexts, loadItalianAreaTexts } from "../locales/bundle";
import { DEFAULT_LANGUAGE, readStartingLanguage, storeLanguage } from "./language";
import { i18n, type Texts } from "./translator";

/**
 * Italian ships in the main bundle (the default); English is fetched the first time it is
 * needed, keeping the landing page's first load small (DESIGN §11).
 */
const LOADERS: Record<Language, () => Promise<Texts>> = {
  it: async () => italianTexts,
  en: loadEnglishTexts,
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasTexts(language)) return;
  i18n.addTexts(language, await LOADERS[language]());
}

let areaTexts: Promise<void> | null = null;

/**
 * Adds the Italian texts of the signed-in areas' features (once). The area routes await it
 * before they render; English already carries them (locales/bundle.ts).
 */
export function ensureAreaTexts(): Promise<void> {
  areaTexts ??= loadItalianAreaTexts().then(
    (texts) => {
      i18n.addTexts("it", texts);
    },
    (error: unknown) => {
      areaTexts = null; // let the next navigation try again
      throw error;
    },
  );
  return areaTexts;
}

/**
 * Starts i18n in the remembered language, or on a first visit in the browser's (not remembered:
 * it follows the browser until the user chooses); resolves once its texts are available.
 */
export async function initI18n(): Promise<void> {
  const language = readStartingLanguage();
  initTexts();
  i18n.on((event, changed) => {
    if (event === "languageChanged") document.documentElement.lang = changed;
  });
  document.documentElement.lang = DEFAULT_LANGUAGE;
  if (language !== DEFAULT_LANGUAGE) await showLanguage(language);
}

/**
 * Starts i18n for a server render of the public pages (app/prerender): no document and no
 * remembered choice; each page is rendered after `showLanguage` of its language.
 */
export async function initI18nForRender(): Promise<void> {
  initTexts();
}

function initTexts(): void {
  if (!i18n.hasTexts(DEFAULT_LANGUAGE)) i18n.addTexts(DEFAULT_LANGUAGE, italianTexts);
}

/** Shows the UI in `language`, fetching its texts the first time. */
export async function showLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  i18n.setLanguage(language);
}

/** The current UI language, sent as Accept-Language on every call (spec §7). */
export function getLanguage(): Language {
  return i18n.language;
}

/** Switches the UI language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
}
