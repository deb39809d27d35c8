import type { Language } from "@app/contracts";
import { i18n, type Texts } from "./translator";

/**
 * Adds texts that ship with a lazily loaded screen instead of the eagerly loaded translation
 * bundle (locales/bundle.ts), which every first visit to the landing page downloads (DESIGN
 * §11). They are merged into each language already loaded, and into a language loaded later
 * (English is fetched on first use) as soon as it arrives.
 */
export function registerLazyTexts(textsByLanguage: Partial<Record<Language, Texts>>): void {
  let adding = false;
  const addTo = (language: Language) => {
    const texts = textsByLanguage[language];
    // Adding to a language whose main bundle is not there yet would make lib/i18n believe it
    // is loaded and skip fetching it; those texts wait for the bundle's own "added" event.
    if (adding || !texts || !i18n.hasTexts(language)) return;
    adding = true;
    try {
      i18n.addTexts(language, texts);
    } finally {
      adding = false;
    }
  };
  for (const language of Object.keys(textsByLanguage) as Language[]) addTo(language);
  i18n.on((event, language) => {
    if (event === "added") addTo(language);
  });
}
