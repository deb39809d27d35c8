import i18next from "i18next";

type Texts = Record<string, unknown>;

/**
 * Adds texts that ship with a lazily loaded screen instead of the eagerly loaded translation
 * bundle (locales/bundle.ts), which every first visit to the landing page downloads (DESIGN
 * §11). They are merged into each language already loaded, and into a language loaded later
 * (English is fetched on first use) as soon as it arrives.
 */
export function registerLazyTexts(textsByLanguage: Record<string, Texts>): void {
  let adding = false;
  const addTo = (language: string) => {
    const texts = textsByLanguage[language];
    // Adding to a language whose main bundle is not there yet would make lib/i18n believe it
    // is loaded and skip fetching it; those texts wait for the bundle's own "added" event.
    if (adding || !texts || !i18next.hasResourceBundle(language, "translation")) return;
    adding = true;
    try {
      i18next.addResourceBundle(language, "translation", texts, true, true);
    } finally {
      adding = false;
    }
  };
  for (const language of Object.keys(textsByLanguage)) addTo(language);
  i18next.store.on("added", (language) => addTo(language));
}
