import { englishMessages } from "./messages-en";
import { italianMessages } from "./messages-it";

/**
 * Every message the server sends, in Italian (default) and English (fallback): one file per
 * language, the English one typed to hold exactly the Italian keys.
 */
export const messages = { it: italianMessages, en: englishMessages } as const;

export type MessageKey = keyof (typeof messages)["it"];
