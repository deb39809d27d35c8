import type { Language } from "@app/contracts";

/** A calculator's text: one for both languages, or Italian with an optional English. */
export type LocalisedText = string | { it: string; en?: string };

/**
 * The text in the user's language, Italian when the English one is missing (Italian first).
 * Its own entry point (`@app/calc/localised`): the screens need it without the evaluator.
 */
export function localisedText(text: LocalisedText | undefined, language: Language | string): string {
  if (text === undefined) return "";
  return typeof text === "string" ? text : ((language === "en" ? text.en : undefined) ?? text.it);
}
