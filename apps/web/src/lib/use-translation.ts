import { useSyncExternalStore } from "react";
import { i18n, type TFunction, type Translator } from "./translator";

const subscribe = (onChange: () => void) =>
  i18n.on((event) => {
    if (event === "languageChanged") onChange();
  });
const currentLanguage = () => i18n.language;

/**
 * The texts of a component: `t` in the screen's language, and the translator (`i18n.language`).
 * The component renders again when the language changes, with another `t`, so memos and effects
 * that depend on `t` follow the language; texts added meanwhile are read as `t` is called.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: i18n.fixedT(language), i18n };
}
