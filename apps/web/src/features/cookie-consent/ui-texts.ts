import { registerLazyTexts } from "../../lib/lazy-texts";
import en from "../../locales/features/lazy/cookie-consent-ui.en.json";
import it from "../../locales/features/lazy/cookie-consent-ui.it.json";

// Texts of the banner, the settings dialog and the privacy page's choice: they ship with those
// components; only the footer's "Cookie settings" label is in the eager bundle.
registerLazyTexts({ it, en });
