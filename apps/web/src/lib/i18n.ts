import type { Language } from "@app/contracts";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { italianTexts, loadEnglishTexts, loadItalianAreaTexts } from "../locales/bundle";
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  readStartingLanguage,
  resolveLanguage,
  storeLanguage,
} from "./language";

/**
 * Italian ships in the main bundle (the default); English is fetched the first time it is
 * needed, keeping the landing page's first load small (DESIGN §11).
 */
const LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  it: async () => ({ default: italianTexts }),
  en: async () => ({ default: await loadEnglishTexts() }),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, "translation")) return;
  const { default: resources } = await LOADERS[language]();
  i18next.addResourceBundle(language, "translation", resources, true, true);
}

let areaTexts: Promise<void> | null = null;

/**
 * Adds the Italian texts of the signed-in areas' features (once). The area routes await it
 * before they render; English already carries them (locales/bundle.ts).
 */
export function ensureAreaTexts(): Promise<void> {
  areaTexts ??= loadItalianAreaTexts().then(
    (texts) => {
      i18next.addResourceBundle("it", "translation", texts, true, true);
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
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: italianTexts } },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ["it", "en"],
    // React escapes output already.
    interpolation: { escapeValue: false },
  });
  i18next.on("languageChanged", (lng) => {
    document.documentElement.lang = resolveLanguage(lng);
  });
  document.documentElement.lang = DEFAULT_LANGUAGE;
  if (language !== DEFAULT_LANGUAGE) await showLanguage(language);
}

async function showLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
}

/** The current UI language, sent as Accept-Language on every call (spec §7). */
export function getLanguage(): Language {
  return resolveLanguage(i18next.resolvedLanguage ?? i18next.language);
}

/** Switches the UI language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await showLanguage(language);
}
