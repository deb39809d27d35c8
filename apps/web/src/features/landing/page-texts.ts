import { registerLazyTexts } from "../../lib/lazy-texts";
import en from "../../locales/features/lazy/landing-pages.en.json";
import it from "../../locales/features/lazy/landing-pages.it.json";

// Texts of the landing pages other than the home (find out more, pricing, information pages):
// they ship with those pages rather than with the home's first load.
registerLazyTexts({ it, en });
