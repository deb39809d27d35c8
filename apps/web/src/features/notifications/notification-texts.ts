import { registerLazyTexts } from "../../lib/lazy-texts";
import en from "../../locales/features/notifications.en.json";
import it from "../../locales/features/notifications.it.json";

// The bell sits in the navbar, which a signed-in customer also sees on the public pages, where
// the areas' Italian texts are not loaded (locales/bundle.ts): the bell brings its own.
registerLazyTexts({ it, en });
