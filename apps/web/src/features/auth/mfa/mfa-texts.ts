import { registerLazyTexts } from "../../../lib/lazy-texts";
import en from "../../../locales/features/lazy/mfa.en.json";
import it from "../../../locales/features/lazy/mfa.it.json";

// The two-factor screens' texts ship with them: the login form, in every first load, only
// loads them when an account asks for a code.
registerLazyTexts({ it, en });
